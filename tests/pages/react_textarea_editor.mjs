// A reply form whose <textarea> value lives in React state: writing `.value` without the prototype's setter
// and an input event is undone on the next render. The page sends React's state. In ?revert=1 mode a change
// that was not typed is not taken into state, so React puts the old value back.
import { createElement as h, useState } from "react";
import { createRoot } from "react-dom/client";
import { flushSync } from "react-dom";
import { refuse } from "./keyboard_only.mjs";

let current = "";
function Reply() {
  const [value, setValue] = useState("");
  current = value;
  const send = (e) => {
    e.preventDefault();
    if (value.trim()) window.recordSubmission({ via: "form", text: value });
  };
  return h("form", { id: "reply", onSubmit: send },
    h("textarea", { name: "body", "aria-label": "Reply", rows: 4, cols: 60, value,
      onChange: (e) => { if (!refuse()) setValue(e.target.value); } }),
    h("button", { type: "submit" }, "Post"));
}
const root = createRoot(document.getElementById("app"));
flushSync(() => root.render(h(Reply)));
window.__editorText = () => current;
