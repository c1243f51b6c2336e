// A reply form on Draft.js: X's composer and older Facebook. The page sends Draft's own ContentState
// (getPlainText), not the DOM. In ?revert=1 mode a content change that was not typed is refused: the state
// stays as it was and Draft renders it again; in ?first-only=1 mode only the first such change is taken.
import { createElement as h, useState } from "react";
import { createRoot } from "react-dom/client";
import { flushSync } from "react-dom";
import { Editor, EditorState } from "draft-js";
import { refuse, refuseUntypedChange } from "./keyboard_only.mjs";

let current = EditorState.createEmpty();
const modelText = () => current.getCurrentContent().getPlainText("\n");

function Reply() {
  const [state, setState] = useState(current);
  current = state;
  const onChange = (next) => {
    const changed = next.getCurrentContent() !== current.getCurrentContent();
    const refused = changed && refuseUntypedChange();
    setState((prev) => (refused ? EditorState.forceSelection(prev, prev.getSelection()) : next));
  };
  const send = (e) => {
    e.preventDefault();
    if (modelText().trim()) window.recordSubmission({ via: "form", text: modelText() });
  };
  return h("form", { id: "reply", onSubmit: send },
    h("div", { className: "editor" },
      h(Editor, { editorState: state, onChange, placeholder: "What's happening?", ariaLabel: "Post text",
        handlePastedText: () => (refuse() ? "handled" : "not-handled") })),
    h("button", { type: "submit" }, "Post"));
}

const root = createRoot(document.getElementById("app"));
flushSync(() => root.render(h(Reply)));
window.__editorText = modelText;
