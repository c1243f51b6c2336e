#!/bin/bash
# round 4: the evidence target with the pre-filter's clues (5 folds x 2 seeds, and k3 with its engine adapter)
cd "$1"; W=/root/w; export PYTHONPATH=$PWD:/root/site PYTHONUNBUFFERED=1 PYTORCH_CUDA_ALLOC_CONF=expandable_segments:True
run() { t=$1; tag=$2; shift 2; timeout $t python3 -m bench.train_attacker --gguf $W/smol.gguf --data $W/train.jsonl \
  --out $W/grid --tag $tag --rank 8 --epochs 8 --lr 6e-4 --batch 32 --targets evidence --clues $W/clues.jsonl "$@" > $W/grid/log$tag.txt 2>&1; }
rm -rf $W/grid; mkdir -p $W/grid
run 575 _ek3 --folds 3 --engine-target evidence &
run 575 _f5ev --folds 5 --feature-only --no-engine &
run 575 _f5evs1 --folds 5 --feature-only --no-engine --seed 1 &
wait
cd $W/grid; tar czf $OUT/preds.tgz *.jsonl *.txt *.json
tar cf $OUT/ad1.tar evidence_ek3_fold0 evidence_ek3_fold1; tar cf $OUT/ad2.tar evidence_ek3_fold2 engine_ek3; ls -la $OUT
