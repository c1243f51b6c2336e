"""Military service said of oneself or someone close: "I served in the Army for 8 years", "I retired from the Royal
Navy", "two tours with the 82nd Airborne", "my son is in the Marines", "an ex-RAF engineer", "a Navy veteran". The
branch or the unit places a person in a small group (a unit is a few hundred people, a branch a country's), and
service is an occupation (GDPR-wise ordinary data, but often the most identifying line of a veteran's post). The
branch or unit becomes "the military" ("served in the military", "a veteran", "ex-military"): the fact of service
stays at the level the generalization table keeps for a job's field.

Where the words come from: the service branches of the armed forces of the English-speaking countries and of a few
others whose forces are written of in English, by their official English names and the short forms their own sites
use (US DoD: Army, Navy, Air Force, Marine Corps, Space Force, Coast Guard, National Guard, Army/Air National Guard,
reserves; UK MoD: British Army, Royal Navy, Royal Air Force/RAF, Royal Marines, Territorial Army/Army Reserve;
Canada's DND: Canadian Armed Forces, RCAF, RCN; Australia's Defence: ADF, RAAF; NZDF; India's MoD: Indian
Army/Navy/Air Force; Ireland's Defence Forces; Israel's IDF; Germany's Bundeswehr; France's Foreign Legion), and the
kinds of numbered formations in their orders of battle (battalion, brigade, division, regiment, squadron, wing,
airborne, infantry, armored/armoured, cavalry, marines, signal, engineers), written down by hand. Short forms that
are English words or names too are left out: TA (a teaching assistant), RAN, CAF, Paras (a given name).

Near misses kept out: a branch with no tie to a person ("the Army said", "a Navy blue sweater", "Army surplus store",
"Salvation Army", "Air Force One"), a team of the same name ("Navy beat Army 17-11": no tie word), numbered things
that are no formation ("the 3rd floor", "the 101st Dalmatian")."""

from __future__ import annotations

import re

from ..context import Context
from ...records import Finding
from .lexicon import DETECTOR_PREFIX, LITERAL, RuledRecognizer

NAME = DETECTOR_PREFIX + "military"
REASONS = {"author": "Your military service, branch or unit narrows down who you are.",
           "other": "The military service of someone you mention narrows down who they are."}

# Branches, as written (capitals matter: "the army" in lower case is as often a crowd's).
BRANCHES = (
    "Army", "Navy", "Air Force", "Marines", "Marine Corps", "Space Force", "Coast Guard", "National Guard",
    "Army National Guard", "Air National Guard", "Army Reserve", "Army Reserves", "Navy Reserve", "Air Force Reserve",
    "Marine Corps Reserve", "US Army", "U.S. Army", "US Navy", "U.S. Navy", "US Air Force", "U.S. Air Force",
    "USMC", "USAF", "USN", "USCG", "British Army", "Royal Navy", "Royal Air Force", "RAF", "Royal Marines",
    "Territorial Army", "Canadian Armed Forces", "Canadian Forces", "RCAF", "Royal Canadian Air Force",
    "Royal Canadian Navy", "RCN", "Canadian Army", "ADF", "Australian Defence Force", "Australian Army", "RAAF",
    "Royal Australian Air Force", "Royal Australian Navy", "NZDF", "New Zealand Army", "Indian Army",
    "Indian Navy", "Indian Air Force", "Defence Forces", "Irish Defence Forces", "Irish Army", "IDF", "Bundeswehr",
    "Foreign Legion", "French Foreign Legion", "Gurkhas", "Parachute Regiment", "SAS", "Navy SEALs", "SEALs",
    "Green Berets", "Army Rangers",
)
_UNIT_KINDS = (r"Airborne|Infantry|Armou?red|Cavalry|Marines?|Battalion|Brigade|Division|Regiment|Squadron|Wing|"
               r"Fighter Wing|Signal|Signals|Engineers?|Military Police|Artillery|Special Forces Group|"
               r"Ranger Battalion|Expeditionary|Fleet|Commando")
