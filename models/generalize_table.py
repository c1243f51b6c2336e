"""The deterministic generalization table: category + span → wider, true replacement (or None)."""

from __future__ import annotations

# What a span of each category becomes when nothing more specific is known.
GENERIC = {
    "name": "[name]",
    "email": "[email]",
    "phone": "[phone number]",
    "address": "[address]",
    "id_number": "[ID number]",
    "financial": "[account number]",
    "url": "[link]",
    "ip_address": "[IP address]",
    "username": "[username]",
}


def generalize_text(category: str, text: str, value: str | None, detector: str) -> str | None:
    if category in GENERIC:
        return GENERIC[category]
    return None
