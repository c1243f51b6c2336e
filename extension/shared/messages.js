// The messages between the extension's parts and who may send which (trust tiers, as in uBlock Origin):
// content scripts run next to untrusted pages and may only ask for analysis of their own drafts, read
// their site's policy and PROPOSE an allow-listed term; nothing they send can weaken protection. Settings
// change only from the extension's own pages (popup, options, the confirmation page).
(() => {
  const LT = (globalThis.LookTwice ??= {});

  const CONTENT_MESSAGES = Object.freeze([
    "analyze", "cancel", "get_policy",
    // Opens the confirmation page; the term is allow-listed only if the user confirms it there.
    "request_allow_term",
    // Display only: the content script reports how many suggestions are still open so the tab's badge
    // matches what the user sees after dismissals. Cannot change any setting.
    "update_badge",
    // Reversible styles: restore a reply of this tab's conversation (display only; the map stays in the
    // service), and carry a new chat's vault over to the id it got. Neither can read or change settings.
    "restore_reply", "link_conversation",
  ]);
  const PAGE_ONLY_MESSAGES = Object.freeze([
    "get_status", "reconnect", "set_policy", "enable_site", "disable_site", "list_sites", "get_settings",
    "set_settings", "tab_summary", "set_model", "list_models", "get_confirmation", "answer_confirmation",
    "forget_conversations", "get_protect", "set_protect",
  ]);

  /**
   * "page" for the extension's own pages, "content" for a content script in a web page, null for
   * anything else (another extension, a page without a tab).
   */
  function callerTier(sender, { extensionId, extensionOrigin }) {
    if (!sender || sender.id !== extensionId) return null;
    const url = String(sender.url || "");
    if (url.startsWith(extensionOrigin)) return "page";
    if (sender.tab && Number.isInteger(sender.tab.id)) return "content";
    return null;
  }

  function mayCall(tier, type) {
    if (tier === "page") return CONTENT_MESSAGES.includes(type) || PAGE_ONLY_MESSAGES.includes(type);
    if (tier === "content") return CONTENT_MESSAGES.includes(type);
    return false;
  }

  /** Files injected into web pages, in order. The manifest's content_scripts list the same (tested). */
  const CONTENT_SCRIPT_FILES = Object.freeze([
    "shared/platform.js",
    "shared/offsets.js",
    "shared/suggestions.js",
    "shared/timing.js",
    "shared/sites.js",
    "adapters/dom_text.js",
    "adapters/registry.js",
    "adapters/chatgpt.js",
    "adapters/reddit_new.js",
    "adapters/reddit_old.js",
    "adapters/claude.js",
    "adapters/gemini.js",
    "adapters/perplexity.js",
    "adapters/copilot.js",
    "adapters/mistral.js",
    "adapters/generic.js",
    "content/ui_styles.js",
    "content/ui.js",
    "content/highlighter.js",
    "content/submit_guard.js",
    "content/session.js",
    "content/replies.js",
    "content/main.js",
  ]);

  LT.messages = Object.freeze({ CONTENT_MESSAGES, PAGE_ONLY_MESSAGES, CONTENT_SCRIPT_FILES, callerTier, mayCall });
})();
