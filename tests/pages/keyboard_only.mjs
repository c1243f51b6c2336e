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

// "?first-only=1": an editor that takes the first change it did not see typed and drops every later one (a
// batch of edits whose first sticks and whose rest is lost). Call once per such change: true means refuse.
const firstOnlyMode = new URLSearchParams(location.search).has("first-only");
let untypedTaken = 0;
export function refuseUntypedChange() {
  if (typing()) return false;
  if (revertMode) return true;
  if (!firstOnlyMode) return false;
  untypedTaken += 1;
  return untypedTaken > 1;
}
