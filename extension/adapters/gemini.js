// Gemini (gemini.google.com): the composer is a Quill editor (`.ql-editor`) inside Angular's
// <rich-textarea>; Enter sends, Shift+Enter makes a new line.
(() => {
  const { register, plainEnter, queryEach } = globalThis.LookTwice.adapters;

  // Fragile selectors, seen on gemini.google.com (2024–2025). Provenance: public browser extensions that
  // target Gemini (GitHub code found with the project's search tool lists `rich-textarea`, `.ql-editor` and
  // `[aria-label="Send message"]`); not re-checked against the live site from this machine (no network).
  // tests/pages/gemini.html reproduces them with the real Quill from npm.
  const SELECTORS = {
    // <rich-textarea><div class="ql-editor textarea" contenteditable="true" role="textbox" aria-label="Enter a prompt here">
    composer: ['rich-textarea .ql-editor[contenteditable="true"]', '.ql-editor[contenteditable="true"][role="textbox"]'],
    // <button class="send-button" aria-label="Send message">
    send: ['button[aria-label="Send message" i]', "button.send-button"],
  };

  register({
    name: "gemini",
    matches: (location) => /^gemini\.google\.com$/.test(location.hostname),
    findComposers: (root) => queryEach(root, SELECTORS.composer),
    findSubmitControls(el) {
      const scope = el.closest("form, .input-area-container") || el.ownerDocument;
      return queryEach(scope, SELECTORS.send);
    },
    isSubmitKey: plainEnter,
  });
})();
