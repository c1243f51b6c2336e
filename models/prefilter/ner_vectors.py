"""The entity recognizer's token vectors (en_core_web_sm's own tok2vec and its linear layer), computed with
thinc's kernels in one function instead of through its layers.

The layers call the same kernels, but each call also builds a backprop closure, checks dimensions, flattens and
unflattens lists; on the short sentences the pre-filter recognizes that plumbing was a tenth of the tok2vec's
time (issue 11, speed6). Here: the same hash embeddings (`ops.hash`, `ops.gather_add`), the same maxout
(`ops.gemm` with the bias added, `ops.maxout`), the same layer norm (numpy's mean and variance, the same
expression), the same window (`ops.seq2col` over the sentences laid end to end with 4 zero rows between them,
as `with_array(pad=4)` lays them), the same residual sums, in the same order on the same arrays: the same
numbers (tests/test_prefilter_ner_steps.py compares them with the layers' output).

Rows nobody reads are left out: the last window layer's output for the padding rows, and each middle layer's
padding rows at the batch's ends that no later window reaches (`__call__`); the first layer's rows, which depend on
their token alone, are computed once per distinct token and remembered (`_embed`). Each row of a gemm, the maxout
and the norm is computed from that row alone, so the token rows do not change (checked on every candidate
sentence of the 630 texts of bench.prefilter_same, and bench/results/speed12/scripts/gemm_rows.py). Any other
model shape gets None from `for_model` and goes through thinc."""

from __future__ import annotations

import threading
from typing import Any

import numpy

# Token rows of the first layer remembered (`TokenVectors._embed`): 32,768 rows of 96 float32, 12 MiB; when full,
# all are forgotten and the table fills again (a draft's words are few; a long session's vocabulary is not).
_REMEMBERED_ROWS = 1 << 15

# The recognizer's tok2vec >> list2array >> linear, as thinc names the chain (en_core_web_sm 3.x).
_SHAPE = ("extract_features>>list2ragged>>with_array(" + "|".join(["ints-getitem>>hashembed"] * 4) + ")"
          ">>with_array(maxout>>layernorm>>dropout)>>ragged2list>>with_array("
          + ">>".join(["residual(expand_window>>maxout>>layernorm>>dropout)"] * 4) + ")>>list2array>>linear")


