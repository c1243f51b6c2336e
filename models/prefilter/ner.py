"""spaCy entities for one draft, computed only on the sentences that can hold a named entity.

The entity recognizer is most of the pre-filter's time, and the detectors only use entities that
are proper nouns (PERSON, ORG, GPE, LOC, FAC, NORP). So the recognizer runs on the sentences with
a proper-noun candidate: a capitalized word that does not start the sentence, or a sentence-initial
word that is a known first name or place. In comment-style text this skips most of the draft
(about three quarters of the PersonalReddit comments' characters), which is what makes the whole
pre-filter a fraction of Presidio's time on the same spaCy model (bench/prefilter_bench.py).
Each sentence is recognized on its own and remembered, for the drafts that are re-analysed on
every keystroke.

The recognizer's transition loop is run here, step by step with the interpreter lock held (`_recognize`),
instead of by `nlp.pipe`, whose loop releases the lock and then, in the spaCy wheels built for Python < 3.12
(compiled with Cython's profiling hooks), takes it back in every hooked call: some hundreds per token. Same
model, same arithmetic, same entities; about a fifth less CPU time in spaCy, and much less waiting on a busy
machine, where every retake of the lock may wait for the scheduler (bench/results/issue11_speed_r14.md)."""

from __future__ import annotations

import functools
import re
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from typing import Any

from ..errors import Cancelled
from .context import Entity, fold
from .ner_vectors import TokenVectors
from .nlp import load_nlp

LABELS = frozenset({"PERSON", "ORG", "GPE", "LOC", "FAC", "NORP"})
_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]+|\n+|$)")
_WORD = re.compile(r"[^\W\d_][\w'’.-]*")
# Capitalized words that are not proper nouns: the pronoun, interjections, and the abbreviations that fill
# forms and messages (an ID, a time, a currency code, a postscript) but name no one and nowhere.
_NOT_PROPER = frozenset({"I", "I'm", "I’m", "I've", "I'll", "I'd", "OK", "Ok", "TV", "LOL", "Lol", "OMG", "Oh",
                         "ID", "IDs", "AM", "PM", "EUR", "USD", "GBP", "PS", "FYI", "ASAP", "TLDR", "EDIT"})


def entities(text: str, cancel: threading.Event | None = None) -> tuple[Entity, ...]:
    """Proper-noun entities of the draft. Sentences are recognized one by one and remembered, so
    re-analysing a draft as the user types only runs spaCy on the sentence that changed. `cancel` is
    checked between sentences (a 200,000-character draft takes spaCy a minute or more)."""
    sentences = candidate_sentences(text)
    if not sentences:
        return ()
    missing = [s for _, s in sentences if _cache.get(s) is None]
    if missing:
        for sentence, doc in zip(missing, _recognize(missing)):
            if cancel is not None and cancel.is_set():
                raise Cancelled("analysis cancelled during entity recognition")
            _cache.put(sentence, _proper_entities(doc))
    out: list[Entity] = []
    for start, sentence in sentences:
        found = _cache.get(sentence)
        if found is None:  # evicted by a concurrent draft in between: recognize it again
            found = _proper_entities(next(_recognize([sentence])))
        out.extend(Entity(start + a, start + b, label, t) for a, b, label, t in found)
    return tuple(out)


# Sentences recognized together: what `nlp.pipe` batched by (so the model sees the same batches as before).
BATCH = 32


def _recognize(sentences: list[str]) -> Iterator[Any]:
    """spaCy docs of the sentences with their entities set: what `nlp.pipe(sentences, batch_size=BATCH)` yields
    for this pipeline (the entity recognizer alone), computed the way its greedy parse does
    (`TransitionBasedParser.greedy_parse`: the model's per-batch features, then one transition per state and
    step on the argmax of the valid moves' scores) but with the step loop in Python, through the pipe's public
    step functions (`ParserStepModel.predict`, `transition_states`), with the interpreter lock held. The scores
    are the same numbers: the same precomputed features summed by the same function, the same maxout, the same
    BLIS gemm and bias for the output layer, unseen classes set to the minimum score. Any other pipeline (a
    component added, a beam) goes through `nlp.pipe`."""
    nlp = load_nlp()
    if nlp.pipe_names != ["ner"] or nlp.get_pipe("ner").cfg.get("beam_width", 1) != 1:
        yield from nlp.pipe(sentences, batch_size=BATCH)
        return
    ner = nlp.get_pipe("ner")
    vectors = _token_vectors(ner.model)
    for i in range(0, len(sentences), BATCH):
        docs = [nlp.make_doc(s) for s in sentences[i : i + BATCH]]
        batch = ner.moves.init_batch(docs)
        if any(len(doc) for doc in docs):
            model = _step_model(ner.model, vectors, docs)
            step = _step(model)
            states = [s for s in batch if not s.is_final()]
            while states:
                states = ner.transition_states(states, step(states))
            model.clear_memory()
        ner.set_annotations(docs, batch)
        yield from docs


