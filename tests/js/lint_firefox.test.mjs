// The Firefox build validated by Mozilla's own linter (npm web-ext; runs offline).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildFirefox } from "../../extension/tools/build_firefox.mjs";

const repo = new URL("../../", import.meta.url).pathname;

test("web-ext lint finds no errors and no warnings in the Firefox build", { timeout: 180000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), "looktwice-ff-"));
  try {
    const out = buildFirefox(join(dir, "firefox"));
    let stdout;
    try {
      stdout = execFileSync(join(repo, "node_modules/.bin/web-ext"), ["lint", "--source-dir", out, "--output", "json", "--no-config-discovery"], {
        encoding: "utf8", env: { ...process.env, NO_UPDATE_NOTIFIER: "1" },
      });
    } catch (error) {
      stdout = error.stdout; // web-ext exits non-zero when it finds errors
    }
    const report = JSON.parse(stdout);
    const problems = [...report.errors, ...report.warnings].map((m) => `${m.code} ${m.file || ""}: ${m.message}`);
    assert.deepEqual(problems, []);
    assert.equal(report.summary.errors, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
