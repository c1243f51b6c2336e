"""Plausible stand-ins of the same kind and shape for explicit identifiers (style `pseudonym`).

A name becomes another name of the same length in words (a female first name for a female one, as far
as Faker's en_US lists tell), an email an address at a reserved example domain (RFC 2606), a phone the
same digits-and-separators pattern with other digits, an IP address one of the documentation ranges
(RFC 5737, RFC 3849). Word lists come from Faker's en_US providers; nothing here is hand-written except
the street suffixes below. Each call draws from the caller's `random.Random`, so a vault decides its own
sequence and the generators stay thread-safe.
"""

from __future__ import annotations

import functools
import ipaddress
import random
import re
import string
from urllib.parse import urlsplit, urlunsplit

from .prefilter.people import TITLES

# Kinds of reversible identifiers; `kind_of` maps a finding to one (or None: not reversible).
KINDS = ("person", "organization", "email", "phone", "address", "id_number", "financial", "url",
         "ip_address", "username")
_KIND_BY_CATEGORY = {"name": "person", "email": "email", "phone": "phone", "address": "address",
                     "id_number": "id_number", "financial": "financial", "url": "url",
                     "ip_address": "ip_address", "username": "username"}
EXAMPLE_DOMAINS = ("example.com", "example.org", "example.net")  # reserved by RFC 2606
# Street-type words of US/UK/IE addresses, kept as written so "12 Harcourt St" stays an "St" address.
_STREET_TYPES = frozenset(
    "street st road rd avenue ave lane ln drive dr court ct place pl boulevard blvd way terrace close "
    "crescent square sq parade row hill gardens grove park".split()
)


# Titles before a name stay as written ("Dr John Okafor" → "Dr Kevin Lowe"): the pre-filter's list.
def is_title(word: str) -> bool:
    return word.rstrip(".").casefold() in TITLES


def kind_of(category: str, detector: str = "") -> str | None:
    """The reversible kind of a finding: explicit identifiers and named employers; None for attributes."""
    if category == "occupation" and detector.endswith(".employer"):
        return "organization"
    return _KIND_BY_CATEGORY.get(category)


def normalize(kind: str, value: str) -> str:
    """The key two spellings of the same value share ("+1 555-0100" and "(555) 0100" do not; digits do)."""
    text = re.sub(r"\s+", " ", value).strip().casefold()
    if kind == "phone":
        return re.sub(r"\D", "", text)
    if kind in ("person", "organization"):
        return re.sub(r"['’]s$", "", text).strip(" .,")
    if kind == "url":
        return text.rstrip("/")
    return text


def make(kind: str, original: str, rng: random.Random, attempt: int = 0) -> str:
    """A fresh stand-in for `original` of `kind`; later attempts (after a collision) vary more."""
    maker = _MAKERS[kind]
    out = maker(original, rng)
    if original.endswith(".") and not out.endswith("."):
        out += "."  # "Acme Corp." ends a sentence too
    if attempt >= 20:  # the plausible pools are exhausted for this shape: add a distinguishing suffix
        out = f"{out} {attempt}" if kind in ("person", "organization") else out
    return out


# ---- names ---------------------------------------------------------------------------------------

@functools.lru_cache(maxsize=1)
def _names() -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    from faker.providers.company.en_US import Provider as Company
    from faker.providers.person.en_US import Provider as Person

    female = tuple(Person.first_names_female)
    male = tuple(Person.first_names_male)
    last = tuple(Person.last_names)
    suffixes = tuple(s for s in Company.company_suffixes if s)
    return female, male, last, suffixes


def first_name_like(word: str, rng: random.Random) -> str:
    female, male, _, _ = _names()
    folded = word.casefold()
    if any(folded == n.casefold() for n in female):
        pool = female
    elif any(folded == n.casefold() for n in male):
        pool = male
    else:
        pool = female + male
    return _cased(rng.choice(pool), word)


def last_name_like(word: str, rng: random.Random) -> str:
    return _cased(rng.choice(_names()[2]), word)


def is_first_name(word: str) -> bool:
    female, male, _, _ = _names()
    folded = word.casefold()
    return any(folded == n.casefold() for n in female + male)


def is_last_name(word: str) -> bool:
    female, male, last, _ = _names()
    folded = word.casefold()
    return any(folded == n.casefold() for n in last) and not any(folded == n.casefold() for n in female + male)


def _person(original: str, rng: random.Random) -> str:
    words = original.split()
    if len(words) == 1:
        word = words[0]
        return last_name_like(word, rng) if is_last_name(word) else first_name_like(word, rng)
    out = [first_name_like(words[0], rng)] + [last_name_like(w, rng) for w in words[1:]]
    return " ".join(out)


def _organization(original: str, rng: random.Random) -> str:
    _, _, last, suffixes = _names()
    lead = "The " if original.lower().startswith("the ") else ""
    return f"{lead}{rng.choice(last)} {rng.choice(suffixes)}"


def _cased(name: str, like: str) -> str:
    if like.isupper() and len(like) > 1:
        return name.upper()
    if like.islower():
        return name.lower()
    return name


# ---- contact details -----------------------------------------------------------------------------

