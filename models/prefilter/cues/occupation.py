"""Occupation: a job title from the lexicon, with a self-reference cue ("I work as a nurse",
"as a 50 year old financial analyst", "graphic designer by trade", "nurse here")."""

from __future__ import annotations

import dataclasses
import re

from ..context import Context, Word, fold
from ..sentences import CLAUSE_END, opens_sentence
from ..data.job_idioms import idiom_ending, warm as warm_idioms
from ..data.jobs import (FIELD_NOUNS, MODIFIERS, UNKNOWN_NOUN, VERB_BEFORE, WEAK_TITLES, all_titles, field_of, is_verb,
                         plurals, title_heads, wordnet_only)
from ..data.clientele import clientele
from ..data.occupation_index import index_titles
from ..data.wordnet import person_nouns
from ..data.wordnet_jobs import wordnet_titles
from ..pii.person import CLOSE_NOUNS
from .story_roles import tied_to_a_person
from .trade_activity import OTHER_SUBJECT
from ..recognizer import Recognizer, find_held
from ...records import Finding

MAX_WORDS = 4
_FUNCTION = r"(?:of|the|to|for|with|and|or|but|who|that|my|your|his|her|their|our|like|than|be|is|was|in|on|at|i|we|you|he|she|they)"
# everyday10: when or how much one works may stand between the verb and "as" ("I work nights as a CNA", "worked
# weekends as a barista"): the times of a shift and the two kinds of hours.
_WHEN_WORKED = r"(?:\s+(?:nights|days|evenings|mornings|weekends|overnights|part[- ]time|full[- ]time))?"
# Self-reference, then at most three describing words that are not function words ("a 50 year old").
# "working as (a) waiter": the article is optional after verbs of working; "I'm a …", "as a …",
# "being a …" need it ("I was discussing quantum mechanics" is no job).
_SELF = re.compile(
    rf"(?:(?:\bi work{_WHEN_WORKED}\s+as|\bworked{_WHEN_WORKED}\s+as|"
    r"\bi'm working as|\bworking as|\bwork as|\bworked as|\bjob as|\bcareer as|\brole as|"
    r"\bemployed as|\bmy day job as|\bmy work as|\bline of work as|\bfield as|\bfreelancing as|\bfreelance as|"
    r"\bmoonlighting as|\blife of|\bday in the life of)\s+(?:(?:an?|the)\s+)?"
    r"|(?:\bas|\bi'm|\bi’m|\bi am|\bim|\bbeing|\bi've been|\bi have been|\bi was|\bi became|\bi'm just|"
    r"\bi’m just|\bi am just|\bi'm now|\bnow i'm|"
    # session 24: a forum's age and sex in brackets between "I" and the verb ("I (34F) am a pharmacist")
    r"\bi\s*\([^()\n]{1,12}\)\s+(?:am|was)),?\s+(?:just\s+|now\s+|still\s+)?an?\s+)"
    # "a fifty-something lawyer", "an avid Redditor and graphic designer": describing words, one "and"; everyday5:
    # four of them ("a 52-year-old former Royal Navy petty officer").
    rf"(?:(?!{_FUNCTION}\b)[\w'’-]+\s+){{0,4}}(?:and\s+(?:(?!{_FUNCTION}\b)[\w'’-]+\s+){{0,2}})?$"
)
# The author introduced by name, then the job in apposition: "I'm Tomasz, a 41-year-old bus driver", "My name is Ana
# Lima, a nurse from Porto". Read as written: the name's capitals say it is a name ("I'm sorry, a nurse said" is not).
# everyday9: up to two short items may stand between the name and the job, as forms and letters write them ("I am
# Chukwuemeka Eze, NIN 48213076615, a pharmacist at …", "I'm Luana Camilleri, 23, a croupier"): each item a
# clause's piece (no sentence end), so the job is still the introduced author's.
_INTRODUCED = re.compile(
    r"(?:\b(?:I['’]m|I am|Im)|\b[Mm]y name is|\b[Nn]ame['’]s|^[Hh]i,? I['’]m)\s+[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+){0,2},\s+"
    r"(?:[^,.;:!?()\n]{1,30},\s+){0,2}"
    rf"an?\s+(?:(?!{_FUNCTION}\b)[\w'’-]+\s+){{0,3}}$")
# everyday5: a profile's bare list that opens with the age, the title one of its comma-separated items ("33,
# pharmacist, Leeds, Catholic", "Jess, 28, physio, into trail running"): the list is the author's, as
# cues/age.py's profile form reads its opening; the title must end its item.
_PROFILE_LIST = re.compile(r"(?:^|\n)(?:[A-Z][a-z]+,[ \t]+)?\d{2},[ \t]+(?:[^,\n]{1,30},[ \t]+){0,2}$")
# everyday7: an item may also go on with where the job is held ("36, physio at a clinic in Riccarton", "33, nurse in
# Leeds"): the title still ends before the preposition, whose object is a name or "a …" (a place of work), so the
# idioms ("medic at heart", "cook in practice") and a list's "in the list" stay out.
_ITEM_END = re.compile(r"[ \t]*(?:[,.;!\n]|$)|[ \t]+(?:at|in)[ \t]+(?:an?[ \t]+|(?=[A-Z]))")
# The same list said after "I'm", with the age in it: "I'm 45, twice divorced, a retired firefighter", "I'm 29 and
# a nurse", "I'm Deepak, 38, a civil engineer", "I'm Muslim, 27, …, now a software engineer": the predicates of one
# clause, each the author's (the age makes it a list of the author's: "I'm friends with Dave, a retired firefighter"
# stays Dave's).
_SELF_LIST = re.compile(
    r"\b(?:i['’]m|i am|im)[ \t]+(?:[^,.;:!?\n\d]{1,30},[ \t]+){0,2}\d{2}(?:,[ \t]+[^,.;:!?\n]{1,25})*(?:,|[ \t]+and)[ \t]+"
    r"(?:now[ \t]+|currently[ \t]+)?an?[ \t]+"
    rf"(?:(?!{_FUNCTION}\b)[\w'’-]+\s+){{0,4}}$")


def _profile_item(text: str, start: int, end: int) -> bool:
    return _PROFILE_LIST.search(text, 0, start) is not None and _ITEM_END.match(text, end) is not None


_DREAM = re.compile(r"\b(?:want(?:ed)? to be|wanna be|dream(?:ed|t)? of being|like to be|if i were)\s+(?:an?\s+)?$")
# everyday7: "by day" too, the day job set against what one does otherwise ("Quantity surveyor by day, trail runner
# by weekend"; OED's "by day" (b): during the day, here of one's working hours).
_AFTER_STRONG = re.compile(r"^(?:\s+by (?:trade|profession|day)\b|\s+here\b|\s+myself\b)")
# "Nurse here," is the author; "a local artisan here in Spain" is someone the author met: "here" names the
# author only after no article or determiner.
_HERE_AFTER = re.compile(r"^\s+here\b")
_DETERMINED = re.compile(r"\b(?:a|an|the|this|that|these|those|some|any|every|our|your|his|her|their|its)\s+"
                         r"(?:[\w'’-]+\s+){0,2}$")
