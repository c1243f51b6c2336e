"""Model runtime: one small backend protocol, llama.cpp by default, the embedded SmolLM2 model."""
