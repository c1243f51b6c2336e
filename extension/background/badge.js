// The per-tab badge on the toolbar icon: what LookTwice thinks of this tab's drafts at a glance.

const LOOKS = {
  idle: { text: "", color: "#6b7280", title: "LookTwice" },
  off: { text: "", color: "#6b7280", title: "LookTwice is off on this site" },
  checking: { text: "…", color: "#6b7280", title: "LookTwice: checking your draft" },
  clean: { text: "✓", color: "#15803d", title: "LookTwice: nothing identifying found" },
  host_missing: { text: "!", color: "#b91c1c", title: "LookTwice: the local host is not reachable — open the popup" },
  cant_check: { text: "✕", color: "#7c2d12", title: "LookTwice can't check this box — sends from it are held; open the popup" },
};

/** Badge text, color and tooltip for a tab state ({kind, count}). */
export function badgeFor(state) {
  if (state?.kind === "suggestions") {
    const n = state.count;
    if (n === 0) return LOOKS.clean;
    return { text: n > 99 ? "99+" : String(n), color: "#c2410c", title: `LookTwice: ${n} suggestion${n === 1 ? "" : "s"}` };
  }
  return LOOKS[state?.kind] || LOOKS.idle;
}

export function showBadge(action, tabId, state) {
  const look = badgeFor(state);
  // A closed tab rejects; nothing to show then.
  const ignore = () => {};
  Promise.resolve(action.setBadgeText({ tabId, text: look.text })).catch(ignore);
  Promise.resolve(action.setBadgeBackgroundColor({ tabId, color: look.color })).catch(ignore);
  Promise.resolve(action.setTitle({ tabId, title: look.title })).catch(ignore);
}
