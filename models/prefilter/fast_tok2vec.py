"""The entity recognizer's token-to-vector network, run without thinc's per-layer bookkeeping.

On the pre-filter's drafts spaCy's entity recognizer sees a few short sentences at a time, and for such a
batch most of its time is not arithmetic but thinc's machinery around it: every one of the ~60 layers of
the recognizer's own tok2vec is a `Model.__call__` that builds a backprop closure and looks its weights up
by name, and each of its five layer norms calls numpy's generic `mean`/`var` (Python code around two
reductions). `install(nlp)` replaces the forward function of that one tok2vec model instance (not
thinc's layer functions, so any other pipeline in the process, Presidio's included, is untouched) with one
that makes the same numpy/thinc calls in the same order on the same arrays, so its output is bitwise the
same: each layer's arithmetic is copied from thinc 8.3 (`layers/hashembed.py`, `maxout.py`, `layernorm.py`,
`expand_window.py`, `residual.py`, `with_array.py`, `linear.py`) and numpy's `_methods._mean`/`_var`. It
runs only for prediction; training (`is_train`) and any network whose layers are not exactly the ones
below keep thinc's own forward. tests/test_ner_fast.py compares the two on every candidate sentence of the
bench texts."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy

_SUPPORTED_THINC = ("8.2.", "8.3.")
_PROBE = ("Yesterday Anna Schmidt from Zürich met Peter O'Brien at Google's office in Berlin.",
          "ok so my cousin works at the Mayo Clinic in Rochester, MN 55905 since 2019 lol")


def install(nlp: Any) -> bool:
    """Give the `ner` component's tok2vec the fused forward; False (nothing changed) when the network is
    not the one this module knows (another spaCy model or thinc version)."""
    try:
        import thinc

        if not thinc.__version__.startswith(_SUPPORTED_THINC) or "ner" not in nlp.pipe_names:
            return False
        tok2vec = nlp.get_pipe("ner").model.get_ref("tok2vec")
        fused = _compile(tok2vec)
    except (KeyError, ValueError, AttributeError, TypeError, _Unsupported):
        return False
    original = tok2vec._func
    # A last guard against a numpy, blis or thinc whose arithmetic differs from the one copied here: the two
    # must agree to the bit on a probe batch (two documents, so the padding between them is exercised).
    probe = list(nlp.tokenizer.pipe(_PROBE))
    expected, _ = original(tok2vec, probe, is_train=False)
    if not _same(fused(probe), expected):
        return False

    def forward(model: Any, docs: Any, is_train: bool) -> Any:
        if is_train or not docs or any(len(doc) == 0 for doc in docs):
            return original(model, docs, is_train=is_train)
        return fused(docs), _no_backprop

    tok2vec._func = forward
    tok2vec.attrs["looktwice_fused"] = True
    return True


def installed(nlp: Any) -> bool:
    return bool(nlp.get_pipe("ner").model.get_ref("tok2vec").attrs.get("looktwice_fused"))


def _same(a: Any, b: Any) -> bool:
    return bool(a.shape == b.shape and a.dtype == b.dtype and a.tobytes() == b.tobytes())


class _Unsupported(Exception):
    pass


def _no_backprop(d_output: Any) -> Any:  # pragma: no cover - only prediction runs fused
    raise NotImplementedError("the fused tok2vec does not train")


def _forwards() -> dict[str, Callable[..., Any]]:
    import importlib

    modules = {"chain": "thinc.layers.chain", "extract_features": "spacy.ml.featureextractor",
               "list2ragged": "thinc.layers.list2ragged", "with_array": "thinc.layers.with_array",
               "concatenate": "thinc.layers.concatenate", "ints-getitem": "thinc.layers.array_getitem",
               "hashembed": "thinc.layers.hashembed", "maxout": "thinc.layers.maxout",
               "layernorm": "thinc.layers.layernorm", "dropout": "thinc.layers.dropout",
               "ragged2list": "thinc.layers.ragged2list", "residual": "thinc.layers.residual",
               "expand_window": "thinc.layers.expand_window", "list2array": "thinc.layers.list2array",
               "linear": "thinc.layers.linear"}
    return {kind: importlib.import_module(name).forward for kind, name in modules.items()}


def _kind(node: Any, forwards: dict[str, Callable[..., Any]]) -> str:
    for kind, func in forwards.items():
        if node._func is func:
            return kind
    raise _Unsupported(node.name)


def _steps(node: Any, forwards: dict[str, Callable[..., Any]]) -> list[Any]:
    """The network as a flat list of its leaf and container layers, chains unrolled."""
    if _kind(node, forwards) == "chain":
        out: list[Any] = []
        for layer in node.layers:
            out.extend(_steps(layer, forwards))
        return out
    return [node]


def _compile(tok2vec: Any) -> Callable[[Any], Any]:
    """Check that the network is MultiHashEmbed → MaxoutWindowEncoder → list2array → Linear (spaCy's
    Tok2Vec.v2 in a TransitionBasedParser.v2) and return its fused prediction."""
    forwards = _forwards()
    ops = tok2vec.ops
    if type(ops).__name__ != "NumpyOps":
        raise _Unsupported("not NumpyOps")
    steps = _steps(tok2vec, forwards)
    kinds = [_kind(s, forwards) for s in steps]
    if kinds != ["extract_features", "list2ragged", "with_array", "with_array", "ragged2list", "with_array",
                 "list2array", "linear"]:
        raise _Unsupported(str(kinds))
    features, _, embed_arr, reduce_arr, _, encode_arr, _, linear = steps
    columns = features.attrs["columns"]

    # with_array(concatenate(chain(ints-getitem, hashembed) × n)) on a Ragged
    if embed_arr.attrs.get("pad", 0) != 0:
        raise _Unsupported("embed pad")
    (concat,) = embed_arr.layers
    if _kind(concat, forwards) != "concatenate":
        raise _Unsupported("concatenate")
    tables: list[tuple[Any, Any, int]] = []
    for branch in concat.layers:
        parts = _steps(branch, forwards)
        if [_kind(p, forwards) for p in parts] != ["ints-getitem", "hashembed"]:
            raise _Unsupported("embedding branch")
        getitem, embed = parts
        tables.append((getitem.attrs["index"], embed.get_param("E"), int(embed.attrs["seed"])))

    # with_array(maxout >> layernorm >> dropout) on a Ragged
    if reduce_arr.attrs.get("pad", 0) != 0:
        raise _Unsupported("reduce pad")
    reduce = _maxout_block(_steps(reduce_arr.layers[0], forwards), forwards)

    # with_array(residual(expand_window >> maxout >> layernorm >> dropout) × depth, pad) on a list
    pad = int(encode_arr.attrs["pad"])
    blocks: list[tuple[int, tuple[Any, ...]]] = []
    for res in _steps(encode_arr.layers[0], forwards):
        if _kind(res, forwards) != "residual":
            raise _Unsupported("residual")
        inner = _steps(res.layers[0], forwards)
        if _kind(inner[0], forwards) != "expand_window":
            raise _Unsupported("expand_window")
        blocks.append((int(inner[0].attrs["window_size"]), _maxout_block(inner[1:], forwards)))
    if not blocks or pad < 1:
        raise _Unsupported("encoder")

    W_lin, b_lin = linear.get_param("W"), linear.get_param("b")

    def layer_norm(X: Any, G: Any, b: Any) -> Any:
        # thinc layernorm: mu = X.mean(1, keepdims); var = X.var(1, keepdims) + 1e-08, the two written out
        # as numpy's _methods._mean and _var compute them (float32 input, no dtype, no where)
        n = numpy.intp(X.shape[1])
        mu = numpy.add.reduce(X, 1, None, None, keepdims=True)
        mu = numpy.true_divide(mu, n, out=mu, casting="unsafe", subok=False)
        arrmean = numpy.add.reduce(X, 1, None, keepdims=True)
        arrmean = numpy.true_divide(arrmean, n, out=arrmean, casting="unsafe", subok=False)
        x = numpy.subtract(X, arrmean, out=...)
        x = numpy.square(x, out=x)
        var = numpy.add.reduce(x, 1, None, None, keepdims=True)
        var = numpy.true_divide(var, numpy.maximum(n - 0, 0), out=var, casting="unsafe", subok=False)
        var = var + 1e-08
        Xhat = (X - mu) * var ** (-1.0 / 2.0)
        Y = Xhat * G
        Y += b
        return Y

    def maxout_norm(X: Any, block: tuple[Any, ...]) -> Any:
        W, b, nO, nP, nI, G, gb = block
        Y = ops.gemm(X, ops.reshape2f(W, nO * nP, nI), trans2=True)
        Y += ops.reshape1f(b, nO * nP)
        best, _ = ops.maxout(ops.reshape3f(Y, Y.shape[0], nO, nP))
        return layer_norm(best, G, gb)

    def fused(docs: Any) -> Any:
        # extract_features
        feats = []
        for doc in docs:
            attrs = doc.to_array(columns)
            if attrs.ndim == 1:
                attrs = attrs.reshape((attrs.shape[0], 1))
            feats.append(ops.asarray2i(attrs, dtype="uint64"))
        # list2ragged
        lengths = ops.asarray1i([len(x) for x in feats])
        ids = ops.flatten(feats)
        # with_array(concatenate(hash embeddings))
        embedded = []
        for index, E, seed in tables:
            col = ops.as_contig(ids[index], dtype="uint64")
            keys = ops.hash(col, seed) % E.shape[0]
            embedded.append(ops.gather_add(E, keys))
        X = ops.xp.hstack(embedded)
        # with_array(maxout >> layernorm >> dropout)
        X = maxout_norm(X, reduce)
        # ragged2list, then with_array(pad) flattens the list with `pad` zero rows around each document
        Xs = ops.unflatten(X, lengths)
        Xf = ops.flatten(Xs, pad=pad)
        for nW, block in blocks:
            Y = maxout_norm(ops.seq2col(Xf, nW), block)
            Xf = Xf + Y
        Xs = ops.unflatten(Xf, lengths, pad=pad)
        # list2array, linear
        Xa = ops.flatten(Xs)
        out = ops.gemm(Xa, W_lin, trans2=True)
        out += b_lin
        return out

    return fused


def _maxout_block(parts: list[Any], forwards: dict[str, Callable[..., Any]]) -> tuple[Any, ...]:
    """maxout >> layernorm >> dropout (inactive at prediction) → the weights fused prediction uses."""
    if [_kind(p, forwards) for p in parts] != ["maxout", "layernorm", "dropout"]:
        raise _Unsupported("maxout block")
    mx, ln, _ = parts
    return (mx.get_param("W"), mx.get_param("b"), mx.get_dim("nO"), mx.get_dim("nP"), mx.get_dim("nI"),
            ln.get_param("G"), ln.get_param("b"))