@functools.lru_cache(maxsize=1)
def _token_vectors(parser_model: Any) -> TokenVectors | None:
    return TokenVectors.for_model(parser_model)


def _step_model(parser_model: Any, vectors: TokenVectors | None, docs: list[Any]) -> Any:
    """`parser_model.predict(docs)` (spaCy's `tb_framework.forward`: a ParserStepModel over the docs' token
    vectors), with the token vectors computed by `vectors` (ner_vectors.py) when every doc has a token."""
    if vectors is None or not all(len(doc) for doc in docs):
        return parser_model.predict(docs)
    from spacy.ml.parser_model import ParserStepModel  # type: ignore[import-not-found]  # a Cython module

    return ParserStepModel(docs, [vectors, *parser_model.layers[1:]], train=False,
                           unseen_classes=parser_model.attrs["unseen_classes"],
                           has_upper=parser_model.attrs["has_upper"])


def _step(model: Any) -> Callable[[list[Any]], Any]:
    """The scores of the moves for a step's states: `ParserStepModel.predict` (spaCy's `step_forward` with no
    training), less its one per-step cost that changes nothing here: the minimum score written over the classes
    the model never saw, when there is none (en_core_web_sm's recognizer has none). The same calls otherwise;
    `model.predict` itself for a step model that does not have these parts."""
    mask = getattr(model, "_class_mask", None)
    if mask is None or not all(hasattr(model, a) for a in ("get_token_ids", "state2vec", "vec2scores")) \
            or not model.attrs.get("has_upper") or not mask.all():
        return model.predict  # type: ignore[no-any-return]
    to_vector, to_scores = model.state2vec, model.vec2scores
    if to_scores.name == "linear" and to_scores.has_param("W") and to_scores.has_param("b"):
        # thinc's Linear forward (`gemm(X, W, trans2=True)`, then `+= b`) without its per-call plumbing
        # (parameter lookups, a backprop closure): some 15 steps a draft (issue 11, speed6)
        ops, W, b = to_scores.ops, to_scores.get_param("W"), to_scores.get_param("b")

        def linear_step(states: list[Any]) -> Any:
            scores = ops.gemm(to_vector.predict(model.get_token_ids(states)), W, trans2=True)
            scores += b
            return scores
        return linear_step

    def step(states: list[Any]) -> Any:
        return to_scores.predict(to_vector.predict(model.get_token_ids(states)))
    return step


def _proper_entities(doc: Any) -> tuple[tuple[int, int, str, str], ...]:
    # spaCy's tokens may hold a line break ("Cheers, Tom\n--": the entity "Tom\n"): an entity ends at its last
    # non-space character, so replacing it never joins two lines
    return tuple((e.start_char, e.start_char + len(e.text.rstrip()), e.label_, e.text.rstrip())
                 for e in doc.ents if e.label_ in LABELS and e.text.strip())


class _SentenceCache:
    """A small thread-safe LRU of sentence → entities (relative offsets)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._items: OrderedDict[str, tuple[tuple[int, int, str, str], ...]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: str) -> tuple[tuple[int, int, str, str], ...] | None:
        with self._lock:
            value = self._items.get(key)
            if value is not None:
                self._items.move_to_end(key)
            return value

    def put(self, key: str, value: tuple[tuple[int, int, str, str], ...]) -> None:
        with self._lock:
            self._items[key] = value
            self._items.move_to_end(key)
            while len(self._items) > self.size:
                self._items.popitem(last=False)

    def clear(self) -> None:
        with self._lock:
            self._items.clear()


_cache = _SentenceCache(4096)


def clear_cache() -> None:
    """Forget remembered sentences (benchmarks measure cold drafts with it)."""
    _cache.clear()


def warm() -> None:
    load_nlp()
    _first_words()


def candidate_sentences(text: str) -> list[tuple[int, str]]:
    """The sentences that contain a proper-noun candidate, with their offsets."""
    return [(m.start(), m.group()) for m in _SENTENCE.finditer(text) if _has_candidate(m.group())]


def _has_candidate(sentence: str) -> bool:
    words = _WORD.findall(sentence)
    if not words:
        return False
    first = words[0]
    if first[:1].isupper() and first not in _NOT_PROPER and fold(first) in _first_words():
        return True
    # A word with digits ("S21", "RZ565188T", "UP-9846889") is a code or a model, never a name or a place.
    return any(w[:1].isupper() and w not in _NOT_PROPER and not any(c.isdigit() for c in w) for w in words[1:])


@functools.lru_cache(maxsize=1)
def _first_words() -> frozenset[str]:
    """Sentence-initial words worth a look: first names (Faker's lists) and place names."""
    from faker.providers.person.en_US import Provider as Person

    from .data.gazetteer import gazetteer

    names = {fold(n) for n in (*Person.first_names_female, *Person.first_names_male, *Person.last_names)}
    names.update(k for k in gazetteer().places if " " not in k)
    return frozenset(names)
