// HTTPS server for the test pages, answering as chatgpt.com, www.reddit.com and old.reddit.com (Chromium
// maps those names to it with --host-resolver-rules), so the extension's real manifest matches and the
// real site adapters run. The ProseMirror page is bundled from the npm packages with esbuild at start.
import { createServer } from "node:https";
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import esbuild from "esbuild";

const PAGES = fileURLToPath(new URL("../../pages/", import.meta.url));
export const SITES = {
  chatgpt: { host: "chatgpt.com", page: "chatgpt.html" },
  reddit_new: { host: "www.reddit.com", page: "reddit_new.html" },
  reddit_old: { host: "old.reddit.com", page: "reddit_old.html" },
  // A site LookTwice does not know; enabled by the user from the popup.
  generic: { host: "forum.looktwice.test", page: "generic_forum.html" },
};

function selfSignedCert(dir) {
  const key = join(dir, "key.pem");
  const cert = join(dir, "cert.pem");
  const names = Object.values(SITES).map((s) => `DNS:${s.host}`).join(",");
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
    "-days", "2", "-subj", "/CN=looktwice-test", "-addext", `subjectAltName=${names}`], { stdio: "ignore" });
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

async function bundleEditor() {
  const result = await esbuild.build({
    entryPoints: [join(PAGES, "chatgpt_editor.mjs")], bundle: true, format: "esm", write: false,
    absWorkingDir: fileURLToPath(new URL("../../../", import.meta.url)), logLevel: "silent",
  });
  return result.outputFiles[0].text;
}

/** Starts the server on a free loopback port; returns {port, close()}. */
export async function startPagesServer(tmpDir) {
  const tls = selfSignedCert(tmpDir);
  const editor = await bundleEditor();
  const files = {
    "/common.css": ["text/css", readFileSync(join(PAGES, "common.css"))],
    "/submissions.js": ["text/javascript", readFileSync(join(PAGES, "submissions.js"))],
    "/chatgpt_reply.js": ["text/javascript", readFileSync(join(PAGES, "chatgpt_reply.js"))],
    "/chatgpt_editor.js": ["text/javascript", editor],
  };
  const server = createServer(tls, (req, res) => {
    const host = String(req.headers.host || "").split(":")[0];
    const path = new URL(req.url, "https://x").pathname;
    const site = Object.values(SITES).find((s) => s.host === host);
    let body = null;
    let type = "text/html; charset=utf-8";
    if (files[path]) [type, body] = files[path];
    else if (site && (path === "/" || path.endsWith(".html") || !path.includes("."))) body = readFileSync(join(PAGES, site.page));
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": type, "cache-control": "no-store" }).end(body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: server.address().port,
    close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(resolve); }),
  };
}
