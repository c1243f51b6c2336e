// Marks suggestions in the editors without touching the editors' DOM: the CSS Custom Highlight API for
// contenteditable (ranges over the editor's own text nodes), a mirror overlay for <textarea>/<input>
// (a copy of the text with the same metrics, transparent, under no pointer). Returns every suggestion's
// client rects for hover hit-testing and for placing the card.
(() => {
  const LT = (globalThis.LookTwice ??= {});
  const { HIGHLIGHT_CSS } = LT.styles;
  const dom = LT.domText;
  const TIERS = ["high", "medium", "low"];

  // Properties that decide where text wraps in a text control; copied onto its mirror.
  const MIRRORED = [
    "boxSizing", "width", "height", "paddingTop", "paddingRight", "paddingBottom", "paddingLeft",
    "borderTopWidth", "borderRightWidth", "borderBottomWidth", "borderLeftWidth", "borderStyle",
    "fontFamily", "fontSize", "fontWeight", "fontStyle", "fontVariant", "fontStretch", "lineHeight",
    "letterSpacing", "wordSpacing", "textTransform", "textIndent", "tabSize", "textAlign", "direction",
  ];

  class Highlighter {
    constructor(ui, doc) {
      this.ui = ui;
      this.doc = doc;
      const view = doc.defaultView;
      this.supported = !!(view.CSS && view.CSS.highlights && typeof view.Highlight === "function");
      this.owned = new Map(); // session → [{range, tiers}]
      this.mirrors = new Map(); // session → mirror element
      this.boxes = new Map(); // session → fallback boxes
      this.styled = new WeakSet();
      if (this.supported) {
        this.highlights = {};
        for (const name of [...TIERS, "focus"]) {
          this.highlights[name] = new view.Highlight();
          view.CSS.highlights.set(`looktwice-${name}`, this.highlights[name]);
        }
      }
    }

    /** Draws `session`'s visible suggestions; returns Map id → DOMRect[] (viewport coordinates). */
    render(session) {
      const items = session.visible();
      if (dom.isTextControl(session.el)) return this.renderMirror(session, items);
      return this.renderRanges(session, items);
    }

    clear(session) {
      for (const { range } of this.owned.get(session) || []) {
        for (const highlight of Object.values(this.highlights || {})) highlight.delete(range);
      }
      this.owned.delete(session);
      this.mirrors.get(session)?.remove();
      this.mirrors.delete(session);
      for (const box of this.boxes.get(session) || []) box.remove();
      this.boxes.delete(session);
    }

    styleRoot(el) {
      const root = el.getRootNode();
      const target = root instanceof ShadowRoot ? root : this.doc.head || this.doc.documentElement;
      const key = root instanceof ShadowRoot ? root : this.doc;
      if (this.styled.has(key)) return;
      this.styled.add(key);
      const style = this.doc.createElement("style");
      style.setAttribute("data-looktwice", "highlights");
      style.textContent = HIGHLIGHT_CSS;
      target.append(style);
    }

    renderRanges(session, items) {
      this.clear(session);
      const rects = new Map();
      if (!items.length) return rects;
      const snapshot = dom.model(session.el);
      const owned = [];
      const boxes = [];
      for (const s of items) {
        if (snapshot.text.slice(s.from, s.to) !== s.original) continue;
        const range = dom.rangeFor(session.el, s.from, s.to, snapshot);
        if (!range) continue;
        const clientRects = [...range.getClientRects()].filter((r) => r.width > 0 || r.height > 0);
        rects.set(s.id, clientRects);
        if (this.supported) {
          this.styleRoot(session.el);
          const tier = TIERS.includes(s.validity) ? s.validity : "high";
          this.highlights[tier].add(range);
          if (session.focusedId === s.id) this.highlights.focus.add(range);
          owned.push({ range });
        } else {
          for (const r of clientRects) boxes.push(this.box(r));
        }
      }
      this.owned.set(session, owned);
      if (boxes.length) this.boxes.set(session, boxes);
      return rects;
    }

    box(r) {
      const box = this.doc.createElement("div");
      box.className = "box";
      Object.assign(box.style, { left: `${r.left}px`, top: `${r.top}px`, width: `${r.width}px`, height: `${r.height}px` });
      this.ui.mount();
      this.ui.layer.append(box);
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
