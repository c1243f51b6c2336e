"""ROUGE-L F1 and BLEU-4 against values computed by hand (the arithmetic is in the comments)."""

import math
import random

import pytest

from models.textsim import bleu, bleu_tokens, lcs_length, rouge_l_f1, words


def _lcs_table(a: list[str], b: list[str]) -> int:
    table = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            table[i + 1][j + 1] = table[i][j] + 1 if x == y else max(table[i][j + 1], table[i + 1][j])
    return table[-1][-1]


def test_tokens_are_lowercased_and_rouge_drops_punctuation():
    assert words("Hello, World! I'm 34.") == ["hello", "world", "i", "m", "34"]
    assert bleu_tokens("Hello, World!") == ["hello", ",", "world", "!"]


def test_rouge_l_one_substitution():
    # LCS "the cat on the mat" = 5 of 6 on both sides: P = R = F = 5/6
    assert rouge_l_f1("the cat sat on the mat", "the cat lay on the mat") == pytest.approx(5 / 6)


def test_rouge_l_generalizing_edit():
    # ref 7 words, cand 9 words, LCS "i live in with my" = 5: P = 5/9, R = 5/7, F = (50/63)/(80/63) = 0.625
    ref = "I live in Dublin with my husband"
    cand = "I live in a European city with my partner"
    assert rouge_l_f1(ref, cand) == pytest.approx(0.625)


def test_rouge_l_is_case_and_punctuation_insensitive_and_handles_empty():
    assert rouge_l_f1("Hello, World!", "hello world") == 1.0
    assert rouge_l_f1("", "") == 1.0
    assert rouge_l_f1("something", "") == 0.0
    assert rouge_l_f1("", "something") == 0.0
    assert rouge_l_f1("a b", "c d") == 0.0


def test_bit_parallel_lcs_matches_dynamic_programming():
    rng = random.Random(7)
    for _ in range(300):
        a = [rng.choice("abcde") for _ in range(rng.randint(0, 70))]
        b = [rng.choice("abcdef") for _ in range(rng.randint(0, 70))]
        assert lcs_length(a, b) == _lcs_table(a, b), (a, b)


def test_bleu_identical_is_one():
    assert bleu("the cat sat on the mat", "the cat sat on the mat") == pytest.approx(1.0)


def test_bleu_one_word_changed():
    # p1 = 5/6, p2 = 3/5, p3 = 2/4, p4 = 1/3, equal lengths so BP = 1: (1/12) ** (1/4) = 0.53728
    value = bleu("the cat sat on the mat", "the cat sat on a mat")
    assert value == pytest.approx((5 / 6 * 3 / 5 * 2 / 4 * 1 / 3) ** 0.25)
    assert value == pytest.approx(0.537285, abs=1e-6)


def test_bleu_brevity_penalty():
    # all precisions 1, c = 4 < r = 8: BP = exp(1 - 8/4) = e^-1
    assert bleu("a b c d e f g h", "a b c d") == pytest.approx(math.exp(-1))


def test_bleu_smoothing_method_1():
    # cand "the dog ran": p1 = 1/3, p2 = 0.1/2, p3 = 0.1/1, p4 = 0.1/max(1, 0); BP = exp(1 - 6/3)
    value = bleu("the cat sat on the mat", "the dog ran")
    assert value == pytest.approx(math.exp(-1) * (1 / 3 * 0.05 * 0.1 * 0.1) ** 0.25)
    assert value == pytest.approx(0.041799, abs=1e-5)


def test_bleu_empty():
    assert bleu("", "") == 1.0
    assert bleu("text", "") == 0.0
    assert bleu("", "text") == 0.0

