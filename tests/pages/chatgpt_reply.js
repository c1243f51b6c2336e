// The ChatGPT-like page's "model": after a message is sent, the URL becomes /c/<id> (as on chatgpt.com
// after the first message) and a reply streams in token by token. Tokens are 1–3 characters, alternately
// appended as bare text nodes and as <span>s, so a stand-in is split across chunks, text nodes and
// elements. The reply quotes what the page received, once as sent and once garbled (in capitals).
(() => {
  const record = window.recordSubmission;
  window.__replies = [];
  window.recordSubmission = (entry) => {
    record(entry);
    if (!location.pathname.startsWith("/c/")) history.pushState({}, "", `/c/${crypto.randomUUID()}`);
    streamReply(`Sure. You wrote: ${entry.text}\n\nIN CAPITALS: ${entry.text.toUpperCase()}`);
  };

  function streamReply(text) {
    const thread = document.getElementById("thread");
    const turn = document.createElement("div");
    turn.setAttribute("data-message-author-role", "assistant");
    turn.className = "assistant-turn";
    const body = document.createElement("div");
    body.className = "markdown prose";
    turn.append(body);
    thread.append(turn);
    const paragraphs = text.split("\n\n");
    let p = null;
    let pIndex = -1;
    let i = 0;
    let n = 0;
    const state = { text, done: false };
    window.__replies.push(state);
    const step = () => {
      if (pIndex < 0 || i >= paragraphs[pIndex].length) {
        pIndex += 1;
        i = 0;
        if (pIndex >= paragraphs.length) { state.done = true; return; }
        p = document.createElement("p");
        body.append(p);
      }
      const size = 1 + (n % 3);
      const token = paragraphs[pIndex].slice(i, i + size);
      i += size;
      n += 1;
      if (n % 2) p.append(document.createTextNode(token));
      else {
        const span = document.createElement("span");
        span.textContent = token;
        p.append(span);
      }
      setTimeout(step, 8);
    };
    step();
  }
})();
