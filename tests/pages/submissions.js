// Shared by the test pages: records what the page "sent" (window.__submissions and a visible list).
window.__submissions = [];
window.recordSubmission = (entry) => {
  window.__submissions.push({ ...entry, at: Date.now() });
  const li = document.createElement("li");
  li.textContent = Object.entries(entry).map(([k, v]) => `${k}: ${v}`).join("\n");
  document.getElementById("submissions").append(li);
};
