// What the e2e tests do and read on the test pages: type, find highlights, hover, submit, read back.
import { SITES } from "./pages_server.mjs";

export const SITE_SPECS = {
  chatgpt: {
    composer: "#prompt-textarea",
    read: () => window.__editorText(),
    submit: async (page) => { await page.locator("#prompt-textarea").press("Enter"); },
    submitted: (entry) => entry.text,
  },
  reddit_new: {
    composer: "shreddit-composer .rte",
    read: () => document.querySelector("shreddit-composer").value,
    submit: async (page) => { await page.locator("#submit-post-button").click(); },
    submitted: (entry) => entry.body,
  },
  reddit_old: {
    composer: "#commentform textarea[name=text]",
    read: () => document.querySelector("#commentform textarea").value,
    submit: async (page) => { await page.locator("#commentform button.save").click(); },
    submitted: (entry) => entry.text,
  },
};

export function url(site) {
  return `https://${SITES[site].host}${SITES[site].path || "/"}`;
}

export async function openSite(context, site) {
  const page = await context.newPage();
  await page.goto(url(site));
  await page.locator(SITE_SPECS[site].composer).waitFor();
  return page;
}

export async function typeDraft(page, site, text) {
  await page.locator(SITE_SPECS[site].composer).click();
  await page.keyboard.type(text);
}

export const editorText = (page, site) => page.evaluate(SITE_SPECS[site].read);
export const submissions = (page) => page.evaluate(() => window.__submissions);

// ---------- the content script's isolated world ----------
// LookTwice's UI lives in a CLOSED shadow root and keeps its state in the content script's isolated world:
// neither is reachable from the page (that is the point, issue 15), nor from Playwright locators. Tests
// reach them through CDP: Runtime.evaluate in the extension's isolated world of the page's main frame.
const worlds = new WeakMap(); // page → {cdp, contexts}

async function extensionWorld(page) {
  let world = worlds.get(page);
  if (!world) {
    const cdp = await page.context().newCDPSession(page);
    const contexts = new Map(); // id → context description
    cdp.on("Runtime.executionContextCreated", ({ context }) => contexts.set(context.id, context));
    cdp.on("Runtime.executionContextDestroyed", ({ executionContextId }) => contexts.delete(executionContextId));
    cdp.on("Runtime.executionContextsCleared", () => contexts.clear());
    await cdp.send("Runtime.enable"); // reports the contexts that exist already
    world = { cdp, contexts };
    worlds.set(page, world);
  }
  return world;
}

/**
 * Evaluates `fn(LookTwice, arg)` in the LookTwice content script's world of `page`'s main frame and returns
 * its (JSON) result. Waits up to `timeout` for the content script to be there.
 */
