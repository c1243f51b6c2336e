// How the extension's own pages (popup, options) show the model: the name people know it by, its size,
// its measured speed, a fallback notice, and, in red, where drafts go when the model server is remote.
(() => {
  const LT = (globalThis.LookTwice ??= {});

  function sizeLabel(parameters) {
    if (!parameters) return "";
    return parameters >= 1e9 ? `${(parameters / 1e9).toFixed(1).replace(/\.0$/, "")}B` : `${Math.round(parameters / 1e6)}M`;
  }

  /** "qwen2.5:7b · Ollama (7.6B, Q4_K_M)"; "patterns only" without a model. */
  function modelLine(model) {
    if (!model) return "";
    if (!model.llm) return "No model: patterns only";
    const facts = [sizeLabel(model.parameters), model.quantization].filter(Boolean).join(", ");
    return `${model.name || model.model_id || "?"}${facts ? ` (${facts})` : ""}`;
  }

  /** "42 tokens/s · 3.1 s per analysis (last 5)", or "" before the first analysis. */
  function speedLine(speed) {
    if (!speed?.analyses) return "";
    const parts = [];
    if (speed.tokens_per_s) parts.push(`${Math.round(speed.tokens_per_s)} tokens/s`);
    parts.push(`${speed.s_per_analysis.toFixed(1)} s per analysis`);
    return `${parts.join(" · ")} (last ${speed.analyses})`;
  }

  /** Set when drafts leave this machine: the user allowed a remote model server. */
  function remoteLine(model) {
    return model?.remote ? `Your drafts are sent to ${model.remote}, outside this computer.` : "";
  }

  LT.modelView = Object.freeze({ sizeLabel, modelLine, speedLine, remoteLine });
})();
