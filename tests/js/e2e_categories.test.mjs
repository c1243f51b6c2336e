// The categories added in session 16 (`secret`, and the beliefs `religion`, `politics`, `sexuality`) and session 21
// (`ethnicity`, `criminal_record`) and session 22 (`trade_union`) end to end in
// real headless Chromium: the real extension, the real native host and service and the real engine, on the
// ChatGPT-like page (a real ProseMirror editor). A draft pasting an API key and stating the author's faith gets
// both flagged with the extension's labels (extension/shared/sites.js LABELS); one click on "Anonymize all" writes
// the engine's stand-ins into the editor; the options page offers the new categories as checkboxes, and unticking
// `secret` there (a policy stored by the host) leaves the key unflagged when the open draft is analysed again.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { callBackground, startStack, waitForConnection } from "./support/stack.mjs";
import {
  editorText, highlighted, openCard, openSite, typeDraft, ui, waitFor, waitForHighlights, waitSettled,
} from "./support/page_helpers.mjs";

const SITE = "chatgpt.com";
const KEY = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";
const BELIEF = "practising Muslim";
const RECORD = "did 18 months in prison";
const ORIGIN = "half Korean";
const UNION = "a union member";
const DRAFT = `why does this fail? export AWS_SECRET_ACCESS_KEY=${KEY} As a ${BELIEF} I fast in Ramadan. I ${RECORD}. `
  + `I've been ${UNION} for years. I'm ${ORIGIN}.`;
const NEW_CATEGORIES = {
  religion: "religion", politics: "political views", sexuality: "sexual orientation", ethnicity: "racial or ethnic origin",
  criminal_record: "criminal record", trade_union: "trade union membership",
  secret: "password or key",
};

let stack;
before(async () => {
  stack = await startStack();
  await waitForConnection(stack);
}, { timeout: 180000 });
after(async () => { await stack?.stop(); }, { timeout: 60000 });

/** The card of the highlight holding `term`: its category chip and its replacement. */
async function cardOf(page, term) {
  const card = await openCard(page, term);
  return { category: await card.locator(".chip.category").textContent(), replacement: await card.locator(".change ins").textContent() };
}

test("an API key, a stated faith, time in prison, a union and an origin: labelled 'password or key', 'religion', "
  + "'criminal record', 'trade union membership' and 'racial or ethnic origin'; Anonymize all writes [API key], "
  + "'spent 18 months away', 'a member' and 'half Asian'",
{ timeout: 120000 }, async () => {
    const page = await openSite(stack.context, "chatgpt");
    try {
      await typeDraft(page, "chatgpt", DRAFT);
      await waitForHighlights(page, [KEY, BELIEF, RECORD, UNION, ORIGIN]);
      const key = await cardOf(page, KEY);
      assert.equal(key.category, NEW_CATEGORIES.secret);
      assert.equal(key.replacement, "[API key]");
      const belief = await cardOf(page, BELIEF);
      assert.equal(belief.category, NEW_CATEGORIES.religion);
      assert.ok(!belief.replacement.includes("Muslim"), `the belief's stand-in still says it: ${belief.replacement}`);
      const record = await cardOf(page, RECORD);
      assert.equal(record.category, NEW_CATEGORIES.criminal_record);
      assert.equal(record.replacement, "spent 18 months away");
      const union = await cardOf(page, UNION);
      assert.equal(union.category, NEW_CATEGORIES.trade_union);
      assert.equal(union.replacement, "a member");
      const origin = await cardOf(page, ORIGIN);
      assert.equal(origin.category, NEW_CATEGORIES.ethnicity);
      assert.equal(origin.replacement, "half Asian");

      await page.mouse.move(0, 0); // the card closes; the pill is not under it
      await ui(page).locator(".pill button.anonymize-all").click();
      const text = await waitFor(async () => {
        const now = await editorText(page, "chatgpt");
        return now.includes(KEY) || now.includes(BELIEF) || now.includes(RECORD) || now.includes(UNION)
          || now.includes(ORIGIN) ? null : now;
      }, { what: "Anonymize all to clear the key, the belief, the record, the union and the origin" });
      assert.ok(text.includes("AWS_SECRET_ACCESS_KEY=[API key]"), `the key's stand-in is in the editor: "${text}"`);
      assert.ok(!/Muslim/.test(text), `the faith is gone: "${text}"`);
      assert.ok(text.includes(belief.replacement), `the belief's stand-in is in the editor: "${text}"`);
      assert.ok(text.includes("I spent 18 months away."), `the record's stand-in is in the editor: "${text}"`);
      assert.ok(!/prison/.test(text), `the prison is gone: "${text}"`);
      assert.ok(text.includes("I've been a member for years."), `the union's stand-in is in the editor: "${text}"`);
      assert.ok(text.endsWith("I'm half Asian."), `the origin's stand-in is in the editor: "${text}"`);
      assert.ok(text.startsWith("why does this fail? export "), `the rest of the draft is intact: "${text}"`);
    } finally {
      await page.close();
    }
  });

test("the options page lists the new categories; unticking 'secret' leaves the key unflagged on the next analysis",
  { timeout: 120000 }, async () => {
    const { policy: before } = await callBackground(stack, { type: "get_policy", site: SITE });
    const page = await openSite(stack.context, "chatgpt");
    const options = await stack.context.newPage();
    try {
      await typeDraft(page, "chatgpt", DRAFT);
      await waitForHighlights(page, [KEY, BELIEF, RECORD, UNION, ORIGIN]);

      await options.goto(`chrome-extension://${stack.extensionId}/options/options.html`);
      const site = options.locator(`.site[data-site="${SITE}"]`);
      await site.waitFor();
      for (const [category, label] of Object.entries(NEW_CATEGORIES)) {
        const box = site.locator(`input[type="checkbox"][value="${category}"]`);
        assert.equal(await box.isChecked(), true, `${category} is protected by default`);
        assert.equal((await site.locator(`label:has(input[value="${category}"])`).textContent()).trim(), label);
      }
      await site.locator('input[value="secret"]').uncheck();
      await site.locator("button.primary").click();
      await waitFor(async () => (await site.locator(".ok").textContent().catch(() => "")) === "Saved.", { what: "Saved." });
      const { policy: stored } = await callBackground(stack, { type: "get_policy", site: SITE });
      assert.ok(!stored.protect.includes("secret"), `the host stored: ${stored.protect}`);
      assert.ok(stored.protect.includes("religion"), `the host stored: ${stored.protect}`);

      // The open draft, changed, is analysed again under the stored policy.
      await page.bringToFront();
      await page.locator("#prompt-textarea").click();
      await page.keyboard.press("Control+End");
      await page.keyboard.type(" Thanks!");
      await waitFor(async () => !(await highlighted(page)).some((t) => t.includes(KEY)), { what: "the key to be unflagged" });
      await waitSettled(page);
      await new Promise((resolve) => setTimeout(resolve, 1500)); // model suggestions may still arrive
      const texts = await highlighted(page);
      assert.ok(!texts.some((t) => t.includes(KEY)), `the key is flagged again: ${texts}`);
      assert.ok(texts.some((t) => t.includes(BELIEF)), `the faith stays flagged: ${texts}`);
    } finally {
      await options.close();
      await page.close();
      await callBackground(stack, { type: "set_policy", policy: before });
    }
  });
