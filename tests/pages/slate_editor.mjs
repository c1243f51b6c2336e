// A reply form on Slate (slate + slate-react + slate-history): Discord's and many React apps' editor. The
// page sends Slate's own document (editor.children), not the DOM. In ?revert=1 mode every model change that
// was not typed is dropped (Slate's insertText/insertData/deleteFragment/insertFragment/insertBreak). In
// ?trusted-only=1 mode Slate treats a beforeinput a script dispatched as handled elsewhere and ignores it
// (apps that filter untrusted events): only a paste then reaches its model.
import { createElement as h, useMemo } from "react";
import { createRoot } from "react-dom/client";
import { flushSync } from "react-dom";
import { createEditor, Node } from "slate";
import { Editable, Slate, withReact } from "slate-react";
import { withHistory } from "slate-history";
import { refuse } from "./keyboard_only.mjs";

const trustedOnly = new URLSearchParams(location.search).has("trusted-only");
const INITIAL = [{ type: "paragraph", children: [{ text: "" }] }];
let editor = null;
const modelText = () => editor.children.map((block) => Node.string(block)).join("\n");

function typedOnly(ed) {
  for (const method of ["insertText", "insertData", "deleteFragment", "insertFragment", "insertBreak"]) {
    const original = ed[method];
    ed[method] = (...args) => (refuse() ? undefined : original(...args));
  }
  return ed;
}

function Reply() {
  editor = useMemo(() => typedOnly(withHistory(withReact(createEditor()))), []);
  const send = (e) => {
    e.preventDefault();
    if (modelText().trim()) window.recordSubmission({ via: "form", text: modelText() });
  };
  return h("form", { id: "reply", onSubmit: send },
    h(Slate, { editor, initialValue: INITIAL },
      h(Editable, { className: "editor", "aria-label": "Reply", placeholder: "Message #general",
        onDOMBeforeInput: (event) => trustedOnly && !event.isTrusted })),
    h("button", { type: "submit" }, "Post"));
}

const root = createRoot(document.getElementById("app"));
flushSync(() => root.render(h(Reply)));
window.__editorText = modelText;
