// Marks suggestions in the editors without touching the editors' DOM, and only inside LookTwice's closed
// shadow root: boxes over the client rects of the suggestion's range for contenteditable, a mirror overlay
// for <textarea>/<input> (a copy of the text with the same metrics, transparent, under no pointer).
// Not the CSS Custom Highlight API: its registry (CSS.highlights) belongs to the document, so any page
// script can list the highlights and read each range, i.e. every finding. Returns every suggestion's
// client rects for hover hit-testing and for placing the card.
(() => {
  const LT = (globalThis.LookTwice ??= {});
  const dom = LT.domText;
  const TIERS = ["high", "medium", "low"];

  // Properties that decide where text wraps in a text control; copied onto its mirror.
  const MIRRORED = [
    "boxSizing", "width", "height", "paddingTop", "paddingRight", "paddingBottom", "paddingLeft",
    "borderTopWidth", "borderRightWidth", "borderBottomWidth", "borderLeftWidth", "borderStyle",
    "fontFamily", "fontSize", "fontWeight", "fontStyle", "fontVariant", "fontStretch", "lineHeight",
    "letterSpacing", "wordSpacing", "textTransform", "textIndent", "tabSize", "textAlign", "direction",
  ];

  /** The part of `r` inside `clip` (the editor's box: text scrolled out of it is not drawn), or null. */
  function clipped(r, clip) {
    const left = Math.max(r.left, clip.left);
    const right = Math.min(r.right, clip.right);
    const top = Math.max(r.top, clip.top);
    const bottom = Math.min(r.bottom, clip.bottom);
    return right > left && bottom > top ? { left, top, right, bottom, width: right - left, height: bottom - top } : null;
  }

  class Highlighter {
    constructor(ui, doc) {
      this.ui = ui;
      this.doc = doc;
      this.mirrors = new Map(); // session → mirror element
      this.boxes = new Map(); // session → overlay boxes
    }

    /** Draws `session`'s visible suggestions; returns Map id → DOMRect[] (viewport coordinates). */
    render(session) {
      const items = session.visible();
      if (dom.isTextControl(session.el)) return this.renderMirror(session, items);
      return this.renderRanges(session, items);
    }

    clear(session) {
      this.mirrors.get(session)?.remove();
      this.mirrors.delete(session);
      for (const box of this.boxes.get(session) || []) box.remove();
      this.boxes.delete(session);
    }

    renderRanges(session, items) {
      this.clear(session);
      const rects = new Map();
      if (!items.length) return rects;
      const snapshot = dom.model(session.el);
      const editor = session.el.getBoundingClientRect();
      const boxes = [];
      for (const s of items) {
        if (snapshot.text.slice(s.from, s.to) !== s.original) continue;
        const range = dom.rangeFor(session.el, s.from, s.to, snapshot);
        if (!range) continue;
        const clientRects = [...range.getClientRects()]
          .filter((r) => r.width > 0 || r.height > 0)
          .map((r) => clipped(r, editor))
          .filter(Boolean);
        rects.set(s.id, clientRects);
        const tier = TIERS.includes(s.validity) ? s.validity : "high";
        const focus = session.focusedId === s.id;
        for (const r of clientRects) boxes.push(this.box(r, tier, focus));
      }
      if (boxes.length) this.boxes.set(session, boxes);
      return rects;
    }

    box(r, tier, focus) {
      const box = this.doc.createElement("div");
      box.className = `box ${tier}${focus ? " focus" : ""}`;
      Object.assign(box.style, { left: `${r.left}px`, top: `${r.top}px`, width: `${r.width}px`, height: `${r.height}px` });
      this.ui.mount();
      this.ui.layer.prepend(box); // under the pill, card and panels
      return box;
    }

    renderMirror(session, items) {
      const el = session.el;
      let mirror = this.mirrors.get(session);
      const rects = new Map();
      if (!items.length) {
        mirror?.remove();
        this.mirrors.delete(session);
        return rects;
      }
      if (!mirror) {
        mirror = this.doc.createElement("div");
        mirror.className = "mirror";
        mirror.setAttribute("aria-hidden", "true");
        this.ui.mount();
        this.ui.layer.prepend(mirror);
        this.mirrors.set(session, mirror);
      }
      const style = this.doc.defaultView.getComputedStyle(el);
      for (const prop of MIRRORED) mirror.style[prop] = style[prop];
      const box = el.getBoundingClientRect();
      Object.assign(mirror.style, { left: `${box.left}px`, top: `${box.top}px`, width: `${box.width}px`, height: `${box.height}px` });
      if (el instanceof HTMLInputElement) mirror.style.whiteSpace = "pre";
      // A vertical scrollbar narrows the textarea's text area; narrow the mirror the same way.
      const scrollbar = el.offsetWidth - el.clientWidth - parseFloat(style.borderLeftWidth) - parseFloat(style.borderRightWidth);
      if (scrollbar > 0) mirror.style.paddingRight = `${parseFloat(style.paddingRight) + scrollbar}px`;
      const text = el.value;
      mirror.textContent = "";
      let at = 0;
      const marks = [];
      for (const s of [...items].sort((a, b) => a.from - b.from)) {
        if (s.from < at || text.slice(s.from, s.to) !== s.original) continue;
        mirror.append(text.slice(at, s.from));
        const mark = this.doc.createElement("mark");
        mark.className = `${s.validity}${session.focusedId === s.id ? " focus" : ""}`;
        mark.dataset.id = s.id;
        mark.textContent = s.original;
        mirror.append(mark);
        marks.push(mark);
        at = s.to;
      }
      mirror.append(text.slice(at) + "\u200b"); // keeps a final empty line measurable
      mirror.scrollTop = el.scrollTop;
      mirror.scrollLeft = el.scrollLeft;
      for (const mark of marks) {
        const visible = [...mark.getClientRects()].filter((r) => r.bottom > box.top && r.top < box.bottom);
        rects.set(mark.dataset.id, visible);
      }
      return rects;
    }
  }

  LT.Highlighter = Highlighter;
})();
