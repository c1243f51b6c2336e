"""Is thinc's NumpyOps.gemm (blis) row-independent? Each row of X·W^T computed in batches of every size 1..400 against
the same row computed alone, with the recognizer's own first maxout weights (384 -> 288)."""
import numpy
from models.prefilter.nlp import load_nlp
from models.prefilter import ner
nlp = load_nlp(); tv = ner._token_vectors(nlp.get_pipe("ner").model)
W, b, nO, nP, G, s = tv.layers[0]
ops = tv.ops
rng = numpy.random.default_rng(0)
X = rng.standard_normal((400, W.shape[1])).astype("f")
alone = numpy.stack([ops.gemm(X[i:i+1], W, trans2=True)[0] for i in range(400)])
bad = 0
for m in range(1, 401):
    Y = ops.gemm(X[:m], W, trans2=True)
    if not numpy.array_equal(Y, alone[:m]):
        bad += 1
        print("differ at M =", m, int((Y != alone[:m]).any(axis=1).sum()), "rows")
print("sizes differing:", bad, "of 400; dtype", W.dtype, W.shape)
