// Microsoft Copilot (copilot.microsoft.com): the composer is a React-controlled <textarea id="userInput">;
// Enter sends, Shift+Enter makes a new line.
(() => {
  const { register, isUsableEditor, plainEnter, queryEach } = globalThis.LookTwice.adapters;

  // Fragile selectors, seen on copilot.microsoft.com (2024–2025 redesign). Provenance: several public
  // automation projects that drive copilot.microsoft.com (GitHub code found with the project's search tool:
  // `textarea#userInput`, `[data-testid="composer-input"]`, placeholder "Message Copilot",
  // `[data-testid="submit-button"]`, aria-label "Submit message"); not re-checked against the live site from
  // this machine (no network). tests/pages/copilot.html reproduces them with React from npm.
  const SELECTORS = {
    // <textarea id="userInput" data-testid="composer-input" placeholder="Message Copilot">
    composer: ['textarea#userInput', 'textarea[data-testid="composer-input"]', 'textarea[placeholder*="Message Copilot" i]'],
    // <button data-testid="submit-button" aria-label="Submit message">
    send: ['button[data-testid="submit-button"]', 'button[aria-label="Submit message" i]'],
  };

  register({
    name: "copilot",
    matches: (location) => /^copilot\.microsoft\.com$/.test(location.hostname),
    findComposers: (root) => queryEach(root, SELECTORS.composer).filter(isUsableEditor),
    findSubmitControls(el) {
      const scope = el.closest("form") || el.ownerDocument;
      return queryEach(scope, SELECTORS.send);
    },
    isSubmitKey: plainEnter,
  });
})();
