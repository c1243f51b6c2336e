// The toolbar popup: is LookTwice ready (host, model)? what does it do on this site? one click to enable it.
(() => {
  const { api } = globalThis.LookTwice.platform;
  const { call, h, MODE_LABELS, describeConnection, describeStore } = globalThis.LookTwice.pageKit;
  const { siteKey, MODES, DEFAULT_REVIEW_SITES } = globalThis.LookTwice.sites;
  const $ = (id) => document.getElementById(id);

  /** The tab the popup is about: ?tab=<id> (tests, the options page), else the active tab. */
  async function targetTab() {
    const id = Number(new URLSearchParams(location.search).get("tab"));
    if (Number.isInteger(id) && id > 0) return api.tabs.get(id);
    const [tab] = await api.tabs.query({ active: true, currentWindow: true });
    return tab;
  }

  function showText(el, text) {
    // Shows `code` spans for text between backticks.
    el.textContent = "";
    text.split("`").forEach((part, i) => el.append(i % 2 ? h("code", { text: part }) : part));
  }

  async function renderStatus() {
    let status = null;
    try {
      status = await call({ type: "get_status" });
    } catch (error) {
      status = { connection: { state: "disconnected", lastError: error.message } };
    }
    const look = describeConnection(status);
    $("status-dot").className = `dot ${look.ok ? "ok" : look.title.startsWith("Connecting") ? "" : "bad"}`;
    $("status-title").textContent = look.title;
    showText($("status-detail"), look.detail);
    $("retry").hidden = look.ok;
    const storeProblem = describeStore(status);
    $("store-problem").hidden = !storeProblem;
    showText($("store-problem"), storeProblem || "");
    renderModel(look.ok ? status.service?.model || status.connection?.hello?.model : null, status.service?.speed);
    return look.ok;
  }

  function renderModel(model, speed) {
    const { modelLine, speedLine, remoteLine } = globalThis.LookTwice.modelView;
    $("model").hidden = !model;
    if (!model) return;
    $("model-name").textContent = modelLine(model);
    for (const [id, text] of [["model-speed", speedLine(speed)], ["model-notice", model.notice || ""],
      ["model-remote", remoteLine(model)]]) {
      $(id).hidden = !text;
      $(id).textContent = text;
    }
  }

  async function hasPermission(url) {
    const origin = new URL(url).origin;
    return api.permissions.contains({ origins: [`${origin}/*`] });
  }

  async function renderSite(tab) {
    const error = $("site-error");
    error.hidden = true;
    if (!tab?.url || !/^https?:/.test(tab.url)) {
      $("site-name").textContent = "not a web page";
      return;
    }
    const host = new URL(tab.url).hostname;
    const site = siteKey(host);
    $("site-name").textContent = site;
    const permitted = await hasPermission(tab.url);
    const { origins } = await call({ type: "list_sites" });
    const builtIn = DEFAULT_REVIEW_SITES.includes(site);
    const enabled = builtIn || (permitted && origins.includes(new URL(tab.url).origin));
    $("site-enable").hidden = enabled;
    if (!enabled) {
      $("site-mode-row").hidden = true;
      return;
    }
    const { policy, source } = await call({ type: "get_policy", site });
    const select = $("site-mode");
    select.textContent = "";
    for (const mode of MODES) select.append(h("option", { value: mode, text: MODE_LABELS[mode] }));
    select.value = policy.mode;
    $("site-mode-row").hidden = false;
    select.onchange = async () => {
      try {
        await call({ type: "set_policy", policy: { ...policy, mode: select.value } });
      } catch (e) {
        error.hidden = false;
        error.textContent = `Not saved: ${e.message}`;
        select.value = policy.mode;
      }
    };
    renderVault(tab, policy);
    const { tab: summary } = await call({ type: "tab_summary", tabId: tab.id });
    const count = summary?.kind === "suggestions" ? summary.count : null;
    $("site-unchecked").hidden = summary?.kind !== "cant_check";
    $("site-unchecked").textContent = summary?.kind === "cant_check"
      ? `${summary.reason || "LookTwice can't check this box."} Sends from it are held until you choose "Send anyway".` : "";
    $("site-count").textContent = [
      count === null ? "" : count === 0 ? "Nothing identifying in this tab's drafts." : `${count} open suggestion${count === 1 ? "" : "s"} in this tab.`,
      source === "host" ? "" : "(policy from the local cache: the host could not give it)",
    ].filter(Boolean).join(" ");
  }

  /** Reversible styles keep a vault per conversation in the service: the user can drop it any time. */
  function renderVault(tab, policy) {
    $("vault-row").hidden = policy.style === "generalize";
    const result = $("vault-result");
    const forget = async (message, done) => {
      result.hidden = false;
      try {
        const { forgotten } = await call(message);
        result.textContent = done(forgotten);
      } catch (e) {
        result.textContent = `Not forgotten: ${e.message}`;
      }
    };
    $("forget-conversation").onclick = () => forget({ type: "forget_conversations", tabId: tab.id },
      (n) => (n ? "This conversation's stand-ins are forgotten; its replies can no longer be restored." : "Nothing was kept for this conversation."));
    $("forget-all").onclick = () => forget({ type: "forget_conversations" },
      (n) => `Forgot the stand-ins of ${n} conversation${n === 1 ? "" : "s"}.`);
  }

  async function enable(tab) {
    const error = $("site-error");
    const origin = new URL(tab.url).origin;
    // permissions.request needs this click; the background cannot ask by itself.
    const granted = await api.permissions.request({ origins: [`${origin}/*`] });
    if (!granted) {
      error.hidden = false;
      error.textContent = "Permission not granted; LookTwice stays off here.";
      return;
    }
    try {
      await call({ type: "enable_site", url: tab.url, tabId: tab.id });
    } catch (e) {
      error.hidden = false;
      error.textContent = `Could not enable: ${e.message}`;
    }
    await renderSite(tab);
  }

  async function main() {
    const tab = await targetTab();
    $("retry").onclick = async () => {
      await call({ type: "reconnect" }).catch(() => {});
    };
    $("enable").onclick = () => enable(tab);
    $("open-options").onclick = (e) => { e.preventDefault(); api.runtime.openOptionsPage(); };
    // Keep the status live while the popup is open: it changes when the user runs `make run`.
    const poll = async () => { if (!(await renderStatus())) setTimeout(poll, 1000); };
    await poll();
    await renderSite(tab).catch((e) => {
      $("site-error").hidden = false;
      $("site-error").textContent = e.message;
    });
  }

  main();
})();
