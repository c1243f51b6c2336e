// End to end in real headless Chromium: the real extension, the real native host registered for the test
// profile (looktwice install-host), the real service and the embedded model, on the three test pages.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, renameSync, existsSync } from "node:fs";
import { join } from "node:path";
import { ARTIFACTS, hostPids, startStack, waitForConnection, callBackground } from "./support/stack.mjs";
import {
  SITE_SPECS, url, editorText, highlighted, openCard, openSite, panel, submissions, typeDraft, ui, uiFocused, uiState,
  sentThroughReview, waitFor, waitForHighlights, waitSettled,
} from "./support/page_helpers.mjs";

// Emoji (astral + ZWJ sequence) before every suggestion: offsets must survive the UTF-16 boundary. The
// family of women and a girl is itself a suggestion (it tells the author's sex: cues/gendered_emoji.py),
// replaced by the neutral family; the plain emoji after it stays.
const DRAFT = "Hi 👩‍👩‍👧 😀 I'm a nurse in Dublin. Mail me at jane.doe@example.com or call +1 415 555 0134.";
const TERMS = ["👩‍👩‍👧", "nurse", "Dublin", "jane.doe@example.com", "415 555 0134"];
const SITES = ["chatgpt", "reddit_new", "reddit_old"];

let stack;
before(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  stack = await startStack();
  await waitForConnection(stack);
}, { timeout: 180000 });
after(async () => { await stack?.stop(); }, { timeout: 60000 });

const shot = (page, name) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });

/** Submits and, if LookTwice holds it again for a late model suggestion, applies all and sends. */
async function submitThrough(page, site) {
  const before = (await submissions(page)).length;
  await SITE_SPECS[site].submit(page);
  return sentThroughReview(page, before);
}

describe("the main flow on each site: highlights, accept, held submit, anonymize all", () => {
  for (const site of SITES) {
    test(site, { timeout: 180000 }, async () => {
      const page = await openSite(stack.context, site);
      try {
        await typeDraft(page, site, DRAFT);
        const texts = await waitForHighlights(page, TERMS);
        assert.ok(texts.length >= 4, texts.join(" | "));

        // Accept one through its card (hover), with an emoji before it.
        const card = await openCard(page, "jane.doe@example.com");
        assert.ok(await card.locator(".chip.category").textContent());
        assert.match(await card.locator(".reason").textContent(), /\S/);
        await shot(page, `${site}-card`);
        const replacement = await card.locator(".change ins").textContent();
        await card.locator("button.accept").click();
        const afterAccept = await waitFor(async () => {
          const text = await editorText(page, site);
          return text.includes("jane.doe@example.com") ? null : text;
        }, { what: "the email to be replaced" });
        assert.equal(afterAccept, DRAFT.replace("jane.doe@example.com", replacement === "(remove)" ? "" : replacement));

        // Under review_before_submit the submit is held while suggestions are open.
        await SITE_SPECS[site].submit(page);
        await panel(page).waitFor({ timeout: 15000 });
        assert.equal((await submissions(page)).length, 0, "nothing may be sent while suggestions are open");
        assert.match(await panel(page).locator("h2").textContent(), /could identify you/);
        await shot(page, `${site}-review`);

        let sent;
        if (site === "reddit_new") {
          // From the review panel: Apply all & send.
          await panel(page).locator("button.apply-all").click();
          sent = await sentThroughReview(page, 0);
        } else {
          await panel(page).locator("button.keep").click();
          await ui(page).locator(".pill button.anonymize-all").click();
          await waitFor(async () => {
            const text = await editorText(page, site);
            return TERMS.every((t) => !text.includes(t)) ? text : null;
          }, { what: "Anonymize all to clear the editor" });
          sent = await submitThrough(page, site);
        }
        const submitted = SITE_SPECS[site].submitted(sent);
        for (const term of TERMS) assert.ok(!submitted.includes(term), `submitted "${submitted}" still has ${term}`);
        assert.ok(submitted.includes("Hi 👪 😀 I'm a "), `the rest of the draft is intact: "${submitted}"`);
      } finally {
        await page.close();
      }
    });
  }
});

