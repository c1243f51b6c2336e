// The editors users meet on sites they enable themselves, in real headless Chromium with the real extension,
// host, service and model: Slate (slate-react), Draft.js, CKEditor 5 (classic editor over a textarea) and a
// React-controlled <textarea>, each on a page of a host LookTwice does not know, enabled with
// "review before submit" as the popup's "Enable LookTwice here" does. For each editor: a draft sent before it
// was checked is held; its identifiers are highlighted; one click on "Anonymize all" changes the editor's
// own model (read through the editor's API in the page, not the DOM) and the send that follows carries the
// anonymized text. With ?revert=1 the editor takes only what it saw typed: the extension must notice that
// its edit did not stick, say so, and hold the send (never a silent pass). Slate with ?trusted-only=1 ignores
// a script's beforeinput: the edit must still reach its model, not only its DOM. x_draft is Draft.js set up
// the way X's composer behaves (its own beforeinput and paste handlers, decorators; x_draft_editor.mjs).
// "Anonymize all" is one batch of edits: with ?first-only=1 the editor takes its first edit and drops the
// rest, which must be caught like a wholly refused write.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { callBackground, startStack, waitForConnection } from "./support/stack.mjs";
import { inExtension, panel, sentThroughReview, submissions, ui, url, waitFor, waitForHighlights } from "./support/page_helpers.mjs";
import { DRAFT, IDENTIFIERS } from "./support/submit_matrix.mjs";

const ORIGIN = "https://editors.looktwice.test";
// Where the user clicks to type, per page (the editor's own editable element).
const EDITORS = {
  slate: "[data-slate-editor]",
  draft: ".public-DraftEditor-content",
  ckeditor: ".ck-editor__editable",
  react_textarea: "textarea[name=body]",
  x_draft: ".public-DraftEditor-content",
};
const modelText = (page) => page.evaluate(() => window.__editorText());
const hasIdentifier = (text) => IDENTIFIERS.some((id) => text.includes(id));

let stack;
before(async () => {
  stack = await startStack({ grantOrigins: [`${ORIGIN}/*`] });
  await stack.context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await waitForConnection(stack);
  const { policy } = await callBackground(stack, { type: "enable_site", url: `${ORIGIN}/`, mode: "review_before_submit" });
  assert.equal(policy.mode, "review_before_submit");
}, { timeout: 180000 });
after(async () => { await stack?.stop(); }, { timeout: 60000 });

async function openEditor(name, query = "") {
  const page = await stack.context.newPage();
  await page.goto(url(name) + query);
  await page.locator(EDITORS[name]).click();
  return page;
}

/** What LookTwice reads from the page's one watched box (its adapter, through the DOM). */
const extensionText = (page) => inExtension(page, (LT) => [...LT.content.sessions.values()].map((s) => s.read()));

/** Submitting is held with the panel saying why, and the page sends nothing (`why`: the assertion's message). */
async function sendIsHeld(page, why) {
  await page.locator("button[type=submit]").click();
  await waitFor(async () => /could not apply/i.test(await panel(page).textContent().catch(() => "")),
    { what: "the held send's panel saying why", timeout: 20000 });
  await new Promise((resolve) => setTimeout(resolve, 400));
  assert.deepEqual(await submissions(page), [], why);
}

for (const name of Object.keys(EDITORS)) {
  describe(name, () => {
    test("held unchecked; highlights; Anonymize all changes the editor's model; the send carries it", { timeout: 90000 }, async () => {
      const page = await openEditor(name);
      try {
        await page.keyboard.type(DRAFT);
        await page.locator("button[type=submit]").click();
        await panel(page).waitFor({ timeout: 20000 });
        assert.deepEqual(await submissions(page), [], "an unchecked draft was sent");
        await waitForHighlights(page, IDENTIFIERS);
        await panel(page).locator("button.keep").click();

        await ui(page).locator(".pill button.anonymize-all").click();
        const anonymized = await waitFor(async () => {
          const text = await modelText(page);
          return hasIdentifier(text) ? null : text;
        }, { what: "the editor's model without the identifiers", timeout: 10000 });
        assert.ok(anonymized.includes("Mail me at"), `the model lost the rest of the draft: "${anonymized}"`);
        assert.deepEqual(await extensionText(page), [anonymized], "the model and what LookTwice reads differ");

        await page.locator("button[type=submit]").click();
        const sent = await sentThroughReview(page, 0);
        assert.ok(!hasIdentifier(sent.text), `sent "${sent.text}"`);
        assert.ok(sent.text.startsWith(anonymized.split(",")[0]), `sent "${sent.text}", the model held "${anonymized}"`);
        if (name === "ckeditor") assert.ok(!hasIdentifier(sent.body), `the form's textarea sent "${sent.body}"`);
      } finally {
        await page.close();
      }
    });

    test("an editor that reverts LookTwice's edits: the user is told and the send stays held", { timeout: 90000 }, async () => {
      const page = await openEditor(name, "?revert=1");
      try {
        await page.keyboard.type(DRAFT);
        await waitForHighlights(page, IDENTIFIERS);
        await ui(page).locator(".pill button.anonymize-all").click();
        await waitFor(async () => /could not apply/i.test(await ui(page).locator(".notice").textContent().catch(() => "")),
          { what: "the write-failure notice", timeout: 10000 });
        assert.ok(hasIdentifier(await modelText(page)), "the page's editor changed after all");
        await sendIsHeld(page, "sent although LookTwice's edit did not stick");
      } finally {
        await page.close();
      }
    });
  });
}

