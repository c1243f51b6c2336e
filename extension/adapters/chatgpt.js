// ChatGPT (chatgpt.com, chat.openai.com): the composer is a ProseMirror contenteditable; Enter sends,
// Shift+Enter makes a new line.
(() => {
  const { register, plainEnter, queryEach } = globalThis.LookTwice.adapters;

  // Fragile selectors, seen on chatgpt.com (2024–2025 composer):
  const SELECTORS = {
    // <div contenteditable="true" translate="no" class="ProseMirror" id="prompt-textarea">
    composer: ['#prompt-textarea[contenteditable="true"]', 'form div.ProseMirror[contenteditable="true"]'],
    // <button data-testid="send-button" id="composer-submit-button" aria-label="Send prompt">
    send: ['button[data-testid="send-button"]', "#composer-submit-button", 'button[aria-label="Send prompt"]'],
    // <div data-message-author-role="assistant" data-message-id="…"><div class="markdown prose">…
    reply: ['[data-message-author-role="assistant"]'],
  };
  // chatgpt.com/c/<uuid> once a chat has its first answer; "/" (or "/?model=…") before that.
  const CONVERSATION = /^\/(?:g\/[^/]+\/)?c\/([\w-]{1,100})/;

  register({
    name: "chatgpt",
    matches: (location) => /(^|\.)chatgpt\.com$|(^|\.)chat\.openai\.com$/.test(location.hostname),
    findComposers: (root) => queryEach(root, SELECTORS.composer),
    findSubmitControls(el) {
      const scope = el.closest("form") || el.ownerDocument;
      return SELECTORS.send.flatMap((s) => [...scope.querySelectorAll(s)]);
    },
    findReplies: (root) => SELECTORS.reply.flatMap((s) => [...root.querySelectorAll(s)]),
    conversationKey: (location) => {
      const m = CONVERSATION.exec(location.pathname);
      return m ? `c/${m[1]}` : null;
    },
    isSubmitKey: plainEnter,
  });
})();