# "as part of my health inspector gig", "this financial manager job": the job the author holds, named as a
# modifier of "my … job"; "my inner architect", "crafted the software engineer in me": the author's idioms.
_MY_BEFORE = re.compile(r"\b(?:my|this|the whole|that whole|this whole)\s+$")
# "we chefs", "we, the chefs": the author among the people with that job (plural titles only).
_WE_BEFORE = re.compile(r"\bwe(?:,\s*the|\s+the|,)?\s+$")  # "us chefs" stays medium (_FELLOW)
# "nurses like me", "teachers like us": the author among the people with that job (plural titles only).
_LIKE_ME_AFTER = re.compile(r"^\s+like (?:me|myself|us)\b")
_JOB_AFTER = re.compile(r"^\s+(?:gig|job|career|shift|shifts|duties|work|practice|license|licence|training|days)\b")
# A title that modifies a noun of working life names the job a person holds ("landed hotel manager job",
# "server shift struggles", "my teacher's salary", "designer's hustle"): the nouns of having a job (WordNet:
# job, shift, career, duty, salary, wage, paycheck; "hustle" and "gig" as work, Wiktionary). Not "life"
# ("the curator life"): its rewrite cost PersonalReddit's ROUGE-L more than the budget there (issue 12 r6).
_WORKLIFE_AFTER = re.compile(
    r"^(?:(?:'s|’s)\s+(?:salary|wage|wages|paycheck|hustle|shift|shifts|job|gig)"
    r"|\s+(?:gig|job|career|shift|shifts|duties|hustle))\b(?!\s+(?:of|for|as)\b)")
# Titles that are also things (WordNet: "server" a computer, "driver" a program): a "server job" is a task on
# a machine, so only the nouns of a work shift and its pay count for them ("server shift", "driver's wage").
_THING_TITLES = frozenset({"server", "driver"})
_SHIFT_AFTER = re.compile(r"^(?:'s|’s)?\s+(?:shift|shifts|salary|wage|wages|paycheck|tips)\b")
# "First staff meeting as principal", "freelancing as graphic designer": "as" before a bare title is a role
# (not "such as", "as well as").
_AS_BARE = re.compile(r"(?<!such )(?<!well )\bas\s+$")
_INNER_BEFORE = re.compile(r"\bmy inner\s+$")
_THE_BEFORE = re.compile(r"\bthe\s+$")
_IN_ME_AFTER = re.compile(r"^\s+in me\b")
_FELLOW = re.compile(r"\b(?:fellow|other|us)\s+$")
# "the other driver ran the light": one other person of the story, no colleague ("other nurses" and "fellow
# nurse" are the author's fellows)
_OTHER_BEFORE = re.compile(r"\bother\s+$")
# "mentoring next gen cooks", "I supervise junior nurses", "managing a team of developers": people of a line of
# work the author oversees, whom only a senior in that line has (issue 12, cues17). The verbs of overseeing people
# (WordNet 3.0 verb.social: supervise "watch and direct", oversee, manage "be in charge of", mentor "serve as a
# teacher or trusted counselor"), not "train" ("trained nurses" is an adjective) nor "hire"; at most two describing
# words or "a team of" between; plural titles only (checked in _judge). Not another person's ("she mentors nurses"):
# no he/she/they or relative as the clause's subject (cues/trade_activity.py's OTHER_SUBJECT).
_OVERSEE = re.compile(
    r"\b(?:supervis(?:e|es|ed|ing)|overs(?:ee|ees|aw|een|eeing)|manag(?:e|es|ed|ing)|mentor(?:s|ed|ing)?)\s+"
    rf"(?:(?:a\s+team\s+of|our|my)\s+)?(?:(?!{_FUNCTION}\b)[\w'’-]+\s+){{0,2}}$", re.IGNORECASE)
_LEAD = re.compile(rf"(?:\b(an?)\s+)?((?:(?:{'|'.join(sorted(MODIFIERS, key=len, reverse=True))})\s+)*)$")
_EMPLOYER = re.compile(
    r"(?:\bi work|\bi'm working|\bi’m working|\bi am working|\bi worked|\bi intern|\binterning|\bemployed|"
    r"\bmy job|\bmy internship|\bjob)\s+(?:at|for|with)\s+$"
)
_GENERIC = frozenset(FIELD_NOUNS.values()) | {UNKNOWN_NOUN}
# everyday9: a job found, then "at/with/for" and a name in capitals: where that person works ("a pipefitter at Harland
# & Wolff"); up to five capitalized words, "&" between them.
# A word may hold inner dots ("S.Coop"); a firm of partners goes whole ("Nguyen, Hart and Meyer").
_ORG_WORD = r"[A-Z][\w&'’-]*(?:\.[A-Za-z][\w&'’-]*)*"
# A firm's name of up to five capitalized words, or a list of them ending in "and"/"&" ("Harland & Wolff", "Ernst, Young
# and Partners").
_ORG_RUN = (rf"{_ORG_WORD}(?:[ \t]+(?:&[ \t]+)?{_ORG_WORD}){{0,4}}"
            rf"(?:(?:,[ \t]+{_ORG_WORD})*,?[ \t]+(?:and|&)[ \t]+{_ORG_WORD})?")
_AT_EMPLOYER = re.compile(rf"[ \t]+(?:at|with|for)[ \t]+(?P<org>(?!I\b){_ORG_RUN})")
# The words of a work badge or card after its issuer's name (a staff, employee, work or ID badge, card or pass), and
# a form's "employer" field before it.
_BADGE_NEEDLES = ("badge", "staff card", "staff id", "employee card", "employee id", "work card", "work id",
                  "employer")
_BADGE_ISSUER = re.compile(
    r"(?<![\w'’-])(?P<org>(?!I\b|My\b|The\b|Our\b|His\b|Her\b|Their\b|Your\b)[A-Z][\w&'’-]*(?:[ \t]+[A-Z][\w&'’-]*){0,3})"
    r"(?<!\bID)[ \t]+(?:ID|staff|employee|work|security)[ \t]+(?:badge|card|pass|ID)\b"
    rf"|\b[Ee]mployer:?[ \t]+(?P<org2>{_ORG_RUN})")
# A firm's written shape: an acronym ("UL", "GDF") or a capital inside the word ("GuySuCo", "SafeBoda").
_FIRM_WORD = re.compile(r"^[A-Z]{2,}$|[a-z][A-Z]")
# Capitalized words that open a time, not a workplace: the months, the days and the feasts a shift is worked on.
_NOT_EMPLOYERS = frozenset("""January February March April May June July August September October November December
    Monday Tuesday Wednesday Thursday Friday Saturday Sunday Christmas Easter Thanksgiving Eid Diwali Hanukkah
    New Night Weekends Weekend""".split())
