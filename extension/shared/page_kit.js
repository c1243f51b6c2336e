// Helpers for the extension's own pages (popup, options): messaging the background and building DOM.
(() => {
  const LT = (globalThis.LookTwice ??= {});
  const { api } = LT.platform;

  /** Sends a message to the background; throws its error ({code, message}) as an Error. */
  async function call(message) {
    const reply = await api.runtime.sendMessage(message);
    if (!reply?.ok) {
      const error = new Error(reply?.error?.message || "no answer from the background");
      error.code = reply?.error?.code || "internal";
      throw error;
    }
    return reply;
  }

  function h(tag, props = {}, ...children) {
    const el = document.createElement(tag);
    for (const [key, value] of Object.entries(props)) {
      if (value === undefined || value === null || value === false) continue;
      if (key === "class") el.className = value;
      else if (key === "text") el.textContent = value;
      else if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
      else if (key === "value") el.value = value;
      else if (key === "checked") el.checked = !!value;
      else el.setAttribute(key, value === true ? "" : String(value));
    }
    for (const child of children.flat()) if (child !== null && child !== undefined && child !== false) el.append(child);
    return el;
  }

  const MODE_LABELS = {
    off: "Off",
    suggest: "Suggest (never blocks)",
    review_before_submit: "Review before sending",
    auto_on_submit: "Anonymize automatically on send",
  };

  /** What the connection state means for the user, and what to do about it. */
  function describeConnection(status) {
    const state = status?.connection?.state;
    const model = status?.connection?.hello?.model;
    if (state === "connected") {
      return {
        ok: true,
        title: "Ready",
        detail: model ? `Model: ${model.name || model.model_id || "?"} (${model.backend || "?"}${model.llm ? "" : ", patterns only"}${model.adapter ? `, adapter ${model.adapter}` : ""})` : "Connected",
      };
    }
    if (state === "host_missing") {
      return { ok: false, title: "Host not installed",
        detail: "Run `make run` in the LookTwice folder (it installs the host for this browser), then press Retry." };
    }
    if (state === "connecting" || state === "idle") return { ok: false, title: "Connecting…", detail: "" };
    return { ok: false, title: "Host not reachable",
      detail: `${status?.connection?.lastError || "The host stopped."} Run \`make run\` in the LookTwice folder, then press Retry.` };
  }

  /**
   * What is wrong with the service's encrypted store, for the user (null when it is fine): the service
   * then analyzes with default policies and says how to recover (`looktwice reset-store`, the key).
   */
  function describeStore(status) {
    const store = status?.service?.store;
    if (!store || store.state === "ok" || store.state === "empty") return null;
    const message = String(store.message || "no details").replace(/[.\s]*$/, ".");
    return `Your LookTwice settings cannot be used (${store.state}): ${message} ` +
      "Drafts are still checked, with the default settings.";
  }

  LT.pageKit = Object.freeze({ call, h, MODE_LABELS, describeConnection, describeStore });
})();
