// Perplexity (perplexity.ai, www.perplexity.ai): the ask box is a Lexical contenteditable (`#ask-input`,
// `data-lexical-editor`); older builds used a <textarea>. Enter sends, Shift+Enter makes a new line.
(() => {
  const { register, plainEnter, queryEach } = globalThis.LookTwice.adapters;

  // Fragile selectors, seen on www.perplexity.ai (2025). Provenance: public automation code that drives
  // perplexity.ai (GitHub code found with the project's search tool types into `#ask-input`; another notes the
  // Lexical editor); not re-checked against the live site from this machine (no network).
  // tests/pages/perplexity.html reproduces them with the real Lexical from npm.
  const SELECTORS = {
    // <div id="ask-input" contenteditable="true" role="textbox" data-lexical-editor="true">
    composer: [
      '#ask-input[contenteditable="true"]', 'div[contenteditable="true"][data-lexical-editor="true"]',
      "textarea#ask-input", 'textarea[placeholder*="Ask anything" i]',
    ],
    // <button aria-label="Submit" data-testid="submit-button">
    send: ['button[data-testid="submit-button"]', 'button[aria-label="Submit" i]'],
  };

  register({
    name: "perplexity",
    matches: (location) => /(^|\.)perplexity\.ai$/.test(location.hostname),
    findComposers: (root) => queryEach(root, SELECTORS.composer),
    findSubmitControls(el) {
      const scope = el.closest("form") || el.ownerDocument;
      return queryEach(scope, SELECTORS.send);
    },
    isSubmitKey: plainEnter,
  });
})();
