"""Care history: a childhood spent in the state's care ("I grew up in foster care", "raised in a children's home",
"aged out of the care system", "I'm a care leaver"). Few people share it, and it is a family circumstance the author
may not want read (issue 11, everyday11; the lead's probe of session 23)."""

from __future__ import annotations

import re

from ..context import Context
from ..recognizer import Recognizer
from ...records import Finding

# The settings of out-of-home care as child-welfare law and its agencies name them: the US Children's Bureau's
# "foster care", "kinship care", "group home", "residential care"; England's Children Act 1989 "children's home" and
# its "care leaver"; "orphanage" (an institution's older name); "the care system" and bare "care" ("taken into care")
# as the UK says them. The plural is the same setting.
_SETTINGS = (r"foster[ \t]+(?:care|homes?|famil(?:y|ies))|kinship[ \t]+care|residential[ \t]+care|group[ \t]+homes?|"
             r"children['’]s[ \t]+homes?|orphanages?|(?:the[ \t]+)?care[ \t]+system")
# A childhood spent there, in the verbs that place someone in a setting or take them out of it: grew up, raised,
# placed, lived, spent (some time), went, taken or put (into), aged or came out of, moved between, "in and out of".
# Bare "care" only after the verbs that say it of a child ("grew up in care", "taken into care"), never "in care of".
_PLACED = re.compile(
    r"\b(?:grew[ \t]+up|growing[ \t]+up|raised|brought[ \t]+up|placed|lived|living|spent[ \t]+(?:\w+[ \t]+){0,2}?\w+|"
    r"went|was[ \t]+put|put|taken|was[ \t]+taken|ended[ \t]+up|aged[ \t]+out|ageing[ \t]+out|aging[ \t]+out|"
    r"came[ \t]+out|moved|bounced|in[ \t]+and[ \t]+out)[ \t]+(?:of|in|into|between)[ \t]+"
    r"(?P<care>(?:(?:a|an|the)[ \t]+)?(?:" + _SETTINGS + r")"
    r"|(?-i:care)(?![ \t]+(?:of|for|about|home|homes|work|worker|workers|staff|team|plan|package|assistant)\b))"
    r"(?![\w'’-])",
    re.IGNORECASE)
# Or the author's name for who they are: a care leaver, a former foster child ("former foster youth", "ex-foster kid").
_LEAVER = re.compile(
    r"\b(?:i['’]m|i[ \t]+am|i[ \t]+was|as)[ \t]+(?:an?[ \t]+)?"
    r"(?P<care>care[ \t]+leaver|(?:former|ex-)[ \t]*foster[ \t]+(?:kid|child|youth))(?![\w'’-])", re.IGNORECASE)
# A draft without one of these words has no care history: the regexes are tried only where one is.
_NEEDLES = ("care", "foster", "orphanage", "group home", "children's home", "children’s home")


class CareHistoryRecognizer(Recognizer):
    name = "care_history"
    categories = ("relationship_status",)

    def find(self, ctx: Context) -> list[Finding]:
        if not ctx.has_any(_NEEDLES):
            return []
        out: list[Finding] = []
        for regex, detector in ((_PLACED, "relationship.care"), (_LEAVER, "relationship.care_leaver")):
            for m in regex.finditer(ctx.text):
                out.append(Finding(m.start("care"), m.end("care"), m.group("care"), "relationship_status", 0.8, "high",
                                   detector, "Says someone grew up in the care system.", "care history"))
        return out
