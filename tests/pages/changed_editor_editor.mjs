// A redesigned composer no LookTwice adapter knows: a plain contenteditable; Enter or the button sends.
const el = document.querySelector(".composer-v2");
const form = document.getElementById("composer-form");
const text = () => el.innerText.replace(/\n$/, "");
function send(via) {
  if (!text().trim()) return;
  window.recordSubmission({ via, text: text() });
  el.textContent = "";
}
el.addEventListener("keydown", (e) => {
  if (e.key === "Enter" && !e.shiftKey && !e.isComposing) { e.preventDefault(); send("enter"); }
});
form.querySelector(".send-v2").addEventListener("click", () => send("button"));
form.addEventListener("submit", (e) => { e.preventDefault(); send("form"); });
window.__editorText = text;
