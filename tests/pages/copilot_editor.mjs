// The copilot.microsoft.com-like composer: a React-controlled textarea; the page sends React's state.
import { createElement as h, useRef, useState } from "react";
import { createRoot } from "react-dom/client";
import { flushSync } from "react-dom";

let current = "";
function Composer() {
  const [value, setValue] = useState("");
  const form = useRef(null);
  current = value;
  const send = (via) => {
    if (!value.trim()) return;
    window.recordSubmission({ via, text: value });
    setValue("");
  };
  return h("form", { id: "composer-form", ref: form, onSubmit: (e) => { e.preventDefault(); send("form"); } },
    h("textarea", {
      id: "userInput", "data-testid": "composer-input", placeholder: "Message Copilot", rows: 1, value,
      onChange: (e) => setValue(e.target.value),
      onKeyDown: (e) => { if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) { e.preventDefault(); send("enter"); } },
    }),
    h("button", { type: "button", "data-testid": "submit-button", "aria-label": "Submit message", onClick: () => send("button") }, "↑"));
}
const root = createRoot(document.getElementById("app"));
flushSync(() => root.render(h(Composer)));
window.__editorText = () => current;