# A WordNet title that is also a verb or an adjective ("general", "major", "academic", "master") counts only
# where its noun phrase ends: "I'm an academic.", "as a general, I", not "as an academic exercise", "I'm a
# major fan", "as a general rule", "I'm a master of excuses".
_PHRASE_END = re.compile(r"^(?:\s*(?:[,.;:!?)\n]|$)|\s+(?:and|or|but|so|who|by|here|myself|in|at|for|with|since|"
                         r"until|now|too|again|anymore)\b)")
# The people a job serves, after "my" or "our": WordNet's students, patients and churchgoers (data/clientele.py).
_CLIENTELE = re.compile(r"\b(?:my|our) (" + "|".join(sorted(map(re.escape, clientele()), key=len, reverse=True))
                        + r")\b", re.IGNORECASE)
# "our students' union", "our tenants' meeting", "my renters insurance": a body or a thing of those people, which
# they say of themselves ("meeting", "rights", "insurance": the tenants' own, cues17).
_BODY_AFTER = re.compile(r"['’]?\s+(?:union|council|association|society|body|government|services|league|committee|"
                         r"meeting|meetings|rights|insurance|group)\b", re.IGNORECASE)


# A capitalized word after a title that is capitalized in mid-sentence: a name the title is part of ("Captain Kirk",
# "Captain Planet", "Doctor Who", "Nurse Ratched"), not the author's job ("I'm a captain", "Captain of the team").
_NAME_AFTER = re.compile(r" (?!I\b)[A-Z][\w'’-]*")
# "logged in as Doctor Laurie Palmer", "I'm Captain Jones": the author's own title before their name stays a job.
_SELF_TITLE = re.compile(r"\b(?:as|i'm|i’m|im|i am)\s+$", re.IGNORECASE)


def _in_a_name(ctx: Context, start: int, end: int) -> bool:
    """Whether the title is a character's or a person's title in a name rather than a job said ("with Captain
    Kirk" → not "with Public servant Kirk")."""
    return (ctx.text[start : start + 1].isupper() and not opens_sentence(ctx.text, start, " \t\"'“‘(*_>")
            and _NAME_AFTER.match(ctx.text, end) is not None and not _SELF_TITLE.search(ctx.before(start, 12)))


# Verbs and nouns of holding a job, then "as" (or a job title's label) and the title: the frame says it is the
# author's job whatever the title is. Not "my job as a mother", "my role as a parent": "job"/"role" alone are
# also said of family roles.
_WORK_FRAME = re.compile(
    rf"(?:\b(?:(?:i|we)\s+(?:\w+\s+)?work(?:ed)?{_WHEN_WORKED}|work(?:ed|ing){_WHEN_WORKED}|employed|hired|promoted|freelanc(?:e|ing)|"
    r"position|career|(?:full|part)[- ]time|(?P<spell>years?|months?|decades?))\s+as|"
    r"\b(?:my\s+)?job\s+title\s*(?:is|was|:)|"
    # everyday3: a reply to a job board's post names the job applied for ("I saw your posting for a forklift
    # operator", "re your vacancy for a care assistant"): only a job's own head counts there (strict), so "your ad
    # for a roommate" stays
    r"\b(?P<board>posting|opening|vacancy|advert|ad|listing)\s+for|"
    # everyday9: a career step names the new job ("promoted to Assurance Associate at PwC"): a job's own head only
    # (strict), so "promoted to big sister" and "promoted to the first team" stay
    r"\b(?P<step>promoted)\s+to)\s+"
    r"(?:(?P<article>an?)\s+)?(?P<title>[A-Za-z][\w'’-]*(?:[ ][A-Za-z][\w'’-]*){0,3})", re.IGNORECASE)
_GRADE = re.compile(r"(?:I{1,3}|IV|V|[1-5])")
# "my/our" and someone close: _OTHERS_JOB's subject, and what _CLOSE_BEFORE looks for before a pronoun's sentence.
_CLOSE_PERSON = rf"\b[MmOo](?:y|ur)\s+(?:{CLOSE_NOUNS})"
# everyday8: the close person of someone the draft names ("Condolences to her son Errol, a welder", "his daughter
# Karen is a paralegal"): a death notice's or a newsletter's relatives are as findable as the author's own.
_KIN = rf"\b(?:[MmOo](?:y|ur)|[Hh](?:is|er)|[Tt]heir)\s+(?:{CLOSE_NOUNS})"
# everyday5: the job of someone the draft names or is close to, said with a copula or a verb of working: "Barkha
# Gokhale is now a paediatric cardiologist", "my mother is a domestic worker in Soweto", "our son works as a
# physiotherapist". The subject is a capitalized name (a listed first name or surname, or a word English seldom
# writes) or "my/our" + a close person (pii/person.py CLOSE_NOUNS); the title must end in a job's own head (strict
# _role_head; after a verb of working, any noun.person of WordNet), so "my dad is a legend", "Sarah is a sweetheart"
# stay. A pronoun subject ("she is a nurse") counts only at a sentence's start right after a sentence about someone
# close ("… my sister-in-law Kelsey …? She's a nurse at Riley Children's": _CLOSE_BEFORE); alone it is left out.
# everyday11: an alumni note's bracketed aside may stand between the name and the verb ("Rommel Dacanay (BS Civil
# Engineering '09) is now a project manager at …"); after "now"/"currently" the article may go where the employer
# follows ("is now head winemaker at Neudorf Vineyards": checked in _others_job), and "our"/"their" stands for it
# ("Daniel Richer was our maintenance supervisor at …": the title alone is the finding).
_OTHERS_JOB = re.compile(
    rf"(?:{_KIN}|(?<![\w'’-])(?P<who>[A-Z][\w'’-]+))(?:[ \t]+\([^()\n]{{1,40}}\))?"
    r"(?:['’]s(?=\s+an?\s)|\s+(?:(?:is|was|has been|had been|became|has become)"
    r"(?:\s+(?P<now>now|currently|still|also|already))?|"
    # a verb of working may put where or how long before "as" ("has worked in our home in Durbanville as a nanny")
    r"(?P<works>works|worked|has worked|had worked|has been working)(?:\s+(?!as\b)[\w'’-]+){0,6}?\s+as))\s+"
    r"(?:(?P<article>an?)\s+|(?P<our>our|their)\s+|(?P<bare>))"
    r"(?P<title>[A-Za-z][\w'’-]*(?:[ ][A-Za-z][\w'’-]*){0,3})")
# Where an article-less title must be followed by its employer: "at"/"with"/"for" and a capitalized word.
_BARE_EMPLOYER_AFTER = re.compile(r"[ \t]+(?:at|with|for)[ \t]+[A-Z]")
# The same job set beside someone close, after their name, age or birth between commas or in brackets: "my
# grandfather, a retired mailman, died", "my grandfather, Walter Kowalski, born 1938 in Scranton, a retired mailman",
# "My ex (Darnell, 31, a barber in Atlanta)". Up to three items between, none ending a sentence.
_OTHERS_APPOSED_JOB = re.compile(
    rf"\b(?:[MmOo](?:y|ur)|[Hh](?:is|er)|[Tt]heir)\s+(?:[\w-]+\s+)?(?:{CLOSE_NOUNS})"
    # everyday8: the close person's name may come before the comma ("my husband Ahmad Faiz, a Grab driver")
    r"(?:[ \t]+[A-Z][\w'’-]+){0,3}"
    r"[ \t]*[,(][ \t]*(?:[^,.;:!?()\n]{1,40},[ \t]*){0,3}"
    r"(?P<article>an?)\s+(?P<title>[A-Za-z][\w'’-]*(?:[ ][A-Za-z][\w'’-]*){0,3})")
