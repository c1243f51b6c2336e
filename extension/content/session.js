// One watched editor: its text, the analysis of its latest draft, the suggestions shown, what the user
// dismissed. Drafts go out after a typing pause; a newer draft supersedes the older one (same box key).
(() => {
  const LT = (globalThis.LookTwice ??= {});
  const sugg = LT.suggestions;
  const { debounce } = LT.timing;
  const { safely } = LT.adapters;

  let boxCounter = 0;
  const randomId = () => Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
  const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 0));

  class Session {
    constructor({ el, adapter, ui, highlighter, transport, policy, settings, onChange }) {
      Object.assign(this, { el, adapter, ui, highlighter, transport, policy, settings, onChange });
      this.box = `${adapter.name}-${++boxCounter}`;
      this.text = "";
      this.located = [];
      this.dismissed = new Set();
      this.analysis = null; // {clientId, text, stage: "sent"|"prefilter"|"done"|"error", error}
      this.waiters = new Set();
      this.focusedId = null;
      this.composing = false;
      this.bypass = false;
      this.unavailable = "";
      this.rects = new Map();
      this.controller = new AbortController();
      // The host's default arrives with the policy (hello.defaults); 300 ms only if no host ever answered.
      this.schedule = debounce(() => this.analyze(), settings.debounce_ms ?? 300);
    }

    start() {
      const on = (type, fn, target = this.el) => target.addEventListener(type, fn, { signal: this.controller.signal, passive: true });
      on("input", () => this.onInput());
      on("compositionstart", () => { this.composing = true; });
      on("compositionend", () => { this.composing = false; this.onInput(); });
      on("scroll", () => this.render());
      // Editors change their DOM without an input event when their own keymaps handle a key (ProseMirror's
      // Backspace, Delete, Enter, undo) and sites reset text controls from script: watch for both.
      on("keyup", () => this.onInput());
      if (!LT.domText.isTextControl(this.el)) {
        let queued = false;
        this.mutationObserver = new MutationObserver(() => {
          if (queued) return;
          queued = true;
          queueMicrotask(() => { queued = false; this.onInput(); });
        });
        this.mutationObserver.observe(this.el, { characterData: true, childList: true, subtree: true });
      }
      this.resizeObserver = new ResizeObserver(() => this.render());
      this.resizeObserver.observe(this.el);
      this.text = this.read();
      if (this.text.trim()) this.analyze();
      this.render();
    }

    destroy() {
      this.controller.abort();
      this.resizeObserver?.disconnect();
      this.mutationObserver?.disconnect();
      this.schedule.cancel();
      this.cancelAnalysis();
      this.highlighter.clear(this);
      this.ui.removeSession(this);
    }

    setPolicy(policy, settings) {
      this.policy = policy;
      if (settings.debounce_ms !== this.settings.debounce_ms) {
        this.schedule.cancel();
        this.schedule = debounce(() => this.analyze(), settings.debounce_ms);
      }
      this.settings = settings;
      this.render();
    }

    read() {
      return safely(this.adapter, "readText", this.text, this.el);
    }

    rect() {
      return this.el.isConnected ? this.el.getBoundingClientRect() : null;
    }

    focusEditor() {
      this.el.focus({ preventScroll: true });
    }

    /** Suggestions the user still has to decide on: not dismissed, not on the site's allow-list. */
    visible() {
      return this.located.filter(
        (s) => !this.dismissed.has(sugg.dismissKey(s)) && !sugg.isAllowed(s, this.policy?.allow),
      );
    }

    onInput() {
      const now = this.read();
      if (now === this.text) return;
      this.located = sugg.relocate(this.text, now, this.located);
      this.text = now;
      this.render();
      if (!this.composing) this.schedule();
    }

    // ---------- analysis ----------
    async analyze() {
      this.schedule.cancel();
      const text = this.read();
      if (text !== this.text) {
        this.located = sugg.relocate(this.text, text, this.located);
        this.text = text;
      }
      if (this.analysis && this.analysis.text === text && this.analysis.stage !== "error") return;
      this.cancelAnalysis();
      if (!text.trim()) {
        this.located = [];
        this.analysis = { clientId: null, text, stage: "done" };
        this.settleWaiters();
        this.render();
        return;
      }
      const clientId = randomId();
      this.analysis = { clientId, text, stage: "sent", carried: new Set(this.located.filter((s) => s.source === "rlaa").map((s) => s.id)) };
      this.render();
      let reply;
      try {
        reply = await this.transport.send({ type: "analyze", draft: text, box: this.box, clientId });
      } catch (error) {
        reply = { ok: false, error: { code: "unavailable", message: String(error.message || error) } };
      }
      if (!reply?.ok && this.analysis?.clientId === clientId) {
        this.onEvent({ type: "error", code: reply?.error?.code || "internal", message: reply?.error?.message || "no answer" });
      }
    }

    cancelAnalysis() {
      const current = this.analysis;
      if (current?.clientId && (current.stage === "sent" || current.stage === "prefilter")) {
        this.transport.send({ type: "cancel", clientId: current.clientId }).catch(() => {});
      }
    }

    /** One event of the current analysis (DESIGN.md "Event stream"). */
    onEvent(event) {
      const analysis = this.analysis;
      if (!analysis) return;
      if (event.type === "suggestions") {
        const incoming = sugg.locate(analysis.text, event.suggestions || [])
          .map((s) => ({ ...s, engineId: s.id, id: `${analysis.clientId}:${s.id}` }));
        const moved = analysis.text === this.text ? incoming : sugg.relocate(analysis.text, this.text, incoming);
        if (event.stage === "prefilter") {
          // Fresh pattern findings win; model findings of the previous draft stay until this one is done.
          const carried = this.located.filter((s) => analysis.carried.has(s.id));
          this.located = sugg.merge(moved, carried);
          if (analysis.stage === "sent") analysis.stage = "prefilter";
        } else {
          this.located = sugg.merge(this.located, moved);
        }
        this.unavailable = "";
        this.ui.hideNotice(this);
      } else if (event.type === "done") {
        analysis.stage = "done";
        if (Array.isArray(event.suggestions) && event.stop_reason !== "cancelled") {
          // The engine's final merged list is the truth; keep what the user is not done with.
          const final = sugg.locate(analysis.text, event.suggestions)
            .map((s) => ({ ...s, engineId: s.id, id: `${analysis.clientId}:${s.id}` }));
          this.located = analysis.text === this.text ? final : sugg.relocate(analysis.text, this.text, final);
        } else {
          this.located = this.located.filter((s) => !analysis.carried.has(s.id));
        }
      } else if (event.type === "error" && event.code === "model_error") {
        // The model failed for this draft; pattern findings stand and `done` follows (PROTOCOL.md).
      } else if (event.type === "error") {
        if (event.code === "unavailable") {
          this.unavailable = event.message || "The LookTwice host is not reachable.";
          this.ui.showNotice(this, `${this.unavailable} Your text stays as it is.`);
        } else {
          // too_large, busy, bad_request, internal: say so; the text is never touched.
          this.ui.showNotice(this, `LookTwice could not check this draft (${event.code}): ${event.message || "no details"}`);
        }
        analysis.stage = "error";
        analysis.error = event;
      }
      this.settleWaiters();
      this.render();
      this.ui.refreshPanel(this);
    }

    hostStatus({ state, message }) {
      if (state === "connected") {
        this.unavailable = "";
        this.ui.hideNotice(this);
        if (this.analysis?.stage === "error") this.analyze();
      } else if (message && this.text.trim()) {
        this.unavailable = message;
        this.ui.showNotice(this, `${message} Your text stays as it is.`);
      }
      this.render();
    }

    /** Result state for the current text: "ready" when its pattern findings are in, else why not. */
    state() {
      if (!this.text.trim()) return "ready"; // nothing to check
      const a = this.analysis;
      if (!a || a.text !== this.text) return "stale";
      if (a.stage === "prefilter" || a.stage === "done") return "ready";
      if (a.stage === "error") return a.error?.code === "unavailable" ? "unavailable" : "error";
      return "checking";
    }

    /** True when nothing needs the user's review: the current text was checked and nothing is open. */
    isKnownClean() {
      return this.state() === "ready" && this.visible().length === 0;
    }

    /** Analyzes now if needed and waits until the current text is checked (or fails, or times out). */
    async settle(timeoutMs) {
      this.onInput();
      if (this.state() === "stale") this.analyze();
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const state = this.state();
        if (state !== "checking" && state !== "stale") return state;
        await new Promise((resolve) => {
          this.waiters.add(resolve);
          setTimeout(resolve, Math.max(0, deadline - Date.now()));
        });
      }
      return "timeout";
    }

    settleWaiters() {
      for (const resolve of this.waiters) resolve();
      this.waiters.clear();
    }

    // ---------- the user's decisions ----------
    find(id) {
      return this.located.find((s) => s.id === id);
    }

    /** Applies one suggestion through the editor; false (and a notice) if the editor did not take it. */
    async accept(id) {
      const s = this.find(id);
      if (!s) return false;
      const before = this.read();
      if (before.slice(s.from, s.to) !== s.original) return false;
      const expected = before.slice(0, s.from) + s.replacement + before.slice(s.to);
      safely(this.adapter, "replaceRange", null, this.el, s.from, s.to, s.replacement);
      await nextFrame();
      const after = this.read();
      this.onInput();
      this.located = this.located.filter((x) => x.id !== id);
      this.render();
      this.ui.refreshPanel(this);
      if (after !== expected) {
        this.ui.showNotice(this, "LookTwice could not edit this box; your text is unchanged where it failed. You can edit it by hand.");
        return false;
      }
      this.ui.announce(`Replaced ${s.original} with ${s.replacement || "nothing"}`);
      return true;
    }

    dismiss(id) {
      const s = this.find(id);
      if (!s) return;
      this.dismissed.add(sugg.dismissKey(s));
      this.render();
      this.ui.refreshPanel(this);
      this.ui.announce(`Dismissed ${s.original}`);
    }

    async allowTerm(id) {
      const s = this.find(id);
      if (!s) return;
      this.dismissed.add(sugg.dismissKey(s));
      this.render();
      this.ui.refreshPanel(this);
      const reply = await this.transport.send({ type: "allow_term", term: s.original }).catch((e) => ({ ok: false, error: e }));
      if (reply?.ok) this.policy = reply.policy;
      else this.ui.showNotice(this, `Could not save "${s.original}" to the allow-list: ${reply?.error?.message || "host unreachable"}. It stays dismissed here.`);
    }

    /**
     * Applies every open suggestion, last first so earlier offsets stay valid, then reads the editor back
     * and checks it holds exactly the anonymized text. Returns that check's result.
     */
    async anonymizeAll() {
      this.onInput();
      const items = this.visible().sort((a, b) => b.from - a.from);
      if (!items.length) return true;
      const before = this.read();
      const expected = sugg.applyAll(before, items);
      for (const s of items) {
        const now = this.read();
        if (now.slice(s.from, s.to) !== s.original) continue;
        safely(this.adapter, "replaceRange", null, this.el, s.from, s.to, s.replacement);
        await nextFrame();
      }
      const after = this.read();
      this.onInput();
      const ids = new Set(items.map((s) => s.id));
      this.located = this.located.filter((s) => !ids.has(s.id));
      this.render();
      this.ui.refreshPanel(this);
      if (after !== expected) {
        this.ui.showNotice(this, "LookTwice could not apply every suggestion in this box. Please check the highlighted text.");
        return false;
      }
      this.ui.announce(`Applied ${items.length} suggestions`);
      return true;
    }

    setFocused(id) {
      if (this.focusedId === id) return;
      this.focusedId = id;
      this.render();
    }

    // ---------- drawing ----------
    render() {
      if (!this.el.isConnected) return;
      this.rects = this.highlighter.render(this);
      const open = this.visible().length;
      this.ui.renderPill(this, this.rect(), {
        count: open,
        checking: this.state() === "checking" || this.state() === "stale",
        unavailable: !!this.unavailable,
      });
      this.onChange?.(this);
    }

    /** The suggestion whose highlight contains the viewport point, with the rect hit. */
    hit(x, y) {
      for (const [id, rects] of this.rects) {
        for (const r of rects) {
          if (x >= r.left && x <= r.right && y >= r.top - 1 && y <= r.bottom + 1) {
            const s = this.find(id);
            if (s && this.visible().includes(s)) return { suggestion: s, rect: r };
          }
        }
      }
      return null;
    }
  }

  LT.Session = Session;
})();
