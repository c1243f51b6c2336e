"""UPI ids (India's Unified Payments Interface, "virtual payment addresses"): `name@handle`, where the handle
names the payment app's bank ("priya.n@okaxis", "9876543210@ybl"). People paste them into chats and forums to be
paid; the part before the "@" is often their name or mobile number, so the id reaches them as surely as an email.

An id has no dot after the "@" (an email has a domain), so the email detector never sees it. "@home" in "meet me
@home" is no id: an id needs a word of payment nearby or a handle of one of the largest UPI apps (the handles
NPCI lists for Google Pay, PhonePe, Paytm, Amazon Pay and BHIM); any other handle needs the word."""

from __future__ import annotations

import re

from ..recognizer import Pattern, PatternRecognizer

_SCORE = 0.85

# The "@handle" suffixes of the apps with most UPI traffic, as NPCI's list of third-party apps gives them:
# Google Pay (okaxis, okhdfcbank, okicici, oksbi), PhonePe (ybl, ibl, axl), Paytm (paytm, ptyes, ptaxis, pthdfc,
# ptsbi), Amazon Pay (apl, yapl, rapl), BHIM (upi).
APP_HANDLES = frozenset({
    "okaxis", "okhdfcbank", "okicici", "oksbi", "ybl", "ibl", "axl", "paytm", "ptyes", "ptaxis", "pthdfc",
    "ptsbi", "apl", "yapl", "rapl", "upi",
})

# The words that ask for or give an id (the apps' names, and what the apps call the id).
_CONTEXT = ("upi", "vpa", "gpay", "google pay", "phonepe", "paytm", "bhim", "amazon pay", "payment address")

# A name part of letters, digits, dots, hyphens or underscores; a handle of a letter and letters or digits, not followed by a
# domain's dot (that is an email) or by more of the word.
_ID = re.compile(r"(?<![\w.@-])[A-Za-z0-9][\w.-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}(?![\w@-]|\.[A-Za-z])")


def _known_handle(value: str) -> bool:
    return value.rpartition("@")[2].lower() in APP_HANDLES


def _other_handle(value: str) -> bool:
    return not _known_handle(value)


class UpiRecognizer(PatternRecognizer):
    name = "upi"
    category = "financial"
    reason = "A UPI id pays straight to you and often holds your name or phone number."
    PATTERNS = (
        Pattern("app_handle", _ID, _SCORE, validate=_known_handle, context=()),
        Pattern("with_word", _ID, _SCORE, validate=_other_handle, context=_CONTEXT),
    )
