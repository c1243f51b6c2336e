// Changes that weaken protection and were asked for from a web page's tab (the card's "Always allow this
// term"): held here until the user confirms them in an extension page (confirm/confirm.html). A content
// script runs beside an untrusted page, so what it asks for is only a proposal; the page tier decides.

export const CONFIRM_PAGE = "confirm/confirm.html";
const KEY = "confirmations";
const TTL_MS = 10 * 60 * 1000;
const MAX_PENDING = 20;

export class ConfirmationError extends Error {
  constructor(message) {
    super(message);
    this.name = "ConfirmationError";
    this.code = "not_found";
  }
}

/**
 * Pending requests, kept in session storage (chrome.storage.session: survives the service worker being
 * stopped, never written to disk). One per tab: a newer request from the same tab replaces the older one
 * and closes its window, so a page cannot pile windows up.
 */
export class Confirmations {
  constructor({ storage, windows, newId = () => crypto.randomUUID(), now = () => Date.now() }) {
    Object.assign(this, { storage, windows, newId, now });
  }

  async all() {
    const stored = (await this.storage.get(KEY))[KEY] || {};
    const live = {};
    for (const [id, request] of Object.entries(stored)) if (this.now() - request.at < TTL_MS) live[id] = request;
    return live;
  }

  /** Records `{kind, site, term}` asked from `tabId`, opens the confirmation window; returns the request id. */
  async propose(request, tabId) {
    const pending = await this.all();
    for (const [id, old] of Object.entries(pending)) {
      if (old.tabId !== tabId) continue;
      delete pending[id];
      if (Number.isInteger(old.windowId)) await this.windows.close(old.windowId).catch(() => {});
    }
    const ids = Object.keys(pending);
    while (ids.length >= MAX_PENDING) delete pending[ids.shift()];
    const id = this.newId();
    pending[id] = { ...request, tabId, at: this.now(), windowId: null };
    await this.storage.set({ [KEY]: pending });
    const windowId = await this.windows.open(`${CONFIRM_PAGE}?request=${encodeURIComponent(id)}`);
    if (Number.isInteger(windowId)) {
      const now = await this.all();
      if (now[id]) {
        now[id].windowId = windowId;
        await this.storage.set({ [KEY]: now });
      }
    }
    return id;
  }

  /** The request as the confirmation page shows it. */
  async get(id) {
    const request = (await this.all())[id];
    if (!request) throw new ConfirmationError("This request expired or was already answered.");
    return { kind: request.kind, site: request.site, term: request.term };
  }

  /** Removes and returns the request: each is answered once. */
  async take(id) {
    const pending = await this.all();
    const request = pending[id];
    if (!request) throw new ConfirmationError("This request expired or was already answered.");
    delete pending[id];
    await this.storage.set({ [KEY]: pending });
    return request;
  }
}
