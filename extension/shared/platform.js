// The one place where Chrome and Firefox differ for LookTwice. Everything else calls `LookTwice.platform`.
(() => {
  const LT = (globalThis.LookTwice ??= {});
  // Firefox exposes promise-based `browser`; Chrome's MV3 `chrome` also returns promises.
  const api = globalThis.browser ?? globalThis.chrome;
  const isFirefox = typeof globalThis.browser !== "undefined" && !!globalThis.browser?.runtime?.getBrowserInfo;

  /**
   * True if a native port's disconnect error says the host is not registered (as opposed to it exiting).
   * Chrome: "Specified native messaging host not found." Firefox: "No such native application …".
   */
  function isHostMissing(message) {
    return /not found|no such native application|access to the specified native messaging host is forbidden/i
      .test(String(message || ""));
  }

  /** The error of a native port's onDisconnect: Chrome sets runtime.lastError, Firefox port.error. */
  function portError(port) {
    return (port && port.error && port.error.message) || api?.runtime?.lastError?.message || "";
  }

  /** Options for scripting.registerContentScripts that both browsers accept. */
  function contentScriptRegistration(id, matches, js) {
    const script = { id, matches, js, runAt: "document_idle", allFrames: false };
    // Firefox ignored persistAcrossSessions before 128 (Bugzilla 1751436); Chrome needs it explicit.
    script.persistAcrossSessions = true;
    return script;
  }

  LT.platform = Object.freeze({ api, isFirefox, isHostMissing, portError, contentScriptRegistration });
})();