class TokenVectors:
    """`model.layers[0](docs, is_train=False)` of the recognizer's parser model, for docs of one token or more."""

    def __init__(self, tok2vec: Any, remembered: int = _REMEMBERED_ROWS) -> None:
        nodes = {name: [n for n in tok2vec.walk() if n.name == name]
                 for name in ("extract_features", "hashembed", "maxout", "layernorm", "expand_window", "linear")}
        self.ops = tok2vec.ops
        self.columns = nodes["extract_features"][0].attrs["columns"]
        self.tables = [(h.attrs["seed"], h.get_param("E")) for h in nodes["hashembed"]]
        self.layers = [(m.ops.reshape2f(m.get_param("W"), m.get_dim("nO") * m.get_dim("nP"), m.get_dim("nI")),
                        m.ops.reshape1f(m.get_param("b"), m.get_dim("nO") * m.get_dim("nP")),
                        m.get_dim("nO"), m.get_dim("nP"), n.get_param("G"), n.get_param("b"))
                       for m, n in zip(nodes["maxout"], nodes["layernorm"])]
        linear = nodes["linear"][-1]
        self.linear = (linear.get_param("W"), linear.get_param("b"))
        self.pad = 4
        # the first layer's rows by their token's four feature ids (`_embed`), and the lock that keeps the table
        # and its index in step when drafts are analysed on several threads
        self._rows: dict[tuple[int, ...], int] = {}
        self._table = numpy.empty((remembered, self.layers[0][2]), dtype="float32")
        self._lock = threading.Lock()

    @classmethod
    def for_model(cls, parser_model: Any) -> TokenVectors | None:
        """The fused form of this parser model's tok2vec, or None when it is not the shape computed here."""
        tok2vec = parser_model.layers[0] if parser_model.layers else None
        if tok2vec is None or tok2vec.name != _SHAPE or type(tok2vec.ops).__name__ != "NumpyOps":
            return None
        nodes = list(tok2vec.walk())
        hashembeds = [n for n in nodes if n.name == "hashembed"]
        windows = [n for n in nodes if n.name == "expand_window"]
        padded = [n for n in nodes if n.name.startswith("with_array(residual")]
        if ([h.attrs.get("column") for h in hashembeds] != [0, 1, 2, 3]
                or any(w.attrs.get("window_size") != 1 for w in windows)
                or [p.attrs.get("pad") for p in padded] != [4]):
            return None
        return cls(tok2vec)

    def __call__(self, docs: list[Any], is_train: bool = False) -> tuple[Any, None]:
        ops = self.ops
        features = [ops.asarray2i(doc.to_array(self.columns), dtype="uint64") for doc in docs]
        lengths = numpy.asarray([len(f) for f in features], dtype="i")
        vectors = self._embed(ops.flatten(features))
        laid = ops.flatten(ops.unflatten(vectors, lengths), pad=self.pad)
        # Each residual layer's rows are read only through the windows (one row each side) of the layers after it:
        # the k-th from last middle layer is needed no farther than k rows from a token, so each middle layer drops
        # one row at each end of the batch (the padding before the first sentence and after the last: _SHAPE's three
        # middle layers, fewer than the 4 padding rows `for_model` asks for). The rows kept are computed from the same rows as before,
        # each row of the gemm, maxout and norm from that row alone: the same numbers, some 9 rows fewer through
        # three 288-wide gemms per comment (issue 11, speed12).
        for layer in self.layers[1:-1]:
            laid = laid[1:-1] + self._maxout_norm(ops.seq2col(laid, 1)[1:-1], layer)
        starts = numpy.cumsum(lengths + self.pad) - lengths - (len(self.layers) - 2)
        tokens = numpy.concatenate([numpy.arange(s, s + n) for s, n in zip(starts, lengths)])
        out = laid[tokens] + self._maxout_norm(ops.seq2col(laid, 1)[tokens], self.layers[-1])
        W, b = self.linear
        scores = ops.gemm(out, W, trans2=True)
        scores += b
        return scores, None

    def _embed(self, ids: Any) -> Any:
        """The first layer's rows (hash embeddings, maxout, layer norm) for the tokens' feature ids, one row per
        token. That layer has no window: a token's row is a function of its four ids alone (each step elementwise
        or computed from its own row; the gemm's rows do not depend on the other rows, checked for every row
        count up to 700 in bench/results/speed12), so a row is computed once and remembered, for the same word
        in the same draft and in the next ones, as the tokenizer remembers its words (issue 11, speed12: about a
        quarter of the token vectors' time on the comments)."""
        keys = [tuple(row) for row in ids.tolist()]
        with self._lock:
            rows = self._rows
            missing = list(dict.fromkeys(k for k in keys if k not in rows))
            if missing:
                if len(rows) + len(missing) > len(self._table):
                    rows.clear()  # full: forget them all and start again with this batch's
                    missing = list(dict.fromkeys(keys))
                    if len(missing) > len(self._table):
                        return self._first_layer(ids)  # more distinct words than the table holds: not remembered
                new = self._first_layer(numpy.asarray(missing, dtype="uint64").reshape(len(missing), ids.shape[1]))
                at = len(rows)
                self._table[at : at + len(missing)] = new
                rows.update((k, at + n) for n, k in enumerate(missing))
            return self._table[[rows[k] for k in keys]]

    def _first_layer(self, ids: Any) -> Any:
        ops = self.ops
        embedded = []
        for column, (seed, table) in enumerate(self.tables):
            keys = ops.hash(ops.as_contig(ids[:, column], dtype="uint64"), seed) % table.shape[0]
            embedded.append(ops.gather_add(table, keys))
        return self._maxout_norm(ops.xp.hstack(embedded), self.layers[0])

    def _maxout_norm(self, X: Any, layer: tuple[Any, ...]) -> Any:
        """thinc's Maxout then LayerNorm forward (inference): the same calls and expressions."""
        W, b, nO, nP, G, shift = layer
        Y = self.ops.gemm(X, W, trans2=True)
        Y += b
        best, _ = self.ops.maxout(self.ops.reshape3f(Y, Y.shape[0], nO, nP))
        mu = best.mean(axis=1, keepdims=True)
        var = best.var(axis=1, keepdims=True) + 1e-08
        normed = (best - mu) * var ** (-1.0 / 2.0)
        out = normed * G
        out += shift
        return out
