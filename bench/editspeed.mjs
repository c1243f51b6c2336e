// How long "Anonymize all" takes on each real editor of the test pages, in real headless Chromium with the
// real extension, native host, service and engine: main's extension (a `git archive` of a ref) and this
// checkout's, one after the other in the same run. For each editor and each draft (1, 5, 15 findings): open
// the page, type the draft, wait until LookTwice located every finding, then time the session's
// anonymizeAll() in the content script's world (the pill's button calls it) until it resolved, i.e. every
// edit was written and read back. Also records whether it reported success and whether the page's own model
// (window.__editorText, else what LookTwice reads) is free of the identifiers.
//   node bench/editspeed.mjs [--base main] [--editors slate,draft] [--findings 1,5,15] [--trials 2]
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { callBackground, startStack, waitForConnection, EXTENSION_DIR } from "../tests/js/support/stack.mjs";
import { inExtension, url, waitFor } from "../tests/js/support/page_helpers.mjs";

const REPO = fileURLToPath(new URL("../", import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const BASE = option("base", "main");
const FINDINGS = option("findings", "1,5,15").split(",").map(Number);
const TRIALS = Number(option("trials", "2"));
const OUT = join(REPO, "bench/results/editspeed");

// Page, the element the user clicks to type, the editor library. Sites LookTwice knows use their adapter;
// the others (editors.looktwice.test, forum.looktwice.test) the generic one, enabled as the popup does.
const EDITORS = {
  textarea: { site: "reddit_old", click: "#commentform textarea", kind: "<textarea> (old Reddit)" },
  react_textarea: { site: "react_textarea", click: "textarea[name=body]", kind: "React-controlled <textarea>" },
  contenteditable: { site: "generic", click: ".editor", kind: "plain contenteditable (forum)" },
  lexical: { site: "perplexity", click: "#ask-input", kind: "Lexical (Perplexity page)" },
  prosemirror: { site: "chatgpt", click: "#prompt-textarea", kind: "ProseMirror (ChatGPT page)" },
  tiptap: { site: "claude", click: "#editor [contenteditable]", kind: "TipTap (Claude page)" },
  quill: { site: "gemini", click: "#editor [contenteditable]", kind: "Quill (Gemini page)" },
  slate: { site: "slate", click: "[data-slate-editor]", kind: "Slate" },
  draft: { site: "draft", click: ".public-DraftEditor-content", kind: "Draft.js" },
  x_draft: { site: "x_draft", click: ".public-DraftEditor-content", kind: "Draft.js configured like X's composer" },
  ckeditor: { site: "ckeditor", click: ".ck-editor__editable", kind: "CKEditor 5" },
};
const NAMES = option("editors", Object.keys(EDITORS).join(",")).split(",");
const ENABLED_ORIGINS = ["https://editors.looktwice.test", "https://forum.looktwice.test"];

/** A draft with `n` identifiers (email addresses and phone numbers) in ordinary sentences, one paragraph. */
function draft(n) {
  const ids = [];
  for (let i = 0; i < n; i++) {
    ids.push(i % 2 === 0 ? `sam.rivers${i}@example.com` : `+1 415 555 01${String(10 + i).padStart(2, "0")}`);
  }
  const text = ids.map((id, i) => (i % 2 === 0 ? `Mail ${i} goes to ${id} today.` : `Or call ${id} after six.`)).join(" ");
  return { text, ids };
}

/** main's extension (or `ref`'s) in a temp dir, its manifest granting the enabled origins like the checkout's. */
function extensionAt(ref, root) {
  const dir = join(root, `extension-${ref.replace(/\W/g, "_")}`);
  mkdirSync(dir, { recursive: true });
  execFileSync("bash", ["-c", `git -C "${REPO}" archive "${ref}" extension | tar -x -C "${dir}" --strip-components=1`]);
  grant(dir);
  return dir;
}
function grant(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
  manifest.host_permissions = [...manifest.host_permissions, ...ENABLED_ORIGINS.map((o) => `${o}/*`)];
  writeFileSync(join(dir, "manifest.json"), JSON.stringify(manifest, null, 2));
}
function checkoutExtension(root) {
  const dir = join(root, "extension-checkout");
  execFileSync("cp", ["-r", EXTENSION_DIR, dir]);
  grant(dir);
  return dir;
}

async function measure(stack, name, n) {
  const spec = EDITORS[name];
  const { text, ids } = draft(n);
  const page = await stack.context.newPage();
  try {
    await page.goto(url(spec.site));
    await page.locator(spec.click).click();
    await page.keyboard.type(text);
    const located = await waitFor(() => inExtension(page, (LT, want) => {
      const s = [...LT.content.sessions.values()].find((x) => x.visible().length);
      if (!s || s.state() !== "ready") return null;
      const originals = s.visible().map((x) => x.original);
      return want.every((id) => originals.some((o) => o.includes(id))) ? originals.length : null;
    }, ids), { timeout: 60000, what: `${n} findings on ${name}` });
    const result = await inExtension(page, async (LT) => {
      const s = [...LT.content.sessions.values()].find((x) => x.visible().length);
      const t0 = performance.now();
      const ok = await s.anonymizeAll();
      return { ms: performance.now() - t0, ok, read: s.read() };
    }, null, { timeout: 60000 });
    const model = await page.evaluate(() => (typeof window.__editorText === "function" ? window.__editorText() : null));
    const held = model ?? result.read;
    return { located, ms: result.ms, ok: result.ok, clean: !ids.some((id) => held.includes(id)),
      agrees: model === null || model === result.read };
  } finally {
    await page.close();
  }
}

async function run(label, extensionDir) {
  const stack = await startStack({ extensionDir });
  const rows = [];
  try {
    await waitForConnection(stack);
    for (const origin of ENABLED_ORIGINS) {
      await callBackground(stack, { type: "enable_site", url: `${origin}/`, mode: "review_before_submit" });
    }
    for (const name of NAMES) {
      for (const n of FINDINGS) {
        for (let trial = 0; trial < TRIALS; trial++) {
          const load = loadavg()[0];
          const row = await measure(stack, name, n).catch((error) => ({ error: String(error.message || error).slice(0, 200) }));
          rows.push({ build: label, editor: name, findings: n, trial, load, ...row });
          console.log(JSON.stringify(rows[rows.length - 1]));
        }
      }
    }
  } finally {
    await stack.stop();
  }
  return rows;
}

const root = mkdtempSync(join(tmpdir(), "editspeed-"));
try {
  const rev = (ref) => execFileSync("git", ["-C", REPO, "rev-parse", "--short", ref], { encoding: "utf8" }).trim();
  const builds = [[`${BASE} ${rev(BASE)}`, extensionAt(BASE, root)], [`branch ${rev("HEAD")}+worktree`, checkoutExtension(root)]];
  const rows = [];
  for (const [label, dir] of builds) rows.push(...await run(label, dir));
  mkdirSync(OUT, { recursive: true });
  const meta = { date: new Date().toISOString(), cpus: cpus().length, command: `node bench/editspeed.mjs ${args.join(" ")}`.trim() };
  writeFileSync(join(OUT, "results.json"), JSON.stringify({ meta, rows }, null, 1) + "\n");
  // Median per (editor, findings, build).
  const median = (xs) => { const s = [...xs].sort((a, b) => a - b); return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN; };
  const lines = ["| editor | findings | " + builds.map(([l]) => `${l}: ms (ok, model clean)`).join(" | ") + " |",
    "|---|---|" + builds.map(() => "---|").join("")];
  for (const name of NAMES) {
    for (const n of FINDINGS) {
      const cells = builds.map(([label]) => {
        const rs = rows.filter((r) => r.build === label && r.editor === name && r.findings === n);
        const good = rs.filter((r) => !r.error);
        if (!good.length) return `error: ${rs[0]?.error ?? "none"}`;
        const flags = good.map((r) => `${r.ok ? "ok" : "HELD"}${r.clean ? "" : " model-dirty"}${r.agrees ? "" : " model≠read"}`);
        return `${Math.round(median(good.map((r) => r.ms)))} (${[...new Set(flags)].join("/")}; located ${good[0].located})`;
      });
      lines.push(`| ${EDITORS[name].kind} | ${n} | ${cells.join(" | ")} |`);
    }
  }
  writeFileSync(join(OUT, "table.md"), lines.join("\n") + "\n");
  console.log(lines.join("\n"));
} finally {
  rmSync(root, { recursive: true, force: true });
}
