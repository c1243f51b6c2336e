// Content script entry: finds the editors of this page with the site's adapters, runs one Session each,
// wires hover/keyboard/scroll, the submit guard and the messages from the background. The page starts
// under its site's default policy (built-in sites: review before submit) until the host's answer arrives,
// so the guard holds from the first moment instead of letting a send pass while the policy loads.
(() => {
  const LT = globalThis.LookTwice;
  if (LT.contentStarted) return; // injected twice (registered script + enable-now injection)
  LT.contentStarted = true;

  const { api } = LT.platform;
  const { safely } = LT.adapters;
  const adapters = LT.adapters.forLocation(location);
  if (!adapters.length) return;

  const ui = new LT.UI(document);
  const highlighter = new LT.Highlighter(ui, document);
  const sessions = new Map(); // editor element → Session
  // Stand-ins of the reversible styles live per conversation (content/replies.js): every analysis says
  // which one it belongs to, and replies are restored from it.
  const conversations = new LT.Conversations({ adapter: adapters[0], location, transport: {
    send: (message) => api.runtime.sendMessage(message) } });
  const transport = {
    send: (message) => api.runtime.sendMessage(
      message.type === "analyze" ? { ...message, conversation: conversations.key() } : message),
  };
  const replies = new LT.Replies({ doc: document, adapter: adapters[0], transport, conversations });
  const { siteKey, defaultPolicy } = LT.sites;
  let policy = defaultPolicy(siteKey(location.hostname));
  let settings = {}; // from the background with the policy: the host's defaults (hello) and the user's choices
  let lastBadge = "";
  let uncheckedBox = ""; // why a box met on this page cannot be checked (a send from it was held)

  /** What this page's LookTwice is doing. Only this (isolated) world can read it; tests do, via CDP. */
  function state() {
    const count = [...sessions.values()].reduce((n, s) => n + s.visible().length, 0);
    const checking = [...sessions.values()].some((s) => s.state() === "checking" || s.state() === "stale");
    const broken = [...sessions.values()].find((s) => s.broken);
    const unchecked = broken ? `LookTwice can't check this box: ${broken.broken}.` : uncheckedBox;
    return { count, checking, sessions: sessions.size, mode: policy?.mode ?? null, unchecked };
  }
  LT.content = Object.freeze({ ui, highlighter, sessions, state });

  function onSessionChange() {
    // Nothing of this goes on the page's DOM (it used to be data-* attributes: readable by the page).
    const { count, checking, unchecked } = state();
    // The background shows "…" while a draft is checked; report the count once each check settles.
    const badge = `${count}|${unchecked}`;
    if (checking && !unchecked) lastBadge = "";
    else if (badge !== lastBadge) {
      lastBadge = badge;
      transport.send({ type: "update_badge", count, unchecked }).catch(() => {});
    }
  }

  function onUnchecked(reason) {
    uncheckedBox = reason;
    onSessionChange();
  }

  async function loadPolicy() {
    let reply;
    try {
      reply = await transport.send({ type: "get_policy" });
    } catch {
      return; // the extension was reloaded; this script is orphaned
    }
    if (!reply?.ok) return;
    policy = reply.policy;
    settings = reply.settings || settings;
    if (policy.mode !== "off" && policy.style !== "generalize") replies.start();
    else replies.stop();
    if (policy.mode === "off") {
      for (const session of sessions.values()) session.destroy();
      sessions.clear();
      onSessionChange();
      return;
    }
    ui.mount();
    for (const session of sessions.values()) session.setPolicy(policy, settings);
    scan();
  }

  function scan() {
    if (!policy || policy.mode === "off") return;
    for (const [el, session] of sessions) {
      if (!el.isConnected) {
        session.destroy();
        sessions.delete(el);
      }
    }
    for (const adapter of adapters) {
      for (const el of safely(adapter, "findComposers", [], document) || []) {
        if (sessions.has(el)) continue;
        const session = new LT.Session({ el, adapter, ui, highlighter, transport, policy, settings, onChange: onSessionChange });
        sessions.set(el, session);
        try {
          session.start();
        } catch (error) {
          console.warn("LookTwice: could not watch an editor", error);
          sessions.delete(el);
        }
      }
    }
    onSessionChange();
  }

  let scanTimer = null;
  function scheduleScan(delay = 250) {
    if (scanTimer !== null) return;
    scanTimer = setTimeout(() => { scanTimer = null; scan(); }, delay);
  }

  let frame = 0;
  function renderAll() {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      for (const session of sessions.values()) session.render();
      if (ui.cardFor) ui.hideCard();
    });
  }

  function sessionOf(path) {
    return [...sessions.values()].find((s) => path.includes(s.el));
  }

  function caretCard() {
    const active = [...sessions.values()].find((s) => s.el.matches(":focus-within") || s.el.getRootNode().activeElement === s.el);
    if (!active) return;
    const at = LT.domText.caretOffset(active.el);
    if (at < 0) return;
    const s = active.visible().find((x) => at > x.from && at < x.to);
    const rects = s && active.rects.get(s.id);
    if (s && rects?.length) ui.showCard(active, s, rects[0]);
  }

  const opts = { passive: true };
  new MutationObserver((records) => {
    if (records.every((r) => r.target === ui.host || ui.host.contains(r.target))) return;
    scheduleScan();
  }).observe(document.documentElement, { childList: true, subtree: true });
  window.addEventListener("focusin", () => scheduleScan(0), { ...opts, capture: true });
  window.addEventListener("scroll", renderAll, { ...opts, capture: true });
  window.addEventListener("resize", renderAll, opts);
  document.addEventListener("selectionchange", () => caretCard(), opts);
  // A page's synthetic mousemove/keydown must not open our UI or move through it: real input only.
  document.addEventListener("mousemove", (event) => {
    if (!event.isTrusted || ui.owns(event)) return;
    for (const session of sessions.values()) {
      const hit = session.hit(event.clientX, event.clientY);
      if (hit) {
        ui.showCard(session, hit.suggestion, hit.rect);
        return;
      }
    }
    if (ui.card) ui.hideCardSoon();
  }, opts);
  window.addEventListener("keydown", (event) => {
    if (!event.isTrusted) return;
    if (event.key === "Escape" && (ui.panel || ui.card) && !ui.owns(event)) {
      ui.closePanel();
      ui.hideCard();
      return;
    }
    // Alt+Shift+L: the keyboard way into the suggestions of the editor being typed in.
    if (!(event.altKey && event.shiftKey && event.code === "KeyL")) return;
    const session = sessionOf(event.composedPath()) || [...sessions.values()][0];
    if (!session) return;
    event.preventDefault();
    event.stopPropagation();
    ui.openList(session, { focus: true });
  }, { capture: true });

  // The overlays sit at fixed viewport positions: redraw when an editor moved without a scroll or resize
  // (the page inserted content above it). One rect read per editor with something drawn.
  const placed = new WeakMap(); // session → "left,top"
  setInterval(() => {
    for (const session of sessions.values()) {
      if (!session.visible().length) continue;
      const r = session.rect();
      const where = r ? `${r.left},${r.top}` : "";
      if (placed.get(session) !== where) {
        placed.set(session, where);
        session.render();
      }
    }
  }, 500);

  new LT.SubmitGuard({
    view: window, ui, adapters, onUnchecked,
    sessions: () => [...sessions.values()],
    scanNow: () => scan(),
    policy: () => policy,
  }).install();

  api.runtime.onMessage.addListener((message, _sender, sendResponse) => {
    if (message?.type === "analysis_event") {
      const session = [...sessions.values()].find((s) => s.analysis?.clientId === message.clientId);
      session?.onEvent(message.event);
    } else if (message?.type === "policy_changed") {
      if (message.site === "*" || message.site === policy?.site) loadPolicy();
    } else if (message?.type === "conversation_key") {
      sendResponse({ conversation: conversations.key() }); // the popup's "forget this conversation"
    } else if (message?.type === "host_status") {
      for (const session of sessions.values()) session.hostStatus(message);
    }
  });

  LT.test = { ...(LT.test || {}), replies };
  loadPolicy();
})();
