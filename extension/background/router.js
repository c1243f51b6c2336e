// One map of named handlers between the extension's parts; who may call what is decided by the caller's
// trust tier (shared/messages.js) before any handler runs.
import "../shared/messages.js";

const { callerTier, mayCall } = globalThis.LookTwice.messages;

export class RouteError extends Error {
  constructor(code, message) {
    super(message);
    this.name = "RouteError";
    this.code = code;
  }
}

/** Returns `route(message, sender)` → Promise of {ok:true, ...result} or {ok:false, error:{code,message}}. */
export function createRouter(handlers, identity) {
  return async function route(message, sender) {
    try {
      if (!message || typeof message.type !== "string") throw new RouteError("bad_request", "message without a type");
      const tier = callerTier(sender, identity);
      if (!tier) throw new RouteError("forbidden", "unknown caller");
      const handler = handlers[message.type];
      if (!handler) throw new RouteError("unknown_type", `no handler for ${message.type}`);
      if (!mayCall(tier, message.type)) {
        throw new RouteError("forbidden", `${message.type} is not allowed from a ${tier} caller`);
      }
      const result = await handler(message, sender, tier);
      return { ok: true, ...(result || {}) };
    } catch (error) {
      return { ok: false, error: { code: error.code || "internal", message: String(error.message || error) } };
    }
  };
}
