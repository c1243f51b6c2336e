"""A line of work spoken up for against its stereotype: a job title in the plural opening a clause that answers a
cliché about its people ("Philosophers aren't all lofty thinkers", "Carpenters always lifting heavy stuff? Not
quite!", "marketers often get labeled as all talk", "tour guides aren't just peeps reciting facts"), or "not every"
before the title ("Not every marketer can spin yarns"). Who defends a job's people against its stereotype mostly
does that job; cues/occupation.py rates a bare plural title low ("Nurses are underpaid" is anyone's opinion), and
this shape raises it to medium. The table writes the field's people ("Tradespersons always …", "Creatives aren't …").

Where the words come from: the titles and their plurals are data/jobs.py's (Faker's, the hand list's and WordNet's
job titles). The cliché markers: a negated universal ("aren't all/just/only/always", "don't all": the grammar of
answering a generalization), a rhetorical "always …?", the verbs WordNet 3.0 glosses as classifying people by a
type ("stereotype, pigeonhole, stamp": "treat or classify according to a mental stereotype"; "type, typecast";
"label": "pronounce judgment on"; "brand": "mark or expose as infamous"; "tag": "provide with a name or nickname"),
Wiktionary's "peg" ("to identify or categorize someone", "pegged as"), and the nouns "myth", "stereotype", "cliché".

Near misses kept out: a plural title with no cliché ("Nurses are underpaid", "Teachers deserve more"), the cliché in
another clause ("Nurses work hard. Stereotypes aside, …"), a title inside a clause ("my friends who are nurses aren't
all …": not its opening), titles that are also things ("servers aren't always reliable", "drivers aren't just
software"), and a possessive ("Nurses' shifts aren't all long").

implied7 (issue 12: occupation evidence that survives on held-out texts) widens the same shape by grammar, not by
the tuning sentences' words:
- up to two describing words before the title, in the span ("Electric engineers are pegged as …", "Museum curators
  seen as …"): the table writes the field's people for the whole group ("Technical professionals are pegged as …");
  a function word, a determiner or a possessive is no describing word ("The nurses …", "My teachers …" stay out);
- the verbs WordNet 3.0 glosses "deem to be" (the synset see, consider, reckon, view, regard) with "as", the way a
  cliché is reported ("seen as stuffy", "viewed as boring", "regarded as"); "considered" alone is everyday;
- a category denied: "aren't"/"are not" before a plural noun of people (WordNet's first sense in noun.person:
  "Nurses aren't saints", "Astrophysicists aren't space cadets"), not before a participle or an adjective
  ("Nurses aren't paid enough", "Doctors aren't available" stay out: anyone's complaint);
- the cliché asked and answered: a short clause of the title and its predicate with no verb of its own in the
  first person, ending in "?", answered at once by a word of assent or denial ("Teachers resistant to tech?
  Hardly true", "Diplomats being smooth talkers? Yep"; the interjections and adverbs of answering a yes/no
  question: yes, yeah, yep, no, nah, nope, hardly, not, quite, pretty much, far from, absolutely, totally)."""

from __future__ import annotations

import functools
import re

from ..context import Context
from ..data.jobs import all_titles, field_of, plurals, singular
from ..recognizer import Recognizer, may_hold
from ..sentences import CLAUSE_BREAK, sentence_bounds
from ...records import Finding

from .first_person import FIRST_PERSON_PLURAL
from .job_habits import THING_TITLES

_OPENING_MAX = 30  # characters before the title in which its clause must start
_OPENING = re.compile(r"^\s*[\"“‘(]?\s*(?:(?:even|and|but|so|most|many|some|honestly|yeah|nah|no)[,]?\s+)?$", re.IGNORECASE)
_NOT_EVERY = re.compile(r"^\s*[\"“‘(]?\s*(?:(?:and|but|so|yeah|nah|no)[,]?\s+)?not\s+(?:every|all)\s+$", re.IGNORECASE)
_CLICHE = re.compile(
    r"\b(?:(?:aren['’]t|are\s+not|don['’]t|do\s+not|weren['’]t)\s+(?:all|just|only|always|necessarily)|"
    r"(?:stereotyp|pigeonhol|typecast|labell?ed\s+as|labell?ed\b|branded\s+as|tagged\s+as|pegged\s+as|stamped\s+as)\w*|"
    r"myths?|stereotypes?|clich[ée]s?)\b", re.IGNORECASE)
_ALWAYS_ASKED = re.compile(r"\balways\b[^?\n]*\?")
# implied7: the "deem to be" verbs of WordNet 3.0 (see, consider, reckon, view, regard) reporting a cliché with "as".
_DEEMED = re.compile(r"\b(?:seen|viewed|regarded|reckoned|considered|thought\s+of)\s+as\b", re.IGNORECASE)
# implied7: a category of people denied ("aren't saints", "are not space cadets"): the noun is checked in WordNet.
_DENIED = re.compile(r"^\s+(?:aren['’]t|are\s+not|arent)\s+(?:(?:a|some|really|exactly|simply)\s+)?"
                     r"(?:(?P<mod>[a-z]+)\s+)?(?P<noun>[a-z]+s)\b", re.IGNORECASE)
