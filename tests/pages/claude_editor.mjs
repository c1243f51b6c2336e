// The claude.ai-like composer: TipTap (ProseMirror underneath) with Enter to send.
import { Editor, Extension } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";

const form = document.getElementById("composer-form");
const text = () => editor.getText({ blockSeparator: "\n" });
function send(via) {
  if (!text().trim()) return true;
  window.recordSubmission({ via, text: text() });
  editor.commands.clearContent(true);
  return true;
}

const SendOnEnter = Extension.create({
  name: "sendOnEnter",
  addKeyboardShortcuts: () => ({ Enter: () => send("enter") }),
});
const editor = new Editor({
  element: document.getElementById("editor"),
  extensions: [StarterKit, SendOnEnter],
  editorProps: { attributes: { translate: "no", "aria-label": "Write your prompt to Claude", role: "textbox" } },
});
form.querySelector('button[aria-label="Send message"]').addEventListener("click", () => send("button"));
form.addEventListener("submit", (e) => { e.preventDefault(); send("form"); });
window.__editorText = text;