export async function inExtension(page, fn, arg, { timeout = 10000 } = {}) {
  const { cdp, contexts } = await extensionWorld(page);
  const expression = `(async () => { const LT = globalThis.LookTwice; if (!LT || !LT.content) return { missing: true };
    return { value: await (${fn.toString()})(LT, ${JSON.stringify(arg ?? null)}) }; })()`;
  const deadline = Date.now() + timeout;
  for (;;) {
    const { frameTree } = await cdp.send("Page.getFrameTree");
    const candidates = [...contexts.values()].filter((c) => c.auxData?.type === "isolated" && c.auxData?.frameId === frameTree.frame.id &&
      String(c.origin).startsWith("chrome-extension://"));
    for (const context of candidates.reverse()) {
      const reply = await cdp.send("Runtime.evaluate", { expression, contextId: context.id, returnByValue: true, awaitPromise: true })
        .catch(() => null);
      if (!reply) continue;
      if (reply.exceptionDetails) throw new Error(`in the extension's world: ${reply.exceptionDetails.exception?.description || reply.exceptionDetails.text}`);
      if (!reply.result.value?.missing) return reply.result.value?.value;
    }
    if (Date.now() > deadline) throw new Error("the LookTwice content script is not running in this page");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** {count, checking, sessions, mode} of the page's LookTwice (what the host's data-* attributes used to say). */
export const uiState = (page) => inExtension(page, (LT) => LT.content.state());

/** True when the page runs LookTwice's content script (its UI may not be mounted yet). */
export async function contentRunning(page) {
  return inExtension(page, () => true, null, { timeout: 500 }).then(() => true, () => false);
}

/** Texts LookTwice currently marks in the page's editors (boxes over contenteditable, mirror marks). */
export function highlighted(page) {
  return inExtension(page, (LT) => [...LT.content.sessions.values()].flatMap(
    (s) => [...s.rects.keys()].map((id) => s.find(id)?.original).filter(Boolean)));
}

export async function waitFor(predicate, { timeout = 30000, interval = 100, what = "condition" } = {}) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    last = await predicate();
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

/** Waits until every term is inside some highlight; returns the highlighted texts. */
export function waitForHighlights(page, terms, timeout = 60000) {
  return waitFor(async () => {
    const texts = await highlighted(page);
    return terms.every((t) => texts.some((h) => h.includes(t))) ? texts : null;
  }, { timeout, what: `highlights on ${terms.join(", ")}` });
}

/** Viewport rect of the highlight containing `term`. */
export function highlightRect(page, term) {
  return inExtension(page, (LT, t) => {
    for (const s of LT.content.sessions.values()) {
      for (const [id, rects] of s.rects) {
        const r = rects[0];
        if (r && s.find(id)?.original.includes(t)) return { x: r.left, y: r.top, w: r.width, h: r.height };
      }
    }
    return null;
  }, term);
}

/**
 * Playwright-like locator for elements inside LookTwice's closed shadow root: `selector` is a CSS selector
 * evaluated in that root (descendant parts joined by `locator()`); the first match is used. click() is a
 * real mouse click at the element's centre (a trusted event), after checking nothing covers it.
 */
class UiLocator {
  constructor(page, selector) {
    this.page = page;
    this.selector = selector;
  }

  locator(selector) {
    return new UiLocator(this.page, this.selector ? `${this.selector} ${selector}` : selector);
  }

  /** {count, visible, text, rect, cls, focused} of the first match. */
  info() {
    return inExtension(this.page, (LT, selector) => {
      const root = LT.content.ui.root;
      const all = selector ? [...root.querySelectorAll(selector)] : [LT.content.ui.layer];
      const el = all[0];
      if (!el) return { count: 0, visible: false };
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return {
        count: all.length,
        visible: r.width > 0 && r.height > 0 && style.visibility !== "hidden" && el.getClientRects().length > 0,
        text: el.textContent,
        cls: el.className,
        rect: { x: r.left, y: r.top, w: r.width, h: r.height },
      };
    }, this.selector);
  }

  async count() { return (await this.info()).count; }
  async isVisible() { return (await this.info()).visible; }
  async textContent() { return (await this.info()).text ?? null; }

  async getAttribute(name) {
    return inExtension(this.page, (LT, [selector, attr]) => LT.content.ui.root.querySelector(selector)?.getAttribute(attr) ?? null,
      [this.selector, name]);
  }

  async waitFor({ timeout = 30000, state = "visible" } = {}) {
    await waitFor(async () => {
      const { visible, count } = await this.info();
      return state === "visible" ? visible : state === "attached" ? count > 0 : !visible;
    }, { timeout, what: `${this.selector} to be ${state}` });
  }

  async click({ timeout = 10000 } = {}) {
    const point = await waitFor(() => inExtension(this.page, (LT, selector) => {
      const root = LT.content.ui.root;
      const el = root.querySelector(selector);
      if (!el || el.getClientRects().length === 0) return null;
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const top = root.elementFromPoint(x, y);
      return top && (top === el || el.contains(top)) ? { x, y } : null;
    }, this.selector), { timeout, what: `${this.selector} to be clickable` });
    await this.page.mouse.click(point.x, point.y);
  }
}

/** The element focused inside LookTwice's UI: {tag, id, text}, or null. */
export function uiFocused(page) {
  return inExtension(page, (LT) => {
    const el = LT.content.ui.root.activeElement;
    return el ? { tag: el.tagName, id: el.dataset.id || "", text: el.textContent } : null;
  });
}

/** Hovers the highlight of `term` (a real mouse move) and returns the card once it shows that term. */
export async function openCard(page, term) {
  const rect = await waitFor(() => highlightRect(page, term), { what: `highlight of ${term}` });
  await page.mouse.move(rect.x + Math.min(4, rect.w / 2), rect.y + rect.h / 2);
  const card = ui(page).locator(".card");
  await card.waitFor({ timeout: 5000 });
  const original = await card.locator(".change del").textContent();
  if (!original.includes(term) && !term.includes(original)) throw new Error(`card shows ${original}, expected ${term}`);
  return card;
}

export const ui = (page) => new UiLocator(page, "");
export const panel = (page) => new UiLocator(page, ".panel");

/**
 * Waits until the page records a submission past `before`. After Apply all the applied text is checked
 * again (write-then-verify, then re-analyze): a suggestion found on it (a late model finding, on a slow
 * machine) holds the send again with the review panel, and the test applies those too. A panel without
 * Apply all (the check failed or timed out) fails the test with what the panel says.
 */
export async function sentThroughReview(page, before) {
  for (let i = 0; i < 3; i++) {
    const outcome = await waitFor(async () => {
      if ((await submissions(page)).length > before) return "sent";
      if (await panel(page).isVisible()) return "held";
      return null;
    }, { timeout: 30000, what: "the submission or the review panel" });
    if (outcome === "sent") return (await submissions(page)).at(-1);
    const applyAll = panel(page).locator("button.apply-all");
    // Said in the test output: how often a slow machine sees a hold after Apply all.
    console.error(`held at submit (round ${i + 1}): "${await panel(page).textContent()}"`);
    if (!(await applyAll.count())) throw new Error(`held without Apply all: "${await panel(page).textContent()}"`);
    await applyAll.click();
  }
  throw new Error(`never sent; the panel says "${await panel(page).textContent()}"`);
}

/** Waits until the page's analysis settled (nothing in flight) and returns the UI's state. */
export async function waitSettled(page) {
  return waitFor(async () => {
    const state = await uiState(page);
    return state.checking ? null : state;
  }, { what: "analysis to settle" });
}
