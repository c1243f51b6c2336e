// A site LookTwice does not know, enabled the way a user does it: the popup's "Enable LookTwice here"
// (optional host permission + registered content scripts), then the generic adapter on a <textarea> and a
// contenteditable; `suggest` never blocks, `auto_on_submit` anonymizes and verifies before sending.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { ARTIFACTS, startStack, waitForConnection } from "./support/stack.mjs";
import { contentRunning, highlighted, submissions, uiState, waitFor, waitForHighlights } from "./support/page_helpers.mjs";

const ORIGIN = "https://forum.looktwice.test";
const DRAFT = "Greetings 😀 I'm a nurse in Dublin, write to jane.doe@example.com";
const TERMS = ["nurse", "Dublin", "jane.doe@example.com"];

let stack;
before(async () => {
  stack = await startStack({ grantOrigins: [`${ORIGIN}/*`] });
  await waitForConnection(stack);
}, { timeout: 180000 });
after(async () => { await stack?.stop(); }, { timeout: 60000 });

async function openPopupFor(tabUrlPattern) {
  const tabId = await stack.worker.evaluate(async (url) => (await chrome.tabs.query({ url }))[0].id, tabUrlPattern);
  const popup = await stack.context.newPage();
  await popup.setViewportSize({ width: 360, height: 360 });
  await popup.goto(`chrome-extension://${stack.extensionId}/popup/popup.html?tab=${tabId}`);
  return popup;
}

test("enable a new site from the popup, suggest mode, then anonymize on submit", { timeout: 180000 }, async () => {
  const page = await stack.context.newPage();
  await page.goto(`${ORIGIN}/`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  assert.equal(await contentRunning(page), false, "not active before the user enables the site");

  const popup = await openPopupFor(`${ORIGIN}/*`);
  await popup.locator("#enable").waitFor();
  assert.equal(await popup.locator("#site-name").textContent(), "forum.looktwice.test");
  await popup.screenshot({ path: join(ARTIFACTS, "popup-enable.png") });
  await popup.locator("#enable").click();
  await popup.locator("#site-mode-row").waitFor();
  assert.equal(await popup.locator("#site-mode").inputValue(), "suggest");
  assert.ok(await popup.locator("#site-enable").isHidden());

  // Active at once in the open tab (no reload), on both kinds of editor.
  await page.locator(".editor").click();
  await page.keyboard.type(DRAFT);
  await waitForHighlights(page, TERMS);
  await page.locator("textarea[name=subject]").click();
  await page.keyboard.type("Call +1 415 555 0134");
  await waitForHighlights(page, ["415 555 0134"]);

  // suggest: never blocks.
  await page.locator("button[type=submit]").click();
  const first = await waitFor(async () => (await submissions(page))[0], { what: "an unblocked submission", timeout: 5000 });
  assert.ok(first.body.includes("jane.doe@example.com"));

  // The registration survives a reload.
  await page.reload();
  await page.locator(".editor").click();
  await page.keyboard.type(DRAFT);
  await waitForHighlights(page, TERMS);

  // auto_on_submit: apply everything, verify the editor, then send.
  await popup.reload();
  await popup.locator("#site-mode-row").waitFor();
  await popup.locator("#site-mode").selectOption("auto_on_submit");
  await waitFor(async () => (await uiState(page)).mode === "auto_on_submit", { what: "the new mode" });
  await page.locator("button[type=submit]").click();
  const sent = await waitFor(async () => (await submissions(page))[0], { what: "the automatic submission", timeout: 20000 });
  for (const term of TERMS) assert.ok(!sent.body.includes(term), `sent "${sent.body}" still has ${term}`);
  assert.ok(sent.body.includes("😀"));
  assert.deepEqual((await highlighted(page)).filter((t) => TERMS.some((term) => t.includes(term))), []);
  await popup.close();
  await page.close();
});
