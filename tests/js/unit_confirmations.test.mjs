// Weakening changes asked for from a page's tab wait for the user's answer in an extension page: one
// request per tab (a newer one closes the older window), answered once, expiring, bounded in number.
import { test } from "node:test";
import assert from "node:assert/strict";
import { Confirmations, CONFIRM_PAGE } from "../../extension/background/confirmations.js";

function fixture() {
  const data = {};
  const opened = [];
  const closed = [];
  let clock = 1000;
  let n = 0;
  const confirmations = new Confirmations({
    storage: {
      async get(key) { return key in data ? { [key]: structuredClone(data[key]) } : {}; },
      async set(items) { Object.assign(data, structuredClone(items)); },
    },
    windows: { async open(path) { opened.push(path); return 100 + opened.length; }, async close(id) { closed.push(id); } },
    newId: () => `r${++n}`,
    now: () => clock,
  });
  return { confirmations, opened, closed, advance: (ms) => { clock += ms; } };
}

test("a proposal opens the confirmation page and is answered once", async () => {
  const f = fixture();
  const id = await f.confirmations.propose({ kind: "allow_term", site: "reddit.com", term: "Dublin" }, 7);
  assert.deepEqual(f.opened, [`${CONFIRM_PAGE}?request=${id}`]);
  assert.deepEqual(await f.confirmations.get(id), { kind: "allow_term", site: "reddit.com", term: "Dublin" });
  const taken = await f.confirmations.take(id);
  assert.equal(taken.term, "Dublin");
  await assert.rejects(f.confirmations.take(id), { code: "not_found" });
  await assert.rejects(f.confirmations.get(id), /expired or was already answered/);
});

test("a newer proposal from the same tab replaces the older one and closes its window", async () => {
  const f = fixture();
  const first = await f.confirmations.propose({ kind: "allow_term", site: "reddit.com", term: "a" }, 7);
  const other = await f.confirmations.propose({ kind: "allow_term", site: "chatgpt.com", term: "b" }, 8);
  const second = await f.confirmations.propose({ kind: "allow_term", site: "reddit.com", term: "c" }, 7);
  assert.deepEqual(f.closed, [101]);
  await assert.rejects(f.confirmations.get(first), { code: "not_found" });
  assert.equal((await f.confirmations.get(second)).term, "c");
  assert.equal((await f.confirmations.get(other)).term, "b");
});

test("requests expire, and at most 20 wait at once", async () => {
  const f = fixture();
  const id = await f.confirmations.propose({ kind: "allow_term", site: "x.org", term: "t" }, 1);
  f.advance(10 * 60 * 1000 + 1);
  await assert.rejects(f.confirmations.take(id), { code: "not_found" });
  const ids = [];
  for (let tab = 0; tab < 25; tab++) ids.push(await f.confirmations.propose({ kind: "allow_term", site: "x.org", term: `t${tab}` }, tab));
  assert.equal(Object.keys(await f.confirmations.all()).length, 20);
  await assert.rejects(f.confirmations.get(ids[0]), { code: "not_found" });
  assert.equal((await f.confirmations.get(ids[24])).term, "t24");
});
