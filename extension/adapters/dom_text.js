// Text of an editor as one string, and back from string offsets to the editor's DOM. Text controls
// (<textarea>, <input>) have a value; contenteditable editors (ProseMirror, Lexical) are walked: text nodes
// in order, one "\n" between blocks and for each <br> that is not a trailing break. Edits go through the
// editor's own input path (a beforeinput it handles, a paste event, execCommand insertText), never by
// rewriting its DOM.
(() => {
  const LT = (globalThis.LookTwice ??= {});

  const BLOCKS = new Set([
    "ADDRESS", "ARTICLE", "ASIDE", "BLOCKQUOTE", "DD", "DIV", "DL", "DT", "FIGCAPTION", "FIGURE", "FOOTER",
    "FORM", "H1", "H2", "H3", "H4", "H5", "H6", "HEADER", "HR", "LI", "MAIN", "NAV", "OL", "P", "PRE",
    "SECTION", "TABLE", "TR", "UL",
  ]);
  const SKIP = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"]);

  function isTextControl(el) {
    return el instanceof HTMLTextAreaElement ||
      (el instanceof HTMLInputElement && /^(text|search|email|url|tel|)$/i.test(el.type));
  }

  /** The editor's text plus where each text node sits in it: {text, segments:[{node, start, end}]}. */
  function model(root) {
    let text = "";
    let needBreak = false;
    const segments = [];
    const visit = (node) => {
      if (node.nodeType === 3) {
        if (!node.data) return;
        if (needBreak) { text += "\n"; needBreak = false; }
        segments.push({ node, start: text.length, end: text.length + node.data.length });
        text += node.data;
        return;
      }
      if (node.nodeType !== 1 || SKIP.has(node.nodeName)) return;
      if (node.nodeName === "BR") {
        if (isTrailingBreak(node)) return;
        if (needBreak) { text += "\n"; needBreak = false; }
        text += "\n";
        return;
      }
      const block = node !== root && BLOCKS.has(node.nodeName);
      if (block && (needBreak || (text.length && !text.endsWith("\n")))) { text += "\n"; needBreak = false; }
      for (let child = node.firstChild; child; child = child.nextSibling) visit(child);
      if (block) needBreak = true;
    };
    visit(root);
    return { text, segments };
  }

  /** A <br> that only keeps an empty or final line open (ProseMirror-trailingBreak and friends). */
  function isTrailingBreak(br) {
    if (br.classList?.contains("ProseMirror-trailingBreak")) return true;
    let next = br.nextSibling;
    while (next && next.nodeType === 3 && !next.data) next = next.nextSibling;
    return !next && br.parentNode && BLOCKS.has(br.parentNode.nodeName);
  }

  function readText(el) {
    return isTextControl(el) ? el.value : model(el).text;
  }

  /** DOM position of text offset `at`; `edge` "start" prefers the next text node, "end" the previous. */
  function position(segments, at, edge) {
    let best = null;
    for (const seg of segments) {
      if (edge === "start" ? at >= seg.start && at < seg.end : at > seg.start && at <= seg.end) {
        return { node: seg.node, offset: at - seg.start };
      }
      if (edge === "start" && seg.start >= at && !best) best = { node: seg.node, offset: 0 };
      if (edge === "end" && seg.end <= at) best = { node: seg.node, offset: seg.node.data.length };
    }
    if (best) return best;
    const last = segments[segments.length - 1];
    return last ? { node: last.node, offset: last.node.data.length } : null;
  }

  /** A DOM Range over text offsets [from, to) of a contenteditable editor. */
  function rangeFor(el, from, to, snapshot = model(el)) {
    const start = position(snapshot.segments, from, "start");
    const end = position(snapshot.segments, to, "end");
    if (!start || !end) return null;
    const range = el.ownerDocument.createRange();
    range.setStart(start.node, start.offset);
    range.setEnd(end.node, end.offset);
    return range;
  }

  function selectionOf(el) {
    const root = el.getRootNode();
    // Chromium keeps a separate selection per shadow root (shadowRoot.getSelection, non-standard).
    return (root !== el.ownerDocument && typeof root.getSelection === "function" && root.getSelection()) ||
      el.ownerDocument.getSelection();
  }

  /** Text offset of the caret in `el`, or -1 when the caret is elsewhere. */
  function caretOffset(el) {
    if (isTextControl(el)) return el.ownerDocument.activeElement === el || el.matches(":focus") ? el.selectionStart : -1;
    const selection = selectionOf(el);
    if (!selection || !selection.rangeCount) return -1;
    const range = selection.getRangeAt(0);
    if (!el.contains(range.startContainer)) return -1;
    const snapshot = model(el);
    const seg = snapshot.segments.find((s) => s.node === range.startContainer);
    return seg ? seg.start + range.startOffset : -1;
  }

  function setTextControlValue(el, value) {
    // React and friends track the value through the prototype's setter; calling it keeps them in sync.
    const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, "value").set.call(el, value);
    el.dispatchEvent(new InputEvent("input", { bubbles: true, composed: true, inputType: "insertReplacementText" }));
  }

  // Editors seen cancelling the user's own (trusted) beforeinput while they typed keep their own model and
  // apply input themselves (Slate, Lexical, CKEditor 5). execCommand fires no beforeinput, so on such an
  // editor it can change the DOM behind the model; it is never used on them. A window listener in the
  // bubble phase runs after the editor's own handlers; a page cannot forge a trusted event.
  const ownsInput = new WeakSet();
  if (typeof document !== "undefined" && typeof addEventListener === "function") {
    addEventListener("beforeinput", (event) => {
      if (!event.isTrusted || !event.defaultPrevented) return;
      let root = event.composedPath()[0];
      if (root?.nodeType !== 1) root = root?.parentElement;
      while (root?.parentElement?.isContentEditable) root = root.parentElement;
      if (root) ownsInput.add(root);
    });
  }

  // Slate reads the selection in a selectionchange handler throttled to 100 ms: a paste sent sooner lands at
  // its old caret. Editors that read it unthrottled (Draft.js through React's onSelect, ProseMirror's DOM
  // observer) take it from the `selectionchange` LookTwice dispatches right after setting it.
  const PASTE_SELECTION_MS = 150;
  const throttlesSelection = (el) => el.hasAttribute("data-slate-editor");
  // How long an editor may take to render a paste it took (Slate: a few macrotasks).
  const PASTE_RENDER_MS = 150;

  /** One macrotask: the editor's selectionchange and input handlers, and a React re-render, have run. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  /**
   * Selects text offsets [from, to), leaving an equal selection alone (each change is a selectionchange),
   * and tells the editor at once with a `selectionchange` of its own: the browser's comes a task later.
   */
  function select(el, from, to) {
    const range = rangeFor(el, from, to);
    if (!range) return null;
    const selection = selectionOf(el);
    const current = selection.rangeCount ? selection.getRangeAt(0) : null;
    if (current && current.compareBoundaryPoints(Range.START_TO_START, range) === 0 &&
      current.compareBoundaryPoints(Range.END_TO_END, range) === 0) return range;
    selection.removeAllRanges();
    selection.addRange(range);
    el.ownerDocument.dispatchEvent(new Event("selectionchange"));
    return range;
  }

  /**
   * Offers the edit as a `beforeinput` with its target range, the event editors that keep their own model
   * (Slate, CKEditor 5, Lexical, Quill) turn into a model change and cancel. True if the editor cancelled it,
   * i.e. it owns the edit: then nothing else may be tried on it. execCommand fires no beforeinput, only
   * input, so such an editor may let execCommand change its DOM and not its model (Slate does: the DOM then
   * shows text the page will not send, and a read-back cannot tell).
   */
  function offerBeforeInput(el, range, replacement) {
    const init = replacement
      ? { inputType: "insertText", data: replacement }
      : { inputType: "deleteContentBackward", data: null };
    const target = new StaticRange({ startContainer: range.startContainer, startOffset: range.startOffset,
      endContainer: range.endContainer, endOffset: range.endOffset });
    return !el.dispatchEvent(new InputEvent("beforeinput", {
      ...init, targetRanges: [target], bubbles: true, cancelable: true, composed: true }));
  }

  /**
   * Offers the edit as a paste of plain text and resolves to the text read back. A script's paste event has no
   * effect of its own: whatever changes came from the editor's paste handler, through its model. It lands
   * where the editor believes the selection is: on an editor that throttles selectionchange, first wait until
   * its handler caught up; then give it time to render (Slate does a few macrotasks later; an editor that
   * drops it never does).
   */
  async function pasteInto(el, from, to, replacement, before) {
    // An editor may put back a selection of its own when it renders (Draft.js after a focus): set ours
    // again a macrotask later, then the paste.
    if (!select(el, from, to)) return readText(el);
    await (throttlesSelection(el) ? sleep(PASTE_SELECTION_MS) : settle());
    if (!select(el, from, to)) return readText(el);
    const data = new DataTransfer();
    data.setData("text/plain", replacement);
    el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true, composed: true }));
    for (let waited = 0; waited < PASTE_RENDER_MS && readText(el) === before; waited += 10) await sleep(10);
    await settle();
    return readText(el);
  }

  /**
   * One edit of a contenteditable editor through its input path; resolves to the text read back a macrotask
   * after the last step. `ways` (shared by the edits of one batch) says which ways this editor already showed
   * it ignores, so later edits of the batch do not wait them out again.
   */
  async function editContent(el, from, to, replacement, ways) {
    const doc = el.ownerDocument;
    const before = readText(el);
    let range = select(el, from, to);
    if (!range) return before;
    let after = before;
    if (!ways.ignores.has("beforeinput")) {
      await settle();
      range = select(el, from, to);
      const handled = offerBeforeInput(el, range, replacement);
      await settle();
      after = readText(el);
      if (handled || after !== before) return after;
      ways.ignores.add("beforeinput");
    }
    if (replacement && !ways.ignores.has("paste")) {
      after = await pasteInto(el, from, to, replacement, before);
      if (after !== before) return after;
      ways.ignores.add("paste");
    }
    if (ownsInput.has(el) || !select(el, from, to)) return after;
    if (replacement) doc.execCommand("insertText", false, replacement);
    else doc.execCommand("delete", false);
    await settle();
    return readText(el);
  }

  function editTextControl(el, from, to, replacement) {
    const doc = el.ownerDocument;
    const expected = el.value.slice(0, from) + replacement + el.value.slice(to);
    el.setSelectionRange(from, to);
    const done = replacement
      ? doc.execCommand("insertText", false, replacement)
      : doc.execCommand("delete", false);
    if (!done || el.value !== expected) setTextControlValue(el, expected);
  }

  /**
   * Replaces text offsets [from, to) with `replacement` through the editor's input path and resolves to the
   * text read back once the editor had a macrotask to re-render (an editor that undoes a change does it
   * then: CKEditor 5, React-controlled boxes). The caller compares it with what it expected. In order, each
   * tried only while the text is still untouched: (1) a `beforeinput` the editor handles itself (Slate,
   * CKEditor 5, Lexical, Quill); (2) a paste (ProseMirror/TipTap, Draft.js); (3) execCommand insertText or
   * delete (a plain contenteditable, whose DOM is its model; removals), never on an editor that cancelled the
   * user's own beforeinput (`ownsInput`). execCommand comes last because it is the one step that changes the
   * DOM natively, behind the editor's back. The selection is set a macrotask before (1): Slate, Draft.js and
   * CKEditor take it from `selectionchange`.
   */
  async function replaceRange(el, from, to, replacement) {
    return replaceRanges(el, [{ from, to, replacement }]);
  }

  /**
   * Edits of one batch on `el`, [{from, to, replacement}], non-overlapping, offsets into the current text.
   * Edits inside one text node merge into one replacement of the stretch between them (no formatting lies
   * between: one node has one style), so a paragraph of findings is one edit.
   */
  function mergeWithinTextNodes(el, edits) {
    const { text, segments } = model(el);
    const nodeOf = (from, to) => segments.find((seg) => from >= seg.start && to <= seg.end && from < seg.end)?.node ?? null;
    const merged = [];
    for (const edit of [...edits].sort((a, b) => a.from - b.from)) {
      const last = merged[merged.length - 1];
      const node = nodeOf(edit.from, edit.to);
      // A line break inside a text node (a code block) may paste as new blocks: such stretches stay apart.
      if (last && node && last.node === node && !text.slice(last.to, edit.from).includes("\n")) {
        last.replacement += text.slice(last.to, edit.from) + edit.replacement;
        last.to = edit.to;
      } else merged.push({ ...edit, node });
    }
    return merged.map(({ from, to, replacement }) => ({ from, to, replacement }));
  }

  /**
   * Applies a batch of edits (non-overlapping offsets into the current text) last to first, so earlier
   * offsets stay valid, and resolves to the text read back. Each edit is read back before the next one: the
   * batch stops at the first that did not leave exactly the expected text (an editor that took the first
   * edit and dropped the next), and the caller's comparison with the text it expected then fails. Ways an
   * editor ignored on the first edit are not tried again on the next ones (a plain contenteditable would
   * wait out an unanswered paste per edit).
   */
  async function replaceRanges(el, edits) {
    const focused = el.contains(el.getRootNode().activeElement ?? null);
    el.focus({ preventScroll: true });
    if (isTextControl(el)) {
      for (const edit of [...edits].sort((a, b) => b.from - a.from)) editTextControl(el, edit.from, edit.to, edit.replacement);
      await settle();
      return el.value;
    }
    // An editor that was not focused handles the focus first (Draft.js restores its own selection then).
    if (!focused) await settle();
    const ways = { ignores: new Set() };
    for (const edit of mergeWithinTextNodes(el, edits).reverse()) {
      const before = readText(el);
      const expected = before.slice(0, edit.from) + edit.replacement + before.slice(edit.to);
      const after = await editContent(el, edit.from, edit.to, edit.replacement, ways);
      if (after !== expected) return after;
    }
    return readText(el);
  }

  /** Replaces the whole text (select all, insert) and resolves to the text read back. */
  function writeText(el, text) {
    return replaceRange(el, 0, readText(el).length, text);
  }

  LT.domText = Object.freeze({
    isTextControl, model, readText, rangeFor, caretOffset, replaceRange, replaceRanges, writeText, setTextControlValue,
    isTrailingBreak, selectionOf,
  });
})();
