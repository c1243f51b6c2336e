"""Cryptocurrency wallet addresses pasted to be paid ("send the ETH to 0x71C7…", "my BTC address is bc1q…"): an
address is public on its chain, so every payment to it, and whoever paid, ties back to the person who posted it.

Shapes and checks from the coins' own specifications: Ethereum's "0x" and 40 hex digits (EIP-55's mixed-case
checksum needs Keccak-256, which hashlib lacks: the shape alone, which no other common value has); Bitcoin's
SegWit addresses (BIP-173 bech32 and BIP-350 bech32m: "bc1" and a checksummed data part) and legacy addresses
(base58check: "1…" or "3…", the last four bytes a double SHA-256 of the rest). A random word of base58 letters
fails the checksum, so "1ABCdef…" in a product code stays."""

from __future__ import annotations

import hashlib
import re

from ..recognizer import Pattern, PatternRecognizer

_SCORE = 0.9
_BECH32_ALPHABET = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
_BECH32_CONSTANTS = (1, 0x2BC830A3)  # BIP-173 bech32, BIP-350 bech32m
_BASE58_ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _bech32_polymod(values: list[int]) -> int:
    """BIP-173's checksum generator over the expanded human-readable part and the data."""
    generator = (0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3)
    chk = 1
    for value in values:
        top = chk >> 25
        chk = (chk & 0x1FFFFFF) << 5 ^ value
        for i in range(5):
            chk ^= generator[i] if (top >> i) & 1 else 0
    return chk


def _bech32(address: str) -> bool:
    """A SegWit address whose bech32 or bech32m checksum holds (written in one case, as the BIPs require)."""
    if address != address.lower() and address != address.upper():
        return False
    hrp, _, data = address.lower().rpartition("1")
    if hrp not in ("bc", "tb") or len(data) < 7 or any(c not in _BECH32_ALPHABET for c in data):
        return False
    expanded = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    return _bech32_polymod(expanded + [_BECH32_ALPHABET.index(c) for c in data]) in _BECH32_CONSTANTS


def _base58check(address: str) -> bool:
    """A legacy address: base58 digits whose last four bytes are the first four of a double SHA-256 of the rest."""
    number = 0
    for c in address:
        number = number * 58 + _BASE58_ALPHABET.index(c)
    raw = number.to_bytes(25, "big") if number.bit_length() <= 200 else b""
    if len(raw) != 25:
        return False
    return hashlib.sha256(hashlib.sha256(raw[:-4]).digest()).digest()[:4] == raw[-4:]


class CryptoWalletRecognizer(PatternRecognizer):
    name = "crypto_wallet"
    category = "financial"
    reason = "A wallet address is public on its chain: every payment to it leads back to you."
    PATTERNS = (
        Pattern("ethereum", re.compile(r"(?<![\w])0x[0-9a-fA-F]{40}(?![\w])"), _SCORE, context=()),
        Pattern("bech32", re.compile(r"(?<![\w])(?:bc1|tb1|BC1|TB1)[ac-hj-np-z02-9AC-HJ-NP-Z]{8,87}(?![\w])"), _SCORE,
                validate=_bech32, context=()),
        Pattern("base58", re.compile(r"(?<![\w])[13][1-9A-HJ-NP-Za-km-z]{25,34}(?![\w])"), _SCORE,
                validate=_base58check, context=()),
    )
