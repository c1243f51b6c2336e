// Reassembly of host messages split into chunks (native_host/PROTOCOL.md, "Splitting"): consecutive
// frames {id, type:"chunk", seq, total, data}; the concatenated data is the original message's JSON.
(() => {
  const LT = (globalThis.LookTwice ??= {});

  class ChunkError extends Error {
    constructor(id, message) {
      super(`chunked message ${JSON.stringify(id)}: ${message}`);
      this.name = "ChunkError";
      this.id = id;
    }
  }

  class ChunkAssembler {
    constructor({ maxPending = 16 } = {}) {
      this.maxPending = maxPending;
      this.pending = new Map(); // id → {total, parts: string[]}
    }

    /**
     * Feeds one host message. Returns the message to deliver (the message itself when it is not a chunk,
     * the reassembled one after the last chunk) or null while a split message is incomplete.
     * Throws ChunkError on a gap, a repeat or an inconsistent total; the partial message is dropped.
     */
    accept(message) {
      if (!message || message.type !== "chunk") return message;
      const { id, seq, total, data } = message;
      if (!Number.isInteger(total) || total < 1 || !Number.isInteger(seq) || typeof data !== "string") {
        this.pending.delete(id);
        throw new ChunkError(id, "needs integer seq and total and a string data");
      }
      let entry = this.pending.get(id);
      if (!entry) {
        if (seq !== 0) throw new ChunkError(id, `first chunk has seq ${seq}, expected 0`);
        if (this.pending.size >= this.maxPending) throw new ChunkError(id, "too many split messages at once");
        entry = { total, parts: [] };
        this.pending.set(id, entry);
      }
      if (total !== entry.total || seq !== entry.parts.length) {
        this.pending.delete(id);
        throw new ChunkError(id, `chunk ${seq}/${total} out of order (expected ${entry.parts.length}/${entry.total})`);
      }
      entry.parts.push(data);
      if (entry.parts.length < entry.total) return null;
      this.pending.delete(id);
      try {
        return JSON.parse(entry.parts.join(""));
      } catch (error) {
        throw new ChunkError(id, `reassembled text is not JSON (${error.message})`);
      }
    }

    /** Forgets partial messages (the connection they came on is gone). */
    reset() {
      this.pending.clear();
    }
  }

  LT.chunks = Object.freeze({ ChunkAssembler, ChunkError });
})();
