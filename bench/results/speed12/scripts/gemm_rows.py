"""Is a row of thinc's gemm (BLIS) the same whatever other rows stand in the matrix? For each of the recognizer's five
maxout weights, random rows chosen from 700 (every row count 1..700, random rows, random order) against the same rows
of the gemm of all 700, bit for bit. ner_vectors relies on it (rows trimmed, first-layer rows remembered)."""
import numpy as np
from models.prefilter.nlp import load_nlp
from models.prefilter import ner
v = ner._token_vectors(load_nlp().get_pipe("ner").model); ops = v.ops
rng = np.random.default_rng(1)
bad = n = 0
for W, *_ in v.layers:
    X = rng.standard_normal((700, W.shape[1])).astype("f")
    full = ops.gemm(X, W, trans2=True)
    for M in range(1, 701):
        idx = rng.choice(700, M, replace=False)
        n += 1
        bad += not np.array_equal(ops.gemm(np.ascontiguousarray(X[idx]), W, trans2=True), full[idx])
print(f"{n} gemms compared, {bad} differ")
