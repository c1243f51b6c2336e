// Microsoft Copilot (copilot.microsoft.com): the composer is a React-controlled <textarea id="userInput">;
// Enter sends, Shift+Enter makes a new line.
(() => {
  const { register, isUsableEditor } = globalThis.LookTwice.adapters;

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
    findComposers: (root) => [...new Set(SELECTORS.composer.flatMap((s) => [...root.querySelectorAll(s)]))].filter(isUsableEditor),
    findSubmitControls(el) {
      const scope = el.closest("form") || el.ownerDocument;
      return [...new Set(SELECTORS.send.flatMap((s) => [...scope.querySelectorAll(s)]))];
    },
    isSubmitKey: (event) => event.key === "Enter" && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey,
  });
})();