describe("dismissed suggestions stay dismissed", () => {
  for (const site of SITES) {
    test(site, { timeout: 120000 }, async () => {
      const page = await openSite(stack.context, site);
      try {
        await typeDraft(page, site, DRAFT);
        await waitForHighlights(page, TERMS);
        const card = await openCard(page, "415 555 0134");
        await card.locator("button.dismiss").click();
        await waitFor(async () => !(await highlighted(page)).some((t) => t.includes("415 555 0134")), { what: "dismissal" });
        await page.keyboard.press("End");
        await page.keyboard.type(" Thanks!");
        await waitFor(async () => (await uiState(page)).checking === true, { timeout: 3000 }).catch(() => {});
        await waitSettled(page);
        await new Promise((resolve) => setTimeout(resolve, 1500)); // model suggestions may still arrive
        const texts = await highlighted(page);
        assert.ok(!texts.some((t) => t.includes("415 555 0134")), `dismissed phone is back: ${texts}`);
        assert.ok(texts.some((t) => t.includes("jane.doe@example.com")), `others stay: ${texts}`);
      } finally {
        await page.close();
      }
    });
  }
});

describe("IME composition: the Enter that confirms a composition is never held", () => {
  for (const site of SITES) {
    test(site, { timeout: 120000 }, async () => {
      const page = await openSite(stack.context, site);
      try {
        await typeDraft(page, site, DRAFT + " ");
        await waitForHighlights(page, TERMS);
        await page.evaluate(() => {
          window.__enterKeys = [];
          window.addEventListener("keydown", (e) => {
            if (e.key === "Enter" || e.keyCode === 229) window.__enterKeys.push({ composing: e.isComposing, prevented: e.defaultPrevented });
          });
        });
        const cdp = await stack.context.newCDPSession(page);
        await cdp.send("Input.imeSetComposition", { text: "とうきょう", selectionStart: 5, selectionEnd: 5 });
        await cdp.send("Input.dispatchKeyEvent", { type: "rawKeyDown", key: "Enter", code: "Enter", windowsVirtualKeyCode: 229, nativeVirtualKeyCode: 229 });
        await cdp.send("Input.insertText", { text: "東京" });
        await cdp.send("Input.dispatchKeyEvent", { type: "keyUp", key: "Enter", code: "Enter", windowsVirtualKeyCode: 13 });
        await new Promise((resolve) => setTimeout(resolve, 800));
        assert.equal(await panel(page).count(), 0, "no review panel for a composition Enter");
        assert.deepEqual(await submissions(page), []);
        const keys = await page.evaluate(() => window.__enterKeys);
        assert.ok(keys.length >= 1 && keys.every((k) => !k.prevented), JSON.stringify(keys));
        assert.ok((await editorText(page, site)).includes("東京"));
        // The site's real send afterwards is still held.
        await SITE_SPECS[site].submit(page);
        await panel(page).waitFor({ timeout: 15000 });
        assert.deepEqual(await submissions(page), []);
      } finally {
        await page.close();
      }
    });
  }
});

describe("the host killed and unregistered while the page is open: badge, notice, held submit, reconnect", () => {
  for (const site of SITES) {
  test(site, { timeout: 180000 }, async () => {
  const page = await openSite(stack.context, site);
  const manifest = join(stack.profile, "NativeMessagingHosts", "looktwice.native_host.json");
  const hidden = `${manifest}.hidden`;
  try {
    await typeDraft(page, site, "I'm a nurse. ");
    await waitForHighlights(page, ["nurse"]);
    const tabId = await stack.worker.evaluate(async (u) => (await chrome.tabs.query({ url: u }))[0].id, `${url(site)}*`);

    renameSync(manifest, hidden); // the browser cannot restart it: stays down until we put it back
    const pids = hostPids(stack.home);
    assert.ok(pids.length >= 1, "a host process runs for this profile");
    for (const pid of pids) process.kill(pid, "SIGKILL");

    await waitFor(async () => (await stack.worker.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId)) === "!",
      { what: "the ! badge" });
    await ui(page).locator(".notice").waitFor({ timeout: 15000 });
    assert.match(await ui(page).locator(".notice").textContent(), /host/i);

    // Review policy: with the host down, a send is held and the user is told why.
    await page.locator(SITE_SPECS[site].composer).click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type("Mail me at a.b@example.org");
    await SITE_SPECS[site].submit(page);
    await panel(page).waitFor({ timeout: 20000 });
    assert.match(await panel(page).textContent(), /could not check/i);
    assert.deepEqual(await submissions(page), []);
    await shot(page, `${site}-host-down`);
    await panel(page).locator("button.keep").click();

    // The popup says what is wrong and how to fix it; after the fix, Retry reconnects.
    const popup = await stack.context.newPage();
    await popup.goto(`chrome-extension://${stack.extensionId}/popup/popup.html?tab=${tabId}`);
    await waitFor(async () => /not installed|not reachable/i.test(await popup.locator("#status-title").textContent()), { what: "popup status" });
    assert.match(await popup.locator("#status-detail").textContent(), /make run/);
    renameSync(hidden, manifest);
    await popup.locator("#retry").click();
    await waitFor(async () => (await popup.reload(), /Ready/.test(await popup.locator("#status-title").textContent())), { timeout: 60000, what: "reconnect" });
    await popup.close();

    await page.locator(SITE_SPECS[site].composer).click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" Thanks");
    await waitForHighlights(page, ["a.b@example.org"], 60000);
    await waitFor(async () => !(await ui(page).locator(".notice").count()), { what: "the notice to go" });
  } finally {
    if (existsSync(hidden)) renameSync(hidden, manifest);
    await page.close();
  }
});
  }
});

