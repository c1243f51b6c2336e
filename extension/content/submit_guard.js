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

    install(signal) {
      const opts = { capture: true, signal };
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
      this.hold(event, session, () => this.replayKey(session, target, init));
    }

    onClick(event) {
      if (this.replaying || event.button !== 0) return;
      const path = event.composedPath();
      for (const session of this.sessions()) {
        const controls = safely(session.adapter, "findSubmitControls", [], session.el) || [];
        const control = controls.find((c) => path.includes(c));
        if (control) {
          this.hold(event, session, () => control.click());
          return;
        }
      }
    }

    onSubmit(event) {
      if (this.replaying) return;
      const form = event.target;
      const session = this.sessions().find((s) => form.contains(s.el) || form.contains(s.el.getRootNode().host || null));
      if (!session) return;
      const submitter = event.submitter;
      this.hold(event, session, () => (form.requestSubmit ? form.requestSubmit(submitter || undefined) : form.submit()));
    }

    hold(event, session, replay) {
      const mode = session.policy?.mode;
      if (!HOLDING_MODES.has(mode)) return;
      if (session.isKnownClean()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (this.busy.has(session)) return;
      this.busy.add(session);
      this.decide(session, mode, replay).finally(() => this.busy.delete(session));
    }

    async decide(session, mode, replay) {
      this.ui.announce("LookTwice is checking your draft before it is sent");
      const state = await session.settle(SETTLE_MS);
      if (state !== "ready") {
        const why = state === "unavailable" ? session.unavailable || "The LookTwice host is not reachable."
          : state === "timeout" ? "The check took too long." : "The check failed.";
        this.ui.openPanel(session, "unavailable", {
          message: `${why} Nothing was sent. Send it unchecked, or keep editing and try again.`,
          onSendAnyway: () => this.release(session, replay),
        });
        return;
      }
      if (session.visible().length === 0) {
        this.release(session, replay);
        return;
      }
      if (mode === "auto_on_submit") {
        if (await session.anonymizeAll()) this.release(session, replay);
        else this.ui.openPanel(session, "review", {
          message: "Some suggestions could not be applied automatically.",
          onApplyAll: () => this.applyAndSend(session, replay),
          onSendAnyway: () => this.release(session, replay),
        });
        return;
      }
      this.ui.openPanel(session, "review", {
        onApplyAll: () => this.applyAndSend(session, replay),
        onSendAnyway: () => this.release(session, replay),
      });
      this.ui.panel?.querySelector("button.primary")?.focus();
    }

    async applyAndSend(session, replay) {
      if (await session.anonymizeAll()) this.release(session, replay);
    }

    /** Sends as the user asked: replays the held action with the guard stepped aside. */
    release(session, replay) {
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
