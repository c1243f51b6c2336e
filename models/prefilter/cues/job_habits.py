"""The job said as the habit of mind it left ("those nurse reflexes", "my engineer brain", "my teacher voice")
or as the room its people share ("the teachers' lounge", "the nurses' station"): a job title used as a modifier,
which cues/occupation.py reads only with a noun of holding a job ("my teacher's salary", "server shift"). The
edit drops the title and keeps the noun ("those reflexes", "my brain", "the lounge").

Where the words come from: the titles are data/jobs.py's (Faker's, the hand list's and WordNet's job titles,
with their plurals); the nouns after them by hand, the faculties English speakers say a job trains ("brain",
"mind", "instincts", "reflexes", "habits", "radar", "mode", "hat", "voice", "eye", "muscle memory") and the
rooms named after a job's people in workplaces ("lounge", "station", "break room", "staff room", "locker room").

Near misses kept out: someone else's ("his nurse instincts", "a teacher voice": only "my", "our", "the" and the
demonstratives go before a faculty; only "the"/"our" before a room), a possessive ("the surgeon's hands" is
about the surgeon), titles that are also things ("the driver mode", "the server room": data/jobs _THING_TITLES
of cues/occupation.py), and a faculty noun that is not one ("the teacher side", "my lawyer friend")."""

from __future__ import annotations

import functools
import re

from ..context import Context
from ..data.jobs import all_titles, plurals
from ..recognizer import find_held
from ...records import Finding
from .lexicon import DETECTOR_PREFIX, RuledRecognizer

NAME = DETECTOR_PREFIX + "job_habits"
FACULTIES = ("brain", "brains", "mind", "instinct", "instincts", "reflex", "reflexes", "habit", "habits", "radar",
             "mode", "hat", "voice", "eye", "eyes", "muscle memory", "senses", "spidey sense", "autopilot")
ROOMS = ("lounge", "station", "break room", "staff room", "staffroom", "locker room", "common room", "workroom")
# Titles that also name a thing whose mode or room it is ("driver mode", "the server room", "monitor mode").
_THINGS = frozenset({"server", "driver", "monitor", "printer", "computer", "player", "designer", "guard", "host",
                     "conductor", "judge", "coach", "pilot", "producer", "writer", "reader", "runner", "speaker"})
THING_TITLES = _THINGS  # also read by cues/group_stereotypes.py ("servers aren't always reliable")
_FACULTY = re.compile(
    r"\b(?P<det>my|our|those|these|that|this|the)\s+(?P<title>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+"
    r"(?P<noun>" + "|".join(re.escape(n).replace(r"\ ", r"\s+") for n in sorted(FACULTIES, key=len, reverse=True))
    + r")\b", re.IGNORECASE)
_ROOM = re.compile(
    r"\b(?P<det>the|our)\s+(?P<title>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)['’]\s+"
    r"(?P<noun>" + "|".join(re.escape(n).replace(r"\ ", r"\s+") for n in sorted(ROOMS, key=len, reverse=True))
    + r")\b", re.IGNORECASE)


@functools.lru_cache(maxsize=1)
def _titles() -> frozenset[str]:
    """Titles and their plurals, lower case, without the ones that are things too."""
    names = set(all_titles()) | set(plurals())
    names |= {t + "s" for t in all_titles()}
    return frozenset(n for n in names if n.rstrip("s") not in _THINGS and n not in _THINGS)


class JobHabitRecognizer(RuledRecognizer):
    name = NAME
    categories = ("occupation",)
    reason = "The habits or rooms of a job hint at yours."

    def find(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        titles = _titles()
        for regex, plural in ((_FACULTY, False), (_ROOM, True)):
            for m in find_held(regex, ctx):
                title = " ".join(m.group("title").lower().split())
                words = title.split()
                # The title may be the last word or the last two ("my nurse reflexes", "my night nurse reflexes").
                for k in range(len(words)):
                    tail = " ".join(words[k:])
                    if tail in titles and (not plural or tail.endswith("s")):
                        start = m.start("title") + m.group("title").lower().index(words[k]) if k else m.start("title")
                        end = m.end("title")
                        space = re.match(r"['’]?\s+", ctx.text[end:])
                        assert space is not None
                        out.append(Finding(start, end + space.end(), ctx.text[start : end + space.end()], "occupation",
                                           0.55, "medium", NAME, self.reason, "="))
                        break
        return out