# everyday9: a named person's job in apposition, after the name and a comma ("Policyholder Damien Taylor-Jones, a
# pipefitter at Harland & Wolff", "I am Atim Grace, a teller at …" is _INTRODUCED's, "Dr. Shelly-Ann Baptiste, now a
# paediatrician at …"): the name's capitals, some word of it a listed first name or surname (checked in _others_job);
# the title a job's own head (strict) and its noun phrase ending there (_INDEX_END: a comma, a full stop, "at",
# "with", "in", "from" …), so "Paris, a city", "Thanks Anna, a doctor called" and "Hi Sam, a plumber is coming" stay.
# study10fix: a form's or a list's items may put the age first and drop the article ("Applicant: Shannon Pettigrew, 43,
# recovery nurse at Fiona Stanley Hospital"): no article only after such an age item, so "Hi Sam, plumber" stays.
_NAMED_APPOSED_JOB = re.compile(
    r"(?<![\w'’.-])(?P<name>[A-Z][\w'’-]+(?:[ \t]+[A-Z][\w'’-]*){0,3}),[ \t]+(?:(?P<age>\d{1,2}),[ \t]+)?"
    r"(?:(?:now|currently|also)[ \t]+)?"
    r"(?:(?P<article>an?)[ \t]+|(?<=\d,[ \t])|(?<=\d,  ))(?P<title>[A-Za-z][\w'’-]*(?:[ ][A-Za-z][\w'’-]*){0,3})")
# everyday11: the author's job as a second apposition after "I'm a …," ("I'm a 45-year-old Black woman, a paralegal at
# Hargrove LLP", "I'm a 52-year-old widower, a retired firefighter from Boise"): the first noun phrase describes the
# author, the second renames the same subject; one clause's piece between (no sentence end, no second comma), the
# title a job's own head (strict, as _NAMED_APPOSED_JOB's) whose noun phrase ends there (_INDEX_END), so "I'm a big
# fan of Sam, a doctor called" and "I'm a mother of two, a lot of work" stay.
_SELF_APPOSED = re.compile(
    r"\b(?:I['’]m|I am|Im)[ \t]+an?[ \t]+[^,.;:!?()\n]{1,40},[ \t]+(?:(?:now|currently|also)[ \t]+)?"
    r"(?P<article>an?)[ \t]+(?P<title>[A-Za-z][\w'’-]*(?:[ ][A-Za-z][\w'’-]*){0,3})")
# "I am <name>, a …" and "my name is <name>, a …" are the author's (_INTRODUCED), not another's.
_INTRODUCING = re.compile(r"(?:\b(?:I['’]m|I am|Im)|\b[Mm]y name is|\b[Nn]ame['’]s)[ \t]+$")
_NAME_ZIPF = 4.0
# everyday8: a name then its title in capitals, as a letter's sign-off or a reference writes it ("Naeem Quadir, HR
# Manager, 0300 …", "Dr. Colleen Gillespie, Charge Nurse.", "John Callahan, Senior Engineering Manager."): the
# title's words all capitalized, ending before a comma, a full stop, a line's end or the text's end; its last word a
# job's own head (strict), so "Paris, Texas." and "Smith, Jones and Co." stay. The name opens with a courtesy or
# clergy title or a listed first name or surname (checked in _signed_titles).
_SIGNED_TITLE = re.compile(
    r"(?<![\w'’-])(?P<who>(?:(?:Dr|Mr|Mrs|Ms|Miss|Rev|Prof)\.?[ \t]+)?[A-Z][\w'’-]+)(?:[ \t]+[A-Z][\w'’.-]*){0,3},[ \t]+"
    r"(?P<title>(?:[A-Z][\w&'’-]*[ \t]+){0,3}[A-Z][\w'’-]*)(?=[ \t]*(?:[,.;\n]|$))")
# Someone close named in the text just before a pronoun's sentence (see _OTHERS_JOB).
_CLOSE_BEFORE = re.compile(_CLOSE_PERSON + r"\b")
_PRONOUN_START = re.compile(r"(?:^|[.!?]\s+|\n\s*)$")
_WORK_FRAME_NEEDLES = ("work", "employed", "hired", "promoted", "freelanc", "position", "career", "time as", "title",
                       "years as", "year as", "months as", "month as", "decades as", "decade as", "posting for",
                       "opening for", "vacancy for", "advert for", "ad for", "listing for")
# Words that end the title or are no part of one.
_FRAME_STOP = frozenset("""a an the my our your his her their this that at for in with and or but since until so
    because on from who where when which while here there now today part full time of to by""".split())


# The first-person frames a single-word index title needs (data/occupation_index.py), its article right before it
# (or only MODIFIERS between): "I'm a sonographer", "I work as a part-time nanny", not "I'm a bit chippy".
_FIRST_PERSON_ARTICLE = re.compile(
    r"(?:\bi['’]m|\bi am|\bim|\bi was|\bi['’]ve been|\bi have been|\bi became|\bi['’]ll be|\bwork(?:ed|ing)? as|"
    r"\bjob as|\bcareer as|\bemployed as|\bhired as|\b(?:full|part)[- ]time as|[.!?;:\n(]\s*as),?\s+"
    # everyday5: "the" too, a shift's or a unit's one ("I'm the RN on 4E", "I'm the only pharmacist here")
    r"(?:just\s+|now\s+|still\s+|also\s+|actually\s+)?(?:an?|the(?:\s+only)?)\s+"
    rf"(?:(?:{'|'.join(sorted(MODIFIERS, key=len, reverse=True))})\s+)*$", re.IGNORECASE)
# "As a streamer, I …": a bare "as" names the author's role only at a clause's start with the comma after.
_AS_OPENING = re.compile(r"[.!?;:\n(]\s*as\s+an?\s+(?:[\w'’-]+\s+){0,3}$", re.IGNORECASE)
# Where a single-word index title's noun phrase ends: _PHRASE_END and the words that place a person ("I'm a
# trucker from Texas", "a streamer on Twitch", "a medic based in Leeds").
_INDEX_END = re.compile(_PHRASE_END.pattern + r"|^\s+(?:from|on|based|working|living|myself)\b")
_POSSESSIVE_AFTER = re.compile(r"^['’]s?\b")