# implied7: the answer right after a cliché asked ("…? Hardly true", "…? Yep, kind of", "…? Nah we're …").
_ANSWER = re.compile(r"\s*(?:yes|yeah|yep|yup|no|nah|nope|hardly|not|quite|pretty\s+much|far\s+from|absolutely|"
                     r"totally|definitely)\b", re.IGNORECASE)
_ASKED_MAX_WORDS = 8  # "Museum curators seen as stuffy history buffs?": a clause of the title and a short predicate
# A question of the author's own story, not a cliché: the first person in it, or its verb in the past ("Nurses were
# kind to my mum?").
_NOT_A_CLICHE_ASKED = re.compile(r"\b(?:i|i['’]m|me|my|we|we['’]re|us|our|was|were|did)\b", re.IGNORECASE)
# Words that open a noun phrase or stand in a clause's grammar, never a describing word before a title.
_NOT_DESCRIBING = frozenset("""a an the this that these those my our your his her their its some any every all no
    of to for with and or but in on at by from as is are was were be been being i we you he she they it me us them
    who which what when where why how not so too very just only also even most many few more less other such
    do does did can could will would should shall may might must have has had""".split())
MAX_DESCRIBING = 2
# implied7: the cliché reported as a belief, then denied ("Used to think teachers had endless patience; myth busted!",
# "like thinking diplomats just charm at parties - nah, we analyze"): the verbs of believing (WordNet 3.0's
# think, believe, assume in their "judge or regard" senses) right before the title, a universal in the clause
# (just, all, only, always) and a denial right after it, or a myth or stereotype named in the clause.
_BELIEF_OPENING = re.compile(r"\b(?:think|thinks|thinking|thought|assume|assumes|assuming|assumed|believe|believes|"
                             r"believing|believed)\s+(?:that\s+)?$", re.IGNORECASE)
_UNIVERSAL = re.compile(r"\b(?:just|all|only|always)\b", re.IGNORECASE)
_DENIAL = re.compile(r"[\s?!.;:—–-]*(?:nah|naah|nope|not\s+(?:really|quite|true|so)|hardly|wrong|myths?\b|busted|"
                     r"guess\s+again|think\s+again|far\s+from)", re.IGNORECASE)
# The words whose clause may hold a category denied or a belief reported (_DENIED, _BELIEF_OPENING): one pattern each
# for the draft's gate and the clause's
_DENIED_WORD = re.compile(r"aren['’]?t|are\s+not", re.IGNORECASE)
_BELIEF_WORD = re.compile(r"\b(?:think|thought|assum|believ)", re.IGNORECASE)
_BELIEF_WORDS = 6  # the title may stand this many words into its clause after a verb of believing
_NOT_EVERY_ANYWHERE = re.compile(r"\bnot\s+(?:every|all)\b", re.IGNORECASE)


@functools.lru_cache(maxsize=1)
def _plural_titles() -> frozenset[str]:
    forms = set(plurals()) | {t + "s" for t in all_titles() if not t.endswith(("s", "sh", "ch", "x", "man"))}
    return frozenset(f for f in forms if (singular(f) or "") not in THING_TITLES)


@functools.lru_cache(maxsize=1)
def _singular_titles() -> frozenset[str]:
    return frozenset(t for t in all_titles() if t not in THING_TITLES)


_WORD = re.compile(r"[\w'’-]+")


@functools.lru_cache(maxsize=1)
def _title_last_words() -> frozenset[str]:
    """The last word of every title `_title` looks up (plural and singular), as _WORD splits them."""
    return frozenset(t.split()[-1] for t in _plural_titles() | _singular_titles())
MAX_TITLE_WORDS = 4


