// The extension-owned page where the user confirms a change asked for from a web page's tab (today: always
// allow a term on a site). A web page cannot open, frame or script this page; only what the user clicks
// here changes the policy.
(() => {
  const { call } = globalThis.LookTwice.pageKit;
  const $ = (id) => document.getElementById(id);
  const request = new URLSearchParams(location.search).get("request") || "";

  function done(text, isError = false) {
    $("ask").hidden = true;
    $("result").textContent = text;
    $("result").className = isError ? "error" : "muted";
  }

  async function answer(accept) {
    $("accept").disabled = true;
    $("cancel").disabled = true;
    try {
      const reply = await call({ type: "answer_confirmation", request, accept });
      done(reply.accepted ? "Saved. You can remove it in LookTwice's settings." : "Nothing changed.");
      setTimeout(() => window.close(), reply.accepted ? 1200 : 300);
    } catch (e) {
      done(`Not saved: ${e.message}`, true);
    }
  }

  async function main() {
    let confirmation;
    try {
      ({ confirmation } = await call({ type: "get_confirmation", request }));
    } catch (e) {
      done(e.message, true);
      return;
    }
    const { site, term } = confirmation;
    $("question").textContent = `Always allow “${term}” on ${site}?`;
    $("explain").textContent = `LookTwice will stop flagging “${term}” in everything you write on ${site}. ` +
      "You can remove it later in LookTwice's settings (Sites, Allow-list).";
    $("accept").textContent = `Allow on ${site}`;
    $("accept").onclick = () => answer(true);
    $("cancel").onclick = () => answer(false);
    $("ask").hidden = false;
    $("cancel").focus(); // the safe choice is the default one
  }

  main();
})();
