"""Put the original values back into a reply, from a vault: whole texts or a stream of chunks.

Models garble what they copy: `[PERSON_1]` comes back as `Person 1`, `[person_1]`, `PERSON_1` or
`[[PERSON_1]]`; "Kevin Lowe" as "KEVIN LOWE", "Kevin  Lowe", "Kevin" or "Mr. Lowe"; a phone with other
separators. Each vault entry becomes one pattern that accepts those variants and nothing that is not
derived from an entry, so nothing is restored that the vault does not hold. A stream may split a
stand-in anywhere: `StreamRestorer` holds back the tail that could still become one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .vault import StandIn, Vault

_MIN_NAME_WORD = 3  # a one- or two-letter name word alone ("Al") is too likely an ordinary word


@dataclass(frozen=True)
class RestoredSpan:
    """Where a stand-in (as written in the reply) was found, and the original it stands for."""

    start: int  # code points into the reply as given
    end: int
    found: str
    original: str  # as put back (in capitals where the reply wrote the stand-in in capitals)
    kind: str

    def to_json(self) -> dict[str, Any]:
        return {"start": self.start, "end": self.end, "found": self.found, "original": self.original,
                "kind": self.kind}


@dataclass(frozen=True)
class Restored:
    """A reply with its stand-ins replaced by the originals, and where each one was."""

    text: str
    spans: tuple[RestoredSpan, ...]

    def to_json(self) -> dict[str, Any]:
        return {"text": self.text, "spans": [s.to_json() for s in self.spans]}


class Restorer:
    """Compiled patterns of one vault's entries (rebuild it when the vault changes)."""

    def __init__(self, vault: Vault) -> None:
        self._targets: dict[str, tuple[str, str]] = {}  # group name → (original, kind)
        alternatives: list[tuple[int, str]] = []
        self.longest = 0
        for i, entry in enumerate(vault.entries()):
            name = f"e{i}"
            self._targets[name] = (entry.original, entry.kind)
            alternatives.append((len(entry.stand_in), f"(?P<{name}>{_pattern(entry)})"))
            self.longest = max(self.longest, len(entry.stand_in))
        for j, (word, original) in enumerate(sorted(vault.name_words().items())):
            if len(word) < _MIN_NAME_WORD:
                continue
            name = f"w{j}"
            self._targets[name] = (original, "person")
            alternatives.append((len(word), rf"(?P<{name}>(?<![\w@.]){re.escape(word)}(?![\w@]|\.\w))"))
        # Longer stand-ins first, so "Kevin Lowe" wins over its word "Kevin" at the same position.
        alternatives.sort(key=lambda a: -a[0])
        self._regex = re.compile("|".join(a for _, a in alternatives), re.IGNORECASE) if alternatives else None

    def restore(self, text: str) -> Restored:
        if self._regex is None:
            return Restored(text, ())
        out: list[str] = []
        spans: list[RestoredSpan] = []
        pos = 0
        for m in self._regex.finditer(text):
            name = m.lastgroup
            assert name is not None
            original, kind = self._targets[name]
            shown = _keep_case(m.group(), original, kind)
            out.append(text[pos : m.start()])
            out.append(shown)
            spans.append(RestoredSpan(m.start(), m.end(), m.group(), shown, kind))
            pos = m.end()
        out.append(text[pos:])
        return Restored("".join(out), tuple(spans))


def restore(text: str, vault: Vault) -> Restored:
    """`text` with every stand-in of `vault` (and its garbled variants) replaced by its original."""
    return Restorer(vault).restore(text)


class StreamRestorer:
    """Restores a reply that arrives in chunks; a stand-in split across chunks is restored whole.

    `feed` returns the restored text that is final so far; the last characters that could still be the
    start of a stand-in are held back until the next chunk or `finish`."""

    def __init__(self, vault: Vault) -> None:
        self._restorer = Restorer(vault)
        # A variant may add brackets and spacing around the stand-in: keep enough text back for that.
        self._hold = 2 * self._restorer.longest + 8
        self._buffer = ""

    def feed(self, chunk: str) -> str:
        self._buffer += chunk
        cut = len(self._buffer) - self._hold
        if cut <= 0:
            return ""
        # Any variant that starts before `cut` is shorter than the hold, so it is complete in the buffer;
        # one that straddles the cut is taken whole.
        restored = self._restorer.restore(self._buffer)
        for span in restored.spans:
            if span.start < cut < span.end:
                cut = span.end
        # Never cut inside a word: a word may still grow into a name ("Kev" + "in").
        while 0 < cut < len(self._buffer) and self._buffer[cut - 1].isalnum() and self._buffer[cut].isalnum():
            cut -= 1
        for span in restored.spans:
            if span.start < cut < span.end:
                cut = span.start
        if cut <= 0:
            return ""
        done, self._buffer = self._buffer[:cut], self._buffer[cut:]
        return self._restorer.restore(done).text

    def finish(self) -> str:
        done, self._buffer = self._buffer, ""
        return self._restorer.restore(done).text


def _pattern(entry: StandIn) -> str:
    if entry.style == "placeholder":
        m = re.fullmatch(r"\[(?P<tag>[A-Z_]+?)_(?P<n>\d+)\]", entry.stand_in)
        if m:
            tag = r"[\s_-]*".join(re.escape(part) for part in m.group("tag").split("_"))
            return rf"(?:\[{{1,2}}[ \t]*)?(?<![\w]){tag}[\s_-]*{m.group('n')}(?!\d)(?:[ \t]*\]{{1,2}})?"
    if entry.kind == "phone":
        digits = re.sub(r"\D", "", entry.stand_in)
        lead = r"\+?" if entry.stand_in.lstrip().startswith("+") else ""
        body = r"[\s().-]*".join(re.escape(d) for d in digits)
        return rf"(?<![\d+]){lead}{body}(?!\d)"
    text = entry.stand_in.strip()
    body = r"\s+".join(re.escape(part) for part in text.split())
    before = r"(?<![\w@.])" if text[:1].isalnum() else ""
    after = r"(?![\w@]|\.\w)" if text[-1:].isalnum() else ""
    return before + body + after


def _keep_case(found: str, original: str, kind: str) -> str:
    """A stand-in the model wrote in capitals (a heading) gives the original in capitals."""
    if kind == "person" and found.isupper() and len(found) > 1 and not found.startswith("["):
        return original.upper()
    return original
