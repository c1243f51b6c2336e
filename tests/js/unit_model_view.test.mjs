// How the popup and the options page describe the model: names people know, size, speed, remote in words.
import { test } from "node:test";
import assert from "node:assert/strict";
import "../../extension/shared/model_view.js";

const { modelLine, speedLine, remoteLine, sizeLabel } = globalThis.LookTwice.modelView;

test("the model line names the model as its users know it, with size and quantization", () => {
  assert.equal(modelLine({ llm: true, name: "qwen2.5:7b · Ollama", parameters: 7615616512, quantization: "Q4_K_M" }),
    "qwen2.5:7b · Ollama (7.6B, Q4_K_M)");
  assert.equal(modelLine({ llm: true, name: "SmolLM2-135M-Instruct · embedded", parameters: 134515008, quantization: "Q4_1" }),
    "SmolLM2-135M-Instruct · embedded (135M, Q4_1)");
  assert.equal(modelLine({ llm: true, model_id: "m" }), "m");
  assert.equal(modelLine({ llm: false }), "No model: patterns only");
  assert.equal(sizeLabel(1_000_000_000), "1B");
});

test("speed is shown only once analyses were measured", () => {
  assert.equal(speedLine(null), "");
  assert.equal(speedLine({ analyses: 0 }), "");
  assert.equal(speedLine({ analyses: 3, s_per_analysis: 2.345, tokens_per_s: 91.6 }), "92 tokens/s · 2.3 s per analysis (last 3)");
  assert.equal(speedLine({ analyses: 1, s_per_analysis: 0.4, tokens_per_s: null }), "0.4 s per analysis (last 1)");
});

test("a remote model server is named, a local one is not", () => {
  assert.equal(remoteLine({ remote: "https://gpu.example.org/v1" }),
    "Your drafts are sent to https://gpu.example.org/v1, outside this computer.");
  assert.equal(remoteLine({ remote: null }), "");
});
