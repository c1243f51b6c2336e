"""Prototype: en_core_web_sm's NER tok2vec (+ its linear) with thinc's kernels, no layer plumbing."""
import numpy

def find(model, name):
    return [n for n in model.walk() if n.name == name]

class FusedTrim:
    def __init__(self, ner_model):
        t2v = ner_model.layers[0]            # tok2vec >> list2array >> linear
        self.ops = t2v.ops
        fe = find(t2v, "extract_features")[0]
        self.columns = fe.attrs["columns"]
        self.embeds = [(h.attrs["seed"], h.get_param("E")) for h in find(t2v, "hashembed")]
        assert [h.attrs["column"] for h in find(t2v, "hashembed")] == [0, 1, 2, 3]
        maxouts = find(t2v, "maxout"); norms = find(t2v, "layernorm")
        self.layers = [(m.get_param("W").reshape(m.get_dim("nO") * m.get_dim("nP"), m.get_dim("nI")),
                        m.get_param("b").reshape(m.get_dim("nO") * m.get_dim("nP")), m.get_dim("nO"), m.get_dim("nP"),
                        n.get_param("G"), n.get_param("b")) for m, n in zip(maxouts, norms)]
        lin = [n for n in t2v.walk() if n.name == "linear"][0]
        self.lin_W, self.lin_b = lin.get_param("W"), lin.get_param("b")
        self.pad = 4

    def _maxout_norm(self, X, layer):
        ops = self.ops
        W, b, nO, nP, G, gb = layer
        Y = ops.gemm(X, W, trans2=True)
        Y += b
        best, _ = ops.maxout(Y.reshape(Y.shape[0], nO, nP))
        mu = best.mean(axis=1, keepdims=True)
        var = best.var(axis=1, keepdims=True) + 1e-08
        Xhat = (best - mu) * var ** (-1.0 / 2.0)
        out = Xhat * G
        out += gb
        return out

    def __call__(self, docs, is_train=False):
        ops = self.ops
        feats = [ops.asarray2i(doc.to_array(self.columns), dtype="uint64") for doc in docs]
        lengths = numpy.asarray([len(f) for f in feats], dtype="i")
        X = ops.flatten(feats)
        cols = []
        for col, (seed, E) in enumerate(self.embeds):
            ids = ops.as_contig(X[:, col], dtype="uint64")
            cols.append(ops.gather_add(E, ops.hash(ids, seed) % E.shape[0]))
        H = self._maxout_norm(ops.xp.hstack(cols), self.layers[0])
        Xf = ops.flatten(ops.unflatten(H, lengths), pad=self.pad)
        for layer in self.layers[1:-1]:
            Y = self._maxout_norm(ops.seq2col(Xf, 1), layer)
            Xf = Xf + Y
        starts = numpy.cumsum(lengths + self.pad) - lengths
        rows = numpy.concatenate([numpy.arange(s, s + n) for s, n in zip(starts, lengths)])
        T = Xf[rows] + self._maxout_norm(ops.seq2col(Xf, 1)[rows], self.layers[-1])
        out = ops.gemm(T, self.lin_W, trans2=True)
        out += self.lin_b
        return out, None
