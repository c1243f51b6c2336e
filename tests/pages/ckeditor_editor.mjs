// A reply form whose <textarea> CKEditor 5's classic editor replaces (forums, CMSs): on submit the editor
// writes its data back into the textarea, as such forms send it. The page records CKEditor's own model
// (paragraphs of the model root), not the DOM. In ?revert=1 mode the editing view's input and clipboard
// events that were not typed are stopped before CKEditor turns them into model changes.
import { ClassicEditor, Clipboard, Enter, Essentials, Paragraph, Typing, Undo } from "ckeditor5";
import { refuse } from "./keyboard_only.mjs";

document.getElementById("app").innerHTML = `<form id="reply" method="post">
  <textarea name="body" id="body" aria-label="Reply"></textarea>
  <button type="submit">Post</button></form>`;
const form = document.getElementById("reply");
let editor = null;

function modelText() {
  const root = editor.model.document.getRoot();
  return [...root.getChildren()].map((block) =>
    [...block.getChildren()].map((node) => (node.is("$text") ? node.data : node.is("element", "softBreak") ? "\n" : "")).join("")).join("\n");
}

editor = await ClassicEditor.create(document.getElementById("body"), {
  licenseKey: "GPL", plugins: [Essentials, Paragraph, Typing, Enter, Clipboard, Undo], toolbar: [],
});
const viewDocument = editor.editing.view.document;
for (const event of ["beforeinput", "insertText", "delete", "clipboardInput"]) {
  viewDocument.on(event, (evt, data) => {
    if (!refuse()) return;
    evt.stop();
    data?.preventDefault?.();
  }, { priority: "highest" });
}
form.addEventListener("submit", (e) => {
  e.preventDefault();
  editor.updateSourceElement();
  const text = modelText();
  if (text.trim()) window.recordSubmission({ via: "form", text, body: form.elements.body.value });
});
window.__editorText = modelText;
