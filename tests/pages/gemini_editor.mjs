// The gemini.google.com-like composer: Quill in <rich-textarea>; Enter sends, Shift+Enter breaks a line.
import Quill from "quill";

customElements.define("rich-textarea", class extends HTMLElement {});
const form = document.getElementById("composer-form");
const text = () => quill.getText().replace(/\n$/, "");
function send(via) {
  if (!text().trim()) return false;
  window.recordSubmission({ via, text: text() });
  quill.setText("");
  return false;
}
const quill = new Quill("#editor", {
  placeholder: "Enter a prompt here",
  modules: { keyboard: { bindings: { send: { key: "Enter", shiftKey: false, handler: () => send("enter") } } } },
});
quill.root.classList.add("textarea");
quill.root.setAttribute("role", "textbox");
quill.root.setAttribute("aria-label", "Enter a prompt here");
form.querySelector(".send-button").addEventListener("click", () => send("button"));
form.addEventListener("submit", (e) => { e.preventDefault(); send("form"); });
window.__editorText = text;
