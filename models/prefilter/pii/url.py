"""Links: full URLs and www. addresses; a domain with a path written without a scheme ("linkedin.com/in/jo-doe"),
whose suffix the Public Suffix List knows (tldextract's offline snapshot: not "Node.js/React"); and a bare domain
only as the author's own site ("my portfolio sarahokafor.com"): bare domains like "reddit.com" are not personal."""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any

from ..recognizer import Pattern, PatternRecognizer

_TRAILING = ".,;:!?)]}'\"»”’"


_DOMAIN = r"(?<![\w./@-])(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,18}"
# A domain word more frequent than this in English text is a site everyone names, not the author's own.
_OWN_SITE_ZIPF = 2.5


@functools.lru_cache(maxsize=1)
def _suffixes() -> Callable[[str], Any]:
    import tldextract

    # the Public Suffix List snapshot the package ships: no download, no cache on disk
    return tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)


def known_suffix(candidate: str) -> bool:
    """A host (or host/path) whose suffix the Public Suffix List knows, with a name under it."""
    host = candidate.split("/", 1)[0]
    parts = _suffixes()(host)
    return bool(parts.suffix and parts.domain)


def _own_site(candidate: str) -> bool:
    from wordfreq import zipf_frequency

    parts = _suffixes()(candidate)
    return bool(parts.suffix and parts.domain) and zipf_frequency(parts.domain.replace("-", " "), "en") < _OWN_SITE_ZIPF


class UrlRecognizer(PatternRecognizer):
    name = "url"
    category = "url"
    reason = "A link can lead to you (a profile, a page, a photo)."
    CONTEXT_AFTER = 32  # "check kofibuilds.dev, that's my portfolio": the site's word may close the clause
    PATTERNS = (
        Pattern("scheme", re.compile(r"\b(?:https?|ftp)://[^\s<>\"]+", re.IGNORECASE), 0.9),
        Pattern("www", re.compile(r"(?<![\w./])www\.[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+[^\s<>\"]*", re.IGNORECASE), 0.85),
        Pattern("path", re.compile(_DOMAIN + r"/[A-Za-z0-9_~%@+-][^\s<>\"]*"), 0.8, validate=known_suffix),
        Pattern("own_site", re.compile(_DOMAIN + r"(?![\w/@.-]|\.\w)"), 0.75, validate=_own_site,
                context=("my site", "my website", "my web site", "my portfolio", "portfolio", "my blog", "my shop",
                         "my store", "my page", "my homepage", "my domain")),
    )

    def span(self, match: re.Match[str]) -> tuple[int, int]:
        start, end = match.span()
        text = match.string
        # A closing bracket belongs to the URL only when the URL opened one (Wikipedia links).
        while end > start and text[end - 1] in _TRAILING:
            if text[end - 1] == ")" and text.count("(", start, end) >= text.count(")", start, end):
                break
            end -= 1
        return start, end

    def validate(self, candidate: str) -> bool:
        return len(candidate) > 10


def warm() -> None:
    """Read the Public Suffix List's snapshot now, not on the first link written without a scheme."""
    _suffixes()("example.com")
