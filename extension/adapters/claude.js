// Claude (claude.ai): the composer is a ProseMirror contenteditable built with TipTap; Enter sends,
// Shift+Enter makes a new line.
(() => {
  const { register, plainEnter, queryEach } = globalThis.LookTwice.adapters;

  // Fragile selectors, seen on claude.ai (2024–2025 composer). Provenance: public browser extensions that
  // target claude.ai (GitHub code found with the project's search tool: a "PlatformDetector" utility lists
  // `.ProseMirror` and `[contenteditable="true"]` for claude.ai); not re-checked against the live site from
  // this machine (no network). The test page tests/pages/claude.html reproduces them with @tiptap/core.
  const SELECTORS = {
    // <div contenteditable="true" translate="no" class="tiptap ProseMirror" aria-label="Write your prompt to Claude">
    composer: [
      'div.ProseMirror[contenteditable="true"][aria-label*="prompt" i]',
      'fieldset div.ProseMirror[contenteditable="true"]',
      'div.ProseMirror[contenteditable="true"]',
    ],
    // <button aria-label="Send message" type="button">; older builds: "Send Message"
    send: ['button[aria-label="Send message" i]', 'button[aria-label="Send Message"]', 'button[data-testid="send-button"]'],
  };

  register({
    name: "claude",
    matches: (location) => /(^|\.)claude\.ai$/.test(location.hostname),
    findComposers: (root) => queryEach(root, SELECTORS.composer),
    findSubmitControls(el) {
      // The send button sits beside the fieldset holding the editor, not inside it: look page-wide (the
      // aria-label is specific to the composer).
      const scope = el.closest("form") || el.ownerDocument;
      return queryEach(scope, SELECTORS.send);
    },
    isSubmitKey: plainEnter,
  });
})();
