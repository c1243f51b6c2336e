// A hostile page against LookTwice in real headless Chromium (issue 15): the page's own script hovers the
// highlights with synthetic events, clicks where LookTwice's buttons are (card: Accept / Dismiss / Always
// allow; review panel: Send anyway / Apply all & send; pill), dispatches the keyboard shortcut and keys,
// patches attachShadow before LookTwice loads, and reads everything it can: the DOM, shadow roots,
// CSS.highlights, style sheets, text. Nothing may change — the allow-list and policies read back from the
// service itself (HTTP, token) are unchanged, nothing is sent, the draft is untouched, no confirmation
// window opens — and nothing LookTwice-specific may be readable. A real user's clicks (the control) do work.
import { after, before, describe, test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ARTIFACTS, startStack, waitForConnection } from "./support/stack.mjs";
import {
  SITE_SPECS, editorText, highlightRect, inExtension, openCard, panel, submissions, typeDraft, ui, uiState, url,
  waitFor, waitForHighlights, waitSettled,
} from "./support/page_helpers.mjs";

const DRAFT = "I'm a nurse in Dublin. Mail me at jane.doe@example.com";
const TERMS = ["Dublin", "jane.doe@example.com"];
const SITES = ["reddit_old", "chatgpt", "reddit_new"];
const SITE_KEYS = { reddit_old: "reddit.com", reddit_new: "reddit.com", chatgpt: "chatgpt.com" };

let stack;
before(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  stack = await startStack();
  await waitForConnection(stack);
}, { timeout: 180000 });
after(async () => { await stack?.stop(); }, { timeout: 60000 });