# The functions a senior title heads (session 20): the departments of a firm as O*NET's management occupations name
# them (11-2000 advertising, marketing, sales; 11-3000 operations specialties: administrative services, computer and
# information systems, finance, human resources, purchasing, transportation; 11-9000 others), each with the field
# of data/jobs.py it generalizes to (business when not listed).
_FUNCTION_FIELDS = {
    "marketing": "business", "sales": "business", "operations": "business", "partnerships": "business",
    "growth": "business", "communications": "business", "strategy": "business", "procurement": "business",
    "purchasing": "business", "logistics": "business", "administration": "business", "business": "business",
    "customer": "business", "people": "business", "talent": "business", "human": "business", "hr": "business",
    "brand": "business", "design": "creative", "content": "creative", "product": "tech", "engineering": "tech",
    "technology": "tech", "it": "tech", "data": "tech", "infrastructure": "tech", "security": "tech",
    "software": "tech", "platform": "tech", "finance": "finance", "accounting": "finance", "treasury": "finance",
    "tax": "finance", "audit": "finance", "risk": "finance", "investments": "finance", "legal": "law",
    "compliance": "law", "research": "science", "nursing": "healthcare", "clinical": "healthcare",
    "learning": "education", "admissions": "education", "curriculum": "education",
}
_SENIOR_NEEDLES = ("head", "director", "vp", "vice president")  # ctx.has_any: lower case
_SENIOR_TITLE = re.compile(
    r"(?<![\w-])(?:(?:Senior|Global|Regional|Deputy|Associate|Assistant|Executive|Interim)[ \t]+)?"
    r"(?:Head|Director|S?VP|EVP|Vice[ \t]+President)[ \t]+of[ \t]+"
    rf"(?P<function>(?:{'|'.join(w.upper() if len(w) <= 2 else w.title() for w in sorted(_FUNCTION_FIELDS, key=len, reverse=True))})"
    r"(?:[ \t]+(?:&|and)[ \t]+[A-Z][a-z]+|[ \t]+(?:Success|Resources|Experience|Operations|Development|Relations|"
    r"Affairs|Services|Science|Engineering|Management))*)"
    r"(?:,?[ \t]+(?:EMEA|APAC|LATAM|AMER|Americas|Europe|North[ \t]+America|UK|US|USA|Asia|Africa))?(?![\w-])")


def _singular(key: str) -> str | None:
    """The singular an index title's plural stands for ("care workers", "nannies", "binmen"), or None: the index
    lists singulars only."""
    if key.endswith("men"):
        return key[:-3] + "man"
    if key.endswith("ies"):
        return key[:-3] + "y"
    if key.endswith("s") and not key.endswith("ss"):
        return key[:-1]
    return None


