// LookTwice's UI in Firefox, for tests driven over WebDriver BiDi (puppeteer-core). The UI lives in a CLOSED
// shadow root under a random tag (issue 15), and WebDriver BiDi cannot evaluate in a content script's
// sandbox, so the CDP route of page_helpers.mjs (inExtension) has no Firefox twin. BiDi can serialize closed
// shadow roots (serializationOptions.includeShadowTree "all"): the test gets a reference to each closed
// root hanging off <html>, and queries inside it by reference. Page scripts have no such reference: for
// them host.shadowRoot stays null. Clicks are real mouse clicks at the element's centre (trusted events).
import { waitFor } from "./page_helpers.mjs";

const call = (page, functionDeclaration, args = [], serializationOptions = undefined) =>
  page.browser().connection.send("script.callFunction", {
    functionDeclaration, awaitPromise: true, target: { context: page.mainFrame()._id }, arguments: args,
    resultOwnership: "none", ...(serializationOptions ? { serializationOptions } : {}),
  }).then(({ result: reply }) => { // puppeteer wraps the BiDi reply {type, result|exceptionDetails, realm}
    if (reply.type !== "success") throw new Error(`in the page: ${reply.exceptionDetails?.text ?? JSON.stringify(reply)}`);
    return reply.result;
  });

/** References to the closed shadow roots of the elements LookTwice appended to <html>. */
async function closedRoots(page) {
  const result = await call(page, "() => [...document.documentElement.children].filter((el) => el !== document.head && el !== document.body)",
    [], { includeShadowTree: "all", maxDomDepth: 1 });
  return (result.value || []).map((node) => node.value?.shadowRoot).filter((root) => root?.sharedId)
    .map((root) => ({ sharedId: root.sharedId }));
}

/** {count, visible, text, cls, rect} of the first element matching `selector` in LookTwice's closed roots. */
export async function ffUi(page, selector) {
  const roots = await closedRoots(page);
  if (!roots.length) return { count: 0, visible: false };
  const result = await call(page, `(selector, ...roots) => {
    const all = roots.flatMap((root) => [...root.querySelectorAll(selector)]);
    const el = all[0];
    if (!el) return JSON.stringify({ count: 0, visible: false });
    const r = el.getBoundingClientRect();
    const visible = r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== "hidden" && el.getClientRects().length > 0;
    return JSON.stringify({ count: all.length, visible, text: el.textContent, cls: el.className,
      rect: { x: r.left, y: r.top, w: r.width, h: r.height } });
  }`, [{ type: "string", value: selector }, ...roots]);
  return JSON.parse(result.value);
}

/** The review/list panel's text, or null when none is shown. */
export async function ffPanelText(page) {
  const info = await ffUi(page, ".panel");
  return info.visible ? info.text : null;
}

/** The number of open suggestions the editor's pill shows (0 when it shows none). */
export async function ffCount(page) {
  const info = await ffUi(page, ".pill.found .count");
  const match = info.visible && /^(\d+) suggestion/.exec(info.text || "");
  return match ? Number(match[1]) : 0;
}

/** A real mouse click at the centre of the first visible match (waits until there is one). */
export async function ffClick(page, selector, { timeout = 10000 } = {}) {
  const info = await waitFor(async () => {
    const i = await ffUi(page, selector);
    return i.visible ? i : null;
  }, { timeout, what: `${selector} to be visible` });
  await page.mouse.click(info.rect.x + info.rect.w / 2, info.rect.y + info.rect.h / 2);
}
