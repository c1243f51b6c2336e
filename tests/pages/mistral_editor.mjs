// The chat.mistral.ai-like composer: TipTap in a form; Enter submits the form (the page sends on submit).
import { Editor, Extension } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";

const form = document.getElementById("composer-form");
const text = () => editor.getText({ blockSeparator: "\n" });

const SubmitOnEnter = Extension.create({
  name: "submitOnEnter",
  addKeyboardShortcuts: () => ({ Enter: () => { form.requestSubmit(); return true; } }),
});
const editor = new Editor({
  element: document.getElementById("editor"),
  extensions: [StarterKit, SubmitOnEnter],
  editorProps: { attributes: { "aria-label": "Ask Le Chat anything" } },
});
form.addEventListener("submit", (e) => {
  e.preventDefault();
  if (!text().trim()) return;
  window.recordSubmission({ via: e.submitter ? "button" : "form", text: text() });
  editor.commands.clearContent(true);
});
window.__editorText = text;
