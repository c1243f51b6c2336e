"""`ner._recognize` (the entity recognizer's transition loop run step by step with the interpreter lock held) must
give exactly what `nlp.pipe` gives: every token's entity tag, every entity, in the same batches."""

from __future__ import annotations

import pytest

from models.prefilter import ner
from models.prefilter.nlp import load_nlp

# Sentences of many shapes: people, organizations, places and groups; near misses (capitalized words that are no
# entity, lower-case names, codes, dates and amounts); one-token and punctuation-only sentences; a long one;
# accents, emoji and non-Latin script.
SENTENCES = [
    "Anna Berg moved to Zurich with her husband Tom last May.",
    "I work at Siemens Healthineers in Erlangen as a technician.",
    "Call Dr. Priya Raman at St Mary's Hospital, Paddington, before Friday.",
    "My colleague Kelvin Maradiaga and I drove to Lake Tahoe.",
    "The Irish team lost to New Zealand again.",
    "Mr Raja Arlewin, born in 1970, lives in Stockholm.",
    "User Cathal, token mismatch on IE-ID-7493093.",
    "Hi Heather, thanks for the photos from Barcelona!",
    "Technician Nurlan Asanov treated the patient at Almaty Central Clinic.",
    "We stayed at the Hilton near Union Square in San Francisco.",
    "OK so I finally tried the new Thai place.",
    "The Supreme Court of Canada ruled on Tuesday.",
    "Ask HR about the EUR 300 bonus.",
    "Sent from my iPhone",
    "Tiger Woods won the Masters in Augusta.",
    "Mónica Pérez-Gálvez studied at Universidad de Salamanca.",
    "Zoë and Bjørn flew from Tromsø to Reykjavík 🙂.",
    "Москва is where Иван lives.",
    "Yes.",
    "Wow",
    "!!!",
    "A",
    "John",
    "Apple",
    "The",
    "Can you believe the Yankees traded him to Boston for two prospects and cash?",
    "RZ565188T is my tracking number from DHL Express in Leipzig.",
    "Christmas at Grandma's in Ohio was great.",
    "the red fox and the lazy dog sat by the river all day long",
    "Monday",
    " ".join(["Maria met Jose in Lisbon and they walked to the Tagus while talking about Porto."] * 6),
    "In the case of Smith v. Jones the European Court of Human Rights found a violation of Article 8.",
    "My GP in Leeds referred me to the NHS clinic.",
    "Posted by u/LondonCallingBack in r/AskUK",
    "Meet me at 221B Baker Street, London NW1 6XE.",
]


def _tags(docs: list) -> list[tuple]:
    return [(tuple((t.ent_iob_, t.ent_type_) for t in doc),
             tuple((e.start_char, e.end_char, e.label_, e.text) for e in doc.ents)) for doc in docs]


def test_the_step_loop_gives_what_nlp_pipe_gives():
    nlp = load_nlp()
    sentences = SENTENCES * 3  # more than one batch of BATCH, and a last batch that is not full
    assert len(sentences) > 2 * ner.BATCH and len(sentences) % ner.BATCH
    ours = list(ner._recognize(sentences))
    theirs = list(nlp.pipe(sentences, batch_size=ner.BATCH))
    assert [d.text for d in ours] == sentences
    assert _tags(ours) == _tags(theirs)
    # the check can fail: the sentences do hold entities of every kind the detectors use
    labels = {e.label_ for d in ours for e in d.ents}
    assert {"PERSON", "ORG", "GPE"} <= labels


@pytest.mark.parametrize("sentences", [[""], ["", "Anna lives in Bern."], ["   ", "\n"], ["Anna lives in Bern."]])
def test_empty_and_blank_sentences(sentences: list[str]):
    nlp = load_nlp()
    assert _tags(list(ner._recognize(sentences))) == _tags(list(nlp.pipe(sentences, batch_size=ner.BATCH)))


