// Le Chat (chat.mistral.ai): the composer is a ProseMirror contenteditable (TipTap) in current builds; older
// builds used <textarea name="message.text">. Enter sends, Shift+Enter makes a new line.
(() => {
  const { register, isUsableEditor, plainEnter, queryEach } = globalThis.LookTwice.adapters;

  // Fragile selectors, seen on chat.mistral.ai (2024–2025). Provenance: public prompt-helper extensions that
  // target Le Chat (GitHub code found with the project's search tool: a "MistralStrategy" that reaches the
  // editor's ProseMirror view through `div[contenteditable="true"]`; older "MistralPlatform" code uses
  // `textarea[name="message.text"]`); not re-checked against the live site from this machine (no network).
  // tests/pages/mistral.html reproduces the ProseMirror composer with @tiptap/core.
  const SELECTORS = {
    composer: [
      'form div.ProseMirror[contenteditable="true"]', 'div.ProseMirror[contenteditable="true"]',
      'textarea[name="message.text"]',
    ],
    // <button type="submit" aria-label="Send question">
    send: ['form button[type="submit"]', 'button[aria-label*="Send" i]'],
  };

  register({
    name: "mistral",
    matches: (location) => /^chat\.mistral\.ai$/.test(location.hostname),
    findComposers: (root) => queryEach(root, SELECTORS.composer).filter(isUsableEditor),
    findSubmitControls(el) {
      const scope = el.closest("form") || el.ownerDocument;
      return queryEach(scope, SELECTORS.send);
    },
    isSubmitKey: plainEnter,
  });
})();
