"""Surface similarity of a rewritten text to its original: ROUGE-L F1 and sentence BLEU-4.

Pure Python and fast enough to run once per RLAA round: the LCS behind ROUGE-L uses the bit-parallel
algorithm (Allison & Dix 1986, Hyyrö 2004) on Python integers, O(n·m/wordsize) instead of an n·m table.

Tokens are lower-cased. ROUGE-L uses word tokens (runs of letters/digits, like the `rouge-score` package,
which drops punctuation); BLEU also keeps each punctuation mark as a token, as BLEU tokenizers do.
"""

from __future__ import annotations

import math
import re
from collections import Counter

_WORD = re.compile(r"\w+")
_WORD_OR_PUNCT = re.compile(r"\w+|[^\w\s]")

BLEU_MAX_N = 4
BLEU_EPSILON = 0.1  # Chen & Cherry (2014) smoothing method 1, NLTK's default epsilon


def words(text: str) -> list[str]:
    """Lower-cased word tokens (letters and digits), the unit of ROUGE-L."""
    return _WORD.findall(text.lower())


def bleu_tokens(text: str) -> list[str]:
    """Lower-cased words and single punctuation marks, the unit of BLEU."""
    return _WORD_OR_PUNCT.findall(text.lower())


def lcs_length(a: list[str], b: list[str]) -> int:
    """Length of the longest common subsequence of two token lists (bit-parallel)."""
    if not a or not b:
        return 0
    if len(a) < len(b):
        a, b = b, a  # bit vectors over the longer side: fewer Python-level iterations
    masks: dict[str, int] = {}
    for i, tok in enumerate(a):
        masks[tok] = masks.get(tok, 0) | (1 << i)
    full = (1 << len(a)) - 1
    v = full
    for tok in b:
        u = v & masks.get(tok, 0)
        v = ((v + u) | (v - u)) & full
    return len(a) - bin(v).count("1")


def rouge_l_f1(reference: str, candidate: str) -> float:
    """ROUGE-L F1 (β = 1) of `candidate` against `reference`; 1.0 when both are empty."""
    ref, cand = words(reference), words(candidate)
    if not ref and not cand:
        return 1.0
    lcs = lcs_length(ref, cand)
    if lcs == 0:
        return 0.0
    precision, recall = lcs / len(cand), lcs / len(ref)
    return 2 * precision * recall / (precision + recall)


def _ngrams(tokens: list[str], n: int) -> Counter[tuple[str, ...]]:
    return Counter(tuple(tokens[i : i + n]) for i in range(len(tokens) - n + 1))


def bleu(reference: str, candidate: str) -> float:
    """Sentence BLEU-4 of `candidate` against one `reference`, uniform weights, standard brevity penalty.

    Smoothing: Chen & Cherry method 1 — an n-gram order with no match counts `BLEU_EPSILON` matches
    instead of 0 (over max(1, candidate n-grams), as NLTK does), so one missing 4-gram does not zero the
    score of a short sentence. 1.0 when both texts are empty, 0.0 when only one is.
    """
    ref, cand = bleu_tokens(reference), bleu_tokens(candidate)
    if not ref and not cand:
        return 1.0
    if not ref or not cand:
        return 0.0
    log_sum = 0.0
    for n in range(1, BLEU_MAX_N + 1):
        cand_ngrams, ref_ngrams = _ngrams(cand, n), _ngrams(ref, n)
        matches = sum(min(count, ref_ngrams[g]) for g, count in cand_ngrams.items())
        total = max(1, sum(cand_ngrams.values()))
        log_sum += math.log((matches or BLEU_EPSILON) / total) / BLEU_MAX_N
    brevity = 1.0 if len(cand) > len(ref) else math.exp(1 - len(ref) / len(cand))
    return brevity * math.exp(log_sum)