class OccupationRecognizer(Recognizer):
    name = "occupation"
    categories = ("occupation",)

    def __init__(self) -> None:
        # Faker's and the hand list's titles, and WordNet's (data/wordnet_jobs.py); plural forms that are
        # not the title + "s" ("fishermen", "coaches") map to their title.
        self.titles = all_titles()
        self.plurals = plurals()
        self.ambiguous = wordnet_titles().ambiguous
        self.span_from: dict[str, int] = {}
        for title in (*self.titles, *self.plurals):
            parts = title.split()
            self.span_from[parts[0]] = max(self.span_from.get(parts[0], 0), len(parts))
        # The titles of the occupation indexes and the everyday forms (data/occupation_index.py), by first word.
        self.index = index_titles()
        self.index_from: dict[str, int] = {}
        for title in self.index.fields:
            parts = title.split()
            self.index_from[parts[0]] = max(self.index_from.get(parts[0], 0), len(parts))

    def find(self, ctx: Context) -> list[Finding]:
        out: list[Finding] = []
        words = ctx.words
        i = 0
        span_from = self.span_from
        while i < len(words):
            first = words[i].text.lower()
            # Most words start no job title: skip the n-gram lookups there.
            hit = self._longest(ctx, i) if span_from.get(first) or span_from.get(first.rstrip("s")) else None
            if hit is None:
                compound = self._compound(ctx, words[i])
                if compound is not None:
                    out.append(compound)
                i += 1
                continue
            j, title = hit
            finding = self._judge(ctx, words[i].start, words[j - 1].end, title)
            if finding is not None:
                out.append(finding)
            i = j
        for worked in (self._worked_as(ctx) + self._others_job(ctx) + self._senior_titles(ctx)
                       + self._signed_titles(ctx) + self._self_apposed(ctx)):
            inside = [f for f in out if worked.start <= f.start and f.end <= worked.end]
            if any(f.start < worked.end and worked.start < f.end for f in out if f not in inside) or (
                    worked.subject != "other" and any((f.start, f.end) == (worked.start, worked.end) for f in inside)):
                continue  # the title loop found it already (someone else's job replaces the author's reading), or
                # something else stands across it
            out = [f for f in out if f not in inside] + [worked]  # "a logistics technician" over "technician"
        for indexed in self._indexed(ctx):
            inside = [f for f in out if indexed.start <= f.start and f.end <= indexed.end]
            if any(f.start < indexed.end and indexed.start < f.end for f in out if f not in inside):
                continue  # something else stands across it
            same = [f for f in inside if (f.start, f.end) == (indexed.start, indexed.end)]
            if same and any(f.detector != "occupation.other" or indexed.detector == "occupation.other" for f in same):
                continue  # found already, with a field ("I work as a nanny" keeps its field from the index)
            fielded = [f for f in inside if f.detector.startswith("occupation.") and f.detector != "occupation.other"]
            if indexed.detector == "occupation.other" and fielded:  # "a fitness instructor": the index has no field
                indexed = dataclasses.replace(indexed, detector=fielded[0].detector)  # for it, "instructor" has one
            out = [f for f in out if f not in inside] + [indexed]
        out.extend(self._employers_after_jobs(ctx, out))
        for ent in ctx.entities_of("ORG"):
            # "I work at Google": the employer narrows the job (and the author) down a lot.
            # "the United Nations" keeps its article in the span: it becomes "a company".
            name = ent.start + 4 if ent.text.lower().startswith("the ") else ent.start
            before = ctx.before(ent.start, 40)
            if _EMPLOYER.search(before) and ctx.text[name : name + 1].isupper():
                out.append(Finding(ent.start, ent.end, ent.text, "occupation", 0.7, "high",
                                   "occupation.employer", "Names where you work.", ent.text))
        for m in find_held(_CLIENTELE, ctx):
            if _BODY_AFTER.match(ctx.text, m.end()):
                continue  # "our students' union", "our students union": a body of them, not whom I serve
            field = clientele()[" ".join(m.group(1).lower().split())]
            out.append(Finding(m.start(), m.end(), m.group(), "occupation", 0.5, "medium",
                               "occupation.clientele", "Who you serve at work hints at your job.", field))
        return out

    def _employers_after_jobs(self, ctx: Context, jobs: list[Finding]) -> list[Finding]:
        """The employer named right after a job found (_AT_EMPLOYER): "a pipefitter at Harland & Wolff", "working as
        an SDE at Swiggy", "a dispatcher at SafeBoda" (everyday9). A town or a country there is a place, a month, a
        day or a feast a time ("a nurse at Christmas"): the place and time recognizers judge those."""
        from wordfreq import zipf_frequency

        from ..data.gazetteer import gazetteer

        out: list[Finding] = []
        for job in jobs:
            if job.detector in ("occupation.employer", "occupation.clientele"):
                continue
            m = _AT_EMPLOYER.match(ctx.text, job.end)
            if m is None:
                continue
            org = m.group("org")
            if org.split()[0] in _NOT_EMPLOYERS or gazetteer().lookup(fold(org)) is not None:
                continue
            out.append(Finding(m.start("org"), m.end("org"), org, "occupation", 0.7, "high", "occupation.employer",
                               "Names where someone works.", org, subject=job.subject))
        # everyday9: the issuer named on a work badge or card ("a GuySuCo ID badge", "my Ceridian staff card"), and
        # an employer given as a form's field ("employer Lexmark International")
        for m in (_BADGE_ISSUER.finditer(ctx.text) if ctx.has_any(_BADGE_NEEDLES) else ()):
            group = "org" if m.group("org") else "org2"
            org = m.group(group)
            if org.split()[0] in _NOT_EMPLOYERS or gazetteer().lookup(fold(org)) is not None:
                continue
            if group == "org" and not any(_FIRM_WORD.search(w) or zipf_frequency(w.lower(), "en") < 3.5
                                          for w in org.split()):
                continue  # "The Security ID badge", "Visitor staff pass": everyday words, no firm's name
            out.append(Finding(m.start(group), m.end(group), org, "occupation", 0.7, "high", "occupation.employer",
                               "Names where someone works.", org))
        return out

    def _senior_titles(self, ctx: Context) -> list[Finding]:
        """A senior title named by the function it heads, as LinkedIn posts, cover letters and bios write it ("Head of
        Partnerships EMEA", "Director of Operations", "VP of Engineering"): the whole title is the job (session 20;
        the function alone had read as an organization after "of")."""
        if not ctx.has_any(_SENIOR_NEEDLES):
            return []
        out: list[Finding] = []
        for m in _SENIOR_TITLE.finditer(ctx.text):
            function = m.group("function").split()[0].lower()
            field = _FUNCTION_FIELDS.get(function, "business")
            title = m.group().split()[0].lower()
            # whose: a person's in a story ("Ms E. Belliard, Director of Legal Affairs,": cues/story_roles.py), the
            # author's after "as"/"I'm", else unknown
            subject = ("other" if tied_to_a_person(ctx, m.start(), m.end(), title)
                       else "author" if _SELF_TITLE.search(ctx.before(m.start(), 12)) else "unknown")
            out.append(Finding(m.start(), m.end(), m.group(), "occupation", 0.85, "high", f"occupation.{field}",
                               "Says what you do for a living.", m.group().lower(), subject))
        return out

    def _worked_as(self, ctx: Context) -> list[Finding]:
        """Whatever the author works as is their job, listed or not: "I work as a logistics coordinator", "hired
        as a claims adjuster", "my job title is Senior Data Steward". The phrase's last word must name a kind of
        person (WordNet's noun.person as its first sense, or the last word of a listed title), so "I work as a
        team" stays; the describing words before it go with it ("a payroll specialist" → "a professional")."""
        if not ctx.has_any(_WORK_FRAME_NEEDLES):
            return []
        out: list[Finding] = []
        for m in _WORK_FRAME.finditer(ctx.text):
            words = m.group("title").split(" ")
            cut = next((k for k, w in enumerate(words) if w.lower() in _FRAME_STOP), len(words))
            # the longest run of the title's words that ends in a kind of person ("data steward mostly remote")
            words = words[:cut]
            # everyday9: a grade after the title goes with it ("SDE III", "Engineer II", "Analyst 2"): Roman or Arabic
            # numerals I–V, as career ladders number their levels
            grade = [words.pop()] if len(words) > 1 and _GRADE.fullmatch(words[-1]) else []
            # "20 years as a mother": after a spell of time only a job's own head counts, not any kind of person
            strict = bool(m.group("spell") or m.group("board") or m.group("step"))
            while words and not (self._role_head(words[-1], strict=strict) or self._acronym_job(words[-1])):
                words.pop()
                grade = []
            words += grade
            if not words:
                continue
            start = m.start("title")
            end = start + len(" ".join(words))
            title = " ".join(words).lower()
            if title in _GENERIC:
                continue  # "I worked as a researcher": the table's own stand-in, found again after an edit
            article = m.group("article")
            span_start = m.start("article") if article else start
            out.append(Finding(span_start, end, ctx.text[span_start:end], "occupation", 0.85, "high",
                               f"occupation.{field_of(title) or field_of(words[-1]) or 'other'}",
                               "Says what you do for a living.", title))
        return out

    def _self_apposed(self, ctx: Context) -> list[Finding]:
        """The author's job in a second apposition after "I'm a …," (_SELF_APPOSED), subject "author"."""
        if "," not in ctx.text or "I" not in ctx.text:
            return []
        out: list[Finding] = []
        for m in _SELF_APPOSED.finditer(ctx.text):
            words = m.group("title").split(" ")
            words = words[:next((k for k, w in enumerate(words) if w.lower() in _FRAME_STOP), len(words))]
            if not words or not (self._role_head(words[-1], strict=True)
                                 or " ".join(words).lower() in self.index.fields):
                continue
            end = m.start("title") + len(" ".join(words))
            if _INDEX_END.match(ctx.lower[end : end + 20]) is None:
                continue  # "I'm a fan of hers, a nurse told me": the title opens a new clause
            title = " ".join(words).lower()
            if title in _GENERIC:
                continue
            start = m.start("article")
            out.append(Finding(start, end, ctx.text[start:end], "occupation", 0.85, "high",
                               f"occupation.{field_of(title) or field_of(words[-1].lower()) or 'other'}",
                               "Says what you do for a living.", title, subject="author"))
        return out

    def _others_job(self, ctx: Context) -> list[Finding]:
        """The job of a named or close person (_OTHERS_JOB), subject "other"."""
        if " a" not in ctx.text:
            return []
        from wordfreq import zipf_frequency

        from ..pii.names import is_first_name, last_names

        out: list[Finding] = []
        apposed = find_held(_OTHERS_APPOSED_JOB, ctx) if "," in ctx.text or "(" in ctx.text else iter(())
        matches = [*_OTHERS_JOB.finditer(ctx.text), *apposed]
        for m in _NAMED_APPOSED_JOB.finditer(ctx.text) if "," in ctx.text else ():
            # each part of a double-barrelled name counts ("Shelly-Ann", "Taylor-Jones"); a last word English seldom
            # writes is a surname too ("Baptiste"), as _others_job reads its subject
            name = m.group("name").replace("-", " ").split()
            if _INTRODUCING.search(ctx.text, max(0, m.start() - 15), m.start()) or not (any(
                    is_first_name(w) or fold(w) in last_names() for w in name)
                    or zipf_frequency(name[-1].lower(), "en") < _NAME_ZIPF - 1):
                continue  # the author's own (see _INTRODUCED), or no person before the comma
            words = m.group("title").split(" ")
            words = words[:next((k for k, w in enumerate(words) if w.lower() in _FRAME_STOP), len(words))]
            # a listed title whose last word is no head alone counts whole ("vet tech", "HVAC tech": study10fix)
            if not words or not (self._role_head(words[-1], strict=True)
                                 or " ".join(words).lower() in self.index.fields):
                continue
            after = ctx.lower[m.start("title") + len(" ".join(words)) : m.start("title") + len(" ".join(words)) + 20]
            if _INDEX_END.match(after) is None:
                continue  # "Thanks Anna, a doctor called": the title is the subject of a new clause
            title = " ".join(words).lower()
            if title in _GENERIC:
                continue
            start = m.start("article") if m.group("article") else m.start("title")
            end = m.start("title") + len(" ".join(words))
            out.append(Finding(start, end, ctx.text[start:end], "occupation", 0.75, "high",
                               f"occupation.{field_of(title) or field_of(words[-1].lower()) or 'other'}",
                               "Says what someone you mention does for a living.", title, subject="other"))
        for m in matches:
            who = m.groupdict().get("who")
            if who in ("She", "He"):
                before = ctx.text[max(0, m.start() - 160) : m.start()]
                if not (_PRONOUN_START.search(before) and _CLOSE_BEFORE.search(before)):
                    continue  # "she is a nurse" with no one close just named: whose job is unsaid
            elif who and not (is_first_name(who) or fold(who) in last_names()
                              or zipf_frequency(who.lower(), "en") < _NAME_ZIPF):
                continue  # "London is a city", "Python is a language": no person
            words = m.group("title").split(" ")
            words = words[:next((k for k, w in enumerate(words) if w.lower() in _FRAME_STOP), len(words))]
            # after a verb of working any kind of person is the job ("as a nanny"), after a copula only a job's
            # own head ("is a legend" is none)
            while words and not (self._role_head(words[-1], strict=not m.groupdict().get("works"))
                                 or self._acronym_job(words[-1])):
                words.pop()
            title = " ".join(words).lower()
            if not words or title in _GENERIC or idiom_ending(words):
                continue  # the table's stand-in, or an idiom ("My mom is a backseat driver": data/job_idioms.py)
            end = m.start("title") + len(" ".join(words))
            start = m.start("article") if m.group("article") else m.start("title")
            groups = m.groupdict()  # _OTHERS_APPOSED_JOB's matches have no "bare" or "now"
            if groups.get("bare") is not None and not (groups.get("now") in ("now", "currently")
                                                       and _BARE_EMPLOYER_AFTER.match(ctx.text, end)):
                continue  # "Anna is head of …", "Sam is nurse-led": no article only before the employer after "now"
            field = field_of(title) or field_of(words[-1]) or self.index.fields.get(words[-1].lower())
            out.append(Finding(start, end, ctx.text[start:end], "occupation", 0.75, "high",
                               f"occupation.{field or 'other'}",
                               "Says what someone you mention does for a living.", title, subject="other"))
        return out

    def _signed_titles(self, ctx: Context) -> list[Finding]:
        """A named person's title after the name in capitals (_SIGNED_TITLE), subject "other"."""
        if "," not in ctx.text:
            return []
        from ..pii.names import is_first_name, last_names

        out: list[Finding] = []
        # The title's words may be the next match's name ("Regards, John Callahan, Senior …"): search on from there.
        pos = 0
        while (m := _SIGNED_TITLE.search(ctx.text, pos)) is not None:
            pos = m.start("title")
            who = m.group("who")
            name = ctx.text[m.end("who") - len(who.split()[-1]) : m.start("title")].rstrip(", \t").split()
            if not (" " in who or any(is_first_name(w) or fold(w) in last_names() for w in name)):
                continue  # "Paris, Texas", "Thanks, Team": no person before the comma
            words = m.group("title").split()
            if not self._role_head(words[-1], strict=True):
                continue
            title = " ".join(words).lower()
            if title in _GENERIC:
                continue
            start, end = m.start("title"), m.end("title")
            out.append(Finding(start, end, ctx.text[start:end], "occupation", 0.75, "high",
                               f"occupation.{field_of(title) or field_of(words[-1].lower()) or 'other'}",
                               "Says what someone you mention does for a living.", title, subject="other"))
        return out

    def _indexed(self, ctx: Context) -> list[Finding]:
        """The occupation indexes' titles and the everyday forms (data/occupation_index.py), each only where the author
        says it is their job: "I'm a sonographer.", "I work as an HVAC tech", "As a streamer, I …", "my dog walker
        job", "we care workers", "an ex-medic" (not "my dog walker is late", "a YouTube streamer I watch", "the RN
        ratio", "a DJ set")."""
        out: list[Finding] = []
        words = ctx.words
        # each word lower-cased once, not once per span that holds it (issue 11, speed10: this loop runs over
        # every word of every draft; most start no title and take the first branch below)
        lows = [w.text.lower() for w in words]
        index_from, fields = self.index_from, self.index.fields
        i = 0
        while i < len(words):
            first = lows[i]
            # (_singular is None for a word not ending in "s" or "men": most words skip the call)
            one = _singular(first) if first.endswith(("s", "men")) else None
            longest = max(index_from.get(first, 0), index_from.get(one or first, 0))
            hit = None
            for j in range(min(len(words), i + longest, i + MAX_WORDS), i, -1):
                if any(ctx.text[words[k].end : words[k + 1].start] != " " for k in range(i, j - 1)):
                    continue
                key = " ".join(lows[i:j])
                one = _singular(key)
                if key in fields or one in fields:
                    hit = j, key if key in fields else one, key not in fields
                    break
            if hit is None:
                if "-" in words[i].text:  # only a hyphenated word can end in a title (_indexed_compound)
                    compound = self._indexed_compound(ctx, words[i])
                    if compound is not None:
                        out.append(compound)
                i += 1
                continue
            j, title, plural = hit
            start, end = words[i].start, words[j - 1].end
            finding = self._judge_indexed(ctx, start, end, title or "", ctx.text[start:end], plural)
            if finding is not None:
                out.append(finding)
            i = j
        return out

    def _indexed_compound(self, ctx: Context, word: Word) -> Finding | None:
        """An index title ending a hyphenated word: "an ex-medic", "a nurse-turned-youtuber", "ex-RNs"."""
        if "-" not in word.text:
            return None
        parts = word.text.split("-")
        for k in range(1, len(parts)):
            tail = " ".join(parts[k:])
            one = _singular(tail.lower())
            title = tail.lower() if tail.lower() in self.index.fields else one if one in self.index.fields else None
            if title is not None:
                return self._judge_indexed(ctx, word.start, word.end, title, tail, title != tail.lower())
        return None

    def _judge_indexed(self, ctx: Context, start: int, end: int, title: str, written_as: str,
                       plural: bool) -> Finding | None:
        written = self.index.capitals.get(title)
        said_words = [w[:-1] if plural and i == len(written_as.split()) - 1 else w
                      for i, w in enumerate(written_as.split())]
        if written is not None and any(w.isupper() and w != got for w, got in zip(written.split(), said_words)):
            return None  # an acronym only in capitals ("a gp" is no GP)
        # a text's start reads as a clause's start ("As a medic, I …"): the window then opens with a line end
        before = ("\n" if start <= 70 else "") + ctx.before(start, 70)
        after = ctx.text[end : end + 20]
        if _DREAM.search(before) or _in_a_name(ctx, start, end) or _POSSESSIVE_AFTER.match(after):
            return None
        low_after = after.lower()
        validity, score, reason = "high", 0.85, "Says what you do for a living."
        if plural:  # "we care workers", "sonographers like me"; "fellow RNs", "us binmen": colleagues
            said = bool(_WE_BEFORE.search(before) or _LIKE_ME_AFTER.match(low_after))
            if not said and _FELLOW.search(before) and not _OTHER_BEFORE.search(before):
                said, validity, score, reason = True, "medium", 0.55, "Suggests what you do for a living."
        elif title in self.index.single_words:
            # everyday7: or an item of a profile's list that opens with the age ("36, physio at a clinic in …")
            # everyday9: or the author's list or introduction ("I'm Luana Camilleri, 23, a croupier at …")
            said = bool(_FIRST_PERSON_ARTICLE.search(before) or (_AS_OPENING.search(before) and after.startswith(","))
                        or _SELF_LIST.search(before) or _INTRODUCED.search(ctx.text, max(0, start - 90), start)) \
                and _INDEX_END.match(low_after) is not None or _profile_item(ctx.text, start, end)
        else:
            said = bool(_SELF.search(before) or _SELF_LIST.search(before) or _profile_item(ctx.text, start, end) or (_MY_BEFORE.search(before) and _JOB_AFTER.match(low_after))
                        or (_AFTER_STRONG.match(low_after)
                            and not (_HERE_AFTER.match(low_after) and _DETERMINED.search(before))))
        if not said:
            return None
        lead = _LEAD.search(ctx.text[max(0, start - 60) : start].lower())
        if lead and lead.group(0).strip():
            start -= len(lead.group(0))
        field = self.index.fields[title]
        return Finding(start, end, ctx.text[start:end], "occupation", score, validity, f"occupation.{field or 'other'}",
                       reason, title)

    def _acronym_job(self, word: str) -> bool:
        """A job's acronym as the everyday list writes it, in capitals ("my wife is an LPN", "he's a CNA"; session 21)."""
        return word.isupper() and self.index.capitals.get(word.lower()) == word

    def _role_head(self, word: str, strict: bool = False) -> bool:
        low = word.lower()
        return low in self.titles or low in title_heads() or (not strict and low in person_nouns())

    def _longest(self, ctx: Context, i: int) -> tuple[int, str] | None:
        words = ctx.words
        first = words[i].text.lower()
        longest = max(self.span_from.get(first, 0), self.span_from.get(first.rstrip("s"), 0))
        for j in range(min(len(words), i + longest, i + MAX_WORDS), i, -1):
            if any(ctx.text[words[k].end : words[k + 1].start] != " " for k in range(i, j - 1)):
                continue
            key = " ".join(w.text.lower() for w in words[i:j])
            for candidate in (key, key[:-1] if key.endswith("s") else None, self.plurals.get(key)):
                if candidate and candidate in self.titles:
                    return j, candidate
        return None

    def _compound(self, ctx: Context, word: Word) -> Finding | None:
        """A title inside a hyphenated word: "retired-CEO", "ex-nurse", "nurse-turned-writer"."""
        if "-" not in word.text:
            return None
        parts = word.text.split("-")
        for k in range(len(parts)):
            tail = " ".join(parts[k:]).lower()
            for title in (tail, tail[:-1] if tail.endswith("s") else "", self.plurals.get(tail, "")):
                if title in self.titles:  # the whole word goes: "retired-CEO" → "business professional"
                    return self._judge(ctx, word.start, word.end, title)
        return None

    def _judge(self, ctx: Context, start: int, end: int, title: str) -> Finding | None:
        if title in _GENERIC:
            return None  # "a retail worker" is already what the table generalizes to
        before = ctx.before(start, 70)
        after = ctx.lower[end : end + 20]
        if _DREAM.search(before) or _in_a_name(ctx, start, end):
            return None
        if idiom_ending(before.split()[-3:] + ctx.text[start:end].split()):
            return None  # "a backseat driver", "a con artist": a judgment of a person (data/job_idioms.py)
        span = ctx.lower[start:end]
        if span == title and " " not in title and VERB_BEFORE.search(before[-12:]) and is_verb(title):
            return None  # "I'd judge that", "I nurse patients": the verb (not "we doctors": a plural noun)
        held = (_MY_BEFORE.search(before) and _JOB_AFTER.match(after)) or _INNER_BEFORE.search(before) or (
            _THE_BEFORE.search(before) and _IN_ME_AFTER.match(after))
        plural = (ctx.text[end - 1 : end].lower() == "s" and not title.endswith("s")) or \
            ctx.lower[start:end] in self.plurals
        wordnet = wordnet_only(title)
        if wordnet and title in self.ambiguous and not _PHRASE_END.match(after):
            return None
        strong_after = _AFTER_STRONG.match(after) and not (_HERE_AFTER.match(after) and _DETERMINED.search(before))
        if _SELF.search(before) or _SELF_LIST.search(before) or _profile_item(ctx.text, start, end) or _INTRODUCED.search(
                ctx.text, max(0, start - 90), start) or strong_after or held or (plural and (_WE_BEFORE.search(before) or _LIKE_ME_AFTER.match(after))):
            validity, score, reason = "high", 0.85, "Says what you do for a living."
        elif (_SHIFT_AFTER.match(after) if title in _THING_TITLES else (
                (_WORKLIFE_AFTER.match(after) or _AS_BARE.search(before)) and title not in WEAK_TITLES)):
            validity, score, reason = "medium", 0.55, "Suggests what you do for a living."
        elif (_FELLOW.search(before) and (plural or not _OTHER_BEFORE.search(before))) or (plural and _OVERSEE.search(before)
                                             and not OTHER_SUBJECT.search(CLAUSE_END.split(before)[-1])):
            validity, score, reason = "medium", 0.55, "Suggests what you do for a living."
        elif title in WEAK_TITLES or " " not in title and len(title) < 5 or wordnet:
            return None  # a WordNet title said in passing: no finding ("Philosopher statues")
        else:
            validity, score, reason = "low", 0.25, "Mentions a job title."
        lead = _LEAD.search(ctx.text[max(0, start - 60) : start].lower())
        if lead and lead.group(0).strip():
            start -= len(lead.group(0))
        field = field_of(title)
        return Finding(start, end, ctx.text[start:end], "occupation", score, validity,
                       f"occupation.{field or 'other'}", reason, title)


def warm() -> None:
    """Read Faker's title heads and WordNet's idioms on job nouns now, not on the first draft that says "work as"."""
    title_heads()
    warm_idioms()
