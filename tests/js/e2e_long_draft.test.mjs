// Issue 11's long draft in real headless Chromium with the real extension and host, and a real service whose
// pre-filter runs as on a loaded machine (tests/slow_segments.py: each segment 0.4 s slower). A 20,000-character
// draft is checked in nine segments: the first segment's suggestions are highlighted while the rest is still
// being checked, and a send made at that moment stays held until the last segment is in (never a silent
// pass), after which the guard shows what it found, including what only the last segment holds.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startStack, waitForConnection } from "./support/stack.mjs";
import { SITE_SPECS, inExtension, openSite, panel, submissions, waitFor } from "./support/page_helpers.mjs";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const PYTHON = process.env.LOOKTWICE_PYTHON || "python3"; // `make test-js` puts the venv first on PATH
const DELAY = "0.4";
const SITE = "reddit_old"; // reddit.com: review_before_submit by default

let stack;
let serviceLog = "";
before(async () => {
  stack = await startStack({
    beforeLaunch: async (home, env) => {
      const service = spawn(PYTHON, [join(REPO, "tests/slow_segments.py"), home, DELAY],
        { cwd: REPO, env: { ...env, PYTHONPATH: REPO }, stdio: ["ignore", "ignore", "pipe"] });
      service.stderr.on("data", (d) => { serviceLog += d; });
      // stack.stop() ends it with the host: every process carrying this LOOKTWICE_HOME
      await waitFor(() => existsSync(join(home, "service.json")) || service.exitCode !== null,
        { timeout: 300000, what: "the slow service to start" });
      assert.equal(service.exitCode, null, `the slow service exited: ${serviceLog}`);
    },
  });
  await waitForConnection(stack);
}, { timeout: 420000 });
after(async () => { await stack?.stop(); }, { timeout: 60000 });

/** The stage of the box's analysis, its segments and the suggestions shown, from the content script. */
const analysisOf = (page) => inExtension(page, (LT) => {
  const session = [...LT.content.sessions.values()][0];
  if (!session?.analysis) return null;
  return {
    stage: session.analysis.stage,
    segments: session.analysis.segments,
    shown: session.visible().map((s) => s.original),
    pill: LT.content.ui.root.querySelector(".pill .count")?.textContent || "",
  };
});

test("a 20,000-character draft: first suggestions before the rest is checked; the send is held until the last segment",
  { timeout: 240000 }, async () => {
    const draft = execFileSync(PYTHON, ["-c", "from slow_segments import long_draft; print(long_draft(), end='')"],
      { cwd: join(REPO, "tests"), encoding: "utf8" });
    assert.equal(draft.length, 20000);
    const page = await openSite(stack.context, SITE);
    try {
      await page.locator(SITE_SPECS[SITE].composer).fill(draft);
      const first = await waitFor(async () => {
        const a = await analysisOf(page);
        return a && a.shown.length > 0 ? a : null;
      }, { timeout: 60000, interval: 50, what: "the first suggestions" });
      // Shown while the draft is still being checked, segment by segment, and the pill says how far it is.
      assert.equal(first.stage, "partial", JSON.stringify(first));
      assert.equal(first.segments.count, 9);
      assert.ok(first.segments.checked < 9, JSON.stringify(first.segments));
      assert.ok(first.shown.includes("jacob0@example.org"), first.shown.join(", "));
      assert.ok(!first.shown.includes("final.person@example.net"));

      await SITE_SPECS[SITE].submit(page); // the user sends now
      const atSend = await analysisOf(page);
      assert.equal(atSend.stage, "partial", "the send must be made while segments are still unchecked");
      assert.match(atSend.pill, /checking \d\/9/);

      // Until the last segment is in, nothing goes out.
      const checked = await waitFor(async () => {
        const sent = await submissions(page);
        assert.equal(sent.length, 0, `sent before every segment was checked: ${JSON.stringify(sent).slice(0, 200)}`);
        const a = await analysisOf(page);
        return a.stage !== "partial" && a.stage !== "sent" ? a : null;
      }, { timeout: 60000, interval: 100, what: "the last segment" });
      assert.ok(checked.shown.includes("final.person@example.net"), "the last segment's suggestion is shown");
      assert.ok(checked.shown.length > 100, `${checked.shown.length} suggestions`);

      // The held send is decided by the user, never released on its own.
      await panel(page).waitFor({ timeout: 20000 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.equal((await submissions(page)).length, 0);
    } finally {
      await page.close();
    }
  });

// The case a one-event check would let through: the first segments hold nothing to flag, so once they are
// checked nothing is open; only the last segment holds an address. A send then must wait for it.
test("a long draft clean until its last segment: a send while the rest is unchecked waits for it, then is held",
  { timeout: 240000 }, async () => {
    const draft = execFileSync(PYTHON, ["-c", "from slow_segments import long_draft; print(long_draft(clean=True), end='')"],
      { cwd: join(REPO, "tests"), encoding: "utf8" });
    const page = await openSite(stack.context, SITE);
    try {
      await page.locator(SITE_SPECS[SITE].composer).fill(draft);
      // The first answer from the engine (the first segment's, with nothing in it), then the user sends.
      const partial = await waitFor(async () => {
        const a = await analysisOf(page);
        return a && a.stage !== "sent" ? a : null;
      }, { timeout: 60000, interval: 50, what: "the first segments to be checked" });
      await SITE_SPECS[SITE].submit(page);
      const atSend = await analysisOf(page);
      const checked = await waitFor(async () => {
        const sent = await submissions(page);
        assert.equal(sent.length, 0, "a silent pass: sent before the last segment was checked");
        const a = await analysisOf(page);
        return a.shown.length ? a : null;
      }, { timeout: 60000, interval: 100, what: "the last segment's suggestion" });
      assert.deepEqual(partial.shown, []); // nothing was open when the user sent
      assert.equal(atSend.stage, "partial", "the send must be made while segments are still unchecked");
      assert.deepEqual(atSend.shown, []);
      assert.deepEqual(checked.shown, ["final.person@example.net"]);
      await panel(page).waitFor({ timeout: 20000 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      assert.equal((await submissions(page)).length, 0);
    } finally {
      await page.close();
    }
  });
