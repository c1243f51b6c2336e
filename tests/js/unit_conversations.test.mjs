// Which conversation a chat page is in, and the link from a new chat to the id it gets after the first
// message (content/replies.js Conversations), with the real ChatGPT adapter's conversation key.
import { test } from "node:test";
import assert from "node:assert/strict";
import "../../extension/shared/offsets.js";
import "../../extension/adapters/dom_text.js";
import "../../extension/adapters/registry.js";
import "../../extension/adapters/chatgpt.js";
import "../../extension/content/replies.js";

const { Conversations, adapters } = globalThis.LookTwice;
const chatgpt = adapters.all().find((a) => a.name === "chatgpt");

test("ChatGPT conversation keys: /c/<id> (also in a GPT), none on a new chat", () => {
  const key = (pathname) => chatgpt.conversationKey({ pathname });
  assert.equal(key("/c/6744-ab_c"), "c/6744-ab_c");
  assert.equal(key("/g/g-abc-my-gpt/c/123"), "c/123");
  assert.equal(key("/"), null);
  assert.equal(key("/gpts"), null);
});

test("a new chat's key is linked to its id once the URL changes, then a fresh key for the next new chat", async () => {
  const location = { pathname: "/" };
  const sent = [];
  const conversations = new Conversations({ adapter: chatgpt, location, transport: { send: async (m) => { sent.push(m); return { ok: true }; } } });
  const first = conversations.key();
  assert.match(first, /^new\/[0-9a-f-]{36}$/);
  assert.equal(conversations.key(), first, "stable while the URL stays");
  location.pathname = "/c/abc";
  await conversations.ready();
  assert.equal(conversations.key(), "c/abc");
  assert.deepEqual(sent, [{ type: "link_conversation", from: first, to: "c/abc" }]);
  location.pathname = "/c/other"; // switching between existing chats links nothing
  assert.equal(conversations.key(), "c/other");
  location.pathname = "/";
  const second = conversations.key();
  assert.match(second, /^new\//);
  assert.notEqual(second, first);
  assert.equal(sent.length, 1);
});
