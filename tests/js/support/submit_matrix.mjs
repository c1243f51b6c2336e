// The submit matrix: every built-in site's test page × how the draft got in (typed, pasted, IME) × how it
// is sent (the site's send key, its button, form.requestSubmit() from page script), each right after the
// draft is in, under review_before_submit. A try "leaks" when the page's own record (the editor's state,
// not the DOM) holds an identifier of the draft; "held" when LookTwice's review panel is up and nothing
// was sent. A clean draft per site checks that the guard lets checked text through.
import { panel as reviewPanel, url, waitFor } from "./page_helpers.mjs";

export const DRAFT = "Mail me at jane.doe@example.com or call +1 415 555 0134, I moved to Dublin.";
export const IDENTIFIERS = ["jane.doe@example.com", "415 555 0134"];
export const CLEAN = "What is a good recipe for a rainy day?";

const ENTER = "Enter";
const CTRL_ENTER = "Control+Enter";

/** Per page: how to reach its composer, its send key (null: none), its button, its form. */
export const MATRIX_SITES = {
  chatgpt: { composer: "#prompt-textarea", key: ENTER, button: "#composer-submit-button", form: "#composer-form" },
  reddit_new: { composer: "shreddit-composer .rte", key: CTRL_ENTER, button: "#submit-post-button", form: "#post-form", field: "body" },
  reddit_comment: {
    composer: "comment-composer-host [data-lexical-editor]", open: "comment-composer-host .trigger", key: CTRL_ENTER,
    button: 'comment-composer-host button[slot="submit-button"]', form: "#comment-form",
  },
  reddit_old: { composer: "#commentform textarea[name=text]", key: null, button: "#commentform button.save", form: "#commentform" },
  claude: { composer: "#editor .ProseMirror", key: ENTER, button: 'button[aria-label="Send message"]', form: "#composer-form" },
  gemini: { composer: "rich-textarea .ql-editor", key: ENTER, button: "button.send-button", form: "#composer-form" },
  perplexity: { composer: "#ask-input", key: ENTER, button: '[data-testid="submit-button"]', form: "#composer-form" },
  copilot: { composer: "textarea#userInput", key: ENTER, button: '[data-testid="submit-button"]', form: "#composer-form" },
  mistral: { composer: "#editor .ProseMirror", key: ENTER, button: 'form button[type="submit"]', form: "#composer-form" },
};

export const INSERTS = ["typed", "pasted", "ime"];
export const SENDS = ["key", "button", "requestSubmit"];

/** Cells of the matrix for a site: IME drafts are sent with the key (or the button where there is none). */
export function cellsFor(site) {
  const spec = MATRIX_SITES[site];
  const cells = [];
  for (const insert of ["typed", "pasted"]) {
    for (const send of SENDS) if (send !== "key" || spec.key) cells.push({ insert, send });
  }
  cells.push({ insert: "ime", send: spec.key ? "key" : "button" });
  return cells;
}

async function openComposer(page, site) {
  const spec = MATRIX_SITES[site];
  await page.goto(url(site));
  if (spec.open) await page.locator(spec.open).click();
  const composer = page.locator(spec.composer);
  await composer.waitFor();
  await composer.click();
  return composer;
}

async function insert(page, cdp, how, text) {
  if (how === "typed") {
    await page.keyboard.type(text);
  } else if (how === "pasted") {
    // A real paste: the text on the clipboard, Ctrl+V (trusted events, the editor's own paste path).
    await page.evaluate((t) => navigator.clipboard.writeText(t), text);
    await page.keyboard.press("Control+V");
  } else {
    // An IME: compose, then commit the whole draft at once (what a CJK IME or dictation does).
    await cdp.send("Input.imeSetComposition", { text: text.slice(0, 4), selectionStart: 4, selectionEnd: 4 });
    await cdp.send("Input.insertText", { text });
  }
}

async function send(page, site, how) {
  const spec = MATRIX_SITES[site];
  if (how === "key") await page.keyboard.press(spec.key);
  else if (how === "button") await page.locator(spec.button).click();
  else await page.evaluate((sel) => document.querySelector(sel).requestSubmit(), spec.form);
}

/** The review panel is up: LookTwice's UI in its closed root, read through the content script's world. */
export const panelShown = (page) => reviewPanel(page).isVisible().catch(() => false);
/** The same for builds before issue 15 (the bench's baseline): the UI was an open shadow root. */
export const openRootPanelShown = (page) => page.locator("looktwice-ui .panel").isVisible().catch(() => false);

const recorded = (page, site) => page.evaluate((field) => window.__submissions.map((s) => s[field] ?? s.text ?? ""),
  MATRIX_SITES[site].field || "text");

/**
 * One try: a fresh page, the draft in, sent at once. Returns {outcome: "leaked"|"held"|"sent"|"nothing",
 * submitted: [...texts the page recorded]}. "sent" = something went out without an identifier.
 */
export async function runCell(context, site, { insert: how, send: via }, text = DRAFT, { shown = panelShown } = {}) {
  const page = await context.newPage();
  try {
    await openComposer(page, site);
    const cdp = how === "ime" ? await context.newCDPSession(page) : null;
    await insert(page, cdp, how, text);
    await send(page, site, via);
    const seen = await waitFor(async () => {
      if ((await recorded(page, site)).length) return "sent";
      if (await shown(page)) return "held";
      return null;
    }, { timeout: 15000, interval: 50, what: `${site} ${how}/${via}` }).catch(() => "nothing");
    // Something may still go out after the panel shows (a second handler, a late replay): look again.
    await new Promise((resolve) => setTimeout(resolve, 400));
    const submitted = await recorded(page, site);
    const leaked = submitted.some((s) => IDENTIFIERS.some((id) => s.includes(id)));
    const outcome = leaked ? "leaked" : submitted.length ? "sent" : seen === "held" ? "held" : "nothing";
    return { outcome, submitted };
  } finally {
    await page.close();
  }
}

/** A clean draft typed and sent with the key (or button): checked, then let through. */
export async function runClean(context, site) {
  const spec = MATRIX_SITES[site];
  const page = await context.newPage();
  try {
    await openComposer(page, site);
    await page.keyboard.type(CLEAN);
    await send(page, site, spec.key ? "key" : "button");
    const submitted = await waitFor(async () => {
      const list = await recorded(page, site);
      return list.length ? list : null;
    }, { timeout: 15000, interval: 50, what: `${site} clean draft sent` }).catch(() => []);
    return { outcome: submitted.some((s) => s.includes("rainy day")) ? "sent" : "not_sent", submitted };
  } finally {
    await page.close();
  }
}