test("the popup shows the host and model status and this site's mode", { timeout: 60000 }, async () => {
  const page = await openSite(stack.context, "reddit_old");
  try {
    const tabId = await stack.worker.evaluate(async () => (await chrome.tabs.query({ url: "https://old.reddit.com/*" }))[0].id);
    const popup = await stack.context.newPage();
    await popup.setViewportSize({ width: 360, height: 360 });
    await popup.goto(`chrome-extension://${stack.extensionId}/popup/popup.html?tab=${tabId}`);
    await waitFor(async () => /Ready/.test(await popup.locator("#status-title").textContent()), { what: "Ready" });
    assert.match(await popup.locator("#status-detail").textContent(), /Model: .*llama_cpp/);
    assert.equal(await popup.locator("#site-name").textContent(), "reddit.com");
    await waitFor(async () => (await popup.locator("#site-mode").inputValue()) === "review_before_submit", { what: "mode" });
    await popup.screenshot({ path: join(ARTIFACTS, "popup.png") });
    await popup.close();
    const reply = await callBackground(stack, { type: "get_policy", site: "reddit.com" });
    assert.equal(reply.policy.mode, "review_before_submit");
  } finally {
    await page.close();
  }
});

test("keyboard: Alt+Shift+L opens the list, arrows move, Enter accepts; the badge counts", { timeout: 120000 }, async () => {
  const page = await openSite(stack.context, "chatgpt");
  try {
    await typeDraft(page, "chatgpt", DRAFT);
    await waitForHighlights(page, TERMS);
    await waitSettled(page);
    const tabId = await stack.worker.evaluate(async () => (await chrome.tabs.query({ url: "https://chatgpt.com/*" }))[0].id);
    await waitFor(async () => {
      const badge = await stack.worker.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId);
      return badge === String((await uiState(page)).count) ? badge : null;
    }, { what: "the badge to show the open suggestions" });

    await page.keyboard.press("Alt+Shift+KeyL");
    await panel(page).waitFor({ timeout: 5000 });
    const focused = () => uiFocused(page);
    assert.equal((await focused()).tag, "LI");
    await page.keyboard.press("ArrowDown");
    const second = await focused();
    assert.equal(second.tag, "LI");
    const term = TERMS.find((t) => second.text.includes(t));
    assert.ok(term, `second item: ${second.text}`);
    await page.keyboard.press("Enter");
    await waitFor(async () => !(await editorText(page, "chatgpt")).includes(term), { what: `${term} to be replaced by keyboard` });
    await page.keyboard.press("Escape");
    await waitFor(async () => (await panel(page).count()) === 0, { what: "the list to close" });
  } finally {
    await page.close();
  }
});

