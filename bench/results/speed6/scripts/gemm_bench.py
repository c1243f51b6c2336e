import time, os, numpy as np
from thinc.api import NumpyOps
ops = NumpyOps()
from models.prefilter.nlp import load_nlp
nlp = load_nlp()
m = nlp.get_pipe("ner").model
shapes = set()
# collect weight shapes of maxout/linear layers
for node in m.walk():
    for name in ("W",):
        if node.has_param(name) and node.get_param(name) is not None:
            shapes.add((node.name, node.get_param(name).shape))
print(sorted(shapes))
for n in (20, 100):
    for (lname, (a, b, *c)) in sorted(shapes):
        W = np.random.rand(*((a, b, *c))).astype("f")
        W2 = W.reshape(-1, W.shape[-1])
        X = np.random.rand(n, W2.shape[1]).astype("f")
        for _ in range(3): ops.gemm(X, W2, trans2=True)
        t0, c0 = time.perf_counter(), time.process_time()
        for _ in range(200): ops.gemm(X, W2, trans2=True)
        t1, c1 = time.perf_counter(), time.process_time()
        t2 = time.perf_counter()
        for _ in range(200): X @ W2.T
        t3 = time.perf_counter()
        print(n, lname, W2.shape, f"blis wall {1e6*(t1-t0)/200:.1f}us cpu {1e6*(c1-c0)/200:.1f}us  numpy {1e6*(t3-t2)/200:.1f}us")
