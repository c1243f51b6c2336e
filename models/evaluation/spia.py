"""SPIA documents (every subject of a text with its PII) and the written-value leak measure.

A PII value is *written* when it occurs in the document verbatim (case-, accent- and spacing-insensitive,
on word boundaries); it *remains* when it still occurs in the anonymized text. Only written values are
scored: an inferred value (hardness 3+) has nothing to match in the text. Subject 0 is the author or main
subject (SPIA's convention); every other subject is "other"."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass
from pathlib import Path

from ..errors import InputError
from ..fold import fold
from .samples import json_lines

# SPIA's 15 tags, grouped as its paper does: CODE (direct identifiers) and NON-CODE (quasi-identifiers).
CODE_TAGS = ("NAME", "IDENTIFICATION_NUMBER", "DRIVER_LICENSE_NUMBER", "PASSPORT_NUMBER", "PHONE_NUMBER",
             "EMAIL_ADDRESS")
NON_CODE_TAGS = ("LOCATION", "AFFILIATION", "OCCUPATION", "POSITION", "EDUCATION", "AGE", "SEX",
                 "NATIONALITY", "RELATIONSHIP")
TAGS = CODE_TAGS + NON_CODE_TAGS
# Tags whose values are identifiers of a subject on their own: one that remains keeps the subject identifiable.
IDENTIFYING_TAGS = CODE_TAGS
# The types of the targets: names, and codes (ID, licence, passport, phone, email).
CODES = ("IDENTIFICATION_NUMBER", "DRIVER_LICENSE_NUMBER", "PASSPORT_NUMBER", "PHONE_NUMBER", "EMAIL_ADDRESS")


@dataclass(frozen=True)
class PiiValue:
    """One written value of one subject."""

    subject: int
    role: str  # "author" (subject 0) or "other"
    tag: str
    value: str


@dataclass(frozen=True)
class SpiaDocument:
    """One SPIA document with the values its text writes out."""

    id: str
    text: str
    values: tuple[PiiValue, ...]
    subjects: int


def load_spia(path: str | Path, limit: int | None = None) -> list[SpiaDocument]:
    path = Path(path)
    if not path.is_file():
        raise InputError(f"data file not found: {path}")
    docs = []
    for number, row in json_lines(path):
        try:
            docs.append(_document(row))
        except (KeyError, TypeError) as exc:
            raise InputError(f"{path}:{number}: not a SPIA record ({exc})") from None
        if limit is not None and len(docs) >= limit:
            break
    if not docs:
        raise InputError(f"no documents in {path}")
    return docs


def _document(row: dict) -> SpiaDocument:  # type: ignore[type-arg]
    text = row["text"]
    values: list[PiiValue] = []
    seen: set[tuple[int, str, str]] = set()
    for subject in row["subjects"]:
        sid = int(subject["id"])
        for pii in subject["PIIs"]:
            tag = pii["tag"]
            for part in (pii.get("keyword") or "").split(" / "):
                part = part.strip()
                key = (sid, tag, fold(part))
                if part and key not in seen and occurs(text, part):
                    seen.add(key)
                    values.append(PiiValue(sid, "author" if sid == 0 else "other", tag, part))
    return SpiaDocument(str(row["metadata"]["data_id"]), text, tuple(values), len(row["subjects"]))


def _key(text: str) -> str:
    return " ".join(re.sub(r"(?:[^\w@.+]|_)+", " ", fold(text)).split())


def occurs(text: str, value: str) -> bool:
    """Whether `value` is written in `text` (folded, punctuation as spaces, whole words)."""
    needle = _key(value)
    return bool(needle) and re.search(rf"(?<![\w]){re.escape(needle)}(?![\w])", _key(text)) is not None


def split_half(doc_id: str) -> str:
    """'tuning' or 'heldout': a fixed split of the development half by a hash of the document id."""
    return "tuning" if hashlib.sha256(doc_id.encode()).digest()[0] % 2 == 0 else "heldout"
