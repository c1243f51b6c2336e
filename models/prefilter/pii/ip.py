"""IPv4 and IPv6 addresses, validated by the standard library; MAC addresses (six hexadecimal pairs, one separator)."""

from __future__ import annotations

import ipaddress
import re

from ..recognizer import Pattern, PatternRecognizer


class IpRecognizer(PatternRecognizer):
    name = "ip"
    category = "ip_address"
    reason = "An IP address can locate you or your device."
    PATTERNS = (
        Pattern("v4", re.compile(r"(?<![\d.])\d{1,3}(?:\.\d{1,3}){3}(?![\d.]*\d)"), 0.9),
        Pattern("v6", re.compile(r"(?<![\w:])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:[0-9A-Fa-f]{1,4}|(?<=:):)(?![\w:])"), 0.9),
    )

    def validate(self, candidate: str) -> bool:
        if ":" in candidate and sum(c.isalnum() for c in candidate) < 4:
            return False  # "1::", "a::b" and clock-like fragments
        try:
            address = ipaddress.ip_address(candidate)
        except ValueError:
            return False
        # Version numbers like 1.2.3.4 are rare enough; loopback/unspecified reveal nothing.
        return not (address.is_loopback or address.is_unspecified)


class MacAddressRecognizer(PatternRecognizer):
    """A network card's hardware address (IEEE 802 MAC-48): "00:1A:2B:3C:4D:5E", "00-1a-2b-3c-4d-5e"."""

    name = "mac"
    category = "ip_address"
    reason = "A hardware address identifies your device."
    PATTERNS = (
        Pattern("mac48", re.compile(r"(?<![\w:-])[0-9A-Fa-f]{2}([:-])[0-9A-Fa-f]{2}(?:\1[0-9A-Fa-f]{2}){4}(?![\w:-])"), 0.9),
    )

    def validate(self, candidate: str) -> bool:
        return len(set(candidate.replace(":", "").replace("-", "").lower())) > 1  # not "00:00:00:00:00:00"
