// Site adapters: one file per site, the same small interface, one registration call each. A failing
// adapter is logged once and skipped; it never breaks another adapter or the page.
(() => {
  const LT = (globalThis.LookTwice ??= {});
  const adapters = [];
  const logged = new Set();

  const EDITABLE = 'textarea, [contenteditable="true"], [contenteditable=""], [contenteditable="plaintext-only"]';

  /**
   * Registers an adapter. Required: name, matches(location), findComposers(root). Defaults (dom_text):
   * readText, writeText, replaceRange, replaceRanges (a batch); findSubmitControls → the form's submit buttons; isSubmitKey → none;
   * conversationKey → none (a site without conversations: each page is a new one, and no warning is logged).
   * `specific: false` marks the generic adapter, used only where no specific one matches.
   */
  function register(spec) {
    const dom = LT.domText;
    const adapter = {
      specific: true,
      readText: (el) => dom.readText(el),
      writeText: (el, text) => dom.writeText(el, text),
      replaceRange: (el, from, to, replacement) => dom.replaceRange(el, from, to, replacement),
      replaceRanges: (el, edits) => dom.replaceRanges(el, edits),
      findSubmitControls: (el) => formSubmitControls(el),
      isSubmitKey: () => false,
      conversationKey: () => null,
      ...spec,
    };
    // An adapter with an edit of its own gets no batch that would go around it: the session then applies
    // a batch one replaceRange after another.
    if (spec.replaceRange && !spec.replaceRanges) delete adapter.replaceRanges;
    for (const need of ["name", "matches", "findComposers"]) {
      if (!adapter[need]) throw new TypeError(`adapter ${spec.name || "?"} lacks ${need}`);
    }
    adapters.push(adapter);
    return adapter;
  }

  /** Calls adapter[method] and returns `fallback` if it throws (logged once per adapter and method). */
  function safely(adapter, method, fallback, ...args) {
    try {
      return adapter[method](...args);
    } catch (error) {
      const key = `${adapter.name}.${method}`;
      if (!logged.has(key)) {
        logged.add(key);
        console.warn(`LookTwice: adapter ${key} failed; skipped`, error);
      }
      return fallback;
    }
  }

  /** Adapters for this page: the site's own, or the generic one when none is specific to it. */
  function forLocation(location) {
    const specific = adapters.filter((a) => a.specific && safely(a, "matches", false, location));
    if (specific.length) return specific;
    return adapters.filter((a) => !a.specific && safely(a, "matches", false, location));
  }

  /** The form an element belongs to, looking through shadow roots up to the page. */
  function composedClosest(el, selector) {
    for (let node = el; node; ) {
      const found = node.closest?.(selector);
      if (found) return found;
      const root = node.getRootNode?.();
      node = root && root.host ? root.host : null;
    }
    return null;
  }

  function formSubmitControls(el) {
    const form = el.form || composedClosest(el, "form");
    if (!form) return [];
    const inside = [...form.querySelectorAll('button:not([type]), button[type="submit"], input[type="submit"]')];
    const outside = form.id
      ? [...el.ownerDocument.querySelectorAll(`[form="${CSS.escape(form.id)}"][type="submit"]`)]
      : [];
    return [...inside, ...outside];
  }

  /** Every element under `root` matching `selector`, descending into open shadow roots. */
  function deepQueryAll(root, selector, limit = 2000) {
    const found = [];
    const stack = [root];
    let seen = 0;
    while (stack.length && seen < limit) {
      const node = stack.pop();
      seen++;
      if (node.querySelectorAll) {
        for (const el of node.querySelectorAll(selector)) found.push(el);
        for (const el of node.querySelectorAll("*")) if (el.shadowRoot) stack.push(el.shadowRoot);
      }
    }
    return found;
  }

  /** Every element under `root` matching any of `selectors`, each once, in the selectors' order. */
  function queryEach(root, selectors) {
    return [...new Set(selectors.flatMap((s) => [...root.querySelectorAll(s)]))];
  }

  /** The chat composers' send key: Enter alone (Shift+Enter makes a new line). */
  const plainEnter = (event) => event.key === "Enter" && !event.shiftKey && !event.altKey && !event.ctrlKey && !event.metaKey;
  /** The forums' and plain forms' send key: Ctrl+Enter or Cmd+Enter (Enter alone makes a new line). */
  const ctrlEnter = (event) => event.key === "Enter" && (event.ctrlKey || event.metaKey);

  /** Editors worth watching: visible, writable (LookTwice's own UI sits in a closed root the scan never enters). */
  function isUsableEditor(el) {
    if (el.disabled || el.readOnly) return false;
    if (el.getAttribute?.("aria-hidden") === "true") return false;
    const style = el.ownerDocument.defaultView?.getComputedStyle?.(el);
    if (style && (style.display === "none" || style.visibility === "hidden")) return false;
    // A contenteditable inside another one is part of that editor, not a composer of its own.
    const parent = el.parentElement?.closest?.('[contenteditable="true"], [contenteditable=""]');
    return !(parent && !LT.domText.isTextControl(el));
  }

  LT.adapters = Object.freeze({
    register, safely, forLocation, composedClosest, formSubmitControls, deepQueryAll, isUsableEditor, EDITABLE,
    queryEach, plainEnter, ctrlEnter,
    all: () => [...adapters],
  });
})();
