#!/bin/bash
cd /work/wt/race2
for r in 1 2 3; do
  for t in tests/test_service_starter.py tests/test_native_host_process.py tests/test_service_hardening.py tests/test_proxy_service.py tests/test_vault_service.py tests/test_stage_failure_e2e.py tests/test_model_server.py tests/test_engine.py; do
    b=$(basename $t .py); s=$(date +%s)
    PYTHONPATH=/work/wt/race2 nice /work/main/.venv/bin/python -m pytest $t -q -p no:cacheprovider > /tmp/race2/py${r}_$b.log 2>&1
    echo "$b rc=$? $(( $(date +%s)-s ))s load=$(cut -d' ' -f1-3 /proc/loadavg)" >> /tmp/race2/pysummary_$r
  done
done