_BRANCH = "|".join(re.escape(b) for b in sorted(BRANCHES, key=len, reverse=True))
# "the 82nd Airborne", "the 3rd Battalion", "1st Marine Division", "the 101st Airborne Division".
_UNIT = (rf"(?:the\s+)?\d{{1,3}}(?:st|nd|rd|th)\s+(?:[A-Z][a-z]+\s+){{0,2}}(?:{_UNIT_KINDS})"
         r"(?:\s+(?:Division|Regiment|Brigade|Battalion|Group))?")
# A numbered unit needs only a preposition before it ("two tours in Iraq with the 82nd Airborne"): no team or
# firm is named so.
_UNIT_ALONE = re.compile(rf"\b(?:with|in|from|of)\s+(?P<what>{_UNIT})")
# What ties a person to the branch or unit right before it.
_TIE = (r"(?:serv(?:ed|es|e|ing)\s+(?:[\w'’-]+\s+){1,3}?(?:in|with)|served|serve|serves|serving|enlisted|enlist|"
        r"enlisting|joined|join|joins|joining|retired\s+from|"
        r"discharged\s+from|deployed\s+with|deployed\s+in|years\s+in|year\s+in|career\s+in|tours?\s+with|"
        r"stationed\s+with|(?:i|we)['’]?m\s+in|(?:i|we)\s+(?:am|are|was|were)\s+in|(?:is|was|are|were|been)\s+in|"
        r"(?:i|we)\s+(?:am|are|was|were)\s+with|(?:is|was)\s+with|left|leaving|quit|out\s+of|got\s+out\s+of)")
_TIED = re.compile(rf"\b(?P<tie>{_TIE})(?:\s+(?:in|into|with|for|from|to))?\s+"
                   rf"(?P<what>(?:the\s+)?(?:{_BRANCH})(?![\w-])|{_UNIT})", re.IGNORECASE)
# "an Army veteran", "a Navy vet", "ex-RAF", "former Marine", "retired Navy", "an Air Force wife".
_PEOPLE_OF_A_BRANCH = (r"veteran|vet|vets|veterans|wife|husband|spouse|brat|family|officer|medic|pilot|nurse|doctor|"
                       r"engineer|mechanic|sergeant|captain|lieutenant|major|colonel|corporal|private|chaplain|"
                       r"reservist|recruiter")
_PERSON_OF = re.compile(rf"(?P<what>\b(?:ex-|former\s+|retired\s+)(?:{_BRANCH})(?![\w-])|"
                        rf"(?:\b(?P<art>an?)\s+)?\b(?:{_BRANCH})\s+(?=(?P<noun>{_PEOPLE_OF_A_BRANCH})\b))")
_FIRST = re.compile(r"(?<![\w'’])(?:I|[Mm]e|[Mm]y|[Ww]e|[Oo]ur|I['’](?:m|ve|d|ll))(?![\w'’])")
_OTHER = re.compile(r"\b(?:he|she|they|his|her|their|my\s+(?:son|daughter|husband|wife|dad|father|mum|mom|mother|"
                    r"brother|sister|uncle|aunt|grandfather|grandpa|granddad|grandson|cousin|partner|boyfriend|"
                    r"girlfriend|fianc[eé]e?|nephew|niece|friend))\b", re.IGNORECASE)
# What every match of the three regexes holds: a branch (in any case: _TIED ignores case) or a numbered unit's
# "82nd " (_UNIT). The gate above lets through the "st "/"th " of nearly every draft for the unit; this one asks
# for the digit before it too (issue 11: 399 of the 404 comments passed the first gate, 24 pass both).
_BRANCHES_LOWER = tuple(sorted({branch.lower() for branch in BRANCHES}))
_UNIT_HINT = re.compile(r"\d(?:st|nd|rd|th)\s", re.IGNORECASE)
_NOT_A_BRANCH_AFTER = re.compile(r"\s+(?:One|Two|blue|surplus|store|beans|knife|boots|green|base)\b")


