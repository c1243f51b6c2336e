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

/** Texts LookTwice currently marks: CSS highlight ranges (contenteditable) and mirror marks (textarea). */
export function highlighted(page) {
  return page.evaluate(() => {
    const texts = [];
    for (const name of ["looktwice-high", "looktwice-medium", "looktwice-low"]) {
      for (const range of CSS.highlights.get(name) || []) texts.push(range.toString());
    }
    const ui = document.querySelector("looktwice-ui");
    for (const mark of ui?.shadowRoot?.querySelectorAll(".mirror mark") || []) texts.push(mark.textContent);
    return texts;
  });
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
  return page.evaluate((t) => {
    for (const name of ["looktwice-high", "looktwice-medium", "looktwice-low"]) {
      for (const range of CSS.highlights.get(name) || []) {
        if (range.toString().includes(t)) { const r = range.getClientRects()[0]; return { x: r.left, y: r.top, w: r.width, h: r.height }; }
      }
    }
    const ui = document.querySelector("looktwice-ui");
    for (const mark of ui?.shadowRoot?.querySelectorAll(".mirror mark") || []) {
      if (mark.textContent.includes(t)) { const r = mark.getClientRects()[0]; return { x: r.left, y: r.top, w: r.width, h: r.height }; }
    }
    return null;
  }, term);
}

/** Hovers the highlight of `term` and returns the card locator once it shows that term. */
export async function openCard(page, term) {
  const rect = await waitFor(() => highlightRect(page, term), { what: `highlight of ${term}` });
  await page.mouse.move(rect.x + Math.min(4, rect.w / 2), rect.y + rect.h / 2);
  const card = page.locator("looktwice-ui .card");
  await card.waitFor({ timeout: 5000 });
  const original = await card.locator(".change del").textContent();
  if (!original.includes(term) && !term.includes(original)) throw new Error(`card shows ${original}, expected ${term}`);
  return card;
}

export const ui = (page) => page.locator("looktwice-ui");
export const panel = (page) => page.locator("looktwice-ui .panel");
export const uiData = (page) => page.evaluate(() => ({ ...document.querySelector("looktwice-ui")?.dataset }));

/** Waits until the page's analysis settled (nothing in flight) and returns the UI's data attributes. */
export async function waitSettled(page) {
  return waitFor(async () => {
    const data = await uiData(page);
    return data.checking === "false" ? data : null;
  }, { what: "analysis to settle" });
}
