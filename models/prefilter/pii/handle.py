"""Usernames: @handles, Reddit's u/name and Cash App's $cashtag."""

from __future__ import annotations

import re

from ..recognizer import Pattern, PatternRecognizer


_WORD_ZIPF = 3.0  # a bare word after a platform's name more frequent than this is English, not a username
# "@" before a frequent lower-case English word that no name list has is shorthand, not an account: "meet me @home",
# "back @work", Slack's and Discord's "@here" / "@everyone" (wordfreq Zipf 4.5 and up: "@sarah", "@moonbeam" stay)
_AT_WORD_ZIPF = 4.5
# The platforms a username is written after ("My Insta is …", "Discord: …") and known on ("on Twitch as …"); the
# second shape, whose "on … as" frame says enough, also takes names that are common words ("on X as …", "on Steam").
_PLATFORMS = ("insta|instagram|ig|snap|snapchat|tiktok|twitter|discord|telegram|twitch|steam|psn|xbox|kik|threads|"
              "bluesky|mastodon|reddit")


class HandleRecognizer(PatternRecognizer):
    name = "handle"
    category = "username"
    reason = "A username links this text to your other accounts."
    PATTERNS = (
        # Not preceded by a word character, so the "@" of an email never starts a handle.
        # Hyphens inside: Venmo's usernames ("@sarah-okafor-3"), never at the end ("ask @jo - she knows").
        Pattern("at", re.compile(r"(?<![\w@./])@[A-Za-z0-9_](?:[A-Za-z0-9_.-]{1,28}[A-Za-z0-9_])?(?![\w@-])"), 0.85),
        Pattern("reddit", re.compile(r"(?<![\w/])/?u/[A-Za-z0-9_-]{3,20}\b"), 0.85),
        # A username written without "@" after the platform's name: "My Insta is sarah.okafor.bakes", "Discord:
        # sarahk#4821" (its tag of four digits), "snap - jo_k92". The name must look like a username (a digit, an
        # underscore, a dot, a "#" tag) or be no English word ("is cool", "is down" stay).
        Pattern("platform", re.compile(
            rf"(?i:\b(?:{_PLATFORMS}|gamertag)(?:\s+(?:handle|username|user|name|id|tag|account))?)"
            r"(?:\s+(?:is|=)\s+|\s*[:-]\s*)(?P<h>[A-Za-z0-9_](?:[A-Za-z0-9_.-]{1,30}[A-Za-z0-9_])?(?:#\d{4})?)"
            r"(?![\w@#-])"), 0.8),
        # The platform first, then the name it is known by there: "find me on Twitch as grumpygoose_tv", "I'm on
        # Discord as moonbeam#4421"; a username's shape only, as "named" below ("on Steam as a kid" stays).
        Pattern("platform_as", re.compile(
            rf"(?i:\bon\s+(?:{_PLATFORMS}|x|xbox\s+live|youtube|roblox|minecraft|fortnite|lichess|chess\.com|github|"
            r"strava)\s+(?:as|under)\s+)"
            r"(?P<h>(?=[A-Za-z0-9_.-]*[A-Za-z])(?=[A-Za-z0-9_.#-]*[\d_])[A-Za-z0-9_](?:[A-Za-z0-9_.-]{2,30}[A-Za-z0-9_])"
            r"(?:#\d{4})?)(?![\w@#-])"), 0.8),
        # everyday3: a username named by its own noun, in gaming and chat ("my tag is NightOwl_Kev", "user
        # xXShadowRekt99Xx keeps spamming", "my gamertag: Pho3nix_7"), the platform said elsewhere or not at all.
        # Only a username's shape (a letter and a digit or an underscore): "my handle is fine", "user Jason" stay.
        Pattern("named", re.compile(
            r"(?i:\b(?:username|user\s?name|gamertag|gamer\s?tag|handle|ign|screen\s?name|user|my\s+tag)"
            # (where it is used may stand between: "my username on the forum is quietfox88")
            r"(?:\s+(?:on|in|for)\s+(?:the\s+|my\s+)?[\w.]+(?:\s+(?:server|forum|app|site|group))?(?=\s+(?:is|=)\s)|)"
            r"(?:\s+(?:is|=)\s+|\s*:\s*|\s+))(?P<h>(?=[A-Za-z0-9_.-]*[A-Za-z])(?=[A-Za-z0-9_.-]*[\d_])"
            r"[A-Za-z0-9_](?:[A-Za-z0-9_.-]{2,30}[A-Za-z0-9_])(?:#\d{4})?)(?![\w@#-])"), 0.75),
        # Cash App's $cashtag (a letter first, up to 20 letters, digits or underscores), beside the app's name: a
        # dollar sign before a word is otherwise a ticker ("$AAPL") or a currency code.
        Pattern("cashtag", re.compile(r"(?<![\w$])\$[A-Za-z][A-Za-z0-9_]{1,19}\b"), 0.85,
                context=("cash app", "cashapp", "cashtag", "cash tag")),
    )

    def span(self, match: re.Match[str]) -> tuple[int, int]:
        return match.span("h") if "h" in match.re.groupindex else match.span()

    def validate(self, candidate: str) -> bool:
        name = candidate.lstrip("/@").removeprefix("u/")
        if name.isdigit():
            return False
        if candidate.startswith("@") and name.isalpha() and name.islower() and _everyday_word(name):
            return False
        if re.search(r"[\d_.#]", name) or candidate.startswith(("@", "u/", "/u/", "$")):
            return True
        from wordfreq import zipf_frequency

        return zipf_frequency(name, "en") < _WORD_ZIPF  # "jdoeofficial" is a name; "cool", "down" are words

    def normalize(self, candidate: str) -> str:
        return candidate.lstrip("/")


def _everyday_word(word: str) -> bool:
    from wordfreq import zipf_frequency

    from .brand_words import listed_name

    return zipf_frequency(word, "en") >= _AT_WORD_ZIPF and not listed_name(word.capitalize())
