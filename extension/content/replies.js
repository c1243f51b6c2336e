// Restoring the real values in an AI chat's replies, on the user's screen only.
//
// The site received stand-ins ("Kevin Lowe" for "John Okafor"); its reply uses them. We read each reply
// as it streams (the text of all its text nodes, so a stand-in split across chunks, nodes or elements is
// whole again), ask the local service to restore it from this conversation's vault, and draw the real
// values in boxes over the stand-ins, inside our own CLOSED shadow root: the page's DOM never receives a
// real value, so page scripts (document.body.innerText, MutationObservers) cannot read it. Nothing of the
// map is kept in the extension: the service holds it, encrypted.
//
// Conversations: a chat started at "/" has no id yet; it gets a per-page key "new/<uuid>" and, when the
// URL becomes "/c/<id>" after the first message, the service links the two so the vault follows.
(() => {
  const LT = (globalThis.LookTwice ??= {});
  const { offsetMap } = LT.offsets;

  const THROTTLE_MS = 120;
  const URL_POLL_MS = 300;
  const MIN_SCALE = 0.6; // a longer original is squeezed up to this much to fit the stand-in's place
  const BLOCK = /^(P|DIV|LI|UL|OL|H[1-6]|PRE|BLOCKQUOTE|TABLE|TR|TD|TH|SECTION|ARTICLE|HR|BR)$/;

  const CSS = `
:host { all: initial; }
.layer { position: fixed; inset: 0 auto auto 0; width: 0; height: 0; z-index: 2147483645; }
.box { position: fixed; overflow: visible; white-space: pre; pointer-events: auto; cursor: help;
  border-bottom: 1.5px dotted #16a34a; transform-origin: left center; }
.bar { position: fixed; display: flex; gap: 6px; align-items: center; pointer-events: auto;
  font: 12px/1.4 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #14532d;
  background: #f0fdf4; border: 1px solid #bbf7d0; border-radius: 8px; padding: 2px 6px; }
.bar button { font: inherit; cursor: pointer; border: 1px solid #86efac; border-radius: 6px; background: #fff;
  color: #14532d; padding: 1px 8px; }
.hidden { display: none !important; }
`;

  /** The reply's text as the engine sees it, and where each piece lives in the DOM. */
  function readReply(el) {
    const doc = el.ownerDocument;
    const walker = doc.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const segments = [];
    let text = "";
    let lastBlock = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const block = blockOf(node, el);
      // Text of two blocks ("<p>Hi</p><p>Kevin</p>") must not run together into one word.
      if (lastBlock && block !== lastBlock && text && !/\s$/.test(text)) text += "\n";
      lastBlock = block;
      segments.push({ node, start: text.length, end: text.length + node.data.length });
      text += node.data;
    }
    return { text, segments };
  }

  function blockOf(node, root) {
    for (let el = node.parentElement; el && el !== root; el = el.parentElement) {
      if (BLOCK.test(el.tagName)) return el;
    }
    return root;
  }

  /** A DOM Range over [from, to) (UTF-16 offsets into readReply's text), or null if the DOM moved on. */
  function rangeFor(doc, segments, from, to) {
    const at = (offset, isEnd) => {
      for (const s of segments) {
        if (offset >= s.start && (isEnd ? offset <= s.end : offset < s.end)) {
          return s.node.isConnected && offset - s.start <= s.node.data.length ? [s.node, offset - s.start] : null;
        }
      }
      return null;
    };
    const start = at(from, false);
    const end = at(to, true);
    if (!start || !end) return null;
    const range = doc.createRange();
    try {
      range.setStart(...start);
      range.setEnd(...end);
    } catch {
      return null;
    }
    return range;
  }

  /** One rect per line: a stand-in streamed into several nodes has one client rect per node fragment. */
  function lineRects(list) {
    const lines = [];
    for (const r of [...list].filter((x) => x.width > 0 && x.height > 0).sort((a, b) => a.top - b.top || a.left - b.left)) {
      const line = lines.find((l) => Math.abs(l.top - r.top) < r.height / 2);
      if (line) {
        line.left = Math.min(line.left, r.left);
        line.right = Math.max(line.right, r.right);
        line.top = Math.min(line.top, r.top);
        line.bottom = Math.max(line.bottom, r.bottom);
      } else {
        lines.push({ left: r.left, right: r.right, top: r.top, bottom: r.bottom });
      }
    }
    return lines.map((l) => ({ ...l, width: l.right - l.left, height: l.bottom - l.top }));
  }

  function backgroundOf(el) {
    for (let node = el; node && node.nodeType === 1; node = node.parentElement) {
      const bg = node.ownerDocument.defaultView.getComputedStyle(node).backgroundColor;
      if (bg && bg !== "transparent" && !/rgba\(.*,\s*0\)$/.test(bg)) return bg;
    }
    return "#fff";
  }

  /** Which conversation of the site this page is in; links a new chat to the id it gets. */
  class Conversations {
    constructor({ adapter, location, transport }) {
      this.adapter = adapter;
      this.location = location;
      this.transport = transport;
      this.fresh = `new/${crypto.randomUUID()}`;
      this.current = this.compute();
      this.linking = Promise.resolve();
    }

    compute() {
      const id = LT.adapters.safely(this.adapter, "conversationKey", null, this.location);
      return id || this.fresh;
    }

    /** The key now; notices a URL change first (a new chat that just got its id is linked). */
    key() {
      const next = this.compute();
      if (next !== this.current) {
        const before = this.current;
        this.current = next;
        if (before.startsWith("new/") && !next.startsWith("new/")) {
          this.linking = this.transport.send({ type: "link_conversation", from: before, to: next })
            .catch(() => {});
        }
        if (!next.startsWith("new/")) this.fresh = `new/${crypto.randomUUID()}`; // for the next new chat
      }
      return this.current;
    }

    /** Resolves once a pending link reached the service (restores must wait for it). */
    ready() {
      this.key();
      return this.linking;
    }
  }

  class ReplyView {
    constructor(doc) {
      this.doc = doc;
      // A neutral tag, as for the main UI (ui.js): a fixed name would let a page detect restored replies.
      this.host = doc.createElement(LT.uiKit.neutralTagName());
      // Closed: the page cannot reach in (host.shadowRoot is null for it), so it never sees a real value.
      this.root = this.host.attachShadow({ mode: "closed" });
      const style = doc.createElement("style");
      style.textContent = CSS;
      this.layer = doc.createElement("div");
      this.layer.className = "layer";
      this.root.append(style, this.layer);
    }

    mount() {
      if (!this.host.isConnected) this.doc.documentElement.append(this.host);
    }

    element(tag, className, text) {
      const el = this.doc.createElement(tag);
      if (className) el.className = className;
      if (text !== undefined) el.textContent = text;
      return el;
    }
  }

  class Replies {
    constructor({ doc, adapter, transport, conversations }) {
      this.doc = doc;
      this.adapter = adapter;
      this.transport = transport;
      this.conversations = conversations;
      this.view = new ReplyView(doc);
      this.items = new Map(); // reply element → state
      this.showStandIns = false;
      this.frame = 0;
      this.timer = null;
      this.controller = null;
    }

    start() {
      if (this.controller) return;
      this.controller = new AbortController();
      const { signal } = this.controller;
      const observer = new MutationObserver(() => this.scheduleScan());
      observer.observe(this.doc.documentElement, { childList: true, subtree: true, characterData: true });
      signal.addEventListener("abort", () => observer.disconnect());
      const poll = setInterval(() => this.conversations.key(), URL_POLL_MS);
      signal.addEventListener("abort", () => clearInterval(poll));
      const view = this.doc.defaultView;
      view.addEventListener("scroll", () => this.renderSoon(), { signal, capture: true, passive: true });
      view.addEventListener("resize", () => this.renderSoon(), { signal, passive: true });
      this.scheduleScan();
    }

    stop() {
      this.controller?.abort();
      this.controller = null;
      for (const item of this.items.values()) this.clear(item);
      this.items.clear();
      this.view.host.remove();
    }

    scheduleScan() {
      if (this.timer !== null) return;
      this.timer = setTimeout(() => { this.timer = null; this.scan(); }, THROTTLE_MS);
    }

    scan() {
      const replies = LT.adapters.safely(this.adapter, "findReplies", [], this.doc) || [];
      for (const [el, item] of this.items) {
        if (!el.isConnected) { this.clear(item); this.items.delete(el); }
      }
      for (const el of replies) {
        let item = this.items.get(el);
        if (!item) {
          item = { el, read: null, restored: null, boxes: [], bar: null, asked: "", inFlight: false };
          this.items.set(el, item);
        }
        const read = readReply(el);
        if (read.text !== item.read?.text) {
          item.read = read;
          this.restore(item);
        }
      }
      this.renderSoon();
    }

    async restore(item) {
      if (item.inFlight) return; // the answer triggers another scan; the newest text is asked then
      const text = item.read.text;
      if (!text.trim() || text === item.asked) return;
      item.inFlight = true;
      item.asked = text;
      try {
        await this.conversations.ready();
        const reply = await this.transport.send({ type: "restore_reply", conversation: this.conversations.key(), text });
        if (reply?.ok) {
          const map = offsetMap(text);
          const spans = reply.spans.map((s) => ({ ...s, start: map.toUtf16(s.start), end: map.toUtf16(s.end) }));
          item.restored = { source: text, text: reply.text, spans };
        }
      } catch {
        // The extension was reloaded or the service is away: the site's text stays as it is.
      } finally {
        item.inFlight = false;
      }
      if (item.read.text !== text) this.restore(item);
      this.renderSoon();
    }

    renderSoon() {
      if (this.frame) return;
      this.frame = requestAnimationFrame(() => { this.frame = 0; this.render(); });
    }

    render() {
      for (const item of this.items.values()) this.renderItem(item);
    }

    clear(item) {
      for (const box of item.boxes) box.remove();
      item.boxes = [];
      item.bar?.remove();
      item.bar = null;
    }

    renderItem(item) {
      for (const box of item.boxes) box.remove();
      item.boxes = [];
      const restored = item.restored;
      // Spans are drawn only against the text they were computed for; a newer chunk waits for its answer.
      if (!restored || !restored.spans.length || restored.source !== readReply(item.el).text) {
        if (!restored?.spans.length) { item.bar?.remove(); item.bar = null; }
        return;
      }
      this.view.mount();
      const { segments } = readReply(item.el);
      const background = backgroundOf(item.el);
      for (const span of restored.spans) {
        const range = rangeFor(this.doc, segments, span.start, span.end);
        if (!range) continue;
        const rects = lineRects(range.getClientRects());
        const container = range.startContainer.parentElement || item.el;
        const font = this.doc.defaultView.getComputedStyle(container);
        rects.forEach((rect, i) => {
          const box = this.view.element("div", "box", i === 0 ? span.original : "");
          Object.assign(box.style, {
            left: `${rect.left}px`, top: `${rect.top}px`, minWidth: `${rect.width}px`, height: `${rect.height}px`,
            lineHeight: `${rect.height}px`, background, color: font.color, fontFamily: font.fontFamily,
            fontSize: font.fontSize, fontWeight: font.fontWeight, fontStyle: font.fontStyle,
          });
          box.title = `Restored on this device by LookTwice. The site only saw “${span.found}”.`;
          box.classList.toggle("hidden", this.showStandIns);
          this.view.layer.append(box);
          if (i === 0 && rects.length === 1 && !this.showStandIns) {
            const natural = box.scrollWidth;
            if (natural > rect.width) box.style.transform = `scaleX(${Math.max(MIN_SCALE, rect.width / natural)})`;
          }
          item.boxes.push(box);
        });
      }
      this.renderBar(item, restored);
    }

    renderBar(item, restored) {
      if (!item.bar) {
        const bar = this.view.element("div", "bar");
        const label = this.view.element("span", "label");
        const copy = this.view.element("button", "copy", "Copy with real values");
        const toggle = this.view.element("button", "toggle");
        onTrusted(copy, "click", () => this.copy(item));
        onTrusted(toggle, "click", () => this.toggleStandIns());
        bar.append(label, copy, toggle);
        this.view.layer.append(bar);
        item.bar = bar;
      }
      const count = restored.spans.length;
      item.bar.querySelector(".label").textContent = `LookTwice: ${count} real value${count === 1 ? "" : "s"} restored on this device`;
      item.bar.querySelector(".toggle").textContent = this.showStandIns ? "Show real values" : "Show stand-ins";
      item.bar.title = "LookTwice restored these values on this device; the site only received stand-ins.";
      const rect = item.el.getBoundingClientRect();
      const visible = rect.bottom > 0 && rect.top < this.doc.defaultView.innerHeight && rect.width > 0;
      item.bar.classList.toggle("hidden", !visible);
      const width = item.bar.offsetWidth || 320;
      item.bar.style.left = `${Math.max(4, rect.right - width)}px`;
      item.bar.style.top = `${Math.max(4, rect.bottom + 4)}px`;
    }

    /** The reply with the real values, to the clipboard: a trusted click only, never readable by the page. */
    async copy(item) {
      const text = item.restored?.text;
      if (!text) return false;
      const button = item.bar?.querySelector(".copy");
      try {
        await navigator.clipboard.writeText(text);
        if (button) button.textContent = "Copied";
        return true;
      } catch {
        if (button) button.textContent = "Copy failed";
        return false;
      } finally {
        setTimeout(() => { if (button) button.textContent = "Copy with real values"; }, 1500);
      }
    }

    toggleStandIns() {
      this.showStandIns = !this.showStandIns;
      this.render();
    }

    /** For tests through the isolated world: what the user sees restored, per reply. */
    snapshot() {
      return [...this.items.values()].map((item) => ({
        restored: item.restored?.text ?? null,
        shown: item.boxes.filter((b) => !b.classList.contains("hidden")).map((b) => b.textContent).filter(Boolean),
      }));
    }
  }

  /** Controls act on the user's own clicks only (a page can dispatch synthetic events at our host). */
  const onTrusted = (el, type, handler) => LT.uiKit.onTrusted(el, type, handler);

  LT.Replies = Replies;
  LT.Conversations = Conversations;
  LT.replyText = Object.freeze({ readReply, rangeFor });
})();
