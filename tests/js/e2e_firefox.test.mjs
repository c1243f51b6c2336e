// The main flow in real Firefox (Debian firefox-esr over WebDriver BiDi, puppeteer-core): the Firefox build
// installed as a temporary add-on, the real native host registered in HOME/.mozilla/native-messaging-hosts,
// the real service and model. Suggestions appear, a send is held for review, Apply all & send sends the
// anonymized draft; a draft put into new Reddit's freshly mounted Lexical box and sent at once is held; on a
// site the user enabled, the own model of Slate, Draft.js (also set up like X's composer) and CKEditor 5 takes
// "Anonymize all", a Slate that refuses it holds the send, and so does a Draft.js that takes the first edit
// of the batch and drops the rest.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { firefoxAvailable, startFirefoxStack } from "./support/firefox_stack.mjs";
import { ffClick, ffCount, ffPanelText, ffUi } from "./support/firefox_ui.mjs";
import { waitFor } from "./support/page_helpers.mjs";

const DRAFT = "Hi 😀 I'm a nurse in Dublin. Mail me at jane.doe@example.com or call +1 415 555 0134.";
const TERMS = ["jane.doe@example.com", "415 555 0134"];
const EDITORS_ORIGIN = "https://editors.looktwice.test";

let stack;
before(async () => {
  // make test installs it (scripts/install-firefox.sh); a missing browser fails here, it is not skipped.
  assert.ok(firefoxAvailable(), "firefox-esr is not installed: run scripts/install-firefox.sh");
  stack = await startFirefoxStack({ enable: { origin: EDITORS_ORIGIN, mode: "review_before_submit" } });
}, { timeout: 240000 });
after(async () => { await stack?.stop(); }, { timeout: 60000 });

// LookTwice's UI is in a closed shadow root (issue 15), read through BiDi references (support/firefox_ui.mjs).
const uiState = async (page) => ({ count: await ffCount(page), panel: await ffPanelText(page) });
const submissions = (page) => page.evaluate(() => window.__submissions);

test("Firefox: suggestions, a held send, Apply all & send on the ChatGPT page", { timeout: 180000 }, async () => {
  const page = await stack.browser.newPage();
  try {
    await page.goto(stack.url("chatgpt"));
    await page.locator("#prompt-textarea").click();
    await page.keyboard.type(DRAFT);
    await waitFor(async () => (await uiState(page)).count >= 2,
      { timeout: 150000, what: "suggestions in Firefox (the first draft also starts the host and the service)" });

    await page.keyboard.press("Enter");
    const held = await waitFor(async () => (await uiState(page)).panel, { timeout: 20000, what: "the review panel" });
    assert.match(held, /could identify you/);
    // The page's mode is review_before_submit: the send is held with the review panel (not applied silently).
    assert.match((await ffUi(page, ".panel")).cls, /\breview\b/);
    assert.deepEqual(await submissions(page), []);

    // The applied text is checked again before it goes: a model finding on it, late on a slow machine, holds
    // it once more with the review panel, and that is applied too (at most three rounds).
    let sent;
    for (let round = 0; round < 3 && !sent; round++) {
      await ffClick(page, ".panel button.apply-all");
      const outcome = await waitFor(async () => {
        const last = (await submissions(page)).at(-1);
        if (last) return { last };
        return (await ffUi(page, ".panel button.apply-all")).visible ? { held: true } : null;
      }, { timeout: 30000, what: "the anonymized send" }).catch(async (error) => {
        throw new Error(`${error.message}; the panel says "${(await uiState(page)).panel}"`);
      });
      sent = outcome.last;
    }
    assert.ok(sent, `never sent; the panel says "${(await uiState(page)).panel}"`);
    for (const term of TERMS) assert.ok(!sent.text.includes(term), `sent "${sent.text}" still has ${term}`);
    assert.ok(sent.text.includes("😀"), "the rest of the draft is intact");
  } finally {
    await page.close();
  }
});

test("Firefox: a draft typed into new Reddit's just-mounted Lexical comment box and sent at once is held", { timeout: 120000 }, async () => {
  const page = await stack.browser.newPage();
  try {
    await page.goto(stack.url("reddit_comment"));
    await page.locator("comment-composer-host .trigger").click();
    await page.locator("comment-composer-host [data-lexical-editor]").click();
    await page.keyboard.type("Mail me at jane.doe@example.com");
    await page.keyboard.down("Control");
    await page.keyboard.press("Enter");
    await page.keyboard.up("Control");
    const held = await waitFor(async () => (await submissions(page)).length ? "sent" : (await uiState(page)).panel ? "held" : null,
      { timeout: 20000, what: "held or sent" });
    await new Promise((resolve) => setTimeout(resolve, 400));
    assert.equal(held, "held", JSON.stringify(await submissions(page)));
    assert.deepEqual(await submissions(page), []);
  } finally {
    await page.close();
  }
});