for (const insert of ["typed", "pasted"]) {
  test(`slate that ignores a script's beforeinput, draft ${insert}: LookTwice must not write its DOM behind its model`, { timeout: 90000 }, async () => {
    // execCommand fires no beforeinput: on Slate it changes the DOM and not the model, so the page would send
    // the original while LookTwice reads the anonymized text. LookTwice pastes first, which Slate takes.
    const page = await openEditor("slate", "?trusted-only=1");
    try {
      if (insert === "typed") await page.keyboard.type(DRAFT);
      else {
        await page.evaluate((text) => navigator.clipboard.writeText(text), DRAFT);
        await page.keyboard.press("Control+V");
      }
      await waitForHighlights(page, IDENTIFIERS);
      await ui(page).locator(".pill button.anonymize-all").click();
      const anonymized = await waitFor(async () => {
        const text = await modelText(page);
        return hasIdentifier(text) ? null : text;
      }, { what: "Slate's model without the identifiers", timeout: 10000 });
      assert.deepEqual(await extensionText(page), [anonymized], "Slate's model and what LookTwice reads differ");
      await page.locator("button[type=submit]").click();
      const sent = await sentThroughReview(page, 0);
      assert.equal(sent.text, anonymized);
    } finally {
      await page.close();
    }
  });
}

for (const name of ["draft", "x_draft"]) {
  test(`${name} takes the first edit of a batch and drops the rest: the user is told and the send stays held`, { timeout: 90000 }, async () => {
    // Two paragraphs: their findings are two edits of one batch (findings inside one text node are one).
    const page = await openEditor(name, "?first-only=1");
    try {
      await page.keyboard.type("Mail me at jane.doe@example.com today.\nOr call +1 415 555 0134, I moved to Dublin.");
      await waitForHighlights(page, IDENTIFIERS);
      await ui(page).locator(".pill button.anonymize-all").click();
      await waitFor(async () => /could not apply/i.test(await ui(page).locator(".notice").textContent().catch(() => "")),
        { what: "the write-failure notice", timeout: 10000 });
      const model = await modelText(page);
      assert.ok(!model.includes(IDENTIFIERS[1]) && model.includes(IDENTIFIERS[0]),
        `the editor should hold the first edit (the last finding) only: "${model}"`);
      await sendIsHeld(page, "sent although part of the batch did not stick");
    } finally {
      await page.close();
    }
  });
}

test("x_draft that ignores a script's beforeinput: the edit reaches Draft's model through X's paste handler", { timeout: 90000 }, async () => {
  const page = await openEditor("x_draft", "?trusted-only=1");
  try {
    await page.keyboard.type(DRAFT);
    await waitForHighlights(page, IDENTIFIERS);
    await ui(page).locator(".pill button.anonymize-all").click();
    const anonymized = await waitFor(async () => {
      const text = await modelText(page);
      return hasIdentifier(text) ? null : text;
    }, { what: "Draft's model without the identifiers", timeout: 10000 });
    assert.ok(anonymized.startsWith("Mail me at ") && anonymized.includes(" or call "), `the model: "${anonymized}"`);
    assert.deepEqual(await extensionText(page), [anonymized], "Draft's model and what LookTwice reads differ");
    await page.locator("button[type=submit]").click();
    const sent = await sentThroughReview(page, 0);
    assert.equal(sent.text, anonymized);
  } finally {
    await page.close();
  }
});
