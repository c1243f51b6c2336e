"""One regex for many words, factored by their common beginnings ("Via|Viale|Vicolo" → "Vi(?:a(?:le)?|colo)").

Python's regex engine tries the branches of an alternation one by one at every position, so a list of
hundreds of street types or legal forms costs hundreds of comparisons per word of a draft; the factored
form rejects a position after its first characters. It matches the same strings, a longer one before its
own prefix."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

_Node = dict[str, "_Node"]
_END = ""  # the key that marks the end of a word in the tree (no atom is empty)


def literal_atoms(word: str) -> tuple[str, ...]:
    """The atoms of a word matched as written."""
    return tuple(re.escape(c) for c in word)


def any_case_atoms(word: str) -> tuple[str, ...]:
    """The atoms of a word matched in any case, a space in it optional ("s. de r.l." = "s.de r.l.")."""
    return tuple(r"\s?" if c == " " else f"[{c.lower()}{c.upper()}]" if c.isalpha() and c.lower() != c.upper()
                 else re.escape(c) for c in word)


def trie_regex(words: Iterable[Sequence[str]]) -> str:
    """A non-capturing regex that matches exactly the given words, each a sequence of regex atoms."""
    root: _Node = {}
    for atoms in words:
        node = root
        for atom in atoms:
            node = node.setdefault(atom, {})
        node[_END] = {}
    return _build(root) or "(?!)"


def _build(node: _Node) -> str:
    # Branches that can match the same text ("[lL]" and "L") are tried deepest first, so a longer word
    # still wins over a shorter one ("Ltda." over "Ltda"); the order is fixed for a given set of words.
    children = sorted((atom for atom in node if atom != _END), key=lambda a: (-_depth(node[a]), a))
    branches = [atom + _build(node[atom]) for atom in children]
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    if _END in node:  # a word ends here and longer ones go on: the longer is tried first
        return "(?:" + body + ")?"
    return body


def _depth(node: _Node) -> int:
    return 1 + max((_depth(child) for atom, child in node.items() if atom != _END), default=0)


def any_case_alternation(words: Iterable[str]) -> str:
    """For a regex compiled with re.IGNORECASE: a group that matches what the plain alternation
    "(?:" + "|".join(map(re.escape, sorted(words, key=len, reverse=True))) + ")" matches, trying the words in the
    same order wherever it matters, factored (`trie_regex`) when every word is lower-case ASCII. Then no two of
    the words match the same text (a character matches at most one lower-case ASCII letter in any case), so the
    words that match at a position are prefixes of one another, and both forms try them longest first. Otherwise
    (a capital or a letter outside ASCII, whose case variants could make two words match the same text) the
    plain alternation."""
    unique = sorted(set(words), key=len, reverse=True)
    if all(w.isascii() and w == w.lower() for w in unique):
        return "(?:" + trie_regex(literal_atoms(w) for w in unique) + ")"
    return "(?:" + "|".join(map(re.escape, unique)) + ")"
