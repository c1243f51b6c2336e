# The two commands of the README: `make run` and `make test`. Everything else is what they need.
SHELL := /bin/bash
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(VENV)/bin/pip
LOOKTWICE := $(VENV)/bin/looktwice

.PHONY: setup setup-node setup-browser run test test-python test-js bench eval clean

$(VENV)/.installed: pyproject.toml
	bash scripts/install-python.sh $(VENV) dev,bench
	touch $@

setup: $(VENV)/.installed

node_modules/.installed: package.json
	npm install --no-audit --no-fund
	touch $@

setup-node: node_modules/.installed

setup-browser:
	@bash scripts/install-chromium.sh

run: setup
	$(LOOKTWICE) run

test: setup setup-node setup-browser test-python test-js

test-python: setup
	$(PY) -m mypy --strict models protocol serving proxy native_host
	$(PY) -m pytest

test-js: setup setup-node setup-browser
	PATH="$(abspath $(VENV))/bin:$$PATH" node --test --test-concurrency=1 tests/js/

bench: setup setup-node setup-browser
	$(PY) -m bench.prefilter_bench
	$(PY) -m bench.pipeline_bench
	$(PY) -m bench.host_bench
	PATH="$(abspath $(VENV))/bin:$$PATH" node bench/keystroke_bench.mjs

# The evaluation of issue 5 (about 2 hours for all 404 comments on 2 cores); resumes where it stopped.
EVAL_DATA ?= ../shared/data/PersonalReddit/train.jsonl
EVAL_OUT ?= bench/results/eval_personalreddit
eval: setup
	$(VENV)/bin/looktwice eval --data $(EVAL_DATA) --format personalreddit --workers 2 --out $(EVAL_OUT)
	$(PY) -m bench.eval_reference_attackers --data $(EVAL_DATA) --run $(EVAL_OUT)

clean:
	rm -rf $(VENV) node_modules
