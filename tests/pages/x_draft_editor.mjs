// A composer on Draft.js set up the way X's (twitter.com) behaves, as far as public reports tell: X ships its
// own Draft.js fork, which we cannot run, so this page reproduces what is known of it on draft-js 0.11.7.
// - Decorators split the text into separate leaf spans: @mentions, #hashtags and links are highlighted.
// - Paste is X's own: handlePastedText inserts the plain text at Draft's selection and strips formatting
//   (automation that pastes a ClipboardEvent reaches the model: jackwener/OpenCLI#93, #94, #107).
// - A native `beforeinput` (insertText) that replaces a selection is taken by a handler of the composer's
//   own that inserts the data at *Draft's* selection state and ignores the event's target ranges (X's fork
//   handles beforeinput itself, unlike stock Draft.js, which only listens to `textInput`; characters typed
//   at a caret still go Draft's way). An edit offered that way lands right only if Draft's selection caught
//   up with the DOM's.
// - execCommand("insertText") changes the DOM behind Draft's model; Draft then rebuilds its state from the
//   DOM, which corrupts multi-paragraph text (OpenCLI#93; fullselfbrowsing/FSB#129: doubled text, caret).
// Modes: ?trusted-only=1 ignores a script's beforeinput (only a paste reaches the model); ?revert=1 and
// ?first-only=1 as keyboard_only.mjs says. The page sends getPlainText of its ContentState.
import { createElement as h, useRef, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { flushSync } from "react-dom";
import { CompositeDecorator, Editor, EditorState, Modifier } from "draft-js";
import { refuseUntypedChange } from "./keyboard_only.mjs";

const trustedOnly = new URLSearchParams(location.search).has("trusted-only");
const pattern = (regex) => (block, callback) => {
  const text = block.getText();
  for (const match of text.matchAll(regex)) callback(match.index, match.index + match[0].length);
};
const highlight = (props) => h("span", { className: "x-entity", style: { color: "rgb(29,155,240)" } }, props.children);
const decorator = new CompositeDecorator([
  { strategy: pattern(/@\w{1,15}/g), component: highlight },
  { strategy: pattern(/#\w+/g), component: highlight },
  { strategy: pattern(/https?:\/\/\S+/g), component: highlight },
]);

let current = EditorState.createEmpty(decorator); // the state of the last change, as Draft's _latestEditorState
let accept = null; // the composer's state setter
const modelText = () => current.getCurrentContent().getPlainText("\n");

/** Inserts plain text at Draft's selection, as X's paste and beforeinput handlers do. */
function insertAtSelection(state, text, changeType) {
  const content = Modifier.replaceText(state.getCurrentContent(), state.getSelection(), text);
  // Draft puts the DOM caret where its state says (after the text) only for a forced selection.
  return EditorState.forceSelection(EditorState.push(state, content, changeType), content.getSelectionAfter());
}

function Composer() {
  const [state, setState] = useState(current);
  const box = useRef(null);
  accept = (next) => {
    const refused = next.getCurrentContent() !== current.getCurrentContent() && refuseUntypedChange();
    current = refused ? EditorState.forceSelection(current, current.getSelection()) : next;
    setState(current);
  };
  useEffect(() => {
    const onBeforeInput = (event) => {
      if (event.inputType !== "insertText" || !event.data || event.isComposing) return;
      if (trustedOnly && !event.isTrusted) return;
      // A character typed at a collapsed caret goes Draft's own way (textInput); replacing a selection is
      // this handler's (what stock Draft.js gets wrong with spellcheck and autocorrect replacements).
      if (event.getTargetRanges().every((range) => range.collapsed)) return;
      event.preventDefault();
      // Rendered before the next key's event, so Draft's own state is this one when it comes.
      flushSync(() => accept(insertAtSelection(current, event.data, "insert-characters")));
    };
    const el = box.current;
    el.addEventListener("beforeinput", onBeforeInput);
    return () => el.removeEventListener("beforeinput", onBeforeInput);
  }, []);
  const send = (e) => {
    e.preventDefault();
    if (modelText().trim()) window.recordSubmission({ via: "form", text: modelText() });
  };
  return h("form", { id: "reply", onSubmit: send },
    h("div", { className: "editor", ref: box },
      h(Editor, { editorState: state, onChange: (next) => accept(next), placeholder: "What is happening?!",
        ariaLabel: "Post text", stripPastedStyles: true,
        handlePastedText: (text, html, latest) => {
          accept(insertAtSelection(latest, text, "insert-fragment"));
          return "handled";
        } })),
    h("button", { type: "submit" }, "Post"));
}

const root = createRoot(document.getElementById("app"));
flushSync(() => root.render(h(Composer)));
window.__editorText = modelText;
