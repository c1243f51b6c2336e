// Which policy a page falls under, and the defaults the engine uses when nothing is stored
// (DESIGN.md "Policies"; mirrors models/policy.py default_policy and models/categories.py CATEGORIES,
// which tests/js/unit_sites.test.mjs compares against the Python sources).
(() => {
  const LT = (globalThis.LookTwice ??= {});

  const ATTRIBUTES = [
    "age", "sex", "city_country", "birth_city_country", "education", "occupation", "income_level",
    "relationship_status",
  ];
  const IDENTIFIERS = [
    "name", "email", "phone", "address", "id_number", "financial", "url", "ip_address", "username",
    "organization", "secret",
  ];
  // The special categories (GDPR art. 9) after health: models/categories.py BELIEFS.
  const BELIEFS = ["religion", "politics", "sexuality"];
  // Racial or ethnic origin (GDPR art. 9), then criminal convictions and offences (art. 10) after them:
  // models/categories.py ORIGINS, MEMBERSHIPS and RECORDS.
  const ORIGINS = ["ethnicity"];
  const MEMBERSHIPS = ["trade_union"];
  const RECORDS = ["criminal_record"];
  const CATEGORIES = [...ATTRIBUTES, "health", ...BELIEFS, ...ORIGINS, ...MEMBERSHIPS, ...RECORDS, ...IDENTIFIERS];
  const LABELS = {
    age: "age", sex: "gender", city_country: "where you live", birth_city_country: "where you were born",
    education: "education", occupation: "job", income_level: "income",
    relationship_status: "relationships", health: "health", religion: "religion", politics: "political views",
    sexuality: "sexual orientation", ethnicity: "racial or ethnic origin",
    trade_union: "trade union membership", criminal_record: "criminal record", name: "name", email: "email address",
    phone: "phone number", address: "street address", id_number: "ID number",
    financial: "card or bank number", url: "link", ip_address: "IP address", username: "username",
    organization: "organization", secret: "password or key",
  };
  const MODES = ["off", "suggest", "review_before_submit", "auto_on_submit"];
  const THRESHOLDS = ["high", "medium", "low"];
  const STYLES = ["generalize", "placeholder", "pseudonym"];
  const MAX_ROUNDS_LIMIT = 10;
  // The AI chat sites people paste their lives into: reviewed before submit, style pseudonym (the reply is
  // restored on screen). Same lists as models/policy.py AI_CHAT_SITES / DEFAULT_REVIEW_SITES (tested).
  const AI_CHAT_SITES = [
    "chatgpt.com", "chat.openai.com", "claude.ai", "gemini.google.com", "perplexity.ai", "copilot.microsoft.com",
    "chat.mistral.ai",
  ];
  const DEFAULT_REVIEW_SITES = ["reddit.com", ...AI_CHAT_SITES];
  // Same bounds as models/policy.py (MAX_SITE_CHARS, MAX_ALLOW_TERMS, MAX_TERM_CHARS).
  const MAX_SITE_CHARS = 253;
  const MAX_ALLOW_TERMS = 500;
  const MAX_TERM_CHARS = 200;
  const within = (site, base) => site === base || site.endsWith("." + base);

  /** Policy key of a host name: subdomains of the built-in sites share their policy; "www." is dropped. */
  function siteKey(hostname) {
    const host = String(hostname || "").toLowerCase().replace(/\.$/, "");
    for (const site of DEFAULT_REVIEW_SITES) {
      if (host === site || host.endsWith("." + site)) return site;
    }
    return host.replace(/^www\./, "");
  }

  function defaultPolicy(site) {
    const reviewed = DEFAULT_REVIEW_SITES.some((s) => within(site, s));
    return {
      site,
      mode: reviewed ? "review_before_submit" : "off",
      protect: [...CATEGORIES],
      threshold: "medium",
      max_rounds: 3,
      style: AI_CHAT_SITES.some((s) => within(site, s)) ? "pseudonym" : "generalize",
      allow: [],
    };
  }

  /** Returns a list of problems with a policy object (empty when valid), same rules as models/policy.py. */
  function policyProblems(p) {
    const problems = [];
    if (!p || typeof p !== "object") return ["a policy must be an object"];
    const known = new Set(["site", "mode", "protect", "threshold", "max_rounds", "style", "allow"]);
    for (const k of Object.keys(p)) if (!known.has(k)) problems.push(`unknown field ${k}`);
    if (typeof p.site !== "string" || !p.site) problems.push("site must be a non-empty string");
    else if (p.site.length > MAX_SITE_CHARS) problems.push(`site must be at most ${MAX_SITE_CHARS} characters`);
    if (!MODES.includes(p.mode)) problems.push(`mode must be one of ${MODES.join(", ")}`);
    if (!THRESHOLDS.includes(p.threshold)) problems.push(`threshold must be one of ${THRESHOLDS.join(", ")}`);
    if (!STYLES.includes(p.style)) problems.push(`style must be one of ${STYLES.join(", ")}`);
    if (!Array.isArray(p.protect) || p.protect.some((c) => !CATEGORIES.includes(c)) || new Set(p.protect).size !== p.protect.length) {
      problems.push("protect must list known categories");
    }
    if (!Number.isInteger(p.max_rounds) || p.max_rounds < 1 || p.max_rounds > MAX_ROUNDS_LIMIT) {
      problems.push(`max_rounds must be an integer from 1 to ${MAX_ROUNDS_LIMIT}`);
    }
    if (!Array.isArray(p.allow) || p.allow.some((a) => typeof a !== "string")) {
      problems.push("allow must be a list of strings");
    } else if (p.allow.length > MAX_ALLOW_TERMS) {
      problems.push(`allow holds at most ${MAX_ALLOW_TERMS} terms per site`);
    } else if (p.allow.some((a) => !a.trim() || a.length > MAX_TERM_CHARS)) {
      problems.push(`allow terms must be 1 to ${MAX_TERM_CHARS} characters`);
    }
    return problems;
  }

  LT.sites = Object.freeze({
    ATTRIBUTES, BELIEFS, ORIGINS, MEMBERSHIPS, RECORDS, IDENTIFIERS, CATEGORIES, LABELS, MODES, THRESHOLDS, STYLES, MAX_ROUNDS_LIMIT,
    AI_CHAT_SITES, DEFAULT_REVIEW_SITES, siteKey, defaultPolicy, policyProblems,
  });
})();
