// Any site the user enables from the popup: every <textarea> and contenteditable editor (open shadow roots
// included). Ctrl/Cmd+Enter, the form's submit buttons and form submission count as sending.
(() => {
  const { register, deepQueryAll, isUsableEditor, EDITABLE, ctrlEnter } = globalThis.LookTwice.adapters;

  register({
    name: "generic",
    specific: false,
    matches: (location) => location.protocol === "https:" || location.protocol === "http:",
    findComposers: (root) => deepQueryAll(root, EDITABLE).filter(isUsableEditor),
    isSubmitKey: ctrlEnter,
  });
})();
