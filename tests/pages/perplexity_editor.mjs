// The perplexity.ai-like ask box: Lexical plain text on #ask-input; Enter sends, Shift+Enter breaks a line.
import { $createParagraphNode, $getRoot, COMMAND_PRIORITY_HIGH, KEY_ENTER_COMMAND, createEditor } from "lexical";
import { registerPlainText } from "@lexical/plain-text";

const form = document.getElementById("composer-form");
const editor = createEditor({ namespace: "perplexity-ask", onError: (e) => { throw e; } });
editor.setRootElement(document.getElementById("ask-input"));
registerPlainText(editor);
const text = () => editor.getEditorState().read(() => $getRoot().getTextContent());
function send(via) {
  if (!text().trim()) return;
  window.recordSubmission({ via, text: text() });
  editor.update(() => $getRoot().clear().append($createParagraphNode()));
}
editor.registerCommand(KEY_ENTER_COMMAND, (event) => {
  if (event?.shiftKey) return false;
  event?.preventDefault();
  send("enter");
  return true;
}, COMMAND_PRIORITY_HIGH);
form.querySelector('[data-testid="submit-button"]').addEventListener("click", () => send("button"));
form.addEventListener("submit", (e) => { e.preventDefault(); send("form"); });
window.__editorText = text;
