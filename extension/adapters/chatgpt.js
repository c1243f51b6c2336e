// ChatGPT (chatgpt.com, chat.openai.com): the composer is a ProseMirror contenteditable; Enter sends,
// Shift+Enter makes a new line.
(() => {
  const { register } = globalThis.LookTwice.adapters;

  // Fragile selectors, seen on chatgpt.com (2024–2025 composer):
  const SELECTORS = {
    // <div contenteditable="true" translate="no" class="ProseMirror" id="prompt-textarea">
    composer: ['#prompt-textarea[contenteditable="true"]', 'form div.ProseMirror[contenteditable="true"]'],
    // <button data-testid="send-button" id="composer-submit-button" aria-label="Send prompt">
    send: ['button[data-testid="send-button"]', "#composer-submit-button", 'button[aria-label="Send prompt"]'],
  };

  register({
    name: "chatgpt",
    matches: (location) => /(^|\.)chatgpt\.com$|(^|\.)chat\.openai\.com$/.test(location.hostname),
    findComposers: (root) => [...new Set(SELECTORS.composer.flatMap((s) => [...root.querySelectorAll(s)]))],
    findSubmitControls(el) {
      const scope = el.closest("form") || el.ownerDocument;
      return SELECTORS.send.flatMap((s) => [...scope.querySelectorAll(s)]);
    },
    isSubmitKey: (event) => event.key === "Enter" && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey,
  });
})();
