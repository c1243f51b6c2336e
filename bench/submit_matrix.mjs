// The submit matrix of issue 10 in real headless Chromium with the real extension, host, service and model:
// every built-in site's test page (real editors: ProseMirror, Lexical, TipTap, Quill, React) × how the draft
// got in (typed, pasted with Ctrl+V, committed by an IME) × how it is sent (the site's key, its button,
// form.requestSubmit() from page script), each sent the moment the draft is in, under review_before_submit.
// Counted from each page's own record of what its editor held when it sent. Baseline in the same run: the
// extension as it was before issue 10 (git commit --baseline-commit), on the sites it covered.
//   node bench/submit_matrix.mjs [--tries 3] [--sites chatgpt,...] [--baseline-commit 02fd795] [--no-baseline]
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir, totalmem } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startStack, waitForConnection } from "../tests/js/support/stack.mjs";
import { MATRIX_SITES, cellsFor, openRootPanelShown, panelShown, runCell, runClean, DRAFT, IDENTIFIERS } from "../tests/js/support/submit_matrix.mjs";

const REPO = fileURLToPath(new URL("../", import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const TRIES = Number(option("tries", "3"));
const SITES = option("sites", Object.keys(MATRIX_SITES).join(",")).split(",");
const BASELINE_COMMIT = option("baseline-commit", "02fd795");
const BASELINE_SITES = ["chatgpt", "reddit_new", "reddit_comment", "reddit_old"]; // what it had adapters for

async function runMatrix(label, extensionDir, sites) {
  const stack = await startStack({ extensionDir });
  const rows = [];
  try {
    await stack.context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await waitForConnection(stack);
    for (const site of sites) {
      for (const cell of cellsFor(site)) {
        const counts = { leaked: 0, held: 0, sent: 0, nothing: 0 };
        for (let i = 0; i < TRIES; i++) {
          // The baseline build predates issue 15's closed UI root: its panel is read the old way.
          const { outcome } = await runCell(stack.context, site, cell, DRAFT, { shown: extensionDir ? openRootPanelShown : panelShown });
          counts[outcome]++;
        }
        rows.push({ site, ...cell, tries: TRIES, ...counts });
        console.error(`${label} ${site} ${cell.insert}/${cell.send}: ${JSON.stringify(counts)}`);
      }
      const clean = { sent: 0, not_sent: 0 };
      for (let i = 0; i < TRIES; i++) clean[(await runClean(stack.context, site)).outcome]++;
      rows.push({ site, insert: "typed (clean draft)", send: MATRIX_SITES[site].key ? "key" : "button", tries: TRIES, clean });
      console.error(`${label} ${site} clean: ${JSON.stringify(clean)}`);
    }
  } finally {
    await stack.stop();
  }
  return rows;
}

function baselineExtension() {
  const dir = mkdtempSync(join(tmpdir(), "looktwice-baseline-"));
  execFileSync("bash", ["-c", `git -C "${REPO}" archive ${BASELINE_COMMIT} extension | tar -x -C "${dir}"`]);
  return { dir: join(dir, "extension"), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

const sum = (rows, key) => rows.reduce((n, r) => n + (r[key] || 0), 0);

function table(rows) {
  const lines = ["| site | draft got in | sent by | tries | leaked | held | sent clean | nothing |", "|---|---|---|---:|---:|---:|---:|---:|"];
  for (const r of rows) {
    if (r.clean) lines.push(`| ${r.site} | ${r.insert} | ${r.send} | ${r.tries} | – | – | ${r.clean.sent} sent, ${r.clean.not_sent} not | – |`);
    else lines.push(`| ${r.site} | ${r.insert} | ${r.send} | ${r.tries} | **${r.leaked}** | ${r.held} | ${r.sent} | ${r.nothing} |`);
  }
  return lines.join("\n");
}

const started = new Date();
const loadBefore = loadavg();
const ours = await runMatrix("issue-10", undefined, SITES);
let baseline = null;
if (!args.includes("--no-baseline")) {
  const old = baselineExtension();
  try {
    baseline = await runMatrix(`baseline ${BASELINE_COMMIT}`, old.dir, SITES.filter((s) => BASELINE_SITES.includes(s)));
  } finally {
    old.cleanup();
  }
}
const loadAfter = loadavg();
const commit = execFileSync("git", ["-C", REPO, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
const cells = ours.filter((r) => !r.clean);
const result = {
  started: started.toISOString(), commit, baseline_commit: BASELINE_COMMIT, tries: TRIES, draft: DRAFT, identifiers: IDENTIFIERS,
  machine: { nproc: cpus().length, cpu: cpus()[0]?.model, ram_gib: Math.round(totalmem() / 2 ** 30), load_before: loadBefore, load_after: loadAfter },
  totals: { tries: sum(cells, "tries"), leaked: sum(cells, "leaked"), held: sum(cells, "held"), sent: sum(cells, "sent"), nothing: sum(cells, "nothing") },
  rows: ours, baseline,
};
mkdirSync(join(REPO, "bench/results"), { recursive: true });
writeFileSync(join(REPO, "bench/results/submit_matrix.json"), JSON.stringify(result, null, 2) + "\n");
const baseCells = baseline?.filter((r) => !r.clean) || [];
const md = `# Submit matrix (issue 10): nothing unchecked gets through

Real headless Chromium (Debian \`chromium\`, playwright-core), the real extension, native host, service and
embedded model; test pages built on the real editors from npm (tests/pages/). Each try: a fresh page, the draft
below put in, sent **the moment it is in**, policy \`review_before_submit\`. Counted from each page's own record
of what its editor's state held when it sent (not the DOM). "leaked": a submission held an identifier of the
draft unreviewed; "held": LookTwice's review panel was up and nothing was sent; "nothing": neither within 15 s.
Clean-draft rows: a draft with nothing identifying, which must be checked and then go through.

Draft: \`${DRAFT}\` — identifiers counted: ${IDENTIFIERS.map((i) => `\`${i}\``).join(", ")}.
Pasted = the text on the clipboard and a real Ctrl+V; IME = \`Input.imeSetComposition\` then \`Input.insertText\`
committing the whole draft (CDP), as an IME or dictation does; requestSubmit = \`form.requestSubmit()\` from page script.

Command: \`node bench/submit_matrix.mjs --tries ${TRIES}\` · commit ${commit} · ${started.toISOString()}
Machine: ${result.machine.nproc} cores (${result.machine.cpu}), ${result.machine.ram_gib} GiB; load average
${loadBefore.map((x) => x.toFixed(1)).join(" / ")} at start, ${loadAfter.map((x) => x.toFixed(1)).join(" / ")} at the end
(the machine is shared with other jobs).

## This branch: ${result.totals.leaked} leaked of ${result.totals.tries} tries (${result.totals.held} held, ${result.totals.sent} sent clean, ${result.totals.nothing} nothing)

${table(ours)}

## Baseline: the extension at ${BASELINE_COMMIT} (before issue 10), on the sites it had adapters for
${baseline ? `${sum(baseCells, "leaked")} leaked of ${sum(baseCells, "tries")} tries (${sum(baseCells, "held")} held).

${table(baseline)}` : "Not run (--no-baseline)."}
`;
writeFileSync(join(REPO, "bench/results/submit_matrix.md"), md);
console.log(md);
