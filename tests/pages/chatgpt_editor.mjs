// The ChatGPT-like composer: ProseMirror with the basic schema, history, and ChatGPT's key behaviour.
import { EditorState } from "prosemirror-state";
import { EditorView } from "prosemirror-view";
import { schema } from "prosemirror-schema-basic";
import { keymap } from "prosemirror-keymap";
import { baseKeymap, splitBlock } from "prosemirror-commands";
import { history, undo, redo } from "prosemirror-history";

function send(via) {
  const { doc } = view.state;
  const text = doc.textBetween(0, doc.content.size, "\n");
  if (!text.trim()) return true;
  window.recordSubmission({ via, text });
  view.dispatch(view.state.tr.delete(0, view.state.doc.content.size));
  return true;
}

const view = new EditorView(document.getElementById("editor"), {
  state: EditorState.create({
    schema,
    plugins: [
      history(),
      keymap({ Enter: () => send("enter"), "Shift-Enter": splitBlock, "Mod-z": undo, "Mod-y": redo }),
      keymap(baseKeymap),
    ],
  }),
  attributes: { id: "prompt-textarea", class: "ProseMirror", translate: "no", "aria-label": "Message ChatGPT" },
});

document.getElementById("composer-submit-button").addEventListener("click", () => send("button"));
// The composer is a <form>: a submission from page script (form.requestSubmit()) sends too.
document.getElementById("composer-form").addEventListener("submit", (e) => { e.preventDefault(); send("form"); });
window.__editorView = view;
window.__editorText = () => view.state.doc.textBetween(0, view.state.doc.content.size, "\n");