// The editors of sites the user enables (e2e_editors.test.mjs runs them all in Chromium): each page sends
// its editor's own model (window.__editorText()); ?revert=1 makes the editor take only what it saw typed.
const EDITORS = { slate: "[data-slate-editor]", draft: ".public-DraftEditor-content", ckeditor: ".ck-editor__editable",
  x_draft: ".public-DraftEditor-content" };
const modelText = (page) => page.evaluate(() => window.__editorText());
const EDITOR_DRAFT = "Mail me at jane.doe@example.com or call +1 415 555 0134, I moved to Dublin.";

for (const [name, editable] of Object.entries(EDITORS)) {
  test(`Firefox: ${name} on a site the user enabled: held unchecked, Anonymize all changes its model, sent anonymized`, { timeout: 120000 }, async () => {
    const page = await stack.browser.newPage();
    try {
      await page.goto(stack.url(name));
      await page.locator(editable).click();
      await page.keyboard.type(EDITOR_DRAFT);
      await page.locator("button[type=submit]").click();
      await waitFor(async () => (await uiState(page)).panel, { timeout: 20000, what: "the held send's panel" });
      assert.deepEqual(await submissions(page), []);
      await waitFor(async () => (await uiState(page)).count >= 2, { timeout: 60000, what: "suggestions" });
      await ffClick(page, ".panel button.keep");
      await ffClick(page, ".pill button.anonymize-all");
      const anonymized = await waitFor(async () => {
        const text = await modelText(page);
        return TERMS.some((t) => text.includes(t)) ? null : text;
      }, { timeout: 10000, what: `${name}'s model without the identifiers` });
      await page.locator("button[type=submit]").click();
      const sent = await waitFor(async () => (await submissions(page)).at(-1), { timeout: 30000, what: "the send" });
      assert.equal(sent.text, anonymized);
    } finally {
      await page.close();
    }
  });
}

/** Submitting is held with the panel saying why, and the page sends nothing. */
async function sendIsHeld(page) {
  await page.locator("button[type=submit]").click();
  await waitFor(async () => /could not apply/i.test((await uiState(page)).panel || ""), { timeout: 20000, what: "the held send's panel" });
  await new Promise((resolve) => setTimeout(resolve, 400));
  assert.deepEqual(await submissions(page), []);
}

test("Firefox: a Slate that refuses LookTwice's edits: the user is told and the send stays held", { timeout: 120000 }, async () => {
  const page = await stack.browser.newPage();
  try {
    await page.goto(`${stack.url("slate")}?revert=1`);
    await page.locator(EDITORS.slate).click();
    await page.keyboard.type(EDITOR_DRAFT);
    await waitFor(async () => (await uiState(page)).count >= 2, { timeout: 60000, what: "suggestions" });
    await ffClick(page, ".pill button.anonymize-all");
    await waitFor(async () => /could not apply/i.test((await ffUi(page, ".notice")).text || ""), { timeout: 10000, what: "the notice" });
    assert.ok((await modelText(page)).includes(TERMS[0]), "Slate's model changed after all");
    await sendIsHeld(page);
  } finally {
    await page.close();
  }
});

test("Firefox: a Draft.js that takes the first edit of a batch and drops the rest: told and held", { timeout: 120000 }, async () => {
  const page = await stack.browser.newPage();
  try {
    await page.goto(`${stack.url("draft")}?first-only=1`);
    await page.locator(EDITORS.draft).click();
    // Two paragraphs: two edits in one batch.
    await page.keyboard.type("Mail me at jane.doe@example.com today.");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Or call +1 415 555 0134, I moved to Dublin.");
    await waitFor(async () => (await uiState(page)).count >= 2, { timeout: 60000, what: "suggestions" });
    await ffClick(page, ".pill button.anonymize-all");
    await waitFor(async () => /could not apply/i.test((await ffUi(page, ".notice")).text || ""), { timeout: 10000, what: "the notice" });
    const model = await modelText(page);
    assert.ok(model.includes(TERMS[0]) && !model.includes(TERMS[1]), `Draft's model: "${model}"`);
    await sendIsHeld(page);
  } finally {
    await page.close();
  }
});