def test_a_sentence_recognized_alone_as_in_a_batch():
    # One sentence alone (the path for a sentence evicted from the cache meanwhile) is tagged as in its batch.
    alone = [_tags(list(ner._recognize([s])))[0] for s in SENTENCES[:8]]
    assert alone == _tags(list(ner._recognize(SENTENCES[:8])))


def test_entities_of_a_draft_are_nlp_pipe_entities_of_its_candidate_sentences():
    nlp = load_nlp()
    draft = " ".join(SENTENCES[:12])
    ner.clear_cache()
    found = ner.entities(draft)
    expected = []
    for start, sentence in ner.candidate_sentences(draft):
        doc = next(iter(nlp.pipe([sentence])))
        expected += [(start + e.start_char, start + e.end_char, e.label_, e.text) for e in doc.ents
                     if e.label_ in ner.LABELS]
    assert [(e.start, e.end, e.label, e.text) for e in found] == expected
    assert found


def test_the_shipped_model_takes_the_short_step():
    # en_core_web_sm's recognizer has an output layer and no unseen class: the step skips step_forward's
    # minimum-over-unseen-classes (the comparison with nlp.pipe above covers it).
    nlp = load_nlp()
    recognizer = nlp.get_pipe("ner")
    model = recognizer.model.predict([nlp.make_doc("Anna lives in Bern.")])
    assert ner._step(model) != model.predict
    model.clear_memory()


# Issue 11, speed6: the recognizer's token vectors computed in one function (ner_vectors.py) are thinc's numbers,
# bit for bit: in batches, alone, one token, a long sentence, padding between sentences of unequal length.
@pytest.mark.parametrize("batch", [SENTENCES[:12], SENTENCES[12:], [SENTENCES[19]], ["A", "John", "Yes."],
                                   [SENTENCES[30]], SENTENCES[25:31]])
def test_token_vectors_are_the_layers_numbers(batch: list[str]):
    import numpy

    from models.prefilter.ner_vectors import TokenVectors

    nlp = load_nlp()
    model = nlp.get_pipe("ner").model
    vectors = TokenVectors.for_model(model)
    assert vectors is not None  # the shipped model is the shape computed there: the fast path is taken
    docs = [nlp.make_doc(s) for s in batch]
    ours, _ = vectors(docs)
    theirs = model.layers[0].predict(docs)
    assert ours.shape == theirs.shape == (sum(len(d) for d in docs), 64)
    assert numpy.array_equal(ours, theirs)


# Issue 11, speed12: the first layer's rows are remembered by their token's feature ids; rows computed for another
# batch, a table filled up and forgotten, and a batch with more distinct words than the table holds all give thinc's
# numbers.
@pytest.mark.parametrize("remembered", [3, 8, 40, 1 << 15])
def test_remembered_first_layer_rows_are_the_layers_numbers(remembered: int):
    import numpy

    from models.prefilter.ner_vectors import TokenVectors

    nlp = load_nlp()
    model = nlp.get_pipe("ner").model
    vectors = TokenVectors(model.layers[0], remembered=remembered)
    for batch in ([SENTENCES[0]], SENTENCES[:12], [SENTENCES[0]], SENTENCES[25:31], ["A", "John", "Yes."],
                  SENTENCES[12:], [SENTENCES[19]], SENTENCES[:12]):
        docs = [nlp.make_doc(s) for s in batch]
        ours, _ = vectors(docs)
        assert numpy.array_equal(ours, model.layers[0].predict(docs))


def test_another_model_shape_goes_through_thinc():
    from thinc.api import Linear, chain

    from models.prefilter.ner_vectors import TokenVectors

    class Other:  # a parser model whose first layer is not en_core_web_sm's tok2vec
        layers = [chain(Linear(4, 4), Linear(4, 4))]

    assert TokenVectors.for_model(Other()) is None
    assert ner._token_vectors(load_nlp().get_pipe("ner").model) is not None
