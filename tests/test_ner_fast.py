"""The entity recognizer's fused tok2vec (models/prefilter/fast_tok2vec.py) gives spaCy's output to the bit."""

from __future__ import annotations

import pytest

from models.prefilter import fast_tok2vec, ner
from models.prefilter.nlp import MODEL_NAMES, load_nlp

spacy = pytest.importorskip("spacy")

# Sentences of the kinds the pre-filter sees, short and long, ASCII and not, with digits, handles and codes.
SENTENCES = [
    "Anna went home.",
    "Yesterday Anna Schmidt from Zurich met Peter Miller at the Google office in Berlin to talk about the "
    "new contract and the budget for next year.",
    "Name: Jacob_M | Location: Cagayan",
    "@tina996 : Hello forum, looking for guidance on coping techniques when chronic illness hits.",
    "She's a nurse at Clément SARL and loves it.",
    "Phone: 04 75 53 73 39 I finally got an RTX 3080 for my build.",
    "Mein Name ist Jürgen Groß, ich wohne in der Hauptstraße 5 in München.",
    "Tôi sống ở Số 12 Ngõ 34 Đường Láng, Hà Nội.",
    "I moved from Şəki to Baku after UAB Jankauskas hired me.",
    "X",
    "ok so my cousin works at the Mayo Clinic in Rochester, MN 55905 since 2019 lol",
    "Well done to Chinedu Nwachukwu (Year 4) and Þiðrandi Jónsson!",
]


@pytest.fixture(scope="module")
def plain():
    """The same model loaded by spaCy alone, with its own tok2vec."""
    for name in MODEL_NAMES:
        try:
            return spacy.load(name, exclude=["tok2vec", "tagger", "parser", "attribute_ruler", "lemmatizer",
                                             "senter"])
        except OSError:
            continue
    pytest.skip("no spaCy English model")


def test_installed_on_the_shared_pipeline():
    assert fast_tok2vec.installed(load_nlp())


@pytest.mark.parametrize("batch", [SENTENCES[:1], SENTENCES[1:2], SENTENCES[:5], SENTENCES, SENTENCES[9:10],
                                   SENTENCES[2:4] * 20])
def test_tok2vec_output_is_bitwise_spacys(plain, batch):
    fused_nlp = load_nlp()
    ours = fused_nlp.get_pipe("ner").model.get_ref("tok2vec")
    theirs = plain.get_pipe("ner").model.get_ref("tok2vec")
    a, _ = ours([fused_nlp.make_doc(s) for s in batch], is_train=False)
    b, _ = theirs([plain.make_doc(s) for s in batch], is_train=False)
    assert a.dtype == b.dtype and a.shape == b.shape and a.tobytes() == b.tobytes()


def test_entities_are_spacys(plain):
    def ents(nlp):
        return [[(e.start_char, e.end_char, e.label_) for e in doc.ents] for doc in nlp.pipe(SENTENCES, batch_size=4)]

    assert ents(load_nlp()) == ents(plain)
    assert any(ents(plain))


def test_training_and_empty_documents_keep_thincs_forward(plain):
    nlp = load_nlp()
    tok2vec = nlp.get_pipe("ner").model.get_ref("tok2vec")
    empty = [nlp.make_doc(""), nlp.make_doc("Anna")]
    out, _ = tok2vec(empty, is_train=False)
    ref, _ = plain.get_pipe("ner").model.get_ref("tok2vec")([plain.make_doc(""), plain.make_doc("Anna")],
                                                           is_train=False)
    assert out.tobytes() == ref.tobytes()


def test_not_installed_on_an_unknown_network(plain):
    from thinc.api import Linear, chain

    class Fake:
        pipe_names = ["ner"]

        def get_pipe(self, name):
            class Ner:
                model = chain(Linear(2, 2))
            Ner.model._refs["tok2vec"] = Ner.model  # type: ignore[attr-defined]
            return Ner()

    assert fast_tok2vec.install(Fake()) is False


def test_prefilter_entities_unchanged(plain):
    text = " ".join(SENTENCES)
    ner.clear_cache()
    found = ner.entities(text)
    expected = []
    for start, sentence in ner.candidate_sentences(text):
        expected += [(start + e.start_char, start + e.end_char, e.label_) for e in plain(sentence).ents
                     if e.label_ in ner.LABELS]
    assert [(e.start, e.end, e.label) for e in found] == expected
