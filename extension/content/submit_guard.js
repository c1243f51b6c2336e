// Holds a submit (the site's send key, its send buttons, form submission) while the draft has open
// suggestions, as the site's policy says: `suggest` and `off` never hold; `review_before_submit` shows the
// review panel; `auto_on_submit` applies everything, verifies the editor, then sends. Capture-phase
// listeners on window run before the page's own handlers. IME composition is never a submit.
(() => {
  const LT = (globalThis.LookTwice ??= {});
  const { safely } = LT.adapters;
  const SETTLE_MS = 4000;
  const HOLDING_MODES = new Set(["review_before_submit", "auto_on_submit"]);

  class SubmitGuard {
    constructor({ view, ui, sessions }) {
      Object.assign(this, { view, ui, sessions });
      this.busy = new WeakSet();
      this.replaying = false;
    }

    install() {
      const opts = { capture: true };
      this.view.addEventListener("keydown", (e) => this.onKey(e), opts);
      this.view.addEventListener("click", (e) => this.onClick(e), opts);
      this.view.addEventListener("submit", (e) => this.onSubmit(e), opts);
    }

    sessionIn(path) {
      return this.sessions().find((s) => path.includes(s.el));
    }

    onKey(event) {
      if (this.replaying || event.key !== "Enter") return;
      const session = this.sessionIn(event.composedPath());
      if (!session) return;
      // IME: Enter confirms a composition (keyCode 229 in Chrome, isComposing everywhere else).
      if (event.isComposing || event.keyCode === 229 || session.composing) return;
      if (!safely(session.adapter, "isSubmitKey", false, event, session.el)) return;
      const target = event.composedPath()[0];
      const init = { key: event.key, code: event.code, shiftKey: event.shiftKey, ctrlKey: event.ctrlKey,
        metaKey: event.metaKey, altKey: event.altKey, bubbles: true, cancelable: true, composed: true };
      this.hold(event, this.formMates(session), () => this.replayKey(session, target, init));
    }

    onClick(event) {
      if (this.replaying || event.button !== 0) return;
      const path = event.composedPath();
      let control = null;
      const affected = this.sessions().filter((session) => {
        const controls = safely(session.adapter, "findSubmitControls", [], session.el) || [];
        const hit = controls.find((c) => path.includes(c));
        if (hit) control = hit;
        return !!hit;
      });
      if (affected.length) this.hold(event, affected, () => control.click());
    }

    onSubmit(event) {
      if (this.replaying) return;
      const form = event.target;
      const affected = this.sessions().filter((s) => form.contains(s.el) || form.contains(s.el.getRootNode().host || null));
      if (!affected.length) return;
      const submitter = event.submitter;
      this.hold(event, affected, () => (form.requestSubmit ? form.requestSubmit(submitter || undefined) : form.submit()));
    }

    /** The session plus the others sent by the same form (a post's title and body go together). */
    formMates(session) {
      const form = LT.adapters.composedClosest(session.el, "form");
      if (!form) return [session];
      return [session, ...this.sessions().filter((s) => s !== session && LT.adapters.composedClosest(s.el, "form") === form)];
    }

    hold(event, sessions, replay) {
      const pending = sessions.filter((s) => HOLDING_MODES.has(s.policy?.mode) && !s.isKnownClean());
      if (!pending.length) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (pending.some((s) => this.busy.has(s))) return;
      for (const s of pending) this.busy.add(s);
      this.decide(pending, replay).finally(() => { for (const s of pending) this.busy.delete(s); });
    }

    async decide(sessions, replay) {
      this.ui.announce("LookTwice is checking your draft before it is sent");
      const states = await Promise.all(sessions.map((s) => s.settle(SETTLE_MS)));
      const failed = states.findIndex((state) => state !== "ready");
      if (failed >= 0) {
        const state = states[failed];
        const session = sessions[failed];
        const why = state === "unavailable" ? session.unavailable || "The LookTwice host is not reachable."
          : state === "timeout" ? "The check took too long." : "The check failed.";
        this.ui.openPanel(session, "unavailable", {
          message: `${why} Nothing was sent. Send it unchecked, or keep editing and try again.`,
          onSendAnyway: () => this.release(replay),
        });
        return;
      }
      const open = sessions.filter((s) => s.visible().length > 0);
      if (!open.length) {
        this.release(replay);
        return;
      }
      const applyAll = async () => {
        let ok = true;
        for (const s of open) ok = (await s.anonymizeAll()) && ok;
        return ok;
      };
      if (open.every((s) => s.policy.mode === "auto_on_submit")) {
        if (await applyAll()) {
          this.release(replay);
          return;
        }
      }
      this.ui.openPanel(open[0], "review", {
        message: open.length > 1 ? `Other fields of this form have ${open.length - 1} more to review.` : undefined,
        onApplyAll: async () => { if (await applyAll()) this.release(replay); },
        onSendAnyway: () => this.release(replay),
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
