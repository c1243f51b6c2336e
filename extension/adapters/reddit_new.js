// New Reddit (www.reddit.com, "shreddit"): composers are web components; the editable element sits in
// their open shadow roots (post title textarea) or in light DOM slotted into them (rich-text body).
// Ctrl/Cmd+Enter and the submit buttons send.
(() => {
  const { register, deepQueryAll, isUsableEditor, composedClosest, formSubmitControls, EDITABLE, ctrlEnter } = globalThis.LookTwice.adapters;

  // Fragile selectors, seen on www.reddit.com (2024–2025, post submit page and comment threads):
  const SELECTORS = {
    // <faceplate-textarea-input name="title"> (shadow: <textarea>), <shreddit-composer> (rich-text body
    // and comments), <comment-composer-host>, <reddit-rte>. A comment thread shows a collapsed "Join the
    // conversation" button in <comment-composer-host>; a click mounts <shreddit-composer>, whose editable
    // child (a Lexical editor, `data-lexical-editor`) is slotted from light DOM (tests/pages/reddit_comment.html).
    hosts: "faceplate-textarea-input, shreddit-composer, comment-composer-host, reddit-rte, shreddit-title-input",
    // <button slot="submit-button" type="submit">, <faceplate-button ... type="submit">, post page "#submit-post-button"
    submit: 'button[slot="submit-button"], [slot="submit-button"] button, button[type="submit"], faceplate-button[type="submit"], #submit-post-button',
  };

  function insideHost(el) {
    return !!composedClosest(el, SELECTORS.hosts);
  }

  register({
    name: "reddit_new",
    matches: (location) => /(^|\.)reddit\.com$/.test(location.hostname) && !/^old\./.test(location.hostname),
    findComposers: (root) => deepQueryAll(root, EDITABLE).filter((el) => insideHost(el) && isUsableEditor(el)),
    findSubmitControls(el) {
      const host = composedClosest(el, SELECTORS.hosts);
      const scope = composedClosest(el, "form") || host?.parentElement || el.ownerDocument;
      const controls = [...formSubmitControls(el), ...deepQueryAll(scope, SELECTORS.submit, 400)];
      return [...new Set(controls)];
    },
    isSubmitKey: ctrlEnter,
  });
})();
