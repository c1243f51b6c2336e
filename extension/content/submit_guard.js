// Holds a submit (the site's send key, its send buttons, form submission and requestSubmit) as the site's
// policy says: `suggest` and `off` never hold; under `review_before_submit` and `auto_on_submit` a send
// passes only if the text the adapter reads at that moment is the text last analyzed, its check is in,
// nothing is open and no edit of ours failed (DESIGN.md "Submit guard (fail closed)"). Otherwise it is
// held, analyzed now, and the policy applied. Capture-phase listeners on the window run before the page's
// own handlers and find the box from the event itself (a synchronous scan), so a send right after a paste
// is seen even before the debounced scan has found a newly mounted editor. A box the site's adapter does
// not recognise, or cannot read, holds the send with an explicit "Send anyway": never a silent pass.
// The Enter that confirms an IME composition is never a submit.
(() => {
  const LT = (globalThis.LookTwice ??= {});
  const { safely, composedClosest, deepQueryAll, EDITABLE } = LT.adapters;
  const SETTLE_MS = 4000;
  const HOLDING_MODES = new Set(["review_before_submit", "auto_on_submit"]);
  const PRESSABLE = 'button, input[type="submit"], input[type="image"], [role="button"]';
  const UNKNOWN_BOX = "this site's editor is not one LookTwice knows (the site may have changed it)";
  // A button the adapter does not list but that says it sends (the site renamed or moved its send button).
  const SENDS = /\b(send|submit|post|comment|reply|ask|save)\b/i;
  const looksLikeSend = (el) => SENDS.test([el.getAttribute?.("aria-label"), el.getAttribute?.("title"),
    el.getAttribute?.("data-testid"), el.type === "submit" ? "submit" : "", el.textContent].filter(Boolean).join(" "));

  /** The outermost editable box on an event's path (a text control or a contenteditable root), or null. */
  function editableOn(path) {
    for (const node of path) {
      if (!node || node.nodeType !== 1) continue;
      if (LT.domText.isTextControl(node)) return node;
      if (node.isContentEditable && !node.parentElement?.isContentEditable) return node;
    }
    return null;
  }

  class SubmitGuard {
    /**
     * view: the window; ui: LookTwice's UI; sessions(): the watched boxes; scanNow(): finds boxes at once;
     * policy(): this page's policy; adapters: this page's adapters; onUnchecked(reason): a box LookTwice
     * cannot check was met (for the badge and popup).
     */
    constructor({ view, ui, sessions, scanNow = () => {}, policy = () => null, adapters = [], onUnchecked = () => {} }) {
      Object.assign(this, { view, ui, sessions, scanNow, policy, adapters, onUnchecked });
      this.busy = new WeakSet();
      this.replaying = false;
      // box → the text the user chose to "Send anyway": a repeat send of exactly that text is not held again
      // (the replay may not have reached a site that ignores synthetic events; the decision stands).
      this.sentAnyway = new WeakMap();
    }

    install() {
      const opts = { capture: true };
      this.view.addEventListener("keydown", (e) => this.onKey(e), opts);
      this.view.addEventListener("click", (e) => this.onClick(e), opts);
      this.view.addEventListener("submit", (e) => this.onSubmit(e), opts);
    }

    holding() {
      return HOLDING_MODES.has(this.policy()?.mode);
    }

    sessionIn(path) {
      return this.sessions().find((s) => path.includes(s.el));
    }

    onKey(event) {
      if (this.replaying || event.key !== "Enter" || !this.holding()) return;
      // IME: Enter confirms a composition (keyCode 229 in Chrome, isComposing everywhere else).
      if (event.isComposing || event.keyCode === 229) return;
      if (this.ui.owns(event)) return;
      const path = event.composedPath();
      const box = editableOn(path);
      if (!box) return;
      this.scanNow();
      const session = this.sessionIn(path);
      const target = path[0];
      const init = { key: event.key, code: event.code, shiftKey: event.shiftKey, ctrlKey: event.ctrlKey,
        metaKey: event.metaKey, altKey: event.altKey, bubbles: true, cancelable: true, composed: true };
      if (!session) {
        if (!this.adapters.some((a) => safely(a, "isSubmitKey", false, event, box))) return;
        if (this.decided(box, LT.domText.readText(box))) return;
        this.holdUnknown(event, box, () => target.dispatchEvent(new KeyboardEvent("keydown", init)));
        return;
      }
      if (!safely(session.adapter, "isSubmitKey", false, event, session.el)) return;
      this.hold(event, this.formMates(session), () => this.replayKey(session, target, init));
    }

    onClick(event) {
      if (this.replaying || event.button !== 0 || !this.holding() || this.ui.owns(event)) return;
      const path = event.composedPath();
      if (!path.some((n) => n?.nodeType === 1 && n.matches(PRESSABLE))) return;
      this.scanNow();
      let control = null;
      const affected = this.sessions().filter((session) => {
        const controls = safely(session.adapter, "findSubmitControls", [], session.el) || [];
        const hit = controls.find((c) => path.includes(c));
        if (hit) control = hit;
        return !!hit;
      });
      if (affected.length) {
        this.hold(event, affected, () => control.click());
        return;
      }
      // Safety net: a send-looking button next to a watched box whose draft is not checked (the adapter's
      // button selectors went stale). A submit button of a form is also caught by onSubmit, which follows.
      const pressed = path.find((n) => n?.nodeType === 1 && n.matches(PRESSABLE));
      if (!looksLikeSend(pressed)) return;
      const near = this.sessions().filter((s) => this.containerOf(s.el)?.contains(pressed));
      if (near.length) this.hold(event, near, () => pressed.click());
    }

    /** Where a box's own controls live: its form, else a few levels up (chat composers are rarely forms). */
    containerOf(el) {
      const form = composedClosest(el, "form");
      if (form) return form;
      let node = el;
      for (let i = 0; i < 4 && node.parentElement; i++) node = node.parentElement;
      return node;
    }

    onSubmit(event) {
      if (this.replaying || !this.holding()) return;
      const form = event.target;
      this.scanNow();
      const inForm = (el) => form.contains(el) || form.contains(el.getRootNode().host || null);
      const affected = this.sessions().filter((s) => inForm(s.el));
      const known = new Set(affected.map((s) => s.el));
      const unknown = deepQueryAll(form, EDITABLE, 200)
        .filter((el) => !known.has(el) && !this.ui.host?.contains(el) && editableOn([el]) === el && LT.domText.readText(el).trim());
      const submitter = event.submitter;
      const replay = () => (form.requestSubmit ? form.requestSubmit(submitter || undefined) : form.submit());
      if (unknown.length) this.holdUnknown(event, unknown[0], replay);
      else if (affected.length) this.hold(event, affected, replay);
    }

    /** The session plus the others sent by the same form (a post's title and body go together). */
    formMates(session) {
      const form = composedClosest(session.el, "form");
      if (!form) return [session];
      return [session, ...this.sessions().filter((s) => s !== session && composedClosest(s.el, "form") === form)];
    }

    decided(box, text) {
      return this.sentAnyway.has(box) && this.sentAnyway.get(box) === text;
    }

    /** "Send anyway": remembered for these boxes and their current text, then the send is replayed. */
    sendAnyway(boxes, replay) {
      for (const [box, text] of boxes) this.sentAnyway.set(box, text);
      this.release(replay);
    }

    hold(event, sessions, replay) {
      const pending = sessions.filter((s) => HOLDING_MODES.has(s.policy?.mode) && !s.isKnownClean() && !this.decided(s.el, s.text));
      if (!pending.length) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (pending.some((s) => this.busy.has(s))) return;
      for (const s of pending) this.busy.add(s);
      this.decide(pending, replay).finally(() => { for (const s of pending) this.busy.delete(s); });
    }

    /** A send from a box no adapter recognises, on a site LookTwice reviews: held, the user decides. */
    holdUnknown(event, box, replay) {
      event.preventDefault();
      event.stopImmediatePropagation();
      const why = `LookTwice can't check this box: ${UNKNOWN_BOX}.`;
      this.onUnchecked(why);
      const stand = { rect: () => box.getBoundingClientRect(), focusEditor: () => box.focus({ preventScroll: true }), visible: () => [] };
      this.ui.openPanel(stand, "unavailable", {
        message: `${why} Nothing was sent. Send it unchecked, or keep editing.`,
        onSendAnyway: () => this.sendAnyway([[box, LT.domText.readText(box)]], replay),
      });
    }

    async decide(sessions, replay, round = 0) {
      this.ui.announce("LookTwice is checking your draft before it is sent");
      const states = await Promise.all(sessions.map((s) => s.settle(SETTLE_MS)));
      const failed = states.findIndex((state) => state !== "ready");
      if (failed >= 0) {
        const state = states[failed];
        const session = sessions[failed];
        const why = state === "unreadable" ? `LookTwice can't check this box: ${session.broken}.`
          : state === "unavailable" ? session.unavailable || "The LookTwice host is not reachable."
          : state === "timeout" ? "The check took too long." : "The check failed.";
        if (state === "unreadable") this.onUnchecked(why);
        this.ui.openPanel(session, "unavailable", {
          message: `${why} Nothing was sent. Send it unchecked, or keep editing and try again.`,
          onSendAnyway: () => this.sendAnyway(sessions.map((s) => [s.el, s.text]), replay),
        });
        return;
      }
      const stuck = sessions.find((s) => s.writeFailed && s.writeFailed.text === s.text);
      if (stuck) {
        this.ui.openPanel(stuck, "unavailable", {
          message: `${stuck.writeFailed.message} Send it as it is, or keep editing.`,
          onSendAnyway: () => this.sendAnyway(sessions.map((s) => [s.el, s.text]), replay),
        });
        return;
      }
      const open = sessions.filter((s) => s.visible().length > 0);
      if (!open.length) {
        this.release(replay);
        return;
      }
      // After applying, the new text is checked again before it goes (write-then-verify, then re-analyze).
      const applyAll = async () => {
        for (const s of open) await s.anonymizeAll();
        await this.decide(sessions, replay, round + 1);
      };
      if (round === 0 && open.every((s) => s.policy.mode === "auto_on_submit")) {
        await applyAll();
        return;
      }
      this.ui.openPanel(open[0], "review", {
        message: open.length > 1 ? `Other fields of this form have ${open.length - 1} more to review.` : undefined,
        onApplyAll: applyAll,
        onSendAnyway: () => this.sendAnyway(sessions.map((s) => [s.el, s.text]), replay),
      });
      this.ui.panel?.querySelector("button.primary")?.focus();
    }

    /** Sends as the user asked: replays the held action with the guard stepped aside. */
    release(replay) {
      this.replaying = true;
      try {
        replay();
      } finally {
        this.replaying = false;
      }
    }

    replayKey(session, target, init) {
      // A visible send button is the most reliable way to send on sites whose key handling checks
      // more than the key (React composers); otherwise the same key goes to the same element.
      const controls = safely(session.adapter, "findSubmitControls", [], session.el) || [];
      const button = controls.find((c) => !c.disabled && c.getClientRects().length > 0);
      if (button) button.click();
      else target.dispatchEvent(new KeyboardEvent("keydown", init));
    }
  }

  LT.SubmitGuard = SubmitGuard;
})();
