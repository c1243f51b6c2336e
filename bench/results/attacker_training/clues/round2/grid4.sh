#!/bin/bash
cd "$1"; W=/root/w; export PYTHONPATH=$PWD:/root/site PYTHONUNBUFFERED=1 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True
run() { t=$1; tag=$2; shift 2; timeout $t python3 -m bench.train_attacker --gguf $W/smol.gguf --data $W/train.jsonl \
  --out $W/grid --tag $tag --rank 8 --epochs 8 --lr 6e-4 --batch 32 "$@" > $W/grid/log$tag.txt 2>&1; }
rm -rf $W/grid; mkdir -p $W/grid
run 560 _k3 --targets truth --folds 3 --clues $W/clues.jsonl &
run 560 _f5k --targets truth --folds 5 --clues $W/clues.jsonl --feature-only --no-engine &
run 560 _f5ks1 --targets truth --folds 5 --clues $W/clues.jsonl --feature-only --no-engine --seed 1 &
wait
cd $W/grid; tar czf $OUT/preds.tgz *.jsonl *.txt *.json; tar cf $OUT/ad1.tar truth_k3_fold0 truth_k3_fold1; tar cf $OUT/ad2.tar truth_k3_fold2 engine_k3; ls -la $OUT