test("options page: per-site policy saved through the host", { timeout: 60000 }, async () => {
  const options = await stack.context.newPage();
  try {
    await options.setViewportSize({ width: 900, height: 900 });
    await options.goto(`chrome-extension://${stack.extensionId}/options/options.html`);
    const chatgpt = options.locator('.site[data-site="chatgpt.com"]');
    await chatgpt.waitFor();
    await waitFor(async () => /Ready/.test(await options.locator("#engine-status").textContent()), { what: "engine status" });
    // The sites render one by one (a policy fetched each): reddit.com and the seven AI chat sites.
    await waitFor(async () => (await options.locator(".site").count()) === 8, { what: "the eight built-in sites" });
    await chatgpt.locator('input[type="number"]').fill("2");
    await chatgpt.locator("select").nth(1).selectOption("high");
    await chatgpt.locator('input[value="age"]').uncheck();
    await chatgpt.locator("button.primary").click();
    await waitFor(async () => (await chatgpt.locator(".ok").textContent().catch(() => "")) === "Saved.", { what: "Saved." });
    await options.evaluate(() => window.scrollTo(0, 0));
    await options.screenshot({ path: join(ARTIFACTS, "options.png"), fullPage: false });
    const { policy } = await callBackground(stack, { type: "get_policy", site: "chatgpt.com" });
    assert.equal(policy.max_rounds, 2);
    assert.equal(policy.threshold, "high");
    assert.ok(!policy.protect.includes("age"));
    // Invalid input is refused with the reason, nothing stored.
    await chatgpt.locator('input[type="number"]').fill("99");
    await chatgpt.locator("button.primary").click();
    await waitFor(async () => /Not saved: .*max_rounds/.test(await chatgpt.locator(".error").textContent().catch(() => "")), { what: "the refusal" });
    assert.equal((await callBackground(stack, { type: "get_policy", site: "chatgpt.com" })).policy.max_rounds, 2);
    await callBackground(stack, { type: "set_policy", policy: { ...policy, max_rounds: 3, threshold: "medium", protect: [...policy.protect, "age"] } });
  } finally {
    await options.close();
  }
});

test("options page: a model file chosen by path; a bad path is refused and the model stays", { timeout: 120000 }, async () => {
  const options = await stack.context.newPage();
  try {
    await options.goto(`chrome-extension://${stack.extensionId}/options/options.html`);
    await waitFor(async () => /Ready/.test(await options.locator("#engine-status").textContent()), { what: "engine status" });
    const before = (await callBackground(stack, { type: "get_status" })).service.model;
    assert.ok(before.path && before.llm, "the stack runs the embedded model");
    const result = options.locator("#model-result");
    await options.locator("#model-path").fill("/no/such/dir/model.gguf");
    await options.locator("#model-form button.primary").click();
    await waitFor(async () => /Model not changed: model file not found: \/no\/such\/dir\/model\.gguf/.test(await result.textContent()),
      { what: "the refusal" });
    assert.equal(await result.getAttribute("class"), "error");
    assert.deepEqual((await callBackground(stack, { type: "get_status" })).service.model, before);
    // The same file by its full path: loaded again, shown, remembered in config.json.
    await options.locator("#model-path").fill(before.path);
    await options.locator("#model-form button.primary").click();
    await waitFor(async () => /^Now using /.test(await result.textContent()), { what: "the model switch", timeout: 60000 });
    const shown = await options.locator("#engine-details dd").allTextContents();
    assert.ok(shown.includes(before.path), shown.join(" | "));
    const config = JSON.parse(readFileSync(join(stack.home, "config.json"), "utf8"));
    assert.equal(config.model_path, before.path);
    const status = await callBackground(stack, { type: "get_status" });
    assert.equal(status.connection.hello.model.path, before.path);
  } finally {
    await options.close();
  }
});

test("always allow this term: confirmed in the extension's window, stored in the site's allow-list, not flagged again after a reload", { timeout: 120000 }, async () => {
  let page = await openSite(stack.context, "reddit_old");
  try {
    await typeDraft(page, "reddit_old", "I moved to Dublin last year.");
    await waitForHighlights(page, ["Dublin"]);
    const card = await openCard(page, "Dublin");
    const confirmOpened = stack.context.waitForEvent("page", { predicate: (p) => p.url().includes("/confirm/confirm.html"), timeout: 15000 });
    await card.locator("button.allow").click();
    const confirm = await confirmOpened;
    await confirm.locator("#accept").waitFor();
    assert.match(await confirm.locator("#question").textContent(), /Always allow “Dublin” on reddit\.com\?/);
    await shot(confirm, "confirm-allow");
    await confirm.locator("#accept").click();
    await waitFor(async () => !(await highlighted(page)).some((t) => t.includes("Dublin")), { what: "Dublin to be unflagged" });
    const { policy } = await waitFor(async () => {
      const reply = await callBackground(stack, { type: "get_policy", site: "reddit.com" });
      return reply.policy.allow.includes("Dublin") ? reply : null;
    }, { what: "the allow-list to hold Dublin" });
    await page.close();
    page = await openSite(stack.context, "reddit_old");
    await typeDraft(page, "reddit_old", "I moved to Dublin last year. Mail a.b@example.org");
    await waitForHighlights(page, ["a.b@example.org"]);
    await waitSettled(page);
    assert.ok(!(await highlighted(page)).some((t) => t.includes("Dublin")));
    await callBackground(stack, { type: "set_policy", policy: { ...policy, allow: [] } });
  } finally {
    await page.close();
  }
});
