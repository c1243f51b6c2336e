// The editor pages' "?revert=1" mode: an editor that takes only what it saw typed and drops or undoes every
// other change to its own model (an execCommand insertion, a paste, a script's write), as editors that
// ignore text an extension writes do. `typing()` is true while a key is down.
export const revertMode = new URLSearchParams(location.search).has("revert");
const down = new Set();
addEventListener("keydown", (e) => down.add(e.code), true);
addEventListener("keyup", (e) => down.delete(e.code), true);
addEventListener("blur", () => down.clear());
export const typing = () => down.size > 0;
/** True when a change to the model must be refused: the page is in revert mode and no key is down. */
export const refuse = () => revertMode && !typing();
