// HTTPS server for the test pages, answering as chatgpt.com, www.reddit.com, old.reddit.com and the AI chat
// sites (the browser maps those names to it: Chromium with --host-resolver-rules, Firefox with
// network.dns.forceResolve), so the extension's real manifest matches and the real site adapters run. Every
// tests/pages/*_editor.mjs (the real editors from npm: ProseMirror, Lexical, TipTap, Quill, React, Slate,
// Draft.js, CKEditor 5) is bundled with esbuild on its first request and served as /<name>_editor.js.
import { createServer } from "node:https";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import esbuild from "esbuild";

const PAGES = fileURLToPath(new URL("../../pages/", import.meta.url));
// `path`: a page served at that path of the host (several pages per host); without it, the host's default.
export const SITES = {
  chatgpt: { host: "chatgpt.com", page: "chatgpt.html" },
  reddit_new: { host: "www.reddit.com", page: "reddit_new.html" },
  reddit_old: { host: "old.reddit.com", page: "reddit_old.html" },
  // New Reddit's comment box: collapsed "Join the conversation" trigger mounting a Lexical editor.
  reddit_comment: { host: "www.reddit.com", path: "/r/looktwice/comments/t3st/", page: "reddit_comment.html" },
  claude: { host: "claude.ai", page: "claude.html" },
  gemini: { host: "gemini.google.com", page: "gemini.html" },
  perplexity: { host: "www.perplexity.ai", page: "perplexity.html" },
  copilot: { host: "copilot.microsoft.com", page: "copilot.html" },
  mistral: { host: "chat.mistral.ai", page: "mistral.html" },
  // A ChatGPT-like composer whose editor silently drops every write LookTwice makes.
  drop_writes: { host: "chatgpt.com", path: "/drop/", page: "drop_writes.html" },
  // A reviewed site whose editor changed: the ChatGPT adapter's selectors find nothing.
  changed_editor: { host: "chatgpt.com", path: "/changed/", page: "changed_editor.html" },
  // A site LookTwice does not know; enabled by the user from the popup.
  generic: { host: "forum.looktwice.test", page: "generic_forum.html" },
  // Editors of sites LookTwice does not know (the user enables the host): Slate, Draft.js, CKEditor 5, a
  // React-controlled textarea; `?revert=1` makes each take only what it saw typed.
  slate: { host: "editors.looktwice.test", path: "/slate/", page: "slate.html" },
  draft: { host: "editors.looktwice.test", path: "/draft/", page: "draft.html" },
  ckeditor: { host: "editors.looktwice.test", path: "/ckeditor/", page: "ckeditor.html" },
  react_textarea: { host: "editors.looktwice.test", path: "/react_textarea/", page: "react_textarea.html" },
  // Draft.js set up the way X's composer behaves (tests/pages/x_draft_editor.mjs).
  x_draft: { host: "editors.looktwice.test", path: "/x_draft/", page: "x_draft.html" },
};

function selfSignedCert(dir) {
  const key = join(dir, "key.pem");
  const cert = join(dir, "cert.pem");
  const names = [...new Set(Object.values(SITES).map((s) => `DNS:${s.host}`))].join(",");
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert,
    "-days", "2", "-subj", "/CN=looktwice-test", "-addext", `subjectAltName=${names}`], { stdio: "ignore" });
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * The bundle of tests/pages/<name>_editor.mjs for "/<name>_editor.js", built on its first request and kept
 * for the server's life (CKEditor 5 alone takes a second to bundle: a test run pays only for its pages).
 */
function editorBundles() {
  const entries = new Set(readdirSync(PAGES).filter((f) => f.endsWith("_editor.mjs")));
  const built = new Map();
  return (path) => {
    const entry = path.slice(1).replace(/\.js$/, ".mjs");
    if (!entries.has(entry)) return null;
    if (!built.has(path)) {
      built.set(path, esbuild.build({
        entryPoints: [join(PAGES, entry)], bundle: true, format: "esm", write: false, outdir: "/bundles",
        absWorkingDir: fileURLToPath(new URL("../../../", import.meta.url)), logLevel: "silent",
        // Draft.js (through fbjs) reads Node's `global`.
        define: { "process.env.NODE_ENV": '"production"', global: "globalThis" },
      }).then((result) => result.outputFiles[0].text));
    }
    return built.get(path);
  };
}

/** The page for a request: the host's entry whose path the request is under, else the host's default. */
function pageFor(host, path) {
  const candidates = Object.values(SITES).filter((s) => s.host === host);
  return candidates.find((s) => s.path && path.startsWith(s.path)) || candidates.find((s) => !s.path) || null;
}

/** Starts the server on a free loopback port; returns {port, close()}. */
export async function startPagesServer(tmpDir) {
  const tls = selfSignedCert(tmpDir);
  const files = {
    "/common.css": ["text/css", readFileSync(join(PAGES, "common.css"))],
    "/chat_composer.css": ["text/css", readFileSync(join(PAGES, "chat_composer.css"))],
    "/editors_forum.css": ["text/css", readFileSync(join(PAGES, "editors_forum.css"))],
    "/submissions.js": ["text/javascript", readFileSync(join(PAGES, "submissions.js"))],
    "/chatgpt_reply.js": ["text/javascript", readFileSync(join(PAGES, "chatgpt_reply.js"))],
  };
  const bundle = editorBundles();
  const server = createServer(tls, async (req, res) => {
    const host = String(req.headers.host || "").split(":")[0];
    const path = new URL(req.url, "https://x").pathname;
    const site = pageFor(host, path);
    let body = null;
    let type = "text/html; charset=utf-8";
    const bundled = bundle(path);
    if (files[path]) [type, body] = files[path];
    else if (bundled) {
      try {
        [type, body] = ["text/javascript", await bundled];
      } catch (error) {
        console.error(`pages server: bundling ${path} failed`, error); // said where the test run shows it
        res.writeHead(500).end();
        return;
      }
    }
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
