// LookTwice's UI in the page: one CLOSED shadow root holding the per-editor pill, the suggestion card, the
// list and review panels, the highlight overlays and notices. The page's CSS cannot reach in, ours cannot
// leak out, and the page's scripts cannot read it (host.shadowRoot is null for them) nor act on it: every
// control listens through `onTrusted`, so a page's synthetic clicks, hovers and keys are ignored.
// Nothing LookTwice knows (findings, mode, counts) is written where the page can read it: no attributes on
// the host, no styles or highlights in the page's own trees. User text is only ever set through textContent.
(() => {
  const LT = (globalThis.LookTwice ??= {});
  const { UI_CSS } = LT.styles;
  const LABELS = LT.sites.LABELS;
  const MARGIN = 6;

  /**
   * Listens for `type` on `target` and calls `handler` only for events the browser made from a real user
   * action (event.isTrusted): a page script's dispatchEvent/click()/focus() events never reach it.
   */
  function onTrusted(target, type, handler, options) {
    target.addEventListener(type, (event) => {
      if (event.isTrusted) handler(event);
    }, options);
  }

  /** A tag name that says nothing about LookTwice (a page could select a fixed one to detect it). */
  function neutralTagName() {
    const letters = "abcdefghijklmnopqrstuvwxyz";
    const pick = (n) => Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => letters[b % 26]).join("");
    return `${pick(1)}-${pick(7)}`;
  }

  /** Builds an element; every `on*` prop is a trusted-only listener (see onTrusted). */
  function h(doc, tag, props = {}, ...children) {
    const el = doc.createElement(tag);
    for (const [key, value] of Object.entries(props)) {
      if (value === undefined || value === null || value === false) continue;
      if (key === "class") el.className = value;
      else if (key === "text") el.textContent = value;
      else if (key.startsWith("on")) onTrusted(el, key.slice(2), value);
      else el.setAttribute(key, value === true ? "" : String(value));
    }
    for (const child of children.flat()) if (child) el.append(child);
    return el;
  }

  const categoryLabel = (category) => LABELS[category] || category.replace(/_/g, " ");

  class UI {
    constructor(doc) {
      this.doc = doc;
      this.host = doc.createElement(neutralTagName());
      // Closed: the reference below is the only way in, and it lives in the content script's world.
      this.root = this.host.attachShadow({ mode: "closed" });
      this.root.append(h(doc, "style", { text: UI_CSS }));
      this.layer = h(doc, "div", { class: "layer" });
      this.live = h(doc, "div", { class: "sr", "aria-live": "polite" });
      this.root.append(this.layer, this.live);
      this.pills = new Map();
      this.card = null;
      this.cardFor = null; // {session, suggestion}
      this.panel = null;
      this.panelFor = null; // {session, kind}
      this.notices = new Map();
      this.hideTimer = null;
    }

    mount() {
      if (!this.host.isConnected) this.doc.documentElement.append(this.host);
    }

    announce(text) {
      this.live.textContent = text;
    }

    // ---------- the pill: count and "Anonymize all" next to each editor ----------
    renderPill(session, rect, { count, checking, unavailable, progress = "" }) {
      this.mount();
      let pill = this.pills.get(session);
      if (!pill) {
        const doc = this.doc;
        pill = h(doc, "div", { class: "pill", role: "group", "aria-label": "LookTwice" },
          h(doc, "span", { class: "count" }),
          h(doc, "button", { class: "list-button", title: "Show suggestions (Alt+Shift+L)", text: "Review",
            onclick: () => this.openList(session, { focus: true }) }),
          h(doc, "button", { class: "primary anonymize-all", text: "Anonymize all",
            onclick: () => session.anonymizeAll() }));
        this.layer.append(pill);
        this.pills.set(session, pill);
      }
      const found = count > 0;
      pill.className = `pill ${found ? "found" : "clean"}`;
      pill.querySelector(".count").textContent = unavailable ? "LookTwice: host offline"
        : checking && !found ? `LookTwice: checking${progress ? ` ${progress}` : ""}…`
        : found ? `${count} suggestion${count === 1 ? "" : "s"}${progress ? ` · checking ${progress}…` : ""}` : "LookTwice ✓";
      pill.querySelector(".list-button").classList.toggle("hidden", !found);
      pill.querySelector(".anonymize-all").classList.toggle("hidden", !found);
      const visible = rect && rect.width > 0 && rect.bottom > 0 && rect.top < this.doc.defaultView.innerHeight &&
        (found || checking || unavailable || session.text.trim() !== "");
      pill.classList.toggle("hidden", !visible);
      if (visible) {
        // Just above the editor's top-right corner, off the text; below it when there is no room above.
        const width = pill.offsetWidth || 180;
        const height = pill.offsetHeight || 24;
        pill.style.left = `${Math.max(MARGIN, rect.right - width)}px`;
        const above = rect.top - height - 10;
        pill.style.top = `${above >= MARGIN ? above : rect.bottom + 8}px`;
      }
    }

    removeSession(session) {
      this.pills.get(session)?.remove();
      this.pills.delete(session);
      this.notices.get(session)?.remove();
      this.notices.delete(session);
      if (this.cardFor?.session === session) this.hideCard();
      if (this.panelFor?.session === session) this.closePanel();
    }

    // ---------- the card: one suggestion, on hover or focus ----------
    showCard(session, suggestion, anchor, { focus = false } = {}) {
      this.mount();
      clearTimeout(this.hideTimer);
      if (this.cardFor?.session === session && this.cardFor.suggestion.id === suggestion.id && this.card) {
        this.place(this.card, anchor);
        if (focus) this.card.querySelector("button.primary")?.focus();
        return;
      }
      this.hideCard();
      const doc = this.doc;
      const card = h(doc, "div", { class: "card", role: "dialog", "aria-label": "LookTwice suggestion",
        onmouseenter: () => clearTimeout(this.hideTimer), onmouseleave: () => this.hideCardSoon(),
        onkeydown: (e) => { if (e.key === "Escape") { e.stopPropagation(); this.hideCard(); session.focusEditor(); } } },
        this.chips(suggestion),
        this.change(suggestion),
        h(doc, "div", { class: "reason", text: suggestion.reason || "" }),
        // Whose data it is (DESIGN.md "Suggestion", subject): the reason of a name already says so.
        suggestion.subject === "other" && !/someone/i.test(suggestion.reason || "")
          ? h(doc, "div", { class: "subject", text: "This is about someone you mention." }) : null,
        h(doc, "div", { class: "actions" },
          h(doc, "button", { class: "primary accept", text: "Accept",
            onclick: () => { this.hideCard(); session.accept(suggestion.id); } }),
          h(doc, "button", { class: "dismiss", text: "Dismiss",
            onclick: () => { this.hideCard(); session.dismiss(suggestion.id); } }),
          h(doc, "button", { class: "link allow", text: "Always allow this term",
            onclick: () => { this.hideCard(); session.allowTerm(suggestion.id); } })));
      this.layer.append(card);
      this.card = card;
      this.cardFor = { session, suggestion };
      this.place(card, anchor);
      session.setFocused(suggestion.id);
      if (focus) card.querySelector("button.primary").focus();
    }

    hideCardSoon() {
      clearTimeout(this.hideTimer);
      this.hideTimer = setTimeout(() => this.hideCard(), 250);
    }

    hideCard() {
      clearTimeout(this.hideTimer);
      if (this.card) this.card.remove();
      const was = this.cardFor;
      this.card = null;
      this.cardFor = null;
      if (was) was.session.setFocused(null);
    }

    chips(s) {
      const doc = this.doc;
      return h(doc, "div", { class: "chips" },
        h(doc, "span", { class: "chip category", text: categoryLabel(s.category) }),
        h(doc, "span", { class: `chip ${s.validity}`, title: "How sure LookTwice is that this identifies you",
          text: `${s.validity} confidence` }),
        h(doc, "span", { class: "chip source", text: s.source === "rlaa" ? "model" : "pattern" }));
    }

    change(s) {
      const doc = this.doc;
      return h(doc, "div", { class: "change" },
        h(doc, "del", { text: s.original }), " → ",
        s.replacement ? h(doc, "ins", { text: s.replacement }) : h(doc, "ins", { class: "empty", text: "(remove)" }));
    }

    place(box, anchor) {
      const view = this.doc.defaultView;
      const width = box.offsetWidth || 330;
      const height = box.offsetHeight || 150;
      let left = Math.min(Math.max(MARGIN, anchor.left), view.innerWidth - width - MARGIN);
      let top = anchor.bottom + MARGIN;
      if (top + height > view.innerHeight - MARGIN && anchor.top - height - MARGIN > MARGIN) {
        top = anchor.top - height - MARGIN;
      }
      box.style.left = `${Math.max(MARGIN, left)}px`;
      box.style.top = `${Math.max(MARGIN, top)}px`;
    }

    // ---------- panels: the list (Alt+Shift+L) and the review before submit ----------
    /**
     * kind "list": every open suggestion with Accept/Dismiss and Anonymize all.
     * kind "review": the same, held at submit, with Apply all & send / Send anyway / Keep editing.
     * kind "unavailable": the host cannot check this draft; Send anyway / Keep editing.
     */
    openPanel(session, kind, { onApplyAll, onSendAnyway, onKeepEditing, message } = {}) {
      this.mount();
      this.hideCard();
      this.closePanel();
      if (kind === "unavailable") this.hideNotice(session); // the panel says it already
      const doc = this.doc;
      const items = kind === "unavailable" ? [] : session.visible();
      const keep = () => { this.closePanel(); (onKeepEditing || (() => session.focusEditor()))(); };
      const title = kind === "review"
        ? `Before you send: ${items.length} thing${items.length === 1 ? "" : "s"} could identify you`
        : kind === "unavailable" ? "LookTwice could not check this draft"
        : items.length ? `${items.length} suggestion${items.length === 1 ? "" : "s"}` : "Nothing identifying found";
      const list = h(doc, "ul", { role: "listbox", "aria-label": "Suggestions" },
        items.map((s) => h(doc, "li", { tabindex: "0", role: "option", "data-id": s.id,
          onfocus: () => session.setFocused(s.id),
          onkeydown: (e) => this.listKey(e, session, s) },
          h(doc, "div", { class: "change" }, h(doc, "del", { text: s.original }), " → ",
            s.replacement ? h(doc, "ins", { text: s.replacement }) : h(doc, "ins", { class: "empty", text: "(remove)" })),
          h(doc, "div", { class: "row" },
            h(doc, "span", { class: `chip ${s.validity}`, title: s.reason || "", text: categoryLabel(s.category) }),
            h(doc, "button", { class: "accept", text: "Accept", onclick: () => this.decideInList(session, s, "accept") }),
            h(doc, "button", { class: "dismiss", text: "Dismiss", onclick: () => this.decideInList(session, s, "dismiss") })))));
      const footer = h(doc, "div", { class: "footer" });
      if (kind === "review") {
        footer.append(
          h(doc, "button", { class: "keep", text: "Keep editing", onclick: keep }),
          h(doc, "button", { class: "send-anyway", text: "Send anyway", onclick: () => { this.closePanel(); onSendAnyway(); } }),
          h(doc, "button", { class: "primary apply-all", text: "Apply all & send", onclick: () => { this.closePanel(); onApplyAll(); } }));
      } else if (kind === "unavailable") {
        footer.append(
          h(doc, "button", { class: "keep", text: "Keep editing", onclick: keep }),
          h(doc, "button", { class: "send-anyway", text: "Send anyway", onclick: () => { this.closePanel(); onSendAnyway(); } }));
      } else {
        footer.append(
          h(doc, "button", { class: "keep", text: "Close", onclick: keep }),
          items.length ? h(doc, "button", { class: "primary anonymize-all", text: "Anonymize all",
            onclick: () => { this.closePanel(); session.anonymizeAll(); } }) : null);
      }
      const panel = h(doc, "div", { class: `panel ${kind}`, role: "dialog", "aria-modal": "false",
        "aria-label": title, onkeydown: (e) => { if (e.key === "Escape") { e.stopPropagation(); keep(); } } },
        h(doc, "h2", { text: title }),
        message ? h(doc, "p", { class: "sub", text: message }) : null,
        kind === "review" ? h(doc, "p", { class: "sub", text: "Review each one, apply them all, or send as it is." }) : null,
        items.length ? list : null,
        footer);
      this.layer.append(panel);
      this.panel = panel;
      this.panelFor = { session, kind, options: { onApplyAll, onSendAnyway, onKeepEditing, message } };
      this.placePanel(panel, session.rect());
      return panel;
    }

    openList(session, { focus = false } = {}) {
      const panel = this.openPanel(session, "list");
      if (focus) (panel.querySelector("li") || panel.querySelector("button")).focus();
    }

    /** Re-renders an open panel after an accept/dismiss (keeps it open while items remain). */
    refreshPanel(session) {
      if (!this.panelFor || this.panelFor.session !== session) return;
      const { kind, options } = this.panelFor;
      if (kind !== "unavailable" && session.visible().length === 0) {
        // Everything reviewed: the next send goes through. Not sent from here: sending is the user's act.
        this.closePanel();
        this.announce("All suggestions reviewed. Send when ready.");
        session.focusEditor();
        return;
      }
      const hadFocus = this.root.activeElement !== null;
      const panel = this.openPanel(session, kind, options);
      if (hadFocus) (panel.querySelector("li") || panel.querySelector("button")).focus();
    }

    /** Accept/dismiss from a panel; the keyboard user stays in the list (accepting moves focus to the editor). */
    async decideInList(session, s, action) {
      if (action === "accept") await session.accept(s.id);
      else session.dismiss(s.id);
      const next = this.panel?.querySelector("li") || this.panel?.querySelector("button.primary, button");
      next?.focus();
    }

    listKey(event, session, s) {
      const li = event.currentTarget;
      if (event.target !== li) return;
      if (event.key === "ArrowDown") { li.nextElementSibling?.focus(); event.preventDefault(); }
      else if (event.key === "ArrowUp") { li.previousElementSibling?.focus(); event.preventDefault(); }
      else if (event.key === "Enter") { event.preventDefault(); this.decideInList(session, s, "accept"); }
      else if (event.key === "Delete" || event.key === "Backspace") { event.preventDefault(); this.decideInList(session, s, "dismiss"); }
    }

    placePanel(panel, rect) {
      const view = this.doc.defaultView;
      const width = panel.offsetWidth || 330;
      const height = panel.offsetHeight || 200;
      const anchor = rect || { left: MARGIN, right: view.innerWidth - MARGIN, top: view.innerHeight / 2, bottom: view.innerHeight / 2 };
      const left = Math.min(Math.max(MARGIN, anchor.right - width), view.innerWidth - width - MARGIN);
      let top = anchor.top - height - MARGIN;
      if (top < MARGIN) top = Math.min(anchor.bottom + MARGIN, view.innerHeight - height - MARGIN);
      panel.style.left = `${Math.max(MARGIN, left)}px`;
      panel.style.top = `${Math.max(MARGIN, top)}px`;
    }

    closePanel() {
      this.panel?.remove();
      this.panel = null;
      this.panelFor = null;
    }

    // ---------- notices: the host is unreachable ----------
    showNotice(session, text) {
      this.mount();
      let notice = this.notices.get(session);
      if (!notice) {
        const doc = this.doc;
        notice = h(doc, "div", { class: "notice", role: "status" },
          h(doc, "div", { class: "text" }),
          h(doc, "div", { class: "actions" },
            h(doc, "button", { text: "Dismiss", onclick: () => this.hideNotice(session) })));
        this.layer.append(notice);
        this.notices.set(session, notice);
      }
      notice.querySelector(".text").textContent = text;
      const rect = session.rect();
      if (rect) {
        // Never over the editor or the controls under it (the user must keep typing and sending):
        // above the pill, else to the right of the editor, else below it and its send controls.
        const view = this.doc.defaultView;
        const width = notice.offsetWidth || 360;
        const height = notice.offsetHeight || 90;
        const above = rect.top - height - 44;
        if (above >= MARGIN) {
          notice.style.left = `${Math.max(MARGIN, rect.left)}px`;
          notice.style.top = `${above}px`;
        } else if (view.innerWidth - rect.right - 12 >= width) {
          notice.style.left = `${rect.right + 12}px`;
          notice.style.top = `${Math.max(MARGIN, rect.top)}px`;
        } else {
          notice.style.left = `${Math.max(MARGIN, rect.left)}px`;
          notice.style.top = `${this.belowControls(session, rect)}px`;
        }
      }
    }

    /** Under the editor and under its send controls close below it (a form's Post button under the box). */
    belowControls(session, rect) {
      const controls = session.adapter
        ? LT.adapters.safely(session.adapter, "findSubmitControls", [], session.el) || [] : [];
      const near = controls.map((c) => c.getBoundingClientRect()).filter((r) => r.height && r.top < rect.bottom + 200);
      return Math.max(rect.bottom + 40, ...near.map((r) => r.bottom + 12));
    }

    hideNotice(session) {
      this.notices.get(session)?.remove();
      this.notices.delete(session);
    }

    /** True if a DOM event came from inside LookTwice's UI. */
    owns(event) {
      return event.composedPath().includes(this.host);
    }
  }

  LT.UI = UI;
  LT.uiKit = Object.freeze({ h, onTrusted, neutralTagName });
})();
