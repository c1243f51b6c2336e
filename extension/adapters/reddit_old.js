// Old Reddit (old.reddit.com): plain <textarea>s in server-rendered forms; the "save"/"submit" buttons send.
(() => {
  const { register, isUsableEditor, formSubmitControls, ctrlEnter } = globalThis.LookTwice.adapters;

  // Fragile selectors, seen on old.reddit.com (comment form ".usertext", submit page "#newlink"):
  const SELECTORS = {
    composer: '.usertext-edit textarea, #newlink textarea[name="title"], #newlink textarea[name="text"], textarea[name="text"]',
    submit: '.usertext-buttons button[type="submit"], .usertext-buttons .save, #newlink button[name="submit"]',
  };

  register({
    name: "reddit_old",
    matches: (location) => /^old\.reddit\.com$/.test(location.hostname),
    findComposers: (root) => [...root.querySelectorAll(SELECTORS.composer)].filter(isUsableEditor),
    findSubmitControls(el) {
      const form = el.closest("form");
      const own = form ? [...form.querySelectorAll(SELECTORS.submit)] : [];
      return [...new Set([...own, ...formSubmitControls(el)])];
    },
    isSubmitKey: ctrlEnter,
  });
})();