/** The service's own answer (not the extension's cache): every stored policy, and this site's. */
async function servicePolicies(site) {
  const token = readFileSync(join(stack.home, "token"), "utf8").trim();
  const get = async (path) => {
    const response = await fetch(`http://127.0.0.1:${stack.servicePort}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    assert.equal(response.status, 200, `${path}: ${response.status}`);
    return response.json();
  };
  return { all: await get("/v1/policies"), site: await get(`/v1/policies?site=${encodeURIComponent(site)}`) };
}

/** Runs in the page's own (main) world before any other script: a page that wants to see inside. */
function trapShadowRoots() {
  const attach = Element.prototype.attachShadow;
  window.__trappedRoots = [];
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, { ...init, mode: "open" });
    window.__trappedRoots.push(root);
    return root;
  };
  window.__highlightSets = [];
  // What the page itself built, before any content script (they run at document_idle, after this).
  document.addEventListener("DOMContentLoaded", () => {
    window.__pageElements = [...document.querySelectorAll("*")];
    window.__pageMentions = (document.documentElement.outerHTML.match(/looktwice/gi) || []).length;
  });
  if (globalThis.CSS?.highlights) {
    const set = CSS.highlights.set.bind(CSS.highlights);
    CSS.highlights.set = (name, value) => { window.__highlightSets.push(name); return set(name, value); };
  }
}

/**
 * The attack, in the page's main world. `targets` are points the attacker aims at (we hand it the real
 * positions of LookTwice's controls: a stronger attacker than one that has to guess them).
 */
async function attack(targets) {
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const mouse = (el, type, { x, y }) => {
    const Ctor = type.startsWith("pointer") ? PointerEvent : MouseEvent;
    el.dispatchEvent(new Ctor(type, { bubbles: true, composed: true, cancelable: true, clientX: x, clientY: y, view: window, button: 0 }));
  };
  const key = (el, init) => {
    for (const type of ["keydown", "keypress", "keyup"]) {
      el.dispatchEvent(new KeyboardEvent(type, { bubbles: true, composed: true, cancelable: true, ...init }));
    }
  };
  // Hover the highlights, then click at every control, through every element found there.
  for (const point of targets.hover) {
    const el = document.elementFromPoint(point.x, point.y) || document.body;
    for (const type of ["pointerover", "pointerenter", "mouseover", "mouseenter", "pointermove", "mousemove"]) {
      mouse(el, type, point);
      mouse(document, type, point);
    }
  }
  await sleep(400);
  const hits = [];
  for (const point of targets.click) {
    const el = document.elementFromPoint(point.x, point.y);
    hits.push(el ? el.tagName.toLowerCase() : null);
    for (const target of [el, document.documentElement.lastElementChild].filter(Boolean)) {
      for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup", "click"]) mouse(target, type, point);
      target.click?.();
      target.focus?.();
      key(target, { key: "Enter", code: "Enter" });
      key(target, { key: " ", code: "Space" });
    }
    await sleep(100);
  }
  // The exploit: through an element's shadowRoot, click every button of LookTwice's UI directly.
  const known = new Set(window.__pageElements || []);
  let reachable = 0;
  for (const el of document.querySelectorAll("*")) {
    if (known.has(el) || !el.shadowRoot) continue;
    for (const button of el.shadowRoot.querySelectorAll("button, [tabindex]")) {
      reachable += 1;
      button.click();
      key(button, { key: "Enter", code: "Enter" });
    }
  }
  // The keyboard shortcut into the suggestion list, then keys that would accept or dismiss in it.
  const editor = document.activeElement || document.body;
  for (const target of [editor, document, window]) {
    key(target, { key: "L", code: "KeyL", altKey: true, shiftKey: true });
  }
  await sleep(200);
  for (const k of [{ key: "Tab", code: "Tab" }, { key: "ArrowDown", code: "ArrowDown" }, { key: "Enter", code: "Enter" },
    { key: "Delete", code: "Delete" }, { key: "Escape", code: "Escape" }]) {
    key(document.documentElement.lastElementChild || document, k);
    key(window, k);
  }
  await sleep(300);
  return { hits, reachable };
}

/** Everything the page's main world can read that could be LookTwice's. */
function pageView(secrets) {
  const known = new Set(window.__pageElements || []);
  const trees = [document];
  const seen = [];
  for (let i = 0; i < trees.length; i++) {
    for (const el of trees[i].querySelectorAll("*")) {
      seen.push(el);
      if (el.shadowRoot) trees.push(el.shadowRoot);
    }
  }
  const mention = (text) => /looktwice/i.test(String(text));
  const mentions = (text) => (String(text).match(/looktwice/gi) || []).length;
  // New since load, outside what the page itself makes (its editors' content, its submissions list).
  const extra = seen.filter((el) => !known.has(el) && el.closest("#submissions, [contenteditable]") === null &&
    !(el.getRootNode() instanceof ShadowRoot));
  // Custom-named elements with a closed root: attachShadow throws on them (a probe a page can run).
  const closedHosts = seen.filter((el) => el.tagName.includes("-")).filter((el) => {
    if (el.shadowRoot) return false;
    try {
      el.attachShadow({ mode: "open" }).host; // succeeds on our own probes only if the element had none
      return false;
    } catch {
      return true; // a closed root exists here (or the element cannot host one)
    }
  });
  const styles = [];
  for (const tree of trees) {
    for (const sheet of tree.styleSheets || []) {
      try {
        for (const rule of sheet.cssRules) styles.push(rule.cssText);
      } catch { /* cross-origin */ }
    }
    for (const sheet of tree.adoptedStyleSheets || []) for (const rule of sheet.cssRules) styles.push(rule.cssText);
  }
  const html = trees.map((t) => (t === document ? document.documentElement.outerHTML : t.innerHTML)).join("\n");
  const text = document.documentElement.innerText;
  return {
    extraElements: extra.map((el) => ({
      tag: el.tagName.toLowerCase(),
      attributes: [...el.attributes].map((a) => `${a.name}=${a.value}`),
      shadowRootReadable: el.shadowRoot !== null,
      childNodes: el.childNodes.length,
      rect: (({ width, height }) => ({ width, height }))(el.getBoundingClientRect()),
    })),
    closedRootHosts: closedHosts.map((el) => el.tagName.toLowerCase()),
    trappedRoots: (window.__trappedRoots || []).filter((r) => r.host && extra.includes(r.host)).length,
    highlightNames: globalThis.CSS?.highlights ? [...CSS.highlights.keys()] : [],
    highlightSets: window.__highlightSets || [],
    highlightRules: styles.filter((r) => r.includes("::highlight")),
    mentionsInStyles: styles.filter(mention).length,
    // The test pages name LookTwice in their titles: count what appeared since the page loaded.
    newMentionsInMarkup: mentions(html) - (window.__pageMentions || 0),
    attributesMentioning: seen.flatMap((el) => [...el.attributes].filter((a) => mention(a.name) || mention(a.value)).map((a) => a.name)),
    // What LookTwice shows only in its own UI: the card's category chip and replacement text.
    secretsInMarkup: secrets.filter((s) => html.includes(s)),
    secretsInText: secrets.filter((s) => text.includes(s)),
  };
}

/** Center of the first element matching `selector` inside LookTwice's closed root, or null. */
const controlPoint = (page, selector) => inExtension(page, (LT, sel) => {
  const el = LT.content.ui.root.querySelector(sel);
  if (!el || !el.getClientRects().length) return null;
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}, selector);

async function openPage(site) {
  const page = await stack.context.newPage();
  await page.addInitScript(trapShadowRoots);
  await page.goto(url(site));
  await page.locator(SITE_SPECS[site].composer).waitFor();
  return page;
}

const confirmWindows = () => stack.context.pages().filter((p) => p.url().includes("/confirm/confirm.html"));

describe("a hostile page script can neither act for the user nor read what LookTwice found", () => {
  for (const site of SITES) {
    test(site, { timeout: 240000 }, async () => {
      const siteKey = SITE_KEYS[site];
      const page = await openPage(site);
      try {
        await typeDraft(page, site, DRAFT);
        await waitForHighlights(page, TERMS);
        await waitSettled(page);
        const before = await servicePolicies(siteKey);
        const draftBefore = await editorText(page, site);
        const stateBefore = await uiState(page);
        assert.ok(stateBefore.count >= 2, JSON.stringify(stateBefore));

        // 1. Synthetic hover over the highlights opens nothing.
        const hover = [];
        for (const term of TERMS) {
          const r = await highlightRect(page, term);
          hover.push({ x: r.x + r.w / 2, y: r.y + r.h / 2 });
        }
        await page.evaluate(attack, { hover, click: [] });
        assert.equal(await inExtension(page, (LT) => LT.content.ui.card !== null), false, "a synthetic hover opened the card");

        // 2. A real hover opens the card; the page clicks where its buttons are.
        const card = await openCard(page, "Dublin");
        const secrets = [await card.locator(".chip.category").textContent(), await card.locator(".change ins").textContent(),
          await card.locator(".reason").textContent()].filter((s) => s && s.length > 3);
        const click = [];
        for (const sel of [".card button.allow", ".card button.dismiss", ".card button.accept", ".pill button.anonymize-all", ".pill .list-button"]) {
          const point = await controlPoint(page, sel);
          if (point) click.push(point);
        }
        assert.ok(click.length >= 4, "the attacker has the controls' positions");
        const { hits, reachable } = await page.evaluate(attack, { hover, click });
        assert.equal(reachable, 0, "the page reached LookTwice's buttons through a shadow root");
        // Even a script holding references to the controls (as an open root would give it) gets nothing
        // from synthetic clicks and keys: every control acts on trusted events only.
        await inExtension(page, (LT) => {
          for (const el of LT.content.ui.root.querySelectorAll("button")) {
            el.click();
            el.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, composed: true }));
          }
          LT.content.ui.root.querySelector(".card")?.dispatchEvent(new MouseEvent("mouseleave"));
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        const view = await page.evaluate(pageView, secrets);
        assert.equal(await inExtension(page, (LT) => LT.content.ui.panel === null), true, "a synthetic Alt+Shift+L opened the list");

        // 3. A held submit: the page clicks "Send anyway" and "Apply all & send" in the review panel.
        await page.mouse.move(1, 1);
        await SITE_SPECS[site].submit(page);
        await panel(page).waitFor({ timeout: 20000 });
        const panelClicks = [];
        for (const sel of [".panel button.send-anyway", ".panel button.apply-all"]) {
          const point = await controlPoint(page, sel);
          if (point) panelClicks.push(point);
        }
        assert.equal(panelClicks.length, 2, "the review panel shows both buttons");
        await page.evaluate(attack, { hover: [], click: panelClicks });
        const viewWithPanel = await page.evaluate(pageView, secrets);
        await new Promise((resolve) => setTimeout(resolve, 1500));

        // Nothing changed: service-side policies and allow-list, the draft, submissions, open suggestions.
        const afterAttack = await servicePolicies(siteKey);
        assert.deepEqual(afterAttack, before, "policies changed through the page");
        assert.ok(!afterAttack.site.allow.includes("Dublin"));
        assert.equal(await editorText(page, site), draftBefore, "the page made LookTwice edit the draft");
        assert.deepEqual(await submissions(page), [], "the page sent the held draft");
        assert.equal(confirmWindows().length, 0, "the page opened a confirmation window");
        const stateAfter = await uiState(page);
        assert.equal(stateAfter.count, stateBefore.count, "the page dismissed or accepted suggestions");
        assert.equal(stateAfter.mode, "review_before_submit");

        // Nothing LookTwice-specific is readable (measured; written to the artifacts).
        const report = { site, hitsAtControls: hits, afterCard: view, withReviewPanel: viewWithPanel };
        writeFileSync(join(ARTIFACTS, `hostile-page-${site}.json`), JSON.stringify(report, null, 2));
        for (const v of [view, viewWithPanel]) {
          assert.deepEqual(v.highlightNames, [], "CSS.highlights reveals findings");
          assert.deepEqual(v.highlightSets, []);
          assert.deepEqual(v.highlightRules, []);
          assert.equal(v.mentionsInStyles, 0);
          assert.equal(v.newMentionsInMarkup, 0, "the markup names LookTwice");
          assert.deepEqual(v.attributesMentioning, []);
          assert.deepEqual(v.secretsInMarkup, [], "the card's text is in the page's markup");
          assert.deepEqual(v.secretsInText, [], "the card's text is in the page's innerText");
          assert.equal(v.trappedRoots, 0, "the page's attachShadow patch reached LookTwice");
          // One element (our UI's host) is the trace a visible UI cannot avoid: no attributes, no readable root.
          assert.equal(v.extraElements.length, 1, JSON.stringify(v.extraElements));
          assert.deepEqual(v.extraElements[0].attributes, []);
          assert.equal(v.extraElements[0].shadowRootReadable, false);
          assert.equal(v.extraElements[0].childNodes, 0);
          assert.ok(!/looktwice/i.test(v.extraElements[0].tag), v.extraElements[0].tag);
        }
        await panel(page).locator("button.keep").click();
        await panel(page).waitFor({ state: "hidden", timeout: 5000 });
      } finally {
        await page.close();
      }
    });
  }

  test("control: the same controls work for a real user, and 'Always allow' waits for the extension's window", { timeout: 180000 }, async () => {
    const page = await openPage("reddit_old");
    try {
      await typeDraft(page, "reddit_old", DRAFT);
      await waitForHighlights(page, TERMS);
      const before = await servicePolicies("reddit.com");

      // Real click → confirmation window; Cancel there → nothing stored.
      let card = await openCard(page, "Dublin");
      let opened = stack.context.waitForEvent("page", { predicate: (p) => p.url().includes("/confirm/confirm.html"), timeout: 15000 });
      await card.locator("button.allow").click();
      let confirm = await opened;
      await confirm.locator("#cancel").waitFor();
      assert.deepEqual(await servicePolicies("reddit.com"), before, "stored before the user confirmed");
      await confirm.locator("#cancel").click();
      await waitFor(() => confirm.isClosed(), { what: "the window to close" });
      assert.deepEqual(await servicePolicies("reddit.com"), before);
      assert.ok((await uiState(page)).count >= 2, "Cancel leaves the suggestion open");

      // Real click again → Allow → in the service's allow-list, unflagged in the page.
      card = await openCard(page, "Dublin");
      opened = stack.context.waitForEvent("page", { predicate: (p) => p.url().includes("/confirm/confirm.html"), timeout: 15000 });
      await card.locator("button.allow").click();
      confirm = await opened;
      await confirm.locator("#accept").click();
      const stored = await waitFor(async () => {
        const now = await servicePolicies("reddit.com");
        return now.site.allow.includes("Dublin") ? now.site : null;
      }, { what: "Dublin in the service's allow-list" });
      assert.equal(stored.mode, before.site.mode);
      await waitFor(async () => !(await inExtension(page, (LT) => [...LT.content.sessions.values()]
        .some((s) => s.visible().some((x) => x.original === "Dublin")))), { what: "Dublin to be unflagged" });

      // Real clicks on Dismiss work too (so the attack above had something to break).
      const open = (await uiState(page)).count;
      card = await openCard(page, "jane.doe@example.com");
      await card.locator("button.dismiss").click();
      await waitFor(async () => (await uiState(page)).count === open - 1, { what: "the dismissal" });

      // Restore the policy for other tests.
      const token = readFileSync(join(stack.home, "token"), "utf8").trim();
      const response = await fetch(`http://127.0.0.1:${stack.servicePort}/v1/policies`, {
        method: "PUT", headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ ...stored, allow: before.site.allow }),
      });
      assert.equal(response.status, 200);
    } finally {
      await page.close();
    }
  });
});