def _email(original: str, rng: random.Random) -> str:
    local = original.rsplit("@", 1)[0]
    _, _, last, _ = _names()
    female, male, _, _ = _names()
    first = rng.choice(female + male).lower()
    family = rng.choice(last).lower()
    sep = next((c for c in "._-" if c in local), "")
    parts = [first, family] if sep or len(local) > 6 else [first]
    out = sep.join(parts)
    digits = sum(ch.isdigit() for ch in local)
    if digits:
        out += "".join(rng.choice(string.digits) for _ in range(min(digits, 4)))
    return f"{out}@{rng.choice(EXAMPLE_DOMAINS)}"


def _phone(original: str, rng: random.Random) -> str:
    """Same separators and digit count; a leading +country code and trunk zeros are kept."""
    keep = 0
    m = re.match(r"\s*\+\d{1,3}", original)
    if m:
        keep = m.end()
    out = [original[:keep]]
    first_of_group = True
    for ch in original[keep:]:
        if ch.isdigit():
            if first_of_group and ch == "0":
                out.append("0")  # a trunk prefix (0 87 …) belongs to the format
            else:
                out.append(rng.choice("23456789" if first_of_group else string.digits))
            first_of_group = False
        else:
            out.append(ch)
            first_of_group = True
    return "".join(out)


def _address(original: str, rng: random.Random) -> str:
    """'12 Harcourt Street' → '48 Lowe Street': the number's length and the street type are kept."""
    m = re.match(r"\s*(?P<num>\d+[A-Za-z]?)(?P<sep>[\s,]+)(?P<rest>.*)$", original, re.S)
    number, sep, rest = (m.group("num"), m.group("sep"), m.group("rest")) if m else ("", "", original)
    words = rest.split(" ")
    kept: list[str] = []
    while words and words[-1].strip(".,").casefold() in _STREET_TYPES:
        kept.insert(0, words.pop())
    if not kept:
        kept = [rng.choice(("Street", "Road", "Avenue", "Lane"))]
    street = last_name_like(words[0] if words and words[0] else "Name", rng)
    digits = sum(ch.isdigit() for ch in number)
    new_number = ""
    if number:
        new_number = rng.choice("123456789") + "".join(rng.choice(string.digits) for _ in range(digits - 1))
        new_number += number[digits:]  # a trailing letter ("12B") stays
    return f"{new_number}{sep}{street} {' '.join(kept)}".strip()


def _same_shape(original: str, rng: random.Random) -> str:
    """Every digit another digit, every letter another letter of the same case; separators kept."""
    out = []
    for ch in original:
        if ch.isdigit():
            out.append(rng.choice(string.digits))
        elif ch.isalpha() and ch.isascii():
            out.append(rng.choice(string.ascii_uppercase if ch.isupper() else string.ascii_lowercase))
        else:
            out.append(ch)
    return "".join(out)


def _account(original: str, rng: random.Random) -> str:
    """An IBAN keeps its country letters ("DE89 …" stays a German-looking IBAN); cards keep their length."""
    m = re.match(r"[A-Z]{2}(?=\d)", original)
    head = m.group() if m else ""
    return head + _same_shape(original[len(head):], rng)


def _url(original: str, rng: random.Random) -> str:
    parts = urlsplit(original if "://" in original else "https://" + original)
    _, _, last, _ = _names()
    host = f"{rng.choice(last).lower()}.{rng.choice(EXAMPLE_DOMAINS)}"
    path = re.sub(r"[A-Za-z0-9]+", lambda m: _same_shape(m.group(), rng).lower(), parts.path)
    query = re.sub(r"[A-Za-z0-9]+", lambda m: _same_shape(m.group(), rng).lower(), parts.query)
    out = urlunsplit((parts.scheme, host, path, query, ""))
    return out if "://" in original else out.split("://", 1)[1]


def _ip(original: str, rng: random.Random) -> str:
    try:
        version = ipaddress.ip_address(original.strip()).version
    except ValueError:
        version = 6 if ":" in original else 4
    if version == 6:
        return f"2001:db8::{rng.randrange(1, 0xFFFF):x}"
    net = rng.choice(("192.0.2", "198.51.100", "203.0.113"))
    return f"{net}.{rng.randrange(1, 255)}"


def _username(original: str, rng: random.Random) -> str:
    m = re.match(r"^(/?u/|@)?(.*)$", original, re.S)
    prefix, name = (m.group(1) or "", m.group(2)) if m else ("", original)
    female, male, last, _ = _names()
    sep = next((c for c in "_.-" if c in name), "")
    out = sep.join([rng.choice(female + male).lower(), rng.choice(last).lower()]) if sep else (
        rng.choice(female + male).lower() + rng.choice(last).lower()[: max(1, len(name) // 3)])
    digits = sum(ch.isdigit() for ch in name)
    out += "".join(rng.choice(string.digits) for _ in range(min(digits, 4)))
    return prefix + out


_MAKERS = {
    "person": _person, "organization": _organization, "email": _email, "phone": _phone,
    "address": _address, "id_number": _same_shape, "financial": _account, "url": _url,
    "ip_address": _ip, "username": _username,
}
