// A store the service cannot use (here: a directory in place of store.bin) must not stop LookTwice: drafts
// are still checked with the default policies, and the popup names the problem and the way out.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ARTIFACTS, startStack, waitForConnection } from "./support/stack.mjs";
import { openSite, typeDraft, waitFor, waitForHighlights } from "./support/page_helpers.mjs";

let stack;
before(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  stack = await startStack();
  mkdirSync(join(stack.home, "store.bin")); // before the host starts the service
  await waitForConnection(stack);
}, { timeout: 180000 });
after(async () => { await stack?.stop(); }, { timeout: 60000 });

test("the popup names a store problem; drafts are still checked", { timeout: 120000 }, async () => {
  const page = await openSite(stack.context, "reddit_old");
  try {
    await typeDraft(page, "reddit_old", "Mail me at jane.doe@example.com");
    await waitForHighlights(page, ["jane.doe@example.com"]);
    const tabId = await stack.worker.evaluate(async () => (await chrome.tabs.query({ url: "https://old.reddit.com/*" }))[0].id);
    const popup = await stack.context.newPage();
    await popup.setViewportSize({ width: 360, height: 420 });
    await popup.goto(`chrome-extension://${stack.extensionId}/popup/popup.html?tab=${tabId}`);
    const problem = popup.locator("#store-problem");
    await waitFor(() => problem.isVisible(), { what: "the store problem in the popup" });
    const text = await problem.textContent();
    assert.match(text, /settings cannot be used \((inaccessible|key_missing)\)/);
    assert.match(text, /looktwice reset-store/);
    assert.match(text, /still checked/);
    await popup.screenshot({ path: join(ARTIFACTS, "popup-store-problem.png") });
    await popup.close();
  } finally {
    await page.close();
  }
});
