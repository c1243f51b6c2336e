// An editor that keeps its own model and builds its DOM from it. Only keystrokes change the model: text
// written by execCommand (beforeinput) or a paste event is silently dropped, and any other DOM change is
// undone on the next render. Enter sends the model's text.
const el = document.getElementById("prompt-textarea");
const form = document.getElementById("composer-form");
let model = "";
function render() {
  el.textContent = model;
  const range = document.createRange();
  range.selectNodeContents(el);
  range.collapse(false);
  const selection = getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
}
function send(via) {
  if (!model.trim()) return;
  window.recordSubmission({ via, text: model });
  model = "";
  render();
}
el.addEventListener("keydown", (e) => {
  if (e.key === "Enter") { e.preventDefault(); send("enter"); return; }
  if (e.key === "Backspace") { e.preventDefault(); model = model.slice(0, -1); render(); return; }
  if (e.key.length === 1 && !e.ctrlKey && !e.metaKey) { e.preventDefault(); model += e.key; render(); }
});
el.addEventListener("beforeinput", (e) => e.preventDefault());
el.addEventListener("paste", (e) => e.preventDefault());
el.addEventListener("input", render);
form.querySelector('[data-testid="send-button"]').addEventListener("click", () => send("button"));
form.addEventListener("submit", (e) => { e.preventDefault(); send("form"); });
window.__editorText = () => model;
