// The options page: per-site policies (mode, protected categories, threshold, rounds, style, allow-list),
// stored through the host; the engine's status and model; the typing pause.
(() => {
  const { api } = globalThis.LookTwice.platform;
  const { call, h, MODE_LABELS, describeConnection, describeStore } = globalThis.LookTwice.pageKit;
  const { siteKey, MODES, THRESHOLDS, STYLES, CATEGORIES, LABELS, MAX_ROUNDS_LIMIT, DEFAULT_REVIEW_SITES } = globalThis.LookTwice.sites;
  const $ = (id) => document.getElementById(id);

  async function renderEngine() {
    const status = await call({ type: "get_status" }).catch((e) => ({ connection: { state: "disconnected", lastError: e.message } }));
    const look = describeConnection(status);
    const storeProblem = describeStore(status);
    $("engine-status").className = look.ok && !storeProblem ? "ok" : "error";
    $("engine-status").textContent = `${look.title}. ${look.detail}${storeProblem ? ` ${storeProblem}` : ""}`;
    // The service's own status first: the hello was cached when the connection opened, before any model change.
    const model = status.service?.model || status.connection?.hello?.model;
    const details = $("engine-details");
    details.textContent = "";
    if (model) {
      const { modelLine, speedLine } = globalThis.LookTwice.modelView;
      for (const [k, v] of [["Model", modelLine(model)], ["Model file", model.path], ["Backend", model.backend],
        ["LLM stage", model.llm ? "on" : "off (patterns only)"], ["Prompts", model.prompts],
        ["Speed", speedLine(status.service?.speed) || null], ["Notice", model.notice],
        ["Drafts sent to", model.remote], ["Service", status.service?.service],
        ["Version", status.connection?.hello?.version]]) {
        if (v !== undefined && v !== null) details.append(h("dt", { text: k }), h("dd", { text: String(v) }));
      }
    }
    const { settings } = await call({ type: "get_settings" });
    $("debounce").value = settings.debounce_ms;
  }

  function select(options, value, labels = {}) {
    const el = h("select");
    for (const option of options) el.append(h("option", { value: option, text: labels[option] || option }));
    el.value = value;
    return el;
  }

  function siteEditor(policy, source, origin) {
    const mode = select(MODES, policy.mode, MODE_LABELS);
    const threshold = select(THRESHOLDS, policy.threshold);
    const style = select(STYLES, policy.style);
    const rounds = h("input", { type: "number", min: 1, max: MAX_ROUNDS_LIMIT, value: policy.max_rounds });
    const boxes = CATEGORIES.map((c) => h("input", { type: "checkbox", value: c, checked: policy.protect.includes(c) }));
    const allow = h("textarea", { placeholder: "One term per line; never flagged on this site", value: policy.allow.join("\n") });
    const result = h("span", { class: "muted", text: source === "host" ? "" : "(cached copy: host offline)" });
    const save = h("button", { class: "primary", text: "Save", onclick: async () => {
      const next = {
        ...policy,
        mode: mode.value,
        threshold: threshold.value,
        style: style.value,
        max_rounds: Number(rounds.value),
        protect: boxes.filter((b) => b.checked).map((b) => b.value),
        allow: allow.value.split("\n").map((t) => t.trim()).filter(Boolean),
      };
      try {
        const stored = await call({ type: "set_policy", policy: next });
        Object.assign(policy, stored.policy);
        result.className = "ok";
        result.textContent = "Saved.";
      } catch (e) {
        result.className = "error";
        result.textContent = `Not saved: ${e.message}`;
      }
    } });
    const remove = origin ? h("button", { text: "Disable site", onclick: async () => {
      await call({ type: "disable_site", url: origin }).catch((e) => alert(e.message));
      renderSites();
    } }) : null;
    return h("div", { class: "site", "data-site": policy.site },
      h("h3", { text: origin || policy.site }),
      h("div", { class: "grid" },
        h("label", { text: "Before sending" }), mode,
        h("label", { text: "Confidence threshold" }), threshold,
        h("label", { text: "Max model rounds" }), rounds,
        h("label", { text: "Edit style" }), style),
      h("div", { class: "cats" }, boxes.map((b) => h("label", {}, b, ` ${LABELS[b.value] || b.value}`))),
      h("label", { text: "Allow-list" }), allow,
      h("div", { class: "row" }, save, remove, result));
  }

  async function renderSites() {
    const container = $("sites");
    container.textContent = "";
    const { origins } = await call({ type: "list_sites" }).catch(() => ({ origins: [] }));
    const entries = [
      ...DEFAULT_REVIEW_SITES.map((site) => ({ site, origin: null })),
      ...origins.map((origin) => ({ site: siteKey(new URL(origin).hostname), origin })),
    ];
    for (const { site, origin } of entries) {
      const { policy, source } = await call({ type: "get_policy", site });
      container.append(siteEditor(policy, source, origin));
    }
  }

  $("save-settings").onclick = async () => {
    try {
      await call({ type: "set_settings", settings: { debounce_ms: Number($("debounce").value) } });
      $("settings-result").textContent = "Saved.";
    } catch (e) {
      $("settings-result").textContent = `Not saved: ${e.message}`;
    }
  };

  async function setModel(path) {
    const result = $("model-result");
    const buttons = [...document.querySelectorAll("#model-form button, #found-models button")];
    buttons.forEach((b) => { b.disabled = true; });
    result.className = "muted";
    result.textContent = path ? `Loading ${path}…` : "Loading the embedded model…";
    try {
      const { model } = await call({ type: "set_model", path });
      result.className = "ok";
      result.textContent = `Now using ${globalThis.LookTwice.modelView.modelLine(model) || "the model"}.`;
    } catch (e) {
      result.className = "error";
      result.textContent = `Model not changed: ${e.message}`;
    } finally {
      buttons.forEach((b) => { b.disabled = false; });
      renderEngine();
      renderFoundModels();
    }
  }

  /** The models discovery finds (stores on disk, servers on loopback), each one click away. */
  async function renderFoundModels() {
    const table = $("found-models");
    const note = $("models-result");
    note.className = "muted";
    note.textContent = "Looking…";
    let models;
    try {
      ({ models } = await call({ type: "list_models" }));
    } catch (e) {
      note.className = "error";
      note.textContent = `Cannot list models: ${e.message}`;
      return;
    }
    const { sizeLabel } = globalThis.LookTwice.modelView;
    table.textContent = "";
    for (const m of models) {
      const size = !m.size_bytes ? "" : m.size_bytes >= 1e9 ? `${(m.size_bytes / 1e9).toFixed(1)} GB` : `${Math.round(m.size_bytes / 1e6)} MB`;
      const facts = [sizeLabel(m.parameters), m.quantization, size].filter(Boolean).join(" · ");
      const use = m.active ? h("span", { class: "ok", text: "In use" })
        : h("button", { type: "button", text: "Use", "data-ref": m.ref, onclick: () => setModel(m.ref) });
      table.append(h("tr", { "data-ref": m.ref }, h("td", { text: m.label }), h("td", { class: "muted", text: facts }),
        h("td", {}, use)));
    }
    note.textContent = models.length ? "" : "No models found.";
  }
  $("find-models").onclick = () => renderFoundModels();
  renderFoundModels();

  $("model-form").onsubmit = (event) => {
    event.preventDefault();
    const path = $("model-path").value.trim();
    if (!path) {
      $("model-result").className = "error";
      $("model-result").textContent = "Enter a .gguf file's full path, ollama:NAME, a local server's URL, or use the embedded model.";
      return;
    }
    setModel(path);
  };
  $("model-embedded").onclick = () => setModel(null);

  $("add-site").onsubmit = async (event) => {
    event.preventDefault();
    let origin;
    try {
      origin = new URL($("add-origin").value).origin;
    } catch {
      $("add-result").textContent = "Enter a full address, like https://forum.example.org";
      return;
    }
    const granted = await api.permissions.request({ origins: [`${origin}/*`] });
    if (!granted) {
      $("add-result").textContent = "Permission not granted.";
      return;
    }
    try {
      await call({ type: "enable_site", url: origin });
      $("add-result").textContent = `Enabled on ${origin}.`;
    } catch (e) {
      $("add-result").textContent = `Could not enable: ${e.message}`;
    }
    renderSites();
  };

  async function renderProtect() {
    try {
      const { terms } = await call({ type: "get_protect" });
      $("protect-terms").value = terms.join("\n");
    } catch (e) {
      $("protect-result").textContent = `Not available: ${e.message}`;
    }
  }

  $("save-protect").onclick = async () => {
    const terms = $("protect-terms").value.split("\n").map((t) => t.trim()).filter(Boolean);
    try {
      const saved = await call({ type: "set_protect", terms });
      $("protect-terms").value = saved.terms.join("\n");
      $("protect-result").textContent = `Saved: ${saved.terms.length} term${saved.terms.length === 1 ? "" : "s"}.`;
    } catch (e) {
      $("protect-result").textContent = `Not saved: ${e.message}`;
    }
  };

  renderEngine();
  renderSites();
  renderProtect();
})();
