// One watched editor: its text, the analysis of its latest draft, the suggestions shown, what the user
// dismissed. Drafts go out after a typing pause; a newer draft supersedes the older one (same box key).
// An analysis moves through explicit stages (Stage, TRANSITIONS); engine events are handled by one map
// (EVENT_HANDLERS), as the background routes messages. Whether the box can be trusted at all (read, write)
// is tracked beside it: `broken` (the adapter cannot read it) and `writeFailed` (an edit did not stick).
(() => {
  const LT = (globalThis.LookTwice ??= {});
  const sugg = LT.suggestions;
  const { debounce } = LT.timing;
  const { safely } = LT.adapters;

  /** Stages of one analysis of one draft. */
  const Stage = Object.freeze({
    SENT: "sent", // asked the engine, nothing back yet
    PARTIAL: "partial", // a long draft: some segments' pattern findings are in, not all (still checking)
    PREFILTER: "prefilter", // pattern findings in (of every segment); model findings may follow
    DONE: "done", // the engine's final list is in (or there was nothing to check)
    FAILED: "failed", // the engine could not check this draft (error event, host unreachable)
  });
  const TRANSITIONS = Object.freeze({
    [Stage.SENT]: [Stage.PARTIAL, Stage.PREFILTER, Stage.DONE, Stage.FAILED],
    [Stage.PARTIAL]: [Stage.PARTIAL, Stage.PREFILTER, Stage.DONE, Stage.FAILED],
    [Stage.PREFILTER]: [Stage.PREFILTER, Stage.DONE, Stage.FAILED],
    [Stage.DONE]: [],
    [Stage.FAILED]: [],
  });

  /** What the session can say about its current text (state()). */
  const Check = Object.freeze({
    READY: "ready", // the current text's pattern findings are in
    STALE: "stale", // the text changed since the last analysis
    CHECKING: "checking",
    UNAVAILABLE: "unavailable", // the host is unreachable
    FAILED: "error", // the engine refused or failed this draft
    UNREADABLE: "unreadable", // the adapter cannot read (or trust what it reads from) this box
  });

  class StageError extends Error {
    constructor(from, to) {
      super(`an analysis in stage ${from} cannot move to ${to}`);
      this.name = "StageError";
      Object.assign(this, { from, to });
    }
  }

  class Analysis {
    constructor(clientId, text, stage, carried = new Set()) {
      Object.assign(this, { clientId, text, stage, carried, error: null });
      this.patternsIn = false; // a pre-filter event of this analysis has arrived (the first replaces the old)
      this.segments = null; // {checked, count}: a long draft's segments whose pattern findings are in
    }

    get finished() {
      return this.stage === Stage.DONE || this.stage === Stage.FAILED;
    }

    /** True while the engine may still send events for it (a cancel is worth sending). */
    get inFlight() {
      return !!this.clientId && !this.finished;
    }

    to(stage) {
      if (!TRANSITIONS[this.stage].includes(stage)) throw new StageError(this.stage, stage);
      this.stage = stage;
    }
  }

  const located = (analysis, list) => sugg.locate(analysis.text, list || [])
    .map((s) => ({ ...s, engineId: s.id, id: `${analysis.clientId}:${s.id}` }));

  /**
   * One handler per engine event type (DESIGN.md "Event stream"). Each moves the analysis first, so an
   * event its stage does not allow (StageError) changes nothing.
   */
  /**
   * Whether the pattern findings of the whole draft are in after this suggestions event. A long draft's
   * events carry `segment` (from 0) and `segments` (PROTOCOL.md "Long drafts"): its pre-filter is complete
   * with the last segment's event, and until then the draft is still being checked, so the submit guard
   * keeps holding it whatever the segments before showed. A model event never completes the pre-filter.
   */
  function patternsComplete(analysis, event) {
    const segmented = Number.isInteger(event.segments) && event.segments > 1 && Number.isInteger(event.segment);
    if (event.stage !== "prefilter") return analysis.stage === Stage.PREFILTER || (!segmented && analysis.stage === Stage.SENT);
    if (!segmented) return true;
    analysis.segments = { checked: event.segment + 1, count: event.segments };
    return event.segment === event.segments - 1;
  }

  const EVENT_HANDLERS = Object.freeze({
    suggestions(session, analysis, event) {
      analysis.to(patternsComplete(analysis, event) ? Stage.PREFILTER : Stage.PARTIAL);
      const incoming = located(analysis, event.suggestions);
      const moved = analysis.text === session.text ? incoming : sugg.relocate(analysis.text, session.text, incoming);
      if (event.stage === "prefilter") {
        // Fresh pattern findings win; model findings of the previous draft stay until this one is done.
        // A long draft's later segments add to the ones before (the previous draft's are gone with the first).
        const fresh = analysis.patternsIn ? session.located.filter((s) => !analysis.carried.has(s.id)) : [];
        const carried = session.located.filter((s) => analysis.carried.has(s.id));
        analysis.patternsIn = true;
        session.located = sugg.merge(sugg.merge(fresh, moved), carried);
      } else {
        session.located = sugg.merge(session.located, moved);
      }
      session.unavailable = "";
      session.ui.hideNotice(session);
    },

    progress() {},

    done(session, analysis, event) {
      analysis.to(Stage.DONE);
      if (Array.isArray(event.suggestions) && event.stop_reason !== "cancelled") {
        // The engine's final merged list is the truth; keep what the user is not done with.
        const final = located(analysis, event.suggestions);
        session.located = analysis.text === session.text ? final : sugg.relocate(analysis.text, session.text, final);
      } else {
        session.located = session.located.filter((s) => !analysis.carried.has(s.id));
      }
    },

    error(session, analysis, event) {
      // The model failed for this draft; pattern findings stand and `done` follows (PROTOCOL.md).
      if (event.code === "model_error") return;
      analysis.to(Stage.FAILED);
      analysis.error = event;
      if (event.code === "unavailable") {
        session.unavailable = event.message || "The LookTwice host is not reachable.";
        session.ui.showNotice(session, `${session.unavailable} Your text stays as it is.`);
      } else {
        // too_large, busy, bad_request, internal: say so; the text is never touched.
        session.ui.showNotice(session, `LookTwice could not check this draft (${event.code}): ${event.message || "no details"}`);
      }
    },
  });

  let boxCounter = 0;
  const randomId = () => Math.random().toString(36).slice(2, 10) + Date.now().toString(36);
  const nextFrame = () => new Promise((resolve) => setTimeout(resolve, 0));
  // Zero-width characters editors keep for the caret; not part of what the user wrote.
  const comparable = (text) => String(text).replace(/[\s\u200b\u200c\u200d\ufeff]+/g, "");
  const NOT_TEXT = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT"]);

  /** What the box holds by the DOM's own account (value, or its text nodes): the self-test's reference. */
  function domReference(el) {
    if (typeof el.value === "string") return el.value;
    if (typeof el.ownerDocument?.createTreeWalker !== "function") return null; // not a DOM node (unit tests)
    let text = "";
    const walker = el.ownerDocument.createTreeWalker(el, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!NOT_TEXT.has(node.parentNode?.nodeName)) text += node.data;
    }
    return text;
  }

  class Session {
    constructor({ el, adapter, ui, highlighter, transport, policy, settings, onChange }) {
      Object.assign(this, { el, adapter, ui, highlighter, transport, policy, settings, onChange });
      this.box = `${adapter.name}-${++boxCounter}`;
      this.text = "";
      this.located = [];
      this.dismissed = new Set();
      this.analysis = null; // Analysis of the latest draft sent
      this.waiters = new Set();
      this.focusedId = null;
      this.composing = false;
      this.unavailable = "";
      this.broken = ""; // why the adapter cannot be trusted with this box ("" when it can)
      this.writeFailed = null; // {text, message}: an edit did not stick while the box held `text`
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
      this.selfTest();
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

    /**
     * Reads the box through the adapter: {ok: true, text} or {ok: false, why}. A throwing adapter, a
     * non-string, a detached box, or text the page's own DOM disagrees with all count as unreadable.
     */
    readNow() {
      let text;
      try {
        text = this.adapter.readText(this.el);
      } catch (error) {
        return { ok: false, why: `the ${this.adapter.name} adapter could not read it (${error?.message || error})` };
      }
      if (typeof text !== "string") return { ok: false, why: `the ${this.adapter.name} adapter read no text from it` };
      if (this.el.isConnected === false) return { ok: false, why: "the box left the page" };
      const reference = domReference(this.el);
      if (reference !== null && comparable(reference) !== comparable(text)) {
        return { ok: false, why: `the ${this.adapter.name} adapter reads something other than the box shows` };
      }
      return { ok: true, text };
    }

    /** The current text (the last good read when the adapter fails; `broken` says so). */
    read() {
      const result = this.readNow();
      if (!result.ok) {
        this.markBroken(result.why);
        return this.text;
      }
      if (this.broken) this.markBroken("");
      return result.text;
    }

    /** The adapter self-test when a box is first seen: it must read the box and have a way to write it. */
    selfTest() {
      const result = this.readNow();
      const writes = typeof this.adapter.replaceRange === "function";
      this.markBroken(!result.ok ? result.why : writes ? "" : `the ${this.adapter.name} adapter cannot edit it`);
      if (result.ok) this.text = result.text;
      return !this.broken;
    }

    markBroken(why) {
      if (this.broken === why) return;
      this.broken = why;
      this.render();
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
      if (this.analysis && this.analysis.text === text && this.analysis.stage !== Stage.FAILED) return;
      this.cancelAnalysis();
      if (!text.trim()) {
        this.located = [];
        this.analysis = new Analysis(null, text, Stage.DONE);
        this.settleWaiters();
        this.render();
        return;
      }
      const clientId = randomId();
      const carried = new Set(this.located.filter((s) => s.source === "rlaa").map((s) => s.id));
      this.analysis = new Analysis(clientId, text, Stage.SENT, carried);
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
      if (this.analysis?.inFlight) {
        this.transport.send({ type: "cancel", clientId: this.analysis.clientId }).catch(() => {});
      }
    }

    /** One event of the current analysis (DESIGN.md "Event stream"). */
    onEvent(event) {
      const analysis = this.analysis;
      if (!analysis) return;
      const handler = EVENT_HANDLERS[event?.type];
      if (!handler) {
        console.warn(`LookTwice: an analysis event of unknown type ${event?.type} was ignored`);
        return;
      }
      try {
        handler(this, analysis, event);
      } catch (error) {
        if (!(error instanceof StageError)) throw error;
        // A late event for a finished analysis (the host answered twice): the first answer stands.
        console.warn(`LookTwice: ${event.type} event ignored: ${error.message}`);
        return;
      }
      this.settleWaiters();
      this.render();
      this.ui.refreshPanel(this);
    }

    hostStatus({ state, message }) {
      if (state === "connected") {
        this.unavailable = "";
        this.ui.hideNotice(this);
        if (this.analysis?.stage === Stage.FAILED) this.analyze();
      } else if (message && this.text.trim()) {
        this.unavailable = message;
        this.ui.showNotice(this, `${message} Your text stays as it is.`);
      }
      this.render();
    }

    /** What LookTwice can say about the current text (a Check). */
    state() {
      if (this.broken) return Check.UNREADABLE;
      if (!this.text.trim()) return Check.READY; // nothing to check
      const a = this.analysis;
      if (!a || a.text !== this.text) return Check.STALE;
      if (a.stage === Stage.PREFILTER || a.stage === Stage.DONE) return Check.READY;
      if (a.stage === Stage.FAILED) return a.error?.code === "unavailable" ? Check.UNAVAILABLE : Check.FAILED;
      return Check.CHECKING;
    }

    /**
     * True only when the text the adapter reads right now is the text last analyzed, its check is in,
     * nothing is open and no edit of ours failed on it: the submit guard's condition for letting a send pass.
     */
    isKnownClean() {
      this.onInput();
      if (this.writeFailed && this.writeFailed.text === this.text) return false;
      return this.state() === Check.READY && this.visible().length === 0;
    }

    /** Analyzes now if needed and waits until the current text is checked (or fails, or times out). */
    async settle(timeoutMs) {
      this.onInput();
      if (this.state() === Check.STALE) this.analyze();
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const state = this.state();
        if (state !== Check.CHECKING && state !== Check.STALE) return state;
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

    /** Write-then-verify: records a failed edit (the guard holds the send while the text stays so). */
    verifyWrite(after, expected, message) {
      if (after === expected) {
        this.writeFailed = null;
        return true;
      }
      this.writeFailed = { text: after, message };
      this.ui.showNotice(this, message);
      return false;
    }

    /**
     * One edit through the adapter, awaited (dom_text's resolves once the editor re-rendered), then a
     * macrotask more for adapters that edit synchronously. A throwing or rejecting adapter is logged; the
     * read-back that follows finds the text unchanged.
     */
    async write(s) {
      await Promise.resolve(safely(this.adapter, "replaceRange", null, this.el, s.from, s.to, s.replacement))
        .catch((error) => console.warn(`LookTwice: adapter ${this.adapter.name}.replaceRange failed`, error));
      await nextFrame();
    }

    /**
     * Several edits (non-overlapping, offsets into the current text) as one batch through the adapter's
     * `replaceRanges` when it has one (dom_text's reads each edit back before the next and stops at the first
     * that did not stick), else one `write` after another, last first. The caller reads the text back.
     */
    async writeAll(edits) {
      if (typeof this.adapter.replaceRanges !== "function") {
        for (const s of [...edits].sort((a, b) => b.from - a.from)) await this.write(s);
        return;
      }
      const batch = edits.map(({ from, to, replacement }) => ({ from, to, replacement }));
      await Promise.resolve(safely(this.adapter, "replaceRanges", null, this.el, batch))
        .catch((error) => console.warn(`LookTwice: adapter ${this.adapter.name}.replaceRanges failed`, error));
      await nextFrame();
    }

    /** Applies one suggestion through the editor; false (and a notice) if the editor did not take it. */
    async accept(id) {
      const s = this.find(id);
      if (!s) return false;
      const before = this.read();
      if (before.slice(s.from, s.to) !== s.original) return false;
      const expected = before.slice(0, s.from) + s.replacement + before.slice(s.to);
      await this.write(s);
      const after = this.read();
      this.onInput();
      this.located = this.located.filter((x) => x.id !== id);
      this.render();
      this.ui.refreshPanel(this);
      if (!this.verifyWrite(after, expected,
        "LookTwice could not edit this box; your text is unchanged where it failed. You can edit it by hand.")) return false;
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

    /**
     * Asks to allow-list a term for this site. A content script may not weaken protection: the background
     * opens an extension page where the user confirms; the policy then arrives by `policy_changed`.
     */
    async allowTerm(id) {
      const s = this.find(id);
      if (!s) return;
      const reply = await this.transport.send({ type: "request_allow_term", term: s.original }).catch((e) => ({ ok: false, error: e }));
      if (reply?.ok) this.ui.announce(`Confirm in the LookTwice window to always allow ${s.original} on this site`);
      else this.ui.showNotice(this, `Could not ask to allow "${s.original}": ${reply?.error?.message || "extension unreachable"}.`);
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
      await this.writeAll(sugg.applicable(before, items));
      const after = this.read();
      this.onInput();
      const ids = new Set(items.map((s) => s.id));
      if (after === expected) this.located = this.located.filter((s) => !ids.has(s.id));
      this.render();
      this.ui.refreshPanel(this);
      if (!this.verifyWrite(after, expected,
        "LookTwice could not apply every suggestion in this box: the editor did not take the edits. Nothing was sent; please edit the highlighted text by hand.")) return false;
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
      const state = this.state();
      // A long draft checked segment by segment says how far the check is ("3/9").
      const segments = state === Check.CHECKING && this.analysis?.text === this.text ? this.analysis.segments : null;
      this.ui.renderPill(this, this.rect(), {
        count: open,
        checking: state === Check.CHECKING || state === Check.STALE,
        unavailable: !!this.unavailable || state === Check.UNREADABLE,
        progress: segments ? `${segments.checked}/${segments.count}` : "",
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
  LT.session = Object.freeze({ Stage, TRANSITIONS, Check, StageError, Analysis, EVENT_HANDLERS });
})();
