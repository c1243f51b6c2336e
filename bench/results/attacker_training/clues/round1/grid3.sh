#!/bin/bash
cd "$1"; W=/root/w; export PYTHONPATH=$PWD:/root/site PYTHONUNBUFFERED=1 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True
run() { t=$1; tag=$2; shift 2; timeout $t python3 -m bench.train_attacker --gguf $W/smol.gguf --data $W/train.jsonl \
  --out $W/grid --tag $tag --rank 8 --epochs 8 --lr 6e-4 --batch 32 "$@" > $W/grid/log$tag.txt 2>&1; }
mkdir -p $W/grid
run 540 _f5c --targets truth --folds 5 --clues $W/clues.jsonl --feature-only --no-engine &
run 540 _f5cs1 --targets truth --folds 5 --clues $W/clues.jsonl --feature-only --no-engine --seed 1 &
run 540 _f5evc --targets evidence --folds 5 --clues $W/clues.jsonl --feature-only --no-engine &
run 540 _c3 --targets truth --folds 3 --clues $W/clues.jsonl &
wait