def _stand_in(what: str) -> str:
    """The branch or unit as the military, after the span's own lead word ("the", "ex-", "former", "retired")."""
    lead = re.match(r"(?:the\s+|ex-|former\s+|retired\s+)?", what, re.IGNORECASE)
    return ((lead.group() if lead else "") or "the ") + "military"


class MilitaryRecognizer(RuledRecognizer):
    name = NAME
    categories = ("occupation",)
    reason = REASONS["author"]

    def find(self, ctx: Context) -> list[Finding]:
        if not any(w in ctx.text for w in ("Army", "Navy", "Air Force", "Marine", "Guard", "RAF", "USMC", "USAF", "USN",
                                           "RCAF", "RCN", "ADF", "RAAF", "NZDF", "IDF", "Defence",
                                           "Bundeswehr", "Legion", "Gurkha", "Parachute", "SAS", "SEAL",
                                           "Beret", "Ranger", "st ", "nd ", "rd ", "th ")):
            return []
        if _UNIT_HINT.search(ctx.text) is None and not ctx.has_any(_BRANCHES_LOWER):
            return []  # neither a branch in any case nor a numbered unit: none of the three regexes can match
        out: list[Finding] = []
        text = ctx.text
        for m in _TIED.finditer(text):
            what = m.group("what")
            start = m.start("what")
            if re.match(r"(?:retired|discharged)\s", m.group("tie"), re.IGNORECASE):
                # "I retired from the Royal Navy" → "I left the military": the tie goes too, or the life stage's
                # "stopped working" would stand before "from the military"
                out.append(self._finding(ctx, m.start("tie"), m.end(), what, "left the military"))
                continue
            core = re.sub(r"^the\s+", "", what, flags=re.IGNORECASE)
            if not core[:1].isupper() and not core[:1].isdigit():
                continue  # "joined the army of volunteers": a crowd, no branch
            if _NOT_A_BRANCH_AFTER.match(text, m.end()):
                continue
            out.append(self._finding(ctx, start, m.end(), what))
        for m in _UNIT_ALONE.finditer(text):
            if not any(f.start <= m.start("what") < f.end for f in out):
                out.append(self._finding(ctx, m.start("what"), m.end(), m.group("what")))
        for m in _PERSON_OF.finditer(text):
            what = m.group("what")
            start = m.start("what")
            if any(f.start <= start < f.end for f in out):
                continue
            if m.group("noun"):
                # "an Army veteran" → "a veteran", "a Navy officer" → "an officer": the branch goes, the article
                # agrees
                article = "an " if m.group("noun")[0].lower() in "aeiou" else "a "
                out.append(self._finding(ctx, start, m.end("what"), what, article if m.group("art") else ""))
                continue
            out.append(self._finding(ctx, start, start + len(what.rstrip()), what))
        return out

    def _finding(self, ctx: Context, start: int, end: int, what: str, stand_in: str | None = None) -> Finding:
        sentence_start = max(ctx.text.rfind(c, 0, start) for c in ".!?\n") + 1
        clause = ctx.text[sentence_start:start]
        # whoever the clause names last before the branch: "my son is in the Marines", "I served with my brother"
        others = [m.start() for m in _OTHER.finditer(clause)]
        firsts = [m.start() for m in _FIRST.finditer(clause) if not any(o == m.start() for o in others)]
        subject = "other" if others and (not firsts or others[-1] > firsts[-1]) else "author"
        return Finding(start, end, ctx.text[start:end], "occupation", 0.7, "high" if subject == "author" else "medium",
                       NAME, REASONS[subject], LITERAL + (_stand_in(what) if stand_in is None else stand_in),
                       subject=subject)