class GroupStereotypeRecognizer(Recognizer):
    name = "occupation.group"  # its findings carry the title's field, as cues/occupation.py's do
    categories = ("occupation",)
    reason = "Speaking up for a line of work's people hints that it is yours."

    def find(self, ctx: Context) -> list[Finding]:
        text = ctx.text
        # the cheap tests first (a question mark, a denial or a verb of believing: 303 of the 404 comments, 10 µs),
        # the four regexes only where they fail (67 µs a comment; issue 11, speed13). Each regex only where its
        # required strings are in the draft (`may_hold`): most drafts hold none of them
        if not (_DENIED_WORD.search(text) or "?" in text or _BELIEF_WORD.search(text)) \
                and not any(may_hold(ctx, regex) and regex.search(text)
                            for regex in (_CLICHE, _ALWAYS_ASKED, _NOT_EVERY_ANYWHERE, _DEEMED)):
            return []
        if _title_last_words().isdisjoint(_WORD.findall(ctx.lower)):
            return []  # no title ends anywhere in the draft: no clause can open with one (session 23, exact)
        out: list[Finding] = []
        starts = [0] + [e.end() for e in CLAUSE_BREAK.finditer(text)]
        last_words = _title_last_words()
        for clause_start, clause_end in zip(starts, starts[1:] + [len(text)]):
            head = text[clause_start : min(clause_end, clause_start + _OPENING_MAX + 40)]
            if last_words.isdisjoint(_WORD.findall(head.lower())):
                continue  # no title in the clause's opening words: `_title` would find none (exact, cheaper first)
            if not (_CLICHE.search(text, clause_start, clause_end + 1) or _ALWAYS_ASKED.search(text, clause_start, clause_end + 1)
                    or _NOT_EVERY_ANYWHERE.search(text, clause_start, clause_end) or _DEEMED.search(text, clause_start, clause_end)
                    or _DENIED_WORD.search(text[clause_start:clause_end])
                    or text[clause_end - 1 : clause_end] == "?"
                    or _BELIEF_WORD.search(text[clause_start:clause_end])):
                continue
            found = self._title(head)
            if found is None:
                continue
            start, end, title = clause_start + found[0], clause_start + found[1], found[2]
            if text[end : end + 1] in ("'", "’"):
                continue  # "Nurses' shifts": the possessive is the shifts' clause
            rest = text[end : clause_end + 1]  # with its end mark: "always …?"
            if found[4]:  # after a verb of believing: a myth named, or a universal then denied
                denial = _DENIAL.match(text, clause_end)
                cliche = bool(_CLICHE.search(rest) or (denial and (_UNIVERSAL.search(rest)
                                                                   or re.search(r"myth|busted", denial.group(), re.IGNORECASE))))
            else:
                cliche = bool(_CLICHE.search(rest) or _ALWAYS_ASKED.search(rest) or _DEEMED.search(rest)
                              or _denied(rest) or (not found[3] and _asked(text, end, clause_end)))
            # "Not every marketer can spin yarns – some of us …": the author among them, in the same sentence
            among = found[3] and FIRST_PERSON_PLURAL.search(text, end, sentence_bounds(text, end)[1])
            if not (cliche or among):
                continue
            field = field_of(singular(title) or title) or "other"
            out.append(Finding(start, end, text[start:end], "occupation", 0.55, "medium", f"occupation.{field}",
                               self.reason, None))
        return out

    @staticmethod
    def _title(head: str) -> tuple[int, int, str, bool, bool] | None:
        """The plural title opening a clause, or the title after "not every": (start, end, title, not every).
        Looked up word by word in the first words of the clause (sets, not a regex of every title)."""
        words = list(_WORD.finditer(head, 0, _OPENING_MAX + 40))
        for i, first in enumerate(words[:_BELIEF_WORDS]):
            opening = head[: first.start()]
            plural, every = _OPENING.match(opening) if i < 4 else None, _NOT_EVERY.match(opening) if i < 4 else None
            belief = _BELIEF_OPENING.search(opening)
            if belief and not plural:
                plural = belief
            if not (plural or every):
                continue
            # implied7: the title may come after describing words, which go with it ("Museum curators")
            for skip in range(0, MAX_DESCRIBING + 1):
                if skip and (i + skip > len(words) - 1 or not _describing(words[i + skip - 1].group())
                             or head[words[i + skip - 1].end() : words[i + skip].start()] != " "):
                    break
                for n in range(min(MAX_TITLE_WORDS, len(words) - i - skip), 0, -1):
                    last = words[i + skip + n - 1]
                    title = " ".join(w.group().lower() for w in words[i + skip : i + skip + n])
                    if plural and title in _plural_titles():
                        return first.start(), last.end(), title, False, plural is belief
                    if every and not skip and title in _singular_titles():
                        return first.start(), last.end(), title, True, False
        return None


def _describing(word: str) -> bool:
    """A word that may describe the title before it ("Electric", "Museum", "Crafty"): a WordNet noun or adjective,
    no word of a clause's grammar, no adverb in -ly ("Honestly"), no verb of believing."""
    from ..data.wordnet import index_lemmas

    low = word.lower()
    return (word.isalpha() and low not in _NOT_DESCRIBING and not low.endswith("ly")
            and not _BELIEF_OPENING.search(low + " ") and (low in index_lemmas("n") or low in index_lemmas("a")))


def _denied(rest: str) -> bool:
    """ "aren't saints", "are not space cadets": a category of people denied (WordNet's first noun sense of the
    noun, singular, is in noun.person), not a participle or an adjective ("aren't paid", "aren't available")."""
    from ..data.wordnet import PERSON_LEXFILE, lookup, synset_at

    m = _DENIED.match(rest)
    if m is None:
        return False
    noun = m.group("noun").lower()
    for one in (noun[:-1], noun[:-2] if noun.endswith("es") else ""):
        senses = lookup(one) if one else ()
        if senses and synset_at(senses[0], "n").lexfile == PERSON_LEXFILE:
            return True
    return False


def _asked(text: str, end: int, clause_end: int) -> bool:
    """The title's clause is a short question, not of the author's own story ("Teachers resistant to tech?"), answered at once
    by a word of assent or denial ("Hardly true", "Yep, kind of")."""
    question = text[end : clause_end - 1]  # the clause runs to just after its "?" (CLAUSE_BREAK)
    return (text[clause_end - 1 : clause_end] == "?" and len(question.split()) <= _ASKED_MAX_WORDS
            and not _NOT_A_CLICHE_ASKED.search(question) and _ANSWER.match(text, clause_end) is not None)


