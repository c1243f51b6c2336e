// Per-site policies: the host's store is the truth (get_policy/set_policy); chrome.storage.local keeps a
// copy so pages still get the right mode while the host is down.
import "../shared/sites.js";

const { defaultPolicy, policyProblems } = globalThis.LookTwice.sites;
const cacheKey = (site) => `policy:${site}`;

export class PolicyStore {
  constructor({ connection, storage }) {
    this.connection = connection;
    this.storage = storage;
  }

  /** {policy, source: "host"|"cache"|"default"}. */
  async get(site) {
    try {
      const reply = await this.connection.request({ type: "get_policy", site }, { timeoutMs: 5000 });
      await this.storage.set({ [cacheKey(site)]: reply.policy });
      return { policy: reply.policy, source: "host" };
    } catch {
      const cached = (await this.storage.get(cacheKey(site)))[cacheKey(site)];
      if (cached) return { policy: cached, source: "cache" };
      return { policy: defaultPolicy(site), source: "default" };
    }
  }

  /** Stores through the host; the host validates again and returns what it stored. */
  async set(policy) {
    const problems = policyProblems(policy);
    if (problems.length) {
      const error = new Error(`invalid policy: ${problems.join("; ")}`);
      error.code = "bad_request";
      throw error;
    }
    const reply = await this.connection.request({ type: "set_policy", policy }, { timeoutMs: 8000 });
    await this.storage.set({ [cacheKey(reply.policy.site)]: reply.policy });
    return reply.policy;
  }

  /** Adds `term` to the site's allow-list (from the card's "Always allow this term"). */
  async allow(site, term) {
    const clean = String(term || "").trim();
    if (!clean || clean.length > 200) {
      const error = new Error("a term to allow must be 1 to 200 characters");
      error.code = "bad_request";
      throw error;
    }
    const { policy } = await this.get(site);
    if (policy.allow.some((a) => a.toLowerCase() === clean.toLowerCase())) return policy;
    return this.set({ ...policy, allow: [...policy.allow, clean] });
  }
}
