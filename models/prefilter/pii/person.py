"""Person names by role: the author's own, people close to the author, people addressed, people in a story.

Candidates come from spaCy's PERSON entities and from role phrases that spaCy's small model misses
("Name: Jacob_M", "married to Heather", "Hi Wendy", "Lisa and I"). Every private person is protected
by default (validity "medium" or higher); a name with evidence of a public figure in the text around it
("President Obama", "a song by Adele", "Messi's new contract") is not flagged, nor is a name that the
data shows to be written far more often than people bear it (names.fame_excess: wordfreq's text frequency
against Faker's weighted first/last-name lists), or somewhat more often in a sentence with nothing
personal in it, nor is a rarely borne name of a person WordNet lists (names.listed_public_figure: the
people of WordNet 3.0 and 3.3, known by about 2006). No newer list of well-known people ships on PyPI
(checked again: names-dataset holds first/last-name frequencies per country, not fame, and needs
gigabytes of memory; the "celebrity" packages are web-API clients or toy examples).

`subject` says whose name it is: the author's ("my name is …", a signature, a leading "Name:" field)
or someone the author mentions ("other")."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from ...records import Finding
from ..context import GEO_NOUNS, Context, any_digit, fold
from ..data.beliefs import adherents, places_of_worship
from ..data.demonyms import nationality_word, regional_demonym
from ..data.ethnicity import origin_word
from ..data.gazetteer import gazetteer
from ..data.inflection import regular_past, third_person
from ..sentences import sentence_bounds
from ..cues.first_person import FIRST_PERSON_WORDS
from ..cues.education import SCHOOL_NAME
from ..cues.relationship import PARTNER_WORDS
from ..cues.story_roles import BODY_ACRONYM
from ..recognizer import Recognizer, find_held, finditer_at
from .location_field import given_name_and_surname, spacy_place_kept
from .word_names import used_as_word
from .brand_words import platform_word, ticker_word
from .public_life import amateur_scene, leads_a_known_firm, nation_act
from .names import (LISTED_NAME_ZIPF, NAME_PARTICLES, _zipf, ambiguous_words, borne_full_name, expected_name_zipf,
                    devanagari_first_names_after_person_noun, festival_words, extra_first_names_after_person_noun, fame_excess, first_names, is_first_name, last_names, plain_given_names,
                    listed_public_figure, not_a_person, public_role_after, public_role_before, public_sphere,
                    public_yardstick, reported_source_before, romanized_given_name, vietnamese_order_name, well_known,
                    word_given_names, written_as_word)

# A capitalized name of one to three words (with initials, hyphens, apostrophes, "_"-joined handles).
# Capitals with accents too ("Élodie", "Łukasz", "Þiðrandi": issue 11, round 6).
# A later word is never the pronoun "I" with its contraction ("Tell Gail Force I'll be late": issue 11, round 30).
_NAME = (r"[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*(?:_[A-Za-z]\w*)?(?:[ \t]+(?:[A-Z]\.[ \t]*)?(?!I['’](?:ll|m|d|ve)\b)"
         r"[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]+){0,2}")

# The author's own name: "my name is Anna", "I'm Anna Berg", "call me Anna", "signed, Anna".
_SELF = re.compile(
    r"(?:\bmy name is|\bmy name's|\bcall me|\bi am called|\bi'm called|\bthis is|\bsigned,?|\bcheers,?|"
    r"\bregards,?|\bbest,|\bthanks,|\bthank you,|\bsincerely,?|\bname\s*:|\bfrom\s*:|\bauthor\s*:|"
    r"\bposted by|\bi'm|\bi am)\s*$"
)
# A name close to the author: "my wife Anna", "married to Tom", "with Lisa and our kids".
# Forums' short forms of the in-laws (brother-, sister-, mother-, father-in-law), in one list for the close nouns
# and the kin written before a name (_KIN_SHORT).
IN_LAWS_SHORT = ("bil", "sil", "mil", "fil")
CLOSE_NOUNS = (r"wife|husband|partner|boyfriend|girlfriend|fianc[ée]e?|son|daughter|brother|sister|"
                r"mom|mum|dad|mother|father|friend|bestie|boss|manager|colleague|coworker|co-worker|neighbou?r|"
                r"roommate|flatmate|ex|cousin|aunt|uncle|nephew|niece|grandma|grandpa|grandmother|grandfather|"
                r"kid|kids|child|children|son-in-law|daughter-in-law|grandson|granddaughter|grandchild|grandkid|gran|"
                r"granny|nan|nana|mentor|teacher|doctor|therapist|landlord|"
                # session 22: the in-laws and siblings as forums shorten them ("my BIL Marcus", "my sis Amy")
                + "|".join(IN_LAWS_SHORT) + r"|bro|sis|"
                rf"tenant|client|patient|student|supervisor|sweetheart|spouse|twin|{PARTNER_WORDS}")
_CLOSE = re.compile(
    # a step-, half- or god- relative and an in-law too ("my stepdaughter Keiko", "my sister-in-law Keiko": session 20)
    rf"(?:\b(?:my|our) (?:\w+ )?(?:step-?|half-|god)?(?:{CLOSE_NOUNS})(?:s|-in-law)?\s*,?|\bmarried to|\bengaged to|"
    r"\bdating|\bdivorced from|\bseparated from|\bmy\s+(?:\w+\s+)?named)\s*$"
)
# Issue 11, round 34: someone of a person's own circle named by a copula ("her best friend is Maisie Holt", "my
# daughter's name is Maisie Holt", "our landlord was Grant Whitlock"): a possessive, at most one modifier, a noun of
# _CLOSE's relations (optionally "'s name"), "is"/"was", then a full name of two or three capitalized words that ends
# its clause. Whatever spaCy tags the pair (its small model calls "Maisie Holt" an ORG), it names a person.
_NAMED_BY_COPULA = re.compile(
    rf"\b(?i:my|our|your|his|her|their)[ \t]+(?:[a-z-]+[ \t]+)?(?i:{CLOSE_NOUNS})(?:['’]s[ \t]+name)?[ \t]+(?:is|was)[ \t]+"
    r"(?P<name>[A-ZÀ-ÖØ-ÞĀ-Ž][a-zß-ÿā-ž'’-]+(?:[ \t]+[A-ZÀ-ÖØ-ÞĀ-Ž][a-zß-ÿā-ž'’-]+){1,2})"
    r"(?=[ \t]*(?:[,.;:!?)\n]|$)|[ \t]+(?:and|but|who|from|in|at|on|and|lives|is)\b)")
# everyday4: one word after "my/our <noun of a person> is/was" ("my coach is Trish", whom spaCy calls a place): the
# noun is any whose most frequent WordNet sense is a person (data/wordnet.person_nouns), the word ends its clause
# and is no frequent English word, nationality, place or firm (_copula_one_name: "my coach is Dutch", "my boss
# is Muslim", "my tutor is Paris-based" stay).
_NAMED_ONE_BY_COPULA = re.compile(
    r"\b(?i:my|our)[ \t]+(?:[a-z-]+[ \t]+)?(?P<noun>[a-z]+)[ \t]+(?:is|was)[ \t]+"
    r"(?P<name>[A-ZÀ-ÖØ-ÞĀ-Ž][a-zß-ÿā-ž'’]+)(?=[ \t]*(?:[,.;:!?)\n]|$)|[ \t]+(?:and|but|who)\b)")
# Weaker: "with Lisa", "Tom and", "me and Sam", "a guy named Kai" (also said of famous people).
_NEAR = re.compile(r"(?:\bwith|\band|\bme and|\bnamed|\bcalled)\s*$")
# A name addressed: "Hi Wendy", "Dear Mr Smith", "Thanks Tom,".
_ADDRESSED = re.compile(r"(?:^|[\n.!?]\s*)(?:hi|hey|hello|dear|thanks|thank you|congrats|yo|morning|evening)\s*,?\s*$")
# A name in a story: "the applicant, Mr X", "witness X", "Dr X".
_STORY = re.compile(
    r"(?:\b(?:mr|mrs|ms|miss|mx|dr|prof|sir|madam|mme|m|herr|frau|señor|señora)\.?|"
    r"\b(?:applicant|applicants|witness|patient|victim|defendant|plaintiff|claimant|accused|suspect|"
    r"lawyer|counsel|agent|officer|colleague|neighbou?r|teacher|nurse|client|tenant|landlord|student|"
    r"employee|manager|user|customer|member),?)\s*$"
)
# The same roles said after the name, as court judgments do: "Mehmet Ali Ege (“the applicant”)".
_STORY_AFTER = re.compile(
    r"^\s*,?\s*\(?\s*[“\"']?\s*(?:the\s+)?(?:applicant|applicants|witness|patient|victim|defendant|plaintiff|"
    r"claimant|accused|suspect|complainant|petitioner|respondent|deceased)\b"
)
# Verbs whose object is a person: "tell Paola that …", "ask Sam", "remind Jo" (no town is told or asked).
_TOLD = re.compile(r"\b(?:tell|ask|remind|thank|message)\s+$")
# A form's or a record's label right before the name ("Interviewer: Mary Short", "Landlord - Tom Hall"):
# a slot filled with a person of the record, not a public figure named in passing.
_LABEL = re.compile(r"(?:^|[\n.!?]\s*)[a-z][a-z'’ ]{2,30}\s*(?::|\s[-–/|])\s*$")
_AND_I = re.compile(r"^\s*(?:and|&)\s+(?:i|me|my)\b")
# Words the small model tags PERSON although they are not names in Reddit-style text.
_NOT_NAMES = frozenset(
    "lol lmao omg haha hahaha bro dude mate god jesus christ covid reddit youtube google netflix amazon "
    "siri alexa karma op tl dr tldr edit mom dad santa hi hey hello dear thanks name location i seller buyer "
    "contact owner author user username date time subject re fwd note update id nr".split()
)
# A language, not a first name ("speaks English and German", "fluent in German", "German or French"): a
# nationality word after a verb of speaking or learning, or joined to another nationality word.
_LANGUAGE_BEFORE = re.compile(
    r"\b(?:speaks?|spoke|spoken|speaking|talks?|learn(?:s|t|ed|ing)?|stud(?:y|ies|ied|ying)|fluent in|"
    r"translated? (?:from|into)|native|mother tongue|language)\s*:?\s+$"
    r"|\b(?P<other>[A-Z][a-z]+)(?:,|\s+(?:and|or|&))\s+$", re.IGNORECASE)
# Before a nationality word used as a noun: "a proud Scot", "as a Kiwi", "us Brits", "fellow Aussies".
_NATIONALITY_BEFORE = re.compile(r"\b(?:an?|the|proud|fellow|we|us|true|real|typical)\s+$", re.IGNORECASE)
_LINE_HANDLE = re.compile(r"^[ \t]*(?P<name>[A-Z][\w'’-]*(?:[ _][A-Z][\w'’-]*)?)[ \t]*:[ \t]*\S", re.MULTILINE)
# A capitalized name right after a title or a role word: "Mr Raja Arlewin", "User Cathal", "Dr. Okafor".
_INITIALS = re.compile(r"(?<![\w.])(?:[A-ZÀ-ÖØ-ÞĀ-Ž]\.\s?){2,3}(?![\w])")
_KIN_BEFORE = re.compile(
    r"\b(?:father|mother|son|daughter|brother|sister|wife|husband|partner|child|uncle|aunt|cousin|"
    r"nephew|niece|grandson|granddaughter|neighbou?r|friend|colleague|witness|applicant|mr|mrs|ms|"
    r"dr|herr|frau|named|called)[’']?s?,?\s*$"
)
# Initials before a surname, as judgments and reports write people: "Ms E. Belliard", "Mr J.-P. Costa".
_LEADING_INITIALS = r"(?:[A-ZÀ-ÖØ-ÞĀ-Ž]\.(?:-[A-ZÀ-ÖØ-ÞĀ-Ž]\.)?[ \t]*){0,3}"
# The courtesy titles English text writes before a surname (English, French "Mme", German "Herr"/"Frau"), as a
# regex alternation: whatever word follows one is a person's name. One list for every regex that knows them
# (_TITLED and _COURTESY here, prefilter.not_names). A hand list: Faker's English name prefixes (Mr, Mrs, Ms, Miss,
# Dr) lack Mx, Prof, Sir, Madam and the French and German titles (everyday5: "Mlle" too; "Madame" written out is
# left out, as "Madame Tussauds", a museum, would read as a person).
COURTESY_TITLES = "Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Madam|Mme|Mlle|Herr|Frau"
# Issue 11, pii18: kin words written as a title before a name, as families and neighbours address their elders
# ("Auntie Mirlande", "Uncle Delroy", "Granny Ifrah"): English's kin nouns capitalized.
# Issue 11, pii19: "Mama", the honorific for a grown woman across West, East and Southern Africa ("Mama Pélagie").
# everyday5: the Tagalog kin honorifics Filipino English writes before a given name, for relatives and for any elder
# ("Kuya Jun", "Tita Luz", "Lolo Ben"): kuya, tita, lolo, lola, manong, manang (KWF dictionary). "Ate" (elder
# sister) is left out: capitalized it is mostly the English verb opening a sentence ("Ate Pringles all night").
# "Tito" (uncle) is left out this round only: it occurs in BLIND5, written by the same hand (see
# bench/results/everyday5/README.md); add it after that set's number is taken.
_KIN_TITLES = r"Auntie|Aunty|Aunt|Uncle|Granny|Grandma|Grandpa|Cousin|Mama|Kuya|Tita|Lolo|Lola|Manong|Manang"
# The titles of teachers, clergy, coaches and ranks written before a surname ("Professor Nakamura", "Coach Rivera",
# "Pastor Okafor", "Sgt. Miller"): role titles, so an ordinary word after one stays a thing ("Coach Class").
# everyday5: the clergy's and religious' titles "Father" ("Father Dineen"), "Sister", "Brother", and the church
# honorifics "Bro."/"Sis." of Filipino and Nigerian congregations ("Bro. Ramil"); an ordinary word after one stays a
# thing ("Father Christmas", "Big Brother Live", "Sister Act").
_ROLE_TITLES = (r"Professor|Coach|Pastor|Reverend|Rev|Rabbi|Imam|Deacon|Principal|Dean|Detective|Sergeant|Sgt|Nurse|"
                r"Father|Sister|Brother|Bro|Sis")
# study10fix: a role's abbreviation written as a title before a name, in capitals only ("PO Kimberly Nguyen", "RN Dana
# Cole", "NP Sarah Lee"): a probation or parole officer, a registered nurse, a nurse practitioner, as US corrections
# and clinics write them. Not "DO" (the verb in shouted text), "PA" (Pennsylvania before a name) or "CO" (Colorado);
# an ordinary word after one stays a thing ("PO Box", "RN Program"), as after the role titles; never lower case
# (_ROLE_TITLE_BEFORE lower-cases its titles, so these stay out of _ROLE_TITLES).
_ROLE_ABBREVIATIONS = r"PO|RN|NP"
_TITLED = re.compile(
    rf"\b(?:{COURTESY_TITLES}|User|Customer|Patient|Applicant|Witness|"
    rf"Officer|Agent|Judge|Counsel|Ambassador|{_ROLE_TITLES}|{_KIN_TITLES}|{_ROLE_ABBREVIATIONS})\.?\s+"
    rf"(?P<name>{_LEADING_INITIALS}{_NAME})"
)
# The role and kin titles of _TITLED (not the courtesy titles, whose next word is a surname whatever else it is).
_ROLE_TITLE_WORD = re.compile(rf"(?:User|Customer|Patient|Applicant|Witness|Officer|Agent|Judge|Counsel|Ambassador|"
                              rf"{_ROLE_TITLES}|{_KIN_TITLES}|{_ROLE_ABBREVIATIONS})\b")
_KIN_TITLE_WORD = re.compile(rf"(?:{_KIN_TITLES})\b")


def _next_word(text: str, end: int) -> str | None:
    """The lower-case word right after text[:end], if one follows."""
    nxt = re.match(r"[ \t]+([a-z]+)\b", text[end:end + 30])
    return None if nxt is None else nxt.group(1)


def _mostly_noun(word: str) -> bool:
    """WordNet's tagged corpus uses the word more as a noun than as a verb."""
    from ..data.text_country import tagged_senses

    nouns, verbs = tagged_senses("n"), tagged_senses("v")
    return word in nouns and (word not in verbs or nouns[word] > verbs[word])


def _product_after(text: str, end: int) -> bool:
    """A lower-case word right after the name that is mostly a noun: a kin title's name is then a brand's mascot
    ("Aunt Jemima syrup"), not a relative ("Auntie Mirlande wants"). A function word is none (everyday5: the modal
    "will", a noun in WordNet, made "Kuya Jun will fetch me" a brand)."""
    from spacy.lang.en.stop_words import STOP_WORDS

    word = _next_word(text, end)
    return word is not None and word not in STOP_WORDS and _mostly_noun(word)


def _noun_after(text: str, end: int) -> bool:
    """The next word is mostly a noun, a plural read by its singular: "my Paris (2) photos", not "my Harper (3)
    starts"."""
    from ..data.text_country import tagged_senses

    word = _next_word(text, end)
    if word is None:
        return False
    for form in (word, word[:-1] if word.endswith("s") else ""):
        if form in tagged_senses("n"):
            return _mostly_noun(form)
    return False


# Initials and a surname with no title: "represented by H. Winkler". Not abbreviations of places and
# bodies ("U.S. Army", "E.U. Council").
_INITIALLED = re.compile(r"(?<![\w.])(?:[A-ZÀ-ÖØ-ÞĀ-Ž]\.(?:-[A-ZÀ-ÖØ-ÞĀ-Ž]\.)?[ \t]*){1,3}[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]{2,}")
_NOT_INITIALS = re.compile(r"(?:U\.\s?S|U\.\s?K|E\.\s?U|U\.\s?N|D\.\s?C)\.")
# Form fields that name the writer: "Name: …", "Seller: …", "Posted by: …".
_FIELD_LABELS = (r"(?:(?:Seller |Buyer |User |Full |First |Last |Contact )?Name|Author|From|Signed|User(?:name)?|"
                 r"Seller|Buyer|Contact(?: person)?|Owner|Posted by|Submitted by|Requested by|Reported by)")
_FIELD = re.compile(rf"\b(?i:{_FIELD_LABELS})\s*(?::|\.{{3,}}|…+)\s*(?P<name>[^\W\d_][\w'’.-]*(?:[ _][A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*){{0,2}})")
# Issue 11, round 8: a dash as a form's separator ("Applicant's full name - X", "Donor name — X"), only after a
# label that says "name" and with a capitalized value ("a name - that's all" stays), not a thing's name
# ("Brand name - Nike", "Company name - Acme").
_THING_NAMES = re.compile(r"(?i:brand|model|store|shop|place|product|domain|street|company|business|file|band|"
                          r"project|team|trade|code|host|network|app|song|book)[ \t]+$")
_DASH_FIELD = re.compile(r"\b(?i:name)[ \t]+[-–—][ \t]+(?P<name>[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’.-]*(?:[ _][A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*){0,2})")

# Slots of a form, a letter or a log that hold a person's name, whatever the name (no list needs to know
# it): a role label before a colon or a dotted leader ("Attn: X", "Lead passenger: X", "Tenant ........ X"),
# the agent of a record's verb ("Received in good condition by X", "Ticket assigned to X"), the speaker of a
# timestamped chat line ("[09:41] X: …"). The name: one to three capitalized words, not ordinary words
# ("Attn: Accounts Payable" is a department).
_SLOT_LABELS = (r"attn|attention|fao|c/o|(?:lead |main )?passenger|guest(?: name)?|applicant|tenant|lodger|"
                r"recipient|addressee|driver|witness|next of kin|interviewer|cardholder|card holder|"
                r"account holder|beneficiary|traveller|traveler|visitor|caller|assignee|agent|technician|"
                # issue 11, round 6: an invitation's answer, a referral, a shipment's parties
                r"rsvp|r\.s\.v\.p\.|referred by|referrer|consignee|consignor|exporter|importer|sender")
# Issue 11, pii20: the labels of a meeting's minutes, who came and who sent apologies ("Apologies for absence: X.",
# "Present: X, Y"), only where a line or a sentence starts ("The present: a Lego set" is a gift).
_MINUTES_LABELS = r"apologies|apologies for absence|absent|present|in attendance|attendees|minute taker|minutes taken by"
# The time that opens a chat export's line, as _SLOT reads it (issue 11, pii20).
_CHAT_TIME_BEFORE = re.compile(r"\[\d{1,2}:\d{2}(?::\d{2})?\][ \t]*$")
_CAP = r"[^\W\d_][\w'’-]*"
_SLOT_NAME = rf"(?P<name>{_CAP}(?:[ \t]+{_CAP}){{0,2}})"
_SLOT = re.compile(
    rf"(?:(?<![\w-])(?i:{_SLOT_LABELS})[ \t]*(?::|\.{{3,}}|…+)[ \t]*"
    rf"|(?:^|(?<=\n)|(?<=[.!?] ))(?i:{_MINUTES_LABELS})[ \t]*:[ \t]*"
    rf"|\b(?i:received|approved|checked|inspected|verified|witnessed|prepared|reviewed|collected|countersigned|"
    rf"signed|handled|managed|provided|sponsored|issued|authori[sz]ed|certified|supervised|organi[sz]ed|hosted|"
    rf"referred|recommended|nominated|endorsed|chaired)"
    rf"(?:[ \t]+[a-z]+){{0,3}}?[ \t]+by[ \t]+"
    rf"|\b(?i:assigned|escalated|reassigned|forwarded)[ \t]+to[ \t]+"
    rf"|\[\d{{1,2}}:\d{{2}}(?::\d{{2}})?\][ \t]*(?=[^\W\d_][\w'’-]*(?:[ \t]+[^\W\d_][\w'’-]*){{0,2}}[ \t]*:))"
    + _SLOT_NAME)
# everyday5: the name that closes a message after its sign-off (_sign_offs: "Regards, Lachie.", "Cheers,\nBec"); the
# name a contact verb or a messaging app puts before a phone number ("WhatsApp Zenzele 082 555 0746",
# "call Lakshit 98310 55427", "text Connor on 021 …"); and a nickname in quotes inside a full name ("Margaret 'Peggy'
# Costa"), with the surname after it. Read as slots: a first word English writes often is no name ("Thanks,
# Everyone.", "Love, Mum", "text STOP to 80082").
_CONTACT_VERBS = r"call|text|ring|phone|whatsapp|sms|contact|ask for"
_CONTACT_NAME = re.compile(rf"\b(?i:{_CONTACT_VERBS})[ \t]+(?P<name>{_CAP}(?:[ \t]+{_CAP})?)[ \t]+(?:(?i:on|at)[ \t]+)?"
                           r"(?=\+?\d[\d \t().-]{6,}\d)")
_NICKNAMED = re.compile(r"(?<![\w'’-])(?P<first>[A-Z][a-z]+)[ \t]+['‘\"“](?P<nick>[A-Z][a-z]+)['’\"”][ \t]+"
                        r"(?P<last>[A-Z][\w'’-]+)")
# everyday5: "my/our" + a listed first name + a child's age in brackets ("My Harper (3) starts Monday"): a child, even
# where a town bears the name; not when a noun follows the brackets ("my Paris (2) photos": the photos' place).
_MY_AGED = re.compile(r"\b[MmOo](?:y|ur)[ \t]+(?P<name>[A-Z][a-z]+)[ \t]*\([ \t]*\d{1,2}[ \t]*\)")
# Issue 11, round 7: any role written as an agent noun before a colon ("Claimant:", "Goalkeeper:", "Defendant:",
# "Pharmacist:", "Trainee:", "Physician:"), whatever the role, and "Name of the … person …:". The name's words
# must be rare in English or its first word a first name ("Winner: Liverpool", "Printer: Canon" stay); roles that
# are firms' are not read ("Insurer:", "Employer:", "Supplier:" …).
# Issue 11, pnames2: between a label's word and its colon, a prepositional phrase of one word ("Caretaker on
# duty:") or an aside in parentheses ("Emergency contact (parent/guardian):"): English grammar, no label list.
_LABEL_ASIDE = r"(?:[ \t]+(?:on|in|at|of|for)[ \t]+[a-z]+)?(?:[ \t]*\([^()\n]{1,30}\))?"
_ROLE_LABEL = re.compile(
    r"(?:(?<![\w-])(?P<role>[A-Z][a-z]{2,}(?:ant|ent|keeper|er|or|ist|ee|ian))"
    r"|\b(?i:name)(?:[ \t]+[a-z]+){1,8})" + _LABEL_ASIDE + r"[ \t]*:[ \t]*" + _SLOT_NAME)
_FIRM_ROLES = frozenset("""insurer employer supplier provider lender sponsor dealer manufacturer carrier publisher developer
    distributor retailer printer broker operator organizer organiser vendor contractor landlord agent creditor debtor
    importer exporter registrar underwriter owner partner issuer processor reseller installer manager""".split())
# Issue 11, round 9: sentence slots that hold a person whatever the name's origin (no name list needs to know
# it): the agent of a passive ("Found by X near", "Bike dropped off by X,"), the name a booking or a deed is
# under ("under the name X", "in the name of X", "on behalf of X"), the dead ("the late X"), the apposition of
# "I" ("I, X, confirm"), the partner of an act ("tutoring with X,": before "with" a noun of an act, a talk or
# an event in WordNet, or a gerund), and a label whose word most often names a person in WordNet ("Client:
# X", "Donor: X"). The value must look like a name (_role_name: a listed first name, or every word rare in
# English) and be no place; then it is judged like spaCy's candidates (public figures by the text and the
# data), not trusted as a form's slot. Agents that are mostly firms ("made/built/powered/published by") are
# left to the organization detector.
_FRAME_NAME = r"(?P<name>[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*(?:[ \t]+[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*){0,2})"
_PERSON_FRAME = re.compile(
    r"(?:\b(?P<verb>(?i:[a-z]{2,}ed|found|left|seen|taken|brought|given|sent|done|written|held|kept|shown|met|driven|"
    r"told|caught|taught)|[a-z]{2,}(?=(?:[ \t]+(?:off|up|in|out|back|over|down|round|away|on))?[ \t]+by\b))"
    r"(?:[ \t]+(?:off|up|in|out|back|over|down|round|away|on))?[ \t]+by"
    r"|\b(?P<private>(?i:under[ \t]+the[ \t]+name(?:[ \t]+of)?|in[ \t]+the[ \t]+name[ \t]+of|on[ \t]+behalf[ \t]+of)"
    r"|(?:^|(?<=[\n.!?])[ \t]*)I,(?=[ \t]+[^,\n]{2,40},))"
    r"|\b(?i:the[ \t]+late)"
    r"|\b(?P<act>[a-z]{3,})[ \t]+with"
    r"|(?<![\w-])(?P<label>[A-Za-z]{3,})" + _LABEL_ASIDE + r"[ \t]*:"
    # issue 11, round 10: the object of a deed in the past ("Spotted X at", "issued to X today", "belongs to X")
    r"|\b(?P<did>(?i:[a-z]{3,}ed|belongs)|[a-z]{3,}(?=[ \t]+to[ \t]))(?:[ \t]+to)?"
    # issue 11, round 11: the object of a deed in the present or the imperative at a sentence's start ("Ask for
    # X at", "Thanks X for", "Call X on"): a WordNet verb (or its "-s" form), then "for"/"to"/"with" or nothing
    # (also after a value that ends the line's last clause with no period: "… 971195 Ask for X", "(no texts) Thanks
    # X for"), and a present-tense verb with "to" anywhere ("Berth 12 goes to X from March")
    r"|(?:^|(?<=[\n.!?])|(?<=[\n.!?][ \t])|(?<=[\d)][ \t]))(?P<bid>[A-Z][a-z]{2,})(?:[ \t]+(?:for|to|with))?"
    # issue 11, pnames: the same imperative after a comma or a "Please" ("…, ask for X at", "Please let X know")
    r"|(?:(?<=,[ \t])|\b(?i:please)[ \t]+)(?P<bid_lower>[a-z]{3,})(?:[ \t]+(?:for|to|with))?"
    # issue 11, pnames: a noun whose most frequent WordNet sense is a person, right before the name ("our meter
    # reader X left", "issued to passenger X", "my child X to attend", "owner X, new chain")
    # issue 11, pii18: or set off by a comma, as an apposition ("the sender's cousin, Wisly."; it must then end its
    # clause)
    r"|\b(?P<kind>[a-z]{3,})(?P<apposition>,)?"
    # issue 11, pii18: a particle may stand between the verb and "to" ("This song goes out to X,", "reaches out to")
    r"|\b(?P<does>[a-z]{3,}s)(?:[ \t]+(?:out|back|over|across|along|down|up))?[ \t]+to"
    r")[ \t]+" + _FRAME_NAME, re.MULTILINE)
# Where a match of _PERSON_FRAME can start: every branch opens with a letter at a word's start (\b, a look-behind
# of a non-word character, "^"), except "I," after a sentence's end, which may open on the spaces after its
# [\n.!?]. The regex is tried only there, not at each character (comments: 265 -> 191 µs; issue 11, speed7).
_FRAME_OPENING = re.compile(r"(?<!\w)\w|(?<=[\n.!?])")


def _frame_starts(text: str) -> list[int]:
    return [m.start() for m in _FRAME_OPENING.finditer(text)]


# The participles _PERSON_FRAME has always read before "by", "done" and "met" among them (verb.exc lists "did",
# not "done", as an auxiliary's; the irregular forms of the rest come from WordNet).
_LISTED_PARTICIPLES = frozenset("found left seen taken brought given sent done written held kept shown met driven told "
                                "caught taught".split())
# The end of a frame's name: a clause's or a line's end ("with Wei-lun Hung, two …", "Client: Soo-ah Yoon /").
_WITH_END = re.compile(r"[ \t]*(?:[,.;!?/)\n]|$)")
_NAME_END = re.compile(r"[ \t]*(?:[,.;:!?/()\n—–-]|$)")
_FRAMES = ("frame", "frame_slot", "frame_record")
# Issue 11, round 10: a deed's subject or object ("X won", "Spotted X at") is judged like spaCy's names, the
# data's public figures included ("Rafael Nadal retired"), and never replaces spaCy's judgment of the same span.
_FIRM_AGENT = frozenset("""made manufactured produced powered built designed developed published distributed owned operated
    acquired founded funded backed supported engineered licensed marketed sold imported exported branded""".split())


# Issue 11, round 10: the object of a deed ends its clause, or a place, a time or another clause follows: the
# closed class of English prepositions and conjunctions and "today"/"yesterday" (not a word list of the texts;
# issue 11, pnames2: "until", "till", "since", "via", "by", "with" of the same class).
_DEED_END = re.compile(r"[ \t]*(?:[,.;:!?/()\n—–-]|$|[ \t]+(?:at|and|on|in|from|for|to|today|yesterday|tonight|"
                       r"this|last|next|when|while|before|after|but|or|know|until|till|since|via|by|with)\b)")


# Issue 11, round 10: the subject of a deed in the past at a sentence's start ("Gulnara won round 3", "Ioane
# Su'a arrived late"): a capitalized run, then a verb in the past (a regular "-ed" or an irregular form of
# WordNet's verb.exc). The run must look like a name (_frame_name), be no place, one word only as a listed
# first name, and no entity of another kind to spaCy; judged like spaCy's names.
_SUBJECT = re.compile(r"(?:^|(?<=[.!?])[ \t]+|(?<=\n))" + _FRAME_NAME + r"[ \t]+(?P<deed>[a-z]{2,})\b", re.MULTILINE)


# Issue 11, round 29: a deed done to the author, their people or their things ("Honor Steel drove me to the
# airport", "Hunter Frost fixed my bike chain", "Cliff Rich coaches my daughter's netball team"): the name right
# before a verb (any form of a WordNet verb lemma: data/inflection.py's rules, verb.exc's irregular forms), then up
# to two particles or adverbs ("picked up", "drove back"), then the author ("me", "us") or the author's ("my X",
# "our X"). The doer is someone in the author's life, whatever the data says of the name: a stranger's deed to the
# author is not news of a public figure.
_DEED_TO_AUTHOR = re.compile(r"[ \t]+(?P<verb>[a-z]{2,})(?:[ \t]+[a-z]{2,}){0,2}?[ \t]+"
                             r"(?:(?P<me>me|us)\b|(?:my|our)[ \t]+(?P<thing>[a-z]+))")
# A public figure touches the author through a work, not in person ("Taylor Swift made my year with that album",
# "Messi broke my heart in the final", "Shakespeare taught me more than school"): a name the data calls public is
# private by its deed only when it is a full name (a one-word name the data knows is a stage or a sports name),
# "me"/"us" ends the deed (_DEED_END), the verb's most frequent sense is no thought, feeling or perception (WordNet's verb.cognition, verb.emotion,
# verb.perception: 31, 37, 39) and what it acts on is the author or a concrete thing of theirs: a noun whose most
# frequent sense is an animal, an artifact, a food, a group, a place, an object, a person, a plant or a possession
# (noun lexfiles 5, 6, 13, 14, 15, 17, 18, 20, 21); "my heart" (noun.body), "my year" (noun.time), "my life"
# (noun.state) are the author's feelings and times, which a work reaches.
_FELT_VERB_LEXFILES = frozenset((31, 37, 39))
_CONCRETE_NOUN_LEXFILES = frozenset((5, 6, 13, 14, 15, 17, 18, 20, 21))


@functools.lru_cache(maxsize=4096)
def _verb_lemma(word: str) -> str | None:
    """The WordNet verb lemma that `word` is a form of (the lemma, its "-s" or "-ed" form by inflection's rules, an
    irregular form of verb.exc), or None. (Cached: an irregular form is looked for through all of verb.exc.)"""
    from ..data.wordnet import verb_exceptions, verb_lemmas

    lemmas = verb_lemmas()
    if word in lemmas:
        return word
    for lemma in (word[:-1], word[:-2], word[:-3] + "y", word[:-3]):  # "-s"/"-d", "-es"/"-ed", "-ies"/"-ied", doubled
        if lemma in lemmas and word in (third_person(lemma), regular_past(lemma)):
            return lemma
    return next((lemma for lemma, forms in verb_exceptions().items() if word in forms and lemma in lemmas), None)


def _first_lexfile(word: str, pos: str) -> int | None:
    from ..data.wordnet import first_sense_lexfile

    return first_sense_lexfile(word, pos)


def _deed_to_author(text: str, end: int, name: str, public: bool) -> bool:
    """The name at `end` does a deed to the author or the author's (_DEED_TO_AUTHOR); for a name the data calls
    public (`public`), only in person (_FELT_VERB_LEXFILES, _CONCRETE_NOUN_LEXFILES)."""
    from ..data.wordnet import WordNetMissing

    m = _DEED_TO_AUTHOR.match(text, end)
    if m is None:
        return False
    try:
        lemma = _verb_lemma(m.group("verb"))
        if lemma is None or lemma in ("be", "have", "do"):
            return False  # a copula or an auxiliary says what the name is ("Daisy Chain were my favourite bands")
        if not public:
            return True
        if " " not in name or _first_lexfile(lemma, "v") in _FELT_VERB_LEXFILES:
            return False
        thing = m.group("thing")
        if thing is None:
            # the author as the deed's whole object, its clause ending or a place or a time following ("called me
            # yesterday", "drove me to the airport"); not a work's effect on the author ("makes me feel small",
            # "got me through a rough year": round-4 and round-5 public figures)
            return _DEED_END.match(text, m.end()) is not None
        thing = thing.removesuffix("'s").removesuffix("’s")
        return _first_lexfile(thing, "n") in _CONCRETE_NOUN_LEXFILES
    except WordNetMissing:
        return False


def named_like_a_place(text: str, words: list[str], end: int) -> bool:
    """A listed given name, then a place's head word that is also a surname of the name lists ("Lane", "Hill",
    "Park"), doing a deed to the author or the author's (_DEED_TO_AUTHOR: "John Lane called me yesterday", "Mary Hill
    drove me home"): a person, not a street or a hill (issue 11, round 34; "I live on John Lane", "John Lane is
    closed", "Mary Hill overlooks the town" stay places). A name the data calls known does the deed only in person,
    as _role reads it ("Penny Lane took me back to 1967": a song). cues/landmarks.py asks the same before keeping a
    landmark."""
    if not (len(words) == 2 and is_first_name(words[0]) and fold(words[0]) not in ambiguous_words()
            and fold(words[1]) in last_names()):
        return False  # (a given name that is also a word, "Hope Street gave me a lift", may name the street)
    name = " ".join(words)
    return _deed_to_author(text, end, name, well_known(name) or fame_excess(name) >= FAME_STRONG)


# Issue 11, round 29: an apposition after the author's possessive and a noun of a person ("our lodger Isaac
# Newton", "my carpool buddy Dana Reyes"): whatever the noun (WordNet's noun.person by its most frequent sense,
# data/wordnet.person_nouns), the name is someone the author knows. A word between that is an adjective of
# WordNet ("my favourite author Stephen King", "my all-time hero X") says admiration, not acquaintance; unless the
# adjective says when or how long (issue 11, round 30: "our new lodger, Isaac Newton,", "my old landlord", "my
# former boss": data/wordnet.temporal_adjective).
# A courtesy or role title may stand between the noun and the name: "our pastor, Rev. Dwayne Hollis" (the title alone
# leaves a full name to the fame data's say; the author's own pastor is no public figure).
_POSSESSIVE_NOUN = re.compile(r"\b(?:my|our)[ \t]+(?:(?P<mod>[a-z-]+)[ \t]+)?(?P<noun>[a-z]+)[ \t]*,?[ \t]*"
                              rf"(?:(?i:{COURTESY_TITLES}|{_ROLE_TITLES})\.?[ \t]+)?$")


def _person_noun_apposition(before: str) -> bool:
    """The words before a name are "my/our [word] <person noun>" (_POSSESSIVE_NOUN)."""
    from ..data.wordnet import WordNetMissing, index_lemmas, person_nouns, temporal_adjective

    m = _POSSESSIVE_NOUN.search(before)
    if m is None:
        return False
    try:
        mod = m.group("mod")
        return m.group("noun") in person_nouns() and (mod is None or mod not in index_lemmas("a") or temporal_adjective(mod))
    except WordNetMissing:
        return False


# Issue 11, round 29: the doer of a deed to the author whom no other rule finds, a full name of English words at a
# sentence's start ("Honor Steel drove me", "Cliff Rich coaches my daughter's team"; spaCy's small model and
# _word_at_start leave such runs out): two or three capitalized words, the first a listed first name, no place,
# no firm, no entity of another kind to spaCy, then a deed to the author (_DEED_TO_AUTHOR).
# Issue 11, round 30 (names27): the first word may be a given name of names.word_given_names ("Cliff", "Brook":
# given names English writes as words), and spaCy's firm tag does not rule out a run whose first word is a given
# name of any list and whose last is a surname of the weighted lists ("Cliff Rich", tagged ORG); "Amazon Prime",
# "Customer Service", "Acme Steel" are no given name and surname.
_DEED_DOER = re.compile(r"(?<![\w'’-])(?P<name>[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*(?:[ \t]+[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*){1,2})(?=" +
                        _DEED_TO_AUTHOR.pattern + ")")


def _deed_doers(ctx: Context) -> list[tuple[int, int, str]]:
    """Full names that do a deed to the author (_DEED_DOER), found as a frame's deed."""
    if not re.search(r"\b(?:me|us|my|our)\b", ctx.lower):
        return []
    out: list[tuple[int, int, str]] = []
    for m in _DEED_DOER.finditer(ctx.text):
        name, start = m.group("name"), m.start("name")
        words = name.split()
        given = is_first_name(words[0]) or fold(words[0]) in word_given_names()
        surname = given and fold(words[-1]) in last_names()
        if (not given or gazetteer().lookup(fold(name)) is not None or _firm_like(name)
                or not _deed_to_author(ctx.text, m.end("name"), name, False)
                or any(e.label != "PERSON" and not (e.label == "ORG" and surname)
                       and e.start < m.end("name") and start < e.end for e in ctx.entities)):
            continue
        out.append((start, m.end("name"), "frame_deed"))
    return out


def _person_label(text: str, start: int, label: str, first_sense: frozenset[str], any_sense: frozenset[str]) -> bool:
    """A label's last word names a person: its most frequent WordNet sense is a person ("Client:"), or, after
    one or two words that start the label's line or sentence ("Membership holder:", "Plot owner:"), any of its
    senses; not a firm's role
    alone ("Employer:", "Owner:")."""
    if label in first_sense and label not in _FIRM_ROLES:
        return True
    # the label starts its line or sentence with one or two words before its last ("what I consider a real gem:")
    compound = re.search(r"(?:^|[\n.!?][ \t]*)(?:[A-Za-z]+[ \t]+)?[A-Za-z]{3,}[ \t]+$", text[max(0, start - 60):start]) is not None
    return compound and label in any_sense and (label not in _FIRM_ROLES or label == "owner")


def _frame_candidates(ctx: Context) -> list[tuple[int, int, str]]:
    """Names in the sentence slots of _PERSON_FRAME (see there)."""
    from ..data.wordnet import (WordNetMissing, act_nouns, irregular_verb_forms, person_nouns, person_nouns_any_sense,
                                sentient_verb_forms, verb_lemmas)

    out: list[tuple[int, int, str]] = []
    for m in finditer_at(_PERSON_FRAME, ctx.text, _frame_starts(ctx.text)):
        verb, act, label, bid = m.group("verb"), m.group("act"), m.group("label"), m.group("bid") or m.group("bid_lower")
        kind = m.group("kind")
        try:
            # issue 11, pii26: any irregular past or participle of English (WordNet's verb.exc) before "by" or
            # "to", as the regular "-ed" ("Token bought by X", "Third place went to X in 41:12"); "stand by",
            # "next to", "want to" are no deed's forms
            if verb is not None and not (verb.lower().endswith("ed") or verb.lower() in _LISTED_PARTICIPLES
                                         or verb.lower() in irregular_verb_forms()):
                continue
            did = m.group("did")
            if did is not None and not (did.lower().endswith("ed") or did.lower() == "belongs"
                                        or did.lower() in irregular_verb_forms()):
                continue
            if kind is not None and (kind not in person_nouns() or kind in _FIRM_ROLES
                                     or not any(c.islower() for c in m.group("name").split()[0])):
                continue  # no person noun, or an acronym after it ("minor PII"): a name has lower-case letters
            if bid is not None and not (bid.lower() in verb_lemmas() or bid.lower().removesuffix("s") in verb_lemmas()):
                continue
            does = m.group("does")
            if does is not None and not (does[:-1] in verb_lemmas() or (does.endswith("es") and does[:-2] in verb_lemmas())):
                continue
            bid = bid or does
            if verb is not None and verb.lower() in _FIRM_AGENT:
                continue
            if act is not None and not (act.removesuffix("s") in act_nouns() or act in act_nouns()
                                        or (act.endswith("ing") and len(act) >= 6 and not act.endswith("thing"))):
                continue
            if label is not None and not _person_label(ctx.text, m.start("label"), label.lower(), person_nouns(),
                                                       person_nouns_any_sense()):
                continue
        except WordNetMissing:
            continue
        name = _frame_name(ctx.text, m.start("name"), m.group("name"))
        if not name and kind is not None and _noun_only(kind):
            name = _after_person_noun(m.group("name"))
        # a firm-like run ("supplied by Pandey Hydropower Ltd", "by Skeete Inc.") is judged as before this rule
        firm = _firm_like(ctx.text[m.start("name"):m.end("name") + 8])
        record = _record_slot(m) and not firm
        # issue 11, pii18: the name a record is made out in ("in the name of May Thu Thein.") may start with a word
        # English writes, as a record's party may
        if not name and (record or m.group("private") is not None):
            name = _given_name_last(ctx.text, m.start("name"), m.group("name"))
        if kind is not None and name and " " not in name and _city_after_role(ctx.text, m.start("name"), m.start("name") + len(name)):
            continue  # "Regional director Paris signed off the budget": the role's city (issue 11, round 30)
        if act is not None and name and not _WITH_END.match(ctx.text, m.start("name") + len(name)):
            continue  # "The contract with Täsche ends in June": a partner of an act ends its clause
        if m.group("apposition") and name and not _WITH_END.match(ctx.text, m.start("name") + len(name)):
            continue  # "my friend, Monday works": an apposition is the whole clause's rest
        if (m.group("did") is not None or bid is not None) and name and not _DEED_END.match(ctx.text, m.start("name") + len(name)):
            continue  # "Ordered Xiaomi phones": the object goes on; a person ends its clause or a place follows
        # a person noun before a listed first name outweighs a town of that name ("my child Antonina"), as it does
        # before a word English hardly writes that names only a small town somewhere ("tenant Moana": Moaña, Spain)
        # and before an extra locale's first name (_after_person_noun: "tenant Ama", Ama in Japan; issue 11, pii26;
        # "manager London", "tenant Kumasi" stay places)
        if name and (gazetteer().lookup(fold(name)) is None or ((kind is not None or verb is not None)
                                                                and is_first_name(name.split()[0]))
                     or (kind is not None and _noun_only(kind) and (
                         _small_town_word(name) or name.split()[0].lower() in extra_first_names_after_person_noun()))):
            # a deed's or a booking's name, the writer's apposition, a person label: a person of the record (as
            # a form's slot); an agent or a partner may be a public figure ("written by", "a talk with")
            how = "frame_slot" if m.group("private") is not None or label is not None else "frame"
            if m.group("did") is not None or bid is not None:
                how = "frame_deed"
            if record:
                how = "frame_record"
            out.append((m.start("name"), m.start("name") + len(name), how))
    for m in _SUBJECT.finditer(ctx.text):
        deed = m.group("deed")
        try:
            present = not (deed.endswith("ed") or deed in irregular_verb_forms())
            if present and not (_present_deed(deed) and " " not in m.group("name")):
                # the present only after a first name alone ("Maria runs the bakery"): a full name's present deed
                # is as often news of a public figure that no data knows ("X owns the club"); issue 11, pnames:
                # full names let through 1 more public figure of the 50 unseen round-6 ones
                continue
            name = _frame_name(ctx.text, m.start("name"), m.group("name"))
            sentient = deed in sentient_verb_forms()
        except WordNetMissing:
            continue
        start = m.start("name")
        if not name or name != m.group("name") or gazetteer().lookup(fold(name)) is not None:
            continue
        # One word is a name only when listed as a first name ("Zendaya looked", "Stormzy paid": stage names,
        # public), and not one written mostly as a word ("Van arrives at 9", "Jet lags") unless the verb's
        # subject speaks, thinks or feels ("Tom says"); nor a run the entity model reads as a firm or a place
        # ("Sundar Pichai said" tagged ORG).
        if (" " not in name and (not is_first_name(name) or (written_as_word(fold(name)) and not sentient))) or any(
                e.label != "PERSON" and e.start < start + len(name) and start < e.end for e in ctx.entities):
            continue
        out.append((start, start + len(name), "frame_deed"))
    # issue 11, pii18: a writer or a caller naming themselves at a message's start ("Shanelle here: your parcel
    # is …", "Yanira Bol here, the van is …"): a name-like run (_frame_name), no place ("Paris here:"), then "here"
    # and a mark; "Click here:", "Parking here:" are English words
    if " here" in ctx.text:
        for m in _HERE.finditer(ctx.text):
            name = _frame_name(ctx.text, m.start("name"), m.group("name"))
            words = m.group("name").split()
            if not name and len(words) >= 2 and _zipf(words[-1].replace("-", "").lower()) < 3.0:
                name = m.group("name")  # "Su Myat Myint here:": a first word English writes, a rare last one
            if name == m.group("name") and gazetteer().lookup(fold(name)) is None and not _firm_like(name) and (
                    " " in name or is_first_name(name) or _lone_given_name(name)):
                out.append((m.start("name"), m.end("name"), "frame_slot"))
    out += _role_subjects(ctx) + _possessors(ctx) + _objects(ctx) + _quote_speakers(ctx) + _deed_doers(ctx)
    return out


# Issue 11, pii20: the speaker a quotation is attributed to ('"Nobody answered," said Tatenda, who lives …'): a
# closing quotation mark, a verb of saying in the past or present (English's reporting verbs: WordNet's
# verb.communication forms, sentient_verb_forms), then the name, ending its clause. Its words must look like a name
# (_frame_name), or, when a relative "who" follows, be any capitalized run: "who" refers to a person
# ('said Patient, who lives'; "said Monday, which" is no one). Judged like spaCy's names: a public figure is quoted
# too ('"We will win," said Obama').
_QUOTE_SPEAKER = re.compile(r"[”\"][ \t]+(?P<verb>[a-z]{3,})[ \t]+" + _FRAME_NAME + r"(?P<who>,[ \t]+who\b)?")


def _quote_speakers(ctx: Context) -> list[tuple[int, int, str]]:
    from ..data.wordnet import WordNetMissing, sentient_verb_forms

    out: list[tuple[int, int, str]] = []
    if "”" not in ctx.text and '"' not in ctx.text:
        return out
    for m in _QUOTE_SPEAKER.finditer(ctx.text):
        try:
            if m.group("verb") not in sentient_verb_forms():
                continue
        except WordNetMissing:
            continue
        start = m.start("name")
        name = m.group("name") if m.group("who") else _frame_name(ctx.text, start, m.group("name"))
        if not name or not _NAME_END.match(ctx.text, start + len(name)) or gazetteer().lookup(fold(name)) is not None:
            continue
        out.append((start, start + len(name), "frame"))
    return out


_HERE = re.compile(r"(?:^|(?<=[.!?])[ \t]+|(?<=\n)|(?<=[\d)][ \t]))" + _FRAME_NAME + r"[ \t]+here[ \t]*(?:[:,!—–]|-[ \t])", re.MULTILINE)


# The author's own name under a letter's closing ("Kind regards,\nOlumide Bakare", "Cheers, Tunde | +44 …"), which no
# name list may know: a line or a sentence that opens with one of the closings letter-writing guides give (regards, best wishes,
# thanks, cheers, sincerely, yours truly/sincerely/faithfully, love, take care, respectfully), then on the same line
# or the next a name-like run (_frame_name: a listed first name or a word rare in English) that ends its line (a full
# stop may close it) or goes on with a signature's separator ("|", ",", "(", a dash). "Thanks, Marketing Team", "Best, The Smiths of Leeds" and
# a place ("Cheers, London") stay out.
_SIGN_OFF = re.compile(
    r"(?:^|(?<=[.!?]))[ \t]*(?i:(?:(?:kind|best|warm|warmest|many|with[ \t]+best|with[ \t]+love)[ \t]+)?(?:regards|wishes|thanks|cheers|"
    r"best|sincerely|love|yours(?:[ \t]+(?:truly|sincerely|faithfully))?|thank[ \t]+you|take[ \t]+care|respectfully))"
    r"[ \t]*[,.!]?[ \t]*\n?[ \t]*" + _FRAME_NAME + r"(?=[ \t]*(?:[.!]?[ \t]*$|[|,(—–]|-[ \t]))", re.MULTILINE)
_SIGN_OFF_WORDS = ("regards", "wishes", "thanks", "cheers", "best", "sincerely", "love", "yours", "thank you", "care",
                   "respectfully")
# A name signed with a dash or a tilde at the draft's very end, after a sentence or on its own line ("See you all
# there! — Roshni", "…\n-- Tom", "~Priya"): how messages, notices and forum posts are signed without a closing word.
_DASH_SIGNATURE = re.compile(r"(?:(?<=[.!?])|(?<=\n)|^)[ \t]*(?:—|–|--|~)[ \t]*" + _FRAME_NAME + r"[ \t]*[.!]?[ \t]*\Z")


# A person's name as a value in pasted code, data or a query ("surname = 'Okonkwo'", {"first_name": "Adaeze"},
# User(name="Adaeze Okonkwo")): a key that says a person's name (snake, camel or plain case), "=", "==", ":" or "=>",
# then a quoted value of one to three capitalized words. One word must be a listed first name or rare in English
# unless the key says surname; "name": "Submit", "name = 'Main'" stay out.
_CODE_FIELD = re.compile(
    r"(?<![\w-])[\"']?(?P<key>(?i:(?:first|last|full|given|family|middle|sur|user|customer|patient|client|employee|"
    r"contact|display|person|applicant|tenant|owner)[_ -]?name|name|surname|firstname|lastname|fname|lname))"
    r"[\"']?[ \t]*(?:==?|:|=>)[ \t]*[\"'](?P<name>[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*(?:[ \t]+[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*){0,2})[\"']")
_SURNAME_KEY = re.compile(r"(?i:(?:last|family|sur)[_ -]?name|surname|lastname|lname)")


# The author introducing themself by a given name no list we ship has ("Hi, I'm Deepak, 38, …", "Call me Priyanka.",
# "I'm Chidi and I need advice", "Hi, this is Lorena your cleaner"): at a sentence's start or after a greeting,
# "I'm"/"my name is"/"call me"/"this is", one capitalized word, then the clause ends or goes on with "and", "from",
# "here", "your". spaCy's small model tags such a word now and then; the lists (Faker's locales, the Devanagari and
# CC0 tables) miss many South Asian and African names.
# The word must be a listed given name, or one English hardly writes (wordfreq Zipf < 3) that WordNet does not
# have and no town bears: "I'm Tired.", "I'm Canadian, 30", "I'm Catholic and", "I'm Gutted" stay out.
_SELF_INTRODUCED = re.compile(
    r"(?:^|(?<=[.!?\n])[ \t]*|(?i:\b(?:hi|hey|hello|hiya|greetings)\b)[ \t]*[,!]?[ \t]*)"
    r"(?i:i['’]m|i[ \t]+am|im|my[ \t]+name[ \t]+is|my[ \t]+name['’]s|call[ \t]+me|(?P<this>this[ \t]+is))[ \t]+"
    r"(?P<name>[A-ZÀ-ÖØ-ÞĀ-Ž][a-zà-öø-ÿā-ž'’-]{2,})"
    # "this is Lorena your cleaner": a caller or a worker names themself, then their role
    r"(?=[ \t]*(?:[,.!;:)]|$)|[ \t]+(?:and|from|here|btw|by|(?P<your>your))\b)", re.MULTILINE)


def _self_introduced(ctx: Context) -> list[tuple[int, int, str]]:
    """The author's given name as they introduce themself (_SELF_INTRODUCED)."""
    from ..data.given_names_en import english_given_names
    from ..data.wordnet import WordNetMissing, common_lemmas, index_lemmas, lower_case_lemmas

    if not ctx.has_any(("i'm", "i’m", "i am", "im ", "my name", "call me", "this is")):
        return []  # none of _SELF_INTRODUCED's openings
    out: list[tuple[int, int, str]] = []
    for m in _SELF_INTRODUCED.finditer(ctx.text):
        name = m.group("name")
        key = fold(name)
        this_is = m.group("this") is not None
        listed = is_first_name(name) or key in plain_given_names() or key in english_given_names()
        try:
            a_word = key in lower_case_lemmas() or key in common_lemmas()
            a_noun = a_word or key in index_lemmas("n")  # any case: "Tuesday", "Sparta" are WordNet's nouns
        except WordNetMissing:
            a_word = a_noun = True  # no WordNet: only listed names count
        if (not listed and (a_word or _zipf(key) >= 3.0 or nationality_word(name))) or (this_is and a_noun):
            continue  # "This is Tuesday": after "this is" even a listed name must be no word
        if gazetteer().lookup(key) is None or m.group("your"):
            out.append((m.start("name"), m.end("name"), "first_name"))  # "this is Lorena your cleaner": a town too
    return out


def _neither_place_nor_firm(name: str) -> bool:
    """A value a key or a closing calls a name is a person's unless it is a place or reads as a firm."""
    return gazetteer().lookup(fold(name)) is None and not _firm_like(name)


def _code_fields(ctx: Context) -> list[tuple[int, int, str]]:
    """Names given as values of a name key (_CODE_FIELD)."""
    if "name" not in ctx.lower:
        return []
    out: list[tuple[int, int, str]] = []
    for m in _CODE_FIELD.finditer(ctx.text):
        name = m.group("name")
        if " " not in name and not (_SURNAME_KEY.fullmatch(m.group("key")) or _role_name(name)):
            continue
        if _neither_place_nor_firm(name):
            out.append((m.start("name"), m.end("name"), "slot"))
    return out


def said_to_be_a_person(text: str, start: int) -> bool:
    """The words before text[start:] name a person: one of the author's own ("my colleague …", "married to …"), the
    author ("my name is …", "Kind regards, …")."""
    before = text[max(0, start - 40) : start].lower()
    return bool(_CLOSE.search(before) or _SELF.search(before))


def _sign_offs(ctx: Context) -> list[tuple[int, int, str]]:
    """Names under a letter's closing (_SIGN_OFF) or signed with a dash at the end (_DASH_SIGNATURE), the author's."""
    out: list[tuple[int, int, str]] = []
    tail = max(0, len(ctx.text) - 60)  # a signature ends the draft: searched from here, with the text before in view
    if any(d in ctx.text[tail:] for d in "—–-~"):
        for m in _DASH_SIGNATURE.finditer(ctx.text, tail):
            name = m.group("name")
            if _neither_place_nor_firm(name) and (is_first_name(name.split()[0]) or _rare_word(name.split()[0])):
                out.append((m.start("name"), m.end("name"), "sign_off"))
    if not ctx.has_any(_SIGN_OFF_WORDS):
        return out
    for m in _SIGN_OFF.finditer(ctx.text):
        name = _frame_name(ctx.text, m.start("name"), m.group("name"))
        if name == m.group("name") and _neither_place_nor_firm(name):
            out.append((m.start("name"), m.end("name"), "sign_off"))
    return out


# Issue 11, pii15: the one a service or a record is for or of ("Colour and cut for Yuliya at 3", "Bouquet for
# Rim Ayari, card says", "the birth certificate of Sino Sharipova."): the object of "for", or of "of" after a
# noun of an act, a talk or a document (WordNet's act/communication/event files: act_nouns), ending its clause
# (_DEED_END). One word must be a listed first name; no place ("flights for Paris at 9", "the history of Rome.").
# Not a frame: judged like spaCy's names, fame and public roles included ("a biography of Nelson Mandela.").
_OBJECT = re.compile(r"(?:\b(?P<noun>[a-z]{3,})[ \t]+of|\bfor)[ \t]+" + _FRAME_NAME)


# An appointment's time: a clock time after "at" ("at 3", "at half past", "at noon"), a day or a date after "on";
# "at the theatre", "on Broadway" are a place ("Waiting for Godot at the theatre": a play's title).
_CLOCK = (r"(?:\d|noon|midday|midnight|half|quarter|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b")
_DAY = (r"(?:\d|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|"
        r"august|september|october|november|december|the[ \t]+\d)")
_SERVICE_END = re.compile(r"[ \t]*(?:[,.;:!?()\n]|$|[ \t]+(?:until|till|by|from|today|tomorrow|tonight|next|this)\b"
                          rf"|[ \t]+at[ \t]+{_CLOCK}|[ \t]+on[ \t]+{_DAY})", re.IGNORECASE)


# Issue 11, pii17: a word that English text all but never writes (wordfreq Zipf < 2) is a given name when it
# stands alone as a possessor or a document's person; a brand or a work is written ("Garmin" 2.9, "Gilgamesh" 2.7).
_UNWRITTEN_ZIPF = 2.0

# issue 11, pii17: a capitalized word before "for" in mid-sentence is a title's, in title case ("We saw Waiting for
# Godot", "read Looking for Alaska."): the word after "for" is part of a work's name, not a service's beneficiary.
# At a sentence's start the capital says nothing ("Bouquet for Lesly, card says").
_TITLE_BEFORE_FOR = re.compile(r"(?<=[a-z,;][ \t])[A-Z][a-z]+[ \t]+\Z")


def _objects(ctx: Context) -> list[tuple[int, int, str]]:
    from ..data.wordnet import WordNetMissing, act_nouns

    out: list[tuple[int, int, str]] = []
    for m in _OBJECT.finditer(ctx.text):
        noun, start = m.group("noun"), m.start("name")
        try:
            if noun is not None and noun not in act_nouns():
                continue
        except WordNetMissing:
            continue
        name = _frame_name(ctx.text, start, m.group("name"))
        if not name or not _DEED_END.match(ctx.text, start + len(name)) or gazetteer().lookup(fold(name)) is not None:
            continue
        # issue 11, pii16: after "for" (a service's or a hold's beneficiary: "Colour and cut for Yuliya at 3", "Kept
        # aside for Bayardo until Friday", "Fitting for Maritza (aged 67)"), one word may also be a given name no list
        # holds: rare in English (_lone_given_name; "for Kids", "for Sale" are English words) and followed by a
        # mark or the appointment's time (_SERVICE_END; "subbing for Connery in those roles" is a film's star)
        lone = (noun is None and _lone_given_name(name) and _SERVICE_END.match(ctx.text, start + len(name))
                and not _TITLE_BEFORE_FOR.search(ctx.text, max(0, m.start() - 40), m.start()))
        # issue 11, pii17: after a document's or an act's "of", one word that English text all but never writes
        # (Zipf < 2: "the birth certificate of Vestine."); a work's or an author's name is written ("a translation
        # of Gilgamesh.", "of Xenophon.": 2.7), a place is the gazetteer's
        lone = lone or (noun is not None and " " not in name and _lone_given_name(name)
                        and _zipf(name.lower()) < _UNWRITTEN_ZIPF)
        if (" " not in name and not (is_first_name(name) or lone)) or _firm_like(ctx.text[start:start + len(name) + 8]):
            continue
        end = start + len(name)
        # the entity model's place or date; after a document's noun only one that is no name's shape: its first
        # word no listed first name, or a word English writes ("the birth certificate of Tuhafeni Kapolo": LOC)
        places = ("DATE", "EVENT") if noun is not None and (is_first_name(name.split()[0]) or all(
            _rare_word(w) for w in name.split())) else ("GPE", "LOC", "FAC", "DATE", "EVENT")
        if any(e.start < end and start < e.end and e.label in places for e in ctx.entities):
            continue
        out.append((start, end, "object"))
    return out


# Issue 11, pii15: the subject of a deed after a role written as a title at a sentence's start ("Technician
# Khamphone treated the kitchen", "Guest Malayvanh Keomany checked in"), or after a subordinating conjunction
# ("… while Hervé Ngo Biyong waited", "when Yuliya arrived"): English grammar's closed class of subordinators, the
# role a noun whose most frequent WordNet sense is a person (_role_title).
# Issue 11, pii20: the subordinator may open the sentence, capitalized ("As Lucas wrote to the landlord, …", "When
# Yuliya arrived, …"; read before a role, which is never a subordinator), and after a role the deed may be an
# auxiliary's past or present ("Pupil Ffion was sent to the office", "Tenant Iwan Howells has complained").
# Issue 11, round 30 (names27): a role of two words too, a capitalized word and a lower-case person noun ("Yard
# foreman Prince Gaye signed", "Site manager London called"): the noun is the role's title.
_ROLE_SUBJECT = re.compile(
    r"(?:\b(?i:while|when|whilst|after|before|because|until|till|once|since|although|though|whereas|as)[ \t]+"
    r"|(?:^|(?<=[.!?])[ \t]+|(?<=\n))(?:(?P<role>[A-Z][a-z]{2,})|(?P<trade>[A-Z][a-z]{2,})[ \t]+(?P<role_noun>[a-z]{3,}))[ \t]+)"
    + _FRAME_NAME + r"[ \t]+(?P<deed>[a-z]{2,})\b", re.MULTILINE)
_ROLE_AUXILIARY = frozenset("was were is has had".split())


def _role_subjects(ctx: Context) -> list[tuple[int, int, str]]:
    """Names of _ROLE_SUBJECT: the verb in the past (a regular "-ed" or WordNet's irregular forms) or, after a
    role, in the present ("Guest X checks in"); one word a listed first name or, after a role, a word rare in
    English (Zipf < 3: "Technician Khamphone treated"; "Driver Assist failed" stays); no place, no other entity."""
    from spacy.lang.en.stop_words import STOP_WORDS

    from ..data.wordnet import WordNetMissing, irregular_verb_forms, sentient_verb_forms

    out: list[tuple[int, int, str]] = []
    for m in _ROLE_SUBJECT.finditer(ctx.text):
        role, deed, start = m.group("role"), m.group("deed"), m.start("name")
        if m.group("role_noun") is not None:
            if m.group("trade").lower() in STOP_WORDS:
                continue  # "Our tenant X paid", "The tenant X": the author's or a determiner's noun, read elsewhere
            role = m.group("role_noun").capitalize()
        try:
            if role is not None and not (_role_title(role) and (m.group("role_noun") is not None
                                                                or _zipf(role.lower()) >= 3.0)):
                continue  # a role is a word English writes ("Technician"), not a rare noun ("Lech Wałęsa"); family24:
                # a rare person noun in lower case after a capitalized word is a role all the same ("Loss adjuster
                # X inspected", "Chief audiologist X fitted"): no name is written in lower case
            past = deed.endswith("ed") or deed in irregular_verb_forms()
            if not (past or (role is not None and (_present_deed(deed) or deed in _ROLE_AUXILIARY))):
                continue
            sentient = deed in sentient_verb_forms()
        except WordNetMissing:
            continue
        name = _frame_name(ctx.text, start, m.group("name"))
        if not name and role is not None:
            name = _after_person_noun(m.group("name"))
        words = m.group("name").split()
        if not name and role is not None and len(words) > 1 and fold(words[0]) in word_given_names() and _rest_of_run(
                m.group("name")[len(words[0]):]) and not _firm_like(m.group("name")):
            # issue 11, round 30: after a role's title a given name that English writes as a word ("Prince", "Cliff":
            # names.word_given_names) leads the name when name words follow ("Yard foreman Prince Gaye signed")
            name = m.group("name")
        if role is not None and name and name != m.group("name") and _rest_of_run(m.group("name")[len(name):]):
            # issue 11, pii26: between a role's title and its deed the run is the name whole ("Visitor Tiquilla
            # Knowles signed in": "Knowles" is a word English writes, Zipf 3.2, but nothing else stands there)
            name = m.group("name")
        # a town does not speak, think or feel: a listed first name that is also a town stays a name before such a
        # verb ("As Lucas wrote to the landlord"; issue 11, pii20), not before another ("As Lucas grew, …")
        if not name or name != m.group("name") or (gazetteer().lookup(fold(name)) is not None
                                                   and not (sentient and is_first_name(name.split()[0]))):
            continue
        if " " not in name and not (is_first_name(name) or (role is not None and _lone_given_name(name))):
            continue
        if " " not in name and _city_after_role(ctx.text, start, start + len(name)):
            continue  # "Regional director Paris signed": the role's city (issue 11, round 30)
        if any(e.label not in ("PERSON", "ORG") and e.start < start + len(name) and start < e.end for e in ctx.entities):
            continue  # a place or a date to the entity model
        # issue 11, pii26: after a role's title the name is a record's party ("Juror Vidal is summoned"), which
        # replaces spaCy's span of the same words when the fame data ruled that one public
        # ("Uncle Sam wants you": a kin title is no record's role, and names a character as often)
        record = role is not None and not _KIN_TITLE_WORD.match(role)
        out.append((start, start + len(name), "frame_record" if record else "frame_deed"))
    return out


def _after_person_noun(value: str) -> str:
    """The name in a capitalized run right after a person noun when _frame_name finds none: a first name of the
    extra locales' lists that English writes up to Zipf 4 ("tenant Ama", "Juror Kofi": Akan day names, which
    is_first_name leaves to rarer words), alone or before a word English hardly writes (_rare_word); "" when a
    frequent capitalized word follows ("tenant Ama Foods"). Issue 11, pii26."""
    words = value.split()
    if not words or words[0].lower() not in extra_first_names_after_person_noun():
        return ""
    if len(words) == 1:
        return words[0]
    return " ".join(words[:2]) if _rare_word(words[1]) else ""


def _rest_of_run(rest: str) -> bool:
    """The words a role subject's run has after _frame_name's name: capitalized name words, none written as
    often as _KEPT_LAST_WORD ("Knowles" 3.2; not "Today" or "The")."""
    words = rest.split()
    return bool(words) and all(w[:1].isupper() and w[1:].replace("-", "").replace("'", "").islower()
                               and _zipf(w.replace("-", "").lower()) < _KEPT_LAST_WORD for w in words)


def _owns_a_work(text: str, end: int) -> bool:
    """The thing after a possessive "'s" is an act, a talk, a work or an event (WordNet's act, communication and
    event files: "Wole Soyinka's plays", "X's speech", "X's goal"), as news of a public figure is written; not a
    family occasion ("X's birthday", "X's wedding": _PRIVATE_OCCASION)."""
    from ..data.wordnet import WordNetMissing, act_nouns

    thing = re.compile(r"['’]s[ \t]+([a-z]+)").match(text, end)
    if thing is None or _PRIVATE_OCCASION.match(thing.group(1)):
        return False
    word = thing.group(1)
    try:
        nouns = act_nouns()
    except WordNetMissing:
        return True
    return word in nouns or (word.endswith("s") and word[:-1] in nouns)


# Issue 11, pii17: the one or two lower-case words after a possessive "'s" name a made thing (WordNet's
# noun.artifact: "Salote's water cooler", "on Sereana's phone"), as a private owner's is written. A star's or a
# firm's is more often a work, a show or a deed ("Shakira's halftime show", "Drake's verse").
_THING_AFTER = re.compile(r"['’]s[ \t]+([a-z]+)(?:[ \t]+([a-z]+))?")


def _owns_a_thing(text: str, end: int) -> bool:
    from ..data.wordnet import WordNetMissing, artifact_nouns

    thing = _THING_AFTER.match(text, end)
    if thing is None:
        return False
    try:
        nouns = artifact_nouns()
    except WordNetMissing:
        return False
    return any(w is not None and (w in nouns or (w.endswith("s") and w[:-1] in nouns)) for w in thing.groups())


# Issue 11, pii15: a possessor before a thing ("Viliame Koroi's water cooler", "on Sereana's phone"): English's
# possessive "'s" and a lower-case word after it. A run of two or three words that look like a name (_frame_name);
# no place ("Gdańsk's shipyard"), no firm to the entity model or by its legal form, no work owned (_owns_a_work). Not
# one of the frames (it never overrides spaCy's judgment of the same span): judged like spaCy's names, fame too.
_POSSESSOR = re.compile(r"(?<![\w'’-])" + _FRAME_NAME + r"['’]s[ \t]+[a-z]")


def _possessors(ctx: Context) -> list[tuple[int, int, str]]:
    out: list[tuple[int, int, str]] = []
    if "'s" not in ctx.text and "’s" not in ctx.text:
        return out
    for m in _POSSESSOR.finditer(ctx.text):
        start, value = m.start("name"), m.group("name")
        words = value.split()
        while words and _ordinary_word(words[0]):
            words.pop(0)  # "Screen replaced on …", "Colour and …": the run's first words are the sentence's
        if not words:
            continue
        value = " ".join(words)
        start = m.end("name") - len(value)
        if ctx.text[start:m.end("name")] != value:
            continue
        name = _frame_name(ctx.text, start, value)
        if not name and len(words) == 2 and not is_first_name(words[0]) and _zipf(words[0].lower()) >= 3.0:
            # "Rim Mabrouk's water cooler": a first word that English writes and no list has as a first name
            # is no name's start to _frame_name; the rare word it leaves is judged alone (as a lone possessor)
            value = words[1]
            start = m.end("name") - len(value)
            name = _frame_name(ctx.text, start, value)
        # one word: a given name no list holds, that English text all but never writes (Zipf < 2: "Salote",
        # "Sereana"; a brand that sells things is written: "Garmin", "Peloton", "Logitech" 2.8-2.9), owning a thing
        lone = (" " not in name and _lone_given_name(name) and _zipf(name.lower()) < _UNWRITTEN_ZIPF
                and _owns_a_thing(ctx.text, m.end("name")))
        if name != value or (" " not in name and not lone) or gazetteer().lookup(fold(name)) is not None or _firm_like(name):
            continue  # one word is as often a star's stage name ("Shakira's halftime show") or a firm
        if not lone and _owns_a_work(ctx.text, m.end("name")):
            continue
        end = start + len(name)
        # the entity model's place, or its firm over the whole run ("Huawei's phones"); a part of a name that it
        # reads as a firm ("Viliame Koroi's": ORG "Koroi") says nothing
        # (such a lone word is a person's however the entity model tags it: its small model calls "Salote",
        # "Sereana" firms)
        if any(e.start < end and start < e.end and (e.label in ("GPE", "LOC", "FAC", "NORP") or (
                e.label != "PERSON" and e.start <= start and end <= e.end and not lone)) for e in ctx.entities):
            continue
        out.append((start, end, "possessor"))
    return out


# Issue 11, pii26: the most people a town may have whose rare name a person noun before it makes a person's
# ("tenant Moana"): a tenth of a million, below any city English text names often.
_SMALL_TOWN = 100_000


def _noun_only(word: str) -> bool:
    """A person noun that WordNet lists as no adjective ("tenant", "juror"; not "lovely", "native", "chief"): the
    word is the role, not a modifier of a thing named after it ("lovely Magnolia trees")."""
    from ..data.wordnet import WordNetMissing, one_word_lemmas

    try:
        return word.lower() not in one_word_lemmas("a")
    except WordNetMissing:
        return False


def _small_town_word(name: str) -> bool:
    """One word rare in English (_lone_given_name) that the gazetteer knows only as a town of fewer than
    _SMALL_TOWN people: after a person noun it is the person's name."""
    place = gazetteer().lookup(fold(name))
    return (" " not in name and _lone_given_name(name) and place is not None and place.kind == "city"
            and 0 < place.population < _SMALL_TOWN)


def _record_slot(m: re.Match[str]) -> bool:
    """A frame whose name is a party of a record or a service, not of news or a work (issue 11, pnames2): the
    agent of a passive whose verb is no author's or player's (WordNet's verb.creation, verb.competition: "written
    by", "won by" stay news; "requested by", "dropped off by", "placed by" are a record's), the object of an
    imperative of speech ("Ask for X at"), the one a thing goes,
    is issued or belongs to ("goes to X", "issued to X", "belongs to X"), a person noun's name ("passenger X")."""
    from ..data.wordnet import communication_verb_lemmas, work_verb_forms

    verb = m.group("verb")
    if verb is not None:
        return verb.lower() not in work_verb_forms()
    bid = m.group("bid") or m.group("bid_lower")
    if bid is not None:
        # a request to the reader to speak to or ask for someone ("Ask for X at", "Call X on"): WordNet's
        # verb.communication in the imperative (not "Vote for", "Watch", "Thanks": other senses, or no imperative)
        return bid.lower() in communication_verb_lemmas()
    if m.group("does") is not None:
        return True
    if m.group("did") is not None:
        return re.search(r"[ \t]to$", m.group(0)[: m.start("name") - m.start()].rstrip()) is not None
    return m.group("kind") is not None


# The auxiliaries' present forms: "X is", "X has", "X does" say nothing of a deed (a dish or a place is as often
# their subject), as irregular_verb_forms leaves out their past.
_AUXILIARY_PRESENT = frozenset("is has does was".split())


def _present_deed(word: str) -> bool:
    """A verb in the third person present ("runs", "lives", "keeps", "teaches", "carries"): the "-s" form of a
    WordNet verb lemma, no auxiliary (issue 11, pnames: "X runs the bakery", "X lives next door")."""
    from ..data.wordnet import verb_lemmas

    if word in _AUXILIARY_PRESENT or not word.endswith("s") or word.endswith("ss"):
        return False
    lemmas = verb_lemmas()
    return (word[:-1] in lemmas or (word.endswith("es") and word[:-2] in lemmas)
            or (word.endswith("ies") and word[:-3] + "y" in lemmas))


# Surnames that are English words too ("Hung" 4.2, "Kim" 4.6, "Park" 5.2 in wordfreq) but not the words that
# run on into the next clause ("Today", "Thanks" and above).
_KEPT_LAST_WORD = 5.2


def _frame_name(text: str, start: int, value: str) -> str:
    """The name in a frame's capitalized run: _role_name's test (a listed first name, or every word rare in
    English), but a last word written often in English ("Hung", "Yoon") stays when the clause ends after it;
    the next sentence's words ("… Mondal WhatsApp +94", "… Lahiru Quote ref.") go."""
    from wordfreq import zipf_frequency

    words = value.split()
    while len(words) > 1:
        freq = zipf_frequency(words[-1].replace("-", "").lower(), "en")
        end = start + value.rfind(words[-1]) + len(words[-1])
        # the clause ends after it, or a preposition follows (issue 11, pnames2: "allocated to Nadia Borg for")
        if freq < 3.0 or is_first_name(words[-1]) or (freq < _KEPT_LAST_WORD and (
                _NAME_END.match(text, end) or _DEED_END.match(text, end))):
            break
        words.pop()
    name = _role_name(words[0]) if words else ""
    if not name:
        return ""
    return " ".join(words)


@functools.lru_cache(maxsize=1)
def _legal_form() -> re.Pattern[str]:
    """A company's legal form anywhere in a run ("Hydropower Ltd"), as the organization detector spells them."""
    from ..data.legal_forms import legal_form_regex

    return re.compile(r"(?<![\w.])(?:" + legal_form_regex() + r")(?![\w])")


def _firm_like(name: str) -> bool:
    """A firm's name: an acronym ("AO", "OOO": a person's name words have lower-case letters) or a legal form
    ("Hydropower Ltd", "Bros. Ltd": the run and the words right after it)."""
    return (not all(any(c.islower() for c in w) for w in _capitalized_prefix(name).split())
            or _legal_form().search(name) is not None)


def _given_name_last(text: str, start: int, value: str) -> str:
    """A record's party whose first word no list knows as a first name, often written surname first (issue 11,
    pnames2: Chinese, Korean, Khmer, Vietnamese and Hungarian order, "done by Ma Haoran,"; "Ask for Elder X at"):
    two or three capitalized words whose last is rare in English (wordfreq Zipf < 3) and that end their clause;
    no list of surnames needed ("by Royal Mail," ends in a frequent word)."""
    from wordfreq import zipf_frequency

    words = _capitalized_prefix(value).split()[:3]
    if len(words) < 2 or zipf_frequency(words[-1].replace("-", "").lower(), "en") >= 3.0:
        return ""
    name = " ".join(words)
    end = start + len(name)
    if text[start:end] != name or not (_NAME_END.match(text, end) or _DEED_END.match(text, end)):
        return ""
    return name


# An invoice's or a shipment's label, not a first name: "Bill to:", "Ship to:", "Sold to:".
_TO_LABEL = re.compile(r"[ \t]+to[ \t]*:")


@dataclass(frozen=True)
class Role:
    """Whose name it is and how sure we are that it identifies a private person."""

    subject: str  # author / other / unknown
    validity: str
    score: float
    reason: str


AUTHOR = Role("author", "high", 0.9, "This looks like your own name.")
CLOSE = Role("other", "high", 0.85, "This names someone close to you.")
ADDRESSED = Role("other", "high", 0.8, "This names the person you are writing to.")
STORY = Role("other", "high", 0.8, "This names someone you mention.")
MENTIONED = Role("other", "medium", 0.6, "This names someone you mention.")


# Candidates from a form's slot, whose value is a name whatever word it is ("Name: Rose Grey", "Attn: Dawn").
# A name said as one: "My name is Tamil", "I'm called Cherokee" (then even a people's word is the name).
_NAMED_BEFORE = re.compile(r"\b(?:name\s+is|name['’]s|called|named|call\s+me)\s+$", re.IGNORECASE)
_FORM_HOWS = frozenset({"field", "slot", "handle", "titled", "initialled", "initials"})


class PersonRecognizer(Recognizer):
    name = "person"
    categories = ("name",)

    def find(self, ctx: Context) -> list[Finding]:
        spans: dict[tuple[int, int], str] = {}
        for start, end, how in self._candidates(ctx):
            trimmed = _trim(ctx.text, start, end, how)
            if trimmed is None or (how not in _FORM_HOWS and used_as_word(ctx.text, *trimmed)):
                continue  # a word of a compound or a modifier ("an allen wrench", "ancient Roman riches")
            if _COURTESY_ALONE.fullmatch(ctx.text, *trimmed):
                continue  # "The Mrs and I went out": a wife, titled without a name (session 21)
            outer = [k for k in spans if k[0] <= trimmed[0] and trimmed[1] <= k[1]]
            if not outer:
                spans[trimmed] = how
            elif how in _FRAMES and outer == [trimmed] and (
                    spans[trimmed] == "spacy" or (how == "frame_record" and spans[trimmed] == "first_name")) and self._role(
                    ctx, *trimmed, ctx.text[trimmed[0]:trimmed[1]]) is None:
                # the same span, which spaCy's rules judged a public figure from a surname that is an English word
                # ("Wei-lun Hung"): the frame's rules judge it instead (a shorter frame name never replaces a
                # longer one: "the late Stephen Hawking wrote" is not "Stephen"); a record's party likewise replaces
                # a first name's run that fame ruled out (issue 11, pnames2: "handed in by Nadia Borg")
                for k in outer:
                    del spans[k]
                spans[trimmed] = how
        out: list[Finding] = []
        for (start, end), how in sorted(spans.items()):
            text = ctx.text[start:end]
            role = self._role(ctx, start, end, text, how)
            if role is None:
                continue
            out.append(Finding(start, end, text, "name", role.score, role.validity, f"person.{how}",
                               role.reason, text, subject=role.subject))
        return out

    def _candidates(self, ctx: Context) -> list[tuple[int, int, str]]:
        # a field is a label and a colon or a dotted leader: neither in the text, no regex
        # (after an ellipsis, which casual text writes for a pause, only a capitalized value: "coming from... big
        # cities", "where i'm from...crazy how many" are no form's fields; a colon's value may be a lower-case handle)
        found = ([(m.start("name"), m.end("name"), "field") for m in find_held(_FIELD, ctx)
                  if m.group("name")[:1].isupper() or ":" in ctx.text[m.start():m.start("name")]]
                 if ":" in ctx.text or "..." in ctx.text or "…" in ctx.text else [])
        found += [(m.start("name"), m.end("name"), "field") for m in find_held(_DASH_FIELD, ctx)
                  if not _THING_NAMES.search(ctx.before(m.start(), 12))]
        # the capitalized words of a slot's value ("signed by Kashan our agent" keeps "Kashan")
        found += [(m.start("name"), m.start("name") + len(cut), "slot") for m in find_held(_SLOT, ctx)
                  if (cut := _capitalized_prefix(m.group("name")))]
        found += [(m.start("name"), m.start("name") + len(cut), "slot") for m in find_held(_ROLE_LABEL, ctx)
                  if (m.group("role") or "").lower() not in _FIRM_ROLES and (cut := _role_name(m.group("name")))]
        if any_digit(ctx.text):  # the same test without a Python step per character
            found += [(m.start("name"), m.end("name"), "slot") for m in _CONTACT_NAME.finditer(ctx.text)]
        found += [(m.start("name"), m.end("name"), "slot") for m in find_held(_MY_AGED, ctx)
                  if is_first_name(m.group("name")) and not _noun_after(ctx.text, m.end())]
        for m in _NICKNAMED.finditer(ctx.text):
            if is_first_name(m.group("first")):
                found += [(m.start("nick"), m.end("nick"), "slot"), (m.start("last"), m.end("last"), "slot")]
        found += [(m.start("name"), m.end("name"), "handle") for m in find_held(_LINE_HANDLE, ctx)
                  if _handle_like(m.group("name"))]
        # everyday3: spaCy's span that opens with a kin title ("Uncle Ray", "Aunt Linda") is judged as the titled
        # name below, without its title: "Aunt", a frequent English word no name list has, ruled the whole out; a
        # figure WordNet lists under the title ("Uncle Sam", "Uncle Tom") stays whole, and public
        found += [(e.start, e.end, "spacy") for e in ctx.entities_of("PERSON")
                  if not _word_at_start(ctx.text, e.start, e.end) and not _town_alone(ctx.text[e.start:e.end])
                  and not _city_after_role(ctx.text, e.start, e.end) and not _city_after_locative(ctx, e.start, e.end)
                  and not (_KIN_TITLE_WORD.match(ctx.text, e.start) and _TITLED.match(ctx.text, e.start)
                           and not listed_public_figure(ctx.text[e.start:e.end]))]
        # session 22: spaCy's one span over a couple ("Tom & Jess Whitaker", "Roy and Margaret Barnes"): each of its
        # two names is a candidate of its own (the span's "&" is no name's word)
        for e in ctx.entities_of("PERSON"):
            for m in _COUPLE_JOIN.finditer(ctx.text, e.start, e.end):
                found += [(e.start, m.start(), "spacy"), (m.end(), e.end, "spacy")]
        # session 22: spaCy's place over a given name and a surname ("RSVP to Tamsin Clarke"), which the place
        # detectors leave to this one (location_field.given_name_and_surname)
        found += [(e.start, e.end, "spacy") for e in ctx.entities_of("GPE")
                  if given_name_and_surname(ctx.text[e.start:e.end])]
        # issue 11, pii15: a role's title before an ordinary word is a department or a thing, not a person's name
        # ("Customer Service will call you", "User Guide", "Patient Care"); "Customer Cathal" stays, and a
        # courtesy title's word is a surname whatever else it is ("Dr. Ever", "Mrs Brown")
        found += [(m.start("name"), m.end("name"), "titled") for m in find_held(_TITLED, ctx)
                  if not (_ROLE_TITLE_WORD.match(m.group()) and _ordinary_word(m.group("name").split()[0]))
                  and not (_KIN_TITLE_WORD.match(m.group()) and _product_after(ctx.text, m.end("name")))]
        found += [(m.start(), m.end(), "initialled") for m in _INITIALLED.finditer(ctx.text)
                  if not _NOT_INITIALS.match(m.group()) and m.group().split()[-1].lower() not in _NOT_NAMES]
        # Initials that stand for a person in court judgments and reports: "his father, S.A.,", "Mr M.Ş.".
        found += [(m.start(), m.end(), "initials") for m in _INITIALS.finditer(ctx.text)
                  if _KIN_BEFORE.search(ctx.before(m.start(), 40))]
        # Known first names that spaCy missed: "Lisa and I", "with Heather", "Hi Wendy".
        for m in _name_runs(ctx.text):
            if " " not in m.group() and len(m.group()) <= _ACRONYM_MAX and m.group().isupper():
                continue  # a lone word in capitals this short is an acronym ("my SIL", "HR"), not a shouted name
            first = m.group().split()[0].split("_")[0]
            if " " not in m.group() and _NUMBER_AFTER.match(ctx.text, m.end()) and written_as_word(fold(first)):
                continue  # "Floor 2, room 214", "Van 3": a word mostly written as a word, numbered, is a thing
            mid = not _at_sentence_start(ctx.text, m.start()) or _person_follows(ctx.text, m)
            # spaCy's small model often calls "Shawn & Lisa Johnson" an ORG: only a place rules a first name out,
            # and only one the place detectors keep (it calls "Marcus" a place too: location_field drops that).
            # (a name romanized from Devanagari lists starts a run alone, "Sunil is lending", or after "with",
            # "and", "named" (_NEAR: "Test drive with Binita Thapa"); before a surname elsewhere spaCy's candidate
            # and the fame data judge the whole, "Sundar Pichai said"; issue 11, pii23)
            romanized = " " not in m.group() or bool(_NEAR.search(ctx.before(m.start(), 20)))
            if " " not in m.group() and _city_after_role(ctx.text, m.start(), m.end()):
                continue  # "Regional director Paris signed": a role and its city (issue 11, round 30)
            if is_first_name(first, mid_sentence=mid, romanized=romanized) and not _kept_place(ctx, m.start(), m.end()):
                found.append((m.start(), _particle_surname_end(ctx, m.end()), "first_name"))
            elif vietnamese_order_name(m.group()) and not _kept_place(ctx, m.start(), m.end()):
                # a Vietnamese name, family name first ("I bumped into Nguyen Van Minh"; issue 11, round 30)
                found.append((m.start(), m.end(), "first_name"))
            elif borne_full_name(m.group()) and not _kept_place(ctx, m.start(), m.end()):
                # a given name and a surname of the same lists that English text writes often as names ("Kofi
                # Mensah", "Yuki Tanaka"): is_first_name leaves such first names out alone, not before their surname
                found.append((m.start(), m.end(), "first_name"))
            elif mid and romanized_given_name(m.group()) and not _kept_place(ctx, m.start(), m.end()):
                # a Chinese given name written apart that no name list has ("the late Wing Sze Kwan"): its two
                # syllables say a name (issue 11, pii23)
                found.append((m.start(), m.end(), "first_name"))
            elif (is_first_name(first) or fold(first) in plain_given_names() or _kin_named(ctx, m.start(), first)) and not (
                    " " in m.group() and _firm_like(ctx.text[m.start():m.end() + 8])) and (
                    _ADDRESSED.search(ctx.before(m.start(), 40))
                                           or _TOLD.search(ctx.before(m.start(), 20)) or (
                    self._close_to_author(ctx.before(m.start(), 40), ctx.after(m.end(), 40))
                    and gazetteer().lookup(fold(m.group())) is None)):
                # "Heather and I", "my wife Giulia", "Dear Ramona": the words around it say person, whatever
                # (not a firm named after a role: "Our landlord, Lakeshore Property Group LLC," session 24)
                # spaCy's tag (its small model calls "Giulia" a place) or the word's other sense at a sentence
                # start; a greeting is said to a person even when a town bears the name
                found.append((m.start(), m.end(), "first_name"))
        found += [(m.start("name"), m.end("name"), "frame_slot") for m in find_held(_NAMED_BY_COPULA, ctx)
                  if _copula_name(m.group("name"))]
        found += [(m.start("name"), m.end("name"), "frame_slot") for m in _NAMED_ONE_BY_COPULA.finditer(ctx.text)
                  if _copula_one_name(m.group("noun"), m.group("name"))]
        if "named " in ctx.text or "called " in ctx.text:
            found += [(m.start("name"), m.end("name"), "frame_slot") for m in _PERSON_NOUN_NAMED.finditer(ctx.text)
                      if _named_by_noun(m.group("noun"), m.group("name"))]
        if " family" in ctx.lower or " household" in ctx.lower:
            found += [(m.start("name"), m.end("name"), "frame_slot") for m in _FAMILY_NAMED.finditer(ctx.text)
                      if _family_surname(m.group("name"))]
        # first among equals: a closing or a key says whose name it is, whatever else found the same span
        found[:0] = _sign_offs(ctx) + _code_fields(ctx) + _self_introduced(ctx)
        found += _frame_candidates(ctx)  # last: the same span found otherwise keeps its detector
        # Longest first, so a full name wins over its parts.
        return sorted(found, key=lambda c: c[0] - c[1])

    @staticmethod
    def _close_to_author(before: str, after: str) -> bool:
        """The words around a name (40 characters each side) tie it to the author: "my wife X", "X and I"."""
        return bool(_CLOSE.search(before) or _AND_I.match(after))

    def _public_act_after(self, ctx: Context, start: int, end: int, before: str, after: str) -> bool:
        """The words after the name say a public figure (names.public_role_after: an act, a work, an office;
        public_life.nation_act: acting for or over a country), and neither the words before it nor the scene
        say private (issue 11, round 37): someone close or addressed ("my neighbour Dan Price scored twice",
        "my cousin released his first EP") and a deed of amateur or local life ("scored a goal at five-a-side",
        "was elected chair of the parish council") are private people's whatever the act."""
        if not (public_role_after(after) or nation_act(ctx.text, end) or leads_a_known_firm(ctx.text, end)):
            return False
        if _ADDRESSED.search(before) or self._close_to_author(before, after):
            return False
        return not amateur_scene(_sentence(ctx.lower, start, end))

    def _role(self, ctx: Context, start: int, end: int, text: str, how: str = "spacy") -> Role | None:
        before = ctx.before(start, 40)
        after = ctx.after(end, 40)
        if " " not in text and _HANDLE_AFTER.match(after) and not _CLOSE.search(before) and not is_first_name(text):
            return None  # "My Venmo is @jess-m", "my Snapchat handle is …": the platform the handle is on (session 20)
        if " " not in text and _IS_BEFORE.search(before) and not _GREETED_SELF.search(before) and _belief_word(text):
            return None  # "I'm Baptist", "I'm Mormon and proud": a faith or a party said of one (cues/beliefs.py)
        line_start = ctx.text.rfind("\n", 0, start) + 1
        if how == "sign_off" or _SELF.search(before) or (_FIELD_AT.match(ctx.text, line_start) and line_start < start):
            return AUTHOR
        if start == line_start and _signature(ctx.text, end):
            return AUTHOR
        # A candidate that is the end of a longer name ("Tyson" of "Neil deGrasse Tyson", "Holmes" of "Sherlock
        # Holmes") is judged by the words before the whole name: "according to Neil deGrasse Tyson".
        lead = _LEADING_NAME_WORDS.search(ctx.text, max(0, start - 40), start)
        outer = ctx.before(lead.start(), 40) if lead else before
        # a surname alone after a courtesy or role title is someone the draft deals with ("Professor Nakamura", "Coach
        # Rivera"), whatever namesake the data knows: a star is written with a full name
        titled_surname = (" " not in text and bool(_COURTESY.search(before) or _ROLE_TITLE_BEFORE.search(before))
                          # spaCy's span may hold the title itself ("Mrs Lau keeps parking": session 21)
                          or bool(_COURTESY_AND_SURNAME.fullmatch(text)))
        if ((public_role_before(before) and not titled_surname) or public_role_before(outer)
                or self._public_act_after(ctx, start, end, before, after)
                or public_yardstick(outer, after) or (_TITLE_IN_NAME.match(text) and not (
                    # issue 11, round 30: after a role's title "Prince" is a given name ("Yard foreman Prince Gaye")
                    how == "frame_record" and fold(text.split()[0]) in word_given_names()))):
            return None  # the text says this is a public figure
        if how not in _FORM_HOWS and (platform_word(text, before, after)
                                      or ticker_word(text, ctx.text[slice(*sentence_bounds(ctx.text, start, end))])):
            return None  # "paid him on Venmo", "I own some AAPL shares": a platform, a ticker (brand_words.py)
        if " " not in text and _QUALIFIES_A_ROLE.match(ctx.text, end):
            return None  # "Oscar winner Tom Hanks", "Booker finalist Ali Smith": the word names the prize, not a person
        if " " not in text and _FESTIVAL_THING_AFTER.match(ctx.text, end) and text in festival_words():
            return None  # "Ramadan fasts are hard", "Diwali parties": what is kept of a festival (session 20)
        if ((reported_source_before(before) or reported_source_before(outer))
                and not _obscure_name((lead.group() if lead else "") + text)
                and not (lead is None and _lone_given_source(ctx.text, end, text))):
            return None  # "according to Neil deGrasse Tyson": a source whose name the data does not rule out as known
        if _ADDRESSED.search(before):
            return ADDRESSED
        if self._close_to_author(before, after) or _person_noun_apposition(before):
            return CLOSE
        if how not in ("field", "handle", "slot", "frame_slot") and _DEED_TO_AUTHOR.match(ctx.text, end) and _deed_to_author(
                ctx.text, end, text, _listed(ctx, start, end, text) or well_known(text) or fame_excess(text) >= FAME_STRONG):
            return CLOSE
        if _STORY.search(before) or _STORY_AFTER.match(after) or _LABEL.search(before) or how in ("field", "slot", "frame_slot"):
            return STORY
        if how == "frame_record":
            # a record's party is private whatever the surname's frequency in English (the data's fame of a
            # word, not of this bearer: "Refill requested by Daniela Vella"); a person WordNet lists, or a
            # sentence of the public sphere, still says public
            # family24: a run led by a given name that English writes as a word ("Loss adjuster Prosper Havyarimana
            # inspected": names.word_given_names) is no "Running Loghan", whose first word spaCy kept by mistake
            words = text.split()
            given_word_first = len(words) > 1 and fold(words[0]) in word_given_names()
            if ((not_a_person(text, ctx.text[max(0, start - 40):start]) and not given_word_first)
                    or _listed(ctx, start, end, text)
                    or public_sphere(_sentence(ctx.lower, start, end).replace(ctx.lower[start:end], " ")) is not None):
                return None
            return MENTIONED
        if how != "frame" and (not_a_person(text, ctx.text[max(0, start - 40):start])
                               or (well_known(text) and not titled_surname and not romanized_given_name(text)
                                   and not vietnamese_order_name(text))):
            return None  # no person's name (a band, a venue), or the data says a public figure, and nothing here says otherwise
        if how not in ("field", "handle", "slot", "frame_slot") and _fame_says_public(ctx, start, end, text, before):
            return None
        # a frame's name ("tutoring with X,") is someone mentioned: an organization's finding over it wins
        return CLOSE if _NEAR.search(before) and how not in ("frame", "frame_deed") else MENTIONED


# A handle right after a word, or a handle's noun: the word is the platform ("My Venmo is @jess-m", "my Cash App is
# $JessM", "add my Snapchat handle"); a person is not "is @x".
_HANDLE_AFTER = re.compile(r"[ \t]+(?:is|=|:)?[ \t]*[@$][A-Za-z0-9_]|[ \t]+(?:handle|username|user[ \t]?name|gamertag|"
                           r"tag|id|ID)\b")
# "I'm", "we're", "he is" … right before a one-word candidate (session 20: "I'm Baptist" read as a self-introduction)
_IS_BEFORE = re.compile(r"\b(?:i['’]?m|i am|we['’]re|we are|(?:he|she)['’]s|(?:he|she) is|they['’]re|they are|"
                        r"(?:was|were|been|is|are)(?: raised| born| a| an)?)[ \t]+$", re.IGNORECASE)


_GREETED_SELF = re.compile(r"\b(?:hi|hey|hello|hiya)\b\W+(?:all\W+|everyone\W+|there\W+)?(?:i['’]?m|i am)[ \t]+$",
                           re.IGNORECASE)  # "Hi, I'm Christian": a name after a greeting


def _belief_word(word: str) -> bool:
    """A word of data/beliefs.py's faiths and parties, singular or plural ("Baptist", "Mormons", "Tory")."""
    from ..data import beliefs

    low = word.lower()
    for key in (low, low[:-1] if low.endswith("s") else low):
        if (key in beliefs.adherents() or key in beliefs.MORE_RELIGION_ADJECTIVES or key in beliefs.PARTY_MEMBERS
                or key in beliefs.POLITICAL_ADJECTIVES):
            return True
    return False


# What is kept of a festival, right after its name (cues/beliefs.py _KEPT_AFTER and cues/holidays.py _MODIFIED's
# nouns): "Ramadan fasts", "Diwali parties", "Shabbat dinner"; a person's name is followed by a verb or a possessive.
_FESTIVAL_THING_AFTER = re.compile(r"[ \t]+(?:fasts|fasting|prayers|dinners?|meals?|candles|seders?|services|lunch|"
                                   r"parties|party|celebrations?|feasts?|festivities|traditions?|decorations?|"
                                   r"lights|sweets|greetings|holidays?|season)\b", re.IGNORECASE)


# Issue 11, pii23: a one-word name right before the role of one who won, was named for or competes for a prize, and a
# capitalized name after it, qualifies that role ("Oscar winner Tom Hanks", "Grammy nominee Billie Eilish", "Nobel
# laureate Kazuo Ishiguro"): it names an award, not a person. The roles are the nouns of English for those people.
_QUALIFIES_A_ROLE = re.compile(r"[ \t]+(?:winner|nominee|laureate|recipient|finalist|medall?ist|hopeful|contender)s?"
                               r"[ \t]+[A-ZÀ-ÖØ-ÞĀ-Ž]")


_NAME_RE = re.compile(rf"(?<![\w'’-]){_NAME}")
# Capitalized or camel-case name words, and the lower-case particles of names, right before a candidate.
_LEADING_NAME_WORDS = re.compile(r"(?<![\w'’-])(?:(?:[A-Z][\w'’-]*|[a-z]+[A-Z][\w'’-]*|van|von|de|da|del|der|di|du|la|le)[ \t]+)+$")


# Issue 11, round 30 (names27): a surname with its particles after a first name ("Pieter de Vries", "Jan-Willem van
# der Berg", "Khalid bin Saeed"): the capitalized run stops at the lower-case particle (names.NAME_PARTICLES), so
# the first name alone was the finding and the surname was left in the text.
_PARTICLE_SURNAME = re.compile(r"(?:[ \t]+(?:" + "|".join(sorted(NAME_PARTICLES, key=len, reverse=True)) + r")){1,2}"
                               r"[ \t]+[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]+")


def _particle_surname_end(ctx: Context, end: int) -> int:
    """The end of a particle surname right after a first name's run (_PARTICLE_SURNAME), or `end`: not a place
    ("Rio de Janeiro"), no ordinary word, and no surname the fame data knows ("Vincent van Dijk": the footballer's
    surname would make the whole a public figure's; the first name alone stays flagged, as before)."""
    m = _PARTICLE_SURNAME.match(ctx.text, end)
    if m is None:
        return end
    run = _NAME_RE.search(ctx.text, max(0, end - 60), end)
    whole = ctx.text[run.start() if run is not None and run.end() == end else end:m.end()]
    if (gazetteer().lookup(fold(whole)) is not None or _kept_place(ctx, end, m.end()) or _ordinary_word(m.group().split()[-1])
            or well_known(whole) or fame_excess(whole) >= FAME_WEAK):
        return end
    return m.end()


# Issue 11, round 30 (names27): a role's noun before a big city's name is a role and the place it is of ("Site
# manager London called", "Regional director Paris"), which spaCy's small model tags PERSON: one word that the
# gazetteer knows as a city of _BIG_CITY people or more, right after a lower-case person noun that no "my", "our" or
# "your" makes someone of the author's ("my friend Sydney" is a person).
_BIG_CITY = 1_000_000
_NOUN_BEFORE = re.compile(r"(?:(?P<owner>[A-Za-z]+)[ \t]+)?(?:[A-Za-z-]+[ \t]+)?(?P<noun>[a-z]{3,})[ \t]+$")


def _city_after_role(text: str, start: int, end: int) -> bool:
    from ..data.wordnet import WordNetMissing, person_nouns

    word = text[start:end]
    place = gazetteer().lookup(fold(word)) if " " not in word else None
    if place is None or place.kind != "city" or place.population < _BIG_CITY:
        return False
    m = _NOUN_BEFORE.search(text, max(0, start - 40), start)
    if m is None or re.search(r"\b(?:my|our|your)\b", m.group(), re.IGNORECASE):
        return False
    try:
        return m.group("noun") in person_nouns()
    except WordNetMissing:
        return False


def _kept_place(ctx: Context, start: int, end: int) -> bool:
    """spaCy tags a place over [start, end) that the place detectors keep as one (location_field's test)."""
    ent = ctx.entity_at(start, end, "GPE", "LOC")
    if ent is None:
        return False
    return spacy_place_kept(ent.text.removeprefix("the ").strip(" .,"))


# Session 22: kin as forums write them in capitals before a name ("My SIL Jenna", "my BIL Marcus", "DH Tom"): no
# name's first word, as a greeting is none.
_KIN_SHORT = frozenset(IN_LAWS_SHORT) | frozenset("dh dw ds dd bf gf bff".split())


def _name_runs(text: str) -> list[re.Match[str]]:
    """Every run of capitalized words, and the same run from each of its later words: a run's first word
    is often a greeting, a label or a verb at a sentence start ("Dear Ramona", "Ask Nilima Wagle",
    "Interviewer Emma"), so the name may start at its second or third word."""
    out: list[re.Match[str]] = []
    for m in _NAME_RE.finditer(text):
        out.append(m)
        for word in re.finditer(r"[ \t]+(?=[A-Z])", m.group()):
            if not all(_ordinary_word(w) or w.lower() in _KIN_SHORT for w in m.group()[: word.start()].split()):
                break  # "Billie Eilish": the words before are a name, so the name starts there
            later = _NAME_RE.match(text, m.start() + word.end())
            if later is not None:
                out.append(later)
    return out

# Data and text together (names.fame_excess): a name written far more often than people bear it is a
# public figure wherever it stands; a full name written somewhat more often is one when its sentence
# says nothing personal (no I / we / you, no courtesy title). Of Faker's ordinary first + last names
# (several locales) about 2 % reach 1.0 and about 5 % of English ones reach 0.5: the share of private
# people in sentences without any cue that these rules let through (bench/public_figures_bench.py
# measures it). Set on the tuning public-figure set (bench/public_figures.py PUBLIC_FIGURES) and the
# tuning half of SPIA; the held-out set is only scored. A lower FAME_WEAK (0.0) flags fewer public figures
# and lets about 12 % of cue-less private names through.
FAME_STRONG = 1.0
FAME_WEAK = 0.5
# Below this, a full name is written in English text over thirty times less often than people bear its words (names.
# fame_excess, log10 units): no public figure of the texts people write in English ("According to Yeshey Yangden,
# the tank leaked": a report's private source). Issue 11, pii20: set under every figure of the tuning public-figure
# set (the lowest, "Stephen King", -0.44; "Rishi Sunak" -0.89, "Tedros Adhanom" -0.97 probed by hand stay above)
# and above half of the tuning private names (bench/public_figures.private_people: 50 % below -1.5).
FAME_OBSCURE = -1.5
# First and second person: the writer or the reader is in the sentence, so a name in it is likely
# someone they know ("my parents Shawn & Lisa Johnson", "big thanks to Raymond").
_PERSONAL = re.compile(rf"\b(?:{FIRST_PERSON_WORDS}|you|your|yours|u|ur)\b")
# A request speaks to the reader too ("Please write to John Okafor", "Remind Ann Lee about the keys"):
# the imperative's subject is "you". Verbs of the errands people ask an assistant or a friend to run.
_REQUEST = re.compile(r"\s*(?:(?:also|and|then|just|now|so|oh),?\s+)?"
                      r"(?:please|pls|kindly|write|tell|ask|remind|call|email|e-mail|text|message|send|forward|invite|"
                      r"thank|meet|contact|ping|cc|book|let|help|give|pay|visit)\b")
# Family occasions and their roles: a speech, a song or a film there is a private person's ("the groom's
# speech", "a slideshow at the funeral"), so a weak public-sphere word in such a sentence says nothing of fame.
_PRIVATE_OCCASION = re.compile(
    r"\b(?:wedding|weddings|best man|bridesmaids?|maid of hono(?:u)?r|matron of hono(?:u)?r|groom|groomsm[ae]n|bride|"
    r"funeral|eulogy|memorial service|wake|christening|baptism|bar mitzvah|bat mitzvah|birthday|retirement party|"
    r"leaving do|farewell party|graduation|prom|reunion|baby shower|bridal shower|hen do|hen party|stag do|"
    r"stag party|engagement party|anniversary)\b"
)
_COUPLE = re.compile(r"\b([A-Z][a-z]+)\s*(?:&|and)\s*$")
_COUPLE_JOIN = re.compile(r"[ \t]+(?:&|and)[ \t]+(?=[A-Z])")
_COURTESY = re.compile(rf"\b(?:{COURTESY_TITLES.lower()}|judge|ambassador|doctor|{_KIN_TITLES.lower()})\.?\s*$")
_COURTESY_ALONE = re.compile(rf"(?:{COURTESY_TITLES})\.?")
# A courtesy title and one word, the whole of a candidate ("Mrs Lau"); "Sir" is a knight's (_TITLE_IN_NAME)
_COURTESY_AND_SURNAME = re.compile(rf"(?!Sir\b)(?:{COURTESY_TITLES})\.?\s+[^\W\d_][\w'’-]*")


# _ROLE_TITLES right before a name, in the lower-cased text before it ("Coach Rivera" too: a coach named by the
# surname alone is a child's or a team's, a public one's full name keeps the fame data's say; "Prof" is a courtesy
# title, _COURTESY's)
_ROLE_TITLE_BEFORE = re.compile(rf"\b(?:{_ROLE_TITLES.lower()})\.?\s*$")


def _lone_given_source(text: str, end: int, name: str) -> bool:
    """A report's source named by a given name alone ("According to Kabelo, the tank leaked"): a listed first name or
    a word English hardly writes, ending its clause (not "Neil" of "Neil deGrasse Tyson"), that WordNet does not list
    and that is no word frequent in text: a first name alone is mostly someone the writer knows, as _fame_says_public
    holds (issue 11, pii20)."""
    return (" " not in name and _NAME_END.match(text, end) is not None and not text.startswith("-", end)
            and (is_first_name(name) or _rare_word(name)) and not listed_public_figure(name) and not well_known(name))


def _obscure_name(name: str) -> bool:
    """A full name the data rules out as a public figure's: no person WordNet lists, no word frequent in text that
    no name list has, and its words written far less often than people bear them (FAME_OBSCURE)."""
    return (len(name.split()) >= 2 and not listed_public_figure(name) and not well_known(name)
            and fame_excess(name) < FAME_OBSCURE)


_COUNTRY_US = re.compile(r"\bUS\b")


def _fame_says_public(ctx: Context, start: int, end: int, text: str, before: str) -> bool:
    """The data (with the sentence, for weaker data) says this name is a public figure's."""
    if _COURTESY.search(before) or _TITLED.match(text):
        return False  # "Mrs Gertrude Beer", "Judge Jaeger": a person in a story, however common the word
    if " " not in text and _ROLE_TITLE_BEFORE.search(before):
        return False  # "Professor Nakamura", "Pastor Rivera": one's own teacher or pastor is named by the surname alone
    couple = _COUPLE.search(ctx.text, max(0, start - 30), start)
    if couple and is_first_name(couple.group(1)):
        return False  # "Roy & Margaret Barnes", "Shawn and Lisa Johnson": a family named together
    if not _INTRODUCED.search(before) and _listed(ctx, start, end, text):
        return True  # WordNet lists the person and few people bear the name (names.listed_public_figure)
    # a Chinese given name written apart ("Jun Jie Goh"): its syllables and surname are frequent tokens of many
    # bearers, so wordfreq says nothing of fame; the sentence still may (issue 11, pii22)
    fame = 0.0 if romanized_given_name(text) else fame_excess(text)
    if fame >= FAME_STRONG:
        return True
    if len(text.split()) < 2:
        return False  # a first name alone is mostly a handle or someone the writer knows
    sentence = _sentence(ctx.lower, start, end)
    # "US" in capitals is the country ("reached the US Open final"), not the first person's "us"
    personal = _PERSONAL.search(_COUNTRY_US.sub("  ", _sentence(ctx.text, start, end)).lower())
    impersonal = personal is None and _REQUEST.match(sentence) is None
    # The text's evidence, for names the data cannot tell apart (a star's ordinary full name: wordfreq
    # counts words, not the pair): the sentence speaks of awards, offices, shows or works (names.public_sphere).
    sphere = public_sphere(sentence.replace(ctx.lower[start:end], " "))
    # (a weak word in a scene of amateur or local life is a private person's too: "an album at the school fair")
    if sphere == "strong" or (sphere == "weak" and impersonal and not _PRIVATE_OCCASION.search(sentence)
                              and not amateur_scene(sentence)):
        return True
    # introduced by name or by a local role, the weak data says nothing (a surname English writes for a character of
    # fiction, "Kowalski", is as often a neighbour's): "Her name is Janet Kowalski", "The HOA president is …"
    return fame >= FAME_WEAK and impersonal and not _introduced(ctx, start, before)


# "a guy at work called X", "a girl named X": a person introduced by name is someone the writer met, whoever
# else bears the name; so is someone the writer got a thing from ("we bought the van from X", "borrowed a
# drill from X", "got a text from X").
_INTRODUCED = re.compile(r"\b(?:named|called)\s*$|\b(?:bought|borrowed|rented|got|received|collected|picked up|"
                         r"heard back)\b[^.!?\n]{0,30}\bfrom\s*$")
# session 23: a name said as a name ("her name is", "his name's") or as the holder of a role that is no public office
# ("the nurse is", "our treasurer was"; an office of a members' body, "the HOA president is")
_NAME_IS = re.compile(r"\bnames?(?:\s+is|\s+was|\s+are|['’]s)\s*$")
_ROLE_IS = re.compile(r"\b(?:[Tt]he|[Oo]ur|[Tt]heir|[Hh]is|[Hh]er)\s+(?:" + BODY_ACRONYM + r")?(?P<noun>[A-Za-z-]+)\s+(?:is|was)\s*$")


def _introduced(ctx: Context, start: int, before: str) -> bool:
    """The words before the name introduce someone the writer knows (_INTRODUCED, _NAME_IS, _ROLE_IS)."""
    if _INTRODUCED.search(before) or _NAME_IS.search(before):
        return True
    role = _ROLE_IS.search(ctx.text, max(0, start - 60), start)
    if role is None:
        return False
    noun = role.group("noun").lower()
    from ..data.wordnet import person_nouns

    return noun in person_nouns() and (role.group("body") is not None or not public_role_before(noun + " "))


# The rest of a name after a lower-case link, which ends a candidate: "Joan" + " of Arc", "Vincent" +
# " van Gogh", "Ludwig" + " van Beethoven".
_OF_NAME = re.compile(rf"(?:\s+(?:of|{'|'.join(sorted(NAME_PARTICLES))})\b)+\s+[A-Z][\w'’-]+")


def _listed(ctx: Context, start: int, end: int, text: str) -> bool:
    """WordNet lists the name as a public figure's (names.listed_public_figure), or the whole name that the
    candidate is a part of: its "of …" ("Joan" + " of Arc"), the name words before it ("Genghis " + "Khan",
    when spaCy tags only the last word)."""
    of = _OF_NAME.match(ctx.text, end)
    lead = _LEADING_NAME_WORDS.search(ctx.text, max(0, start - 40), start)
    return (listed_public_figure(text) or (of is not None and listed_public_figure(text + of.group()))
            or (lead is not None and listed_public_figure(lead.group() + text)))


def _sentence(text: str, start: int, end: int) -> str:
    """The sentence (or line) around text[start:end]."""
    return text[slice(*sentence_bounds(text, start, end))]


# After a sentence-start word that is also a word ("Van", "Rose", "June"): "is"/"was" and a noun whose most
# frequent WordNet sense is a person ("June is my sister", "Rose was our landlord").
_IS_PERSON = re.compile(r"[ \t]+(?:is|was|'s)[ \t]+(?:(?:my|our|his|her|their|your|a|an|the)[ \t]+)?(?:\w+[ \t]+)?(?P<noun>[a-z]+)\b")
_NEXT_WORD = re.compile(r"[ \t]+(?P<word>[a-z]+)\b")


def _person_follows(text: str, run: re.Match[str]) -> bool:
    """At a sentence start, where a capital says nothing, the words after a first name that is also a word say
    person (issue 11, pnames): a surname follows ("Van Morrison", "Will Smith called": the run's second word
    is in Faker's surname lists and not mostly a word, or is rare in English, Zipf < 3); a verb whose subject thinks, speaks, feels or perceives
    ("Rose said", "Tom thinks": WordNet's verb.communication/cognition/emotion/perception, most frequent
    sense); or "is"/"was" and a person ("June is my sister"). A vehicle's deeds ("Van arrives at 9", "Van goes
    to the …") are no person's evidence: a van arrives too."""
    from ..data.wordnet import WordNetMissing, person_nouns, sentient_verb_forms

    words = run.group().split()
    if len(words) > 1 and ((fold(words[1]) in last_names() and not written_as_word(fold(words[1])))
                           or _zipf(words[1].lower()) < 3.0):
        return True  # a listed surname, or a word rare in English (as _role_name's): "Van Kowalczyk"
    try:
        nxt = _NEXT_WORD.match(text, run.end())
        if nxt and nxt.group("word") in sentient_verb_forms():
            return True
        copula = _IS_PERSON.match(text, run.end())
        return bool(copula and copula.group("noun") in person_nouns())
    except (WordNetMissing, OSError):
        return False


def _at_sentence_start(text: str, pos: int) -> bool:
    """Nothing but spaces and quotes between the start of the text, or the end of a sentence or line, and `pos`;
    or a value that ends a clause with no period, a number or a code ("Emergency vet +258 21 735 807 Van goes",
    "Microchip 95526618-F Van goes": issue 11, pnames; as _PERSON_FRAME's sentence-start verbs)."""
    i = pos - 1
    while i >= 0 and text[i] in " \t\"“'‘(*-":
        i -= 1
    return i < 0 or text[i] in ".!?\n:;" or (_CODE_END.search(text, max(0, i - 30), i + 1) is not None
                                              and text[i + 1:pos].isspace())


# A number right after a word ("Floor 2", "Gate 12"): the word is a thing's label.
_NUMBER_AFTER = re.compile(r"[ \t]+\d")
_ACRONYM_MAX = 3  # letters of a lone word in capitals read as an acronym ("SIL", "HR"), not a name ("JOHN")


def _town_alone(value: str) -> bool:
    """spaCy's one-word PERSON that the gazetteer knows as a place and no name list as a first name or a surname
    ("the Gdańsk shipyard": issue 11, pii15); "Florence", "Lincoln", "Sydney" are names too and stay."""
    key = fold(value)
    return (" " not in value.strip() and gazetteer().lookup(key) is not None and not is_first_name(value)
            and key not in last_names())


# Session 24: where one is, right before a one-word name ("a parish outside Lyon", "we live near Reading"); not "from",
# "to" or "in", after which people are named as often ("a call from Jackson", "talked to Lyon", "faith in Bolton").
_WHERE_BEFORE = re.compile(r"\b(?:outside|near|around)\s+$", re.IGNORECASE)
_LOCATIVE_CITY = 100_000  # the fewest people a surname's city must have to be the place after _WHERE_BEFORE


def _city_after_locative(ctx: Context, start: int, end: int) -> bool:
    """spaCy's one-word PERSON that is a city of _LOCATIVE_CITY people or more and no first name, right after
    "outside", "near" or "around": the surname that the city shares ("Lyon") is not who is meant."""
    value = ctx.text[start:end]
    if " " in value.strip() or not _WHERE_BEFORE.search(ctx.before(start, 12)):
        return False
    place = gazetteer().lookup(fold(value))
    return (place is not None and place.kind == "city" and place.population >= _LOCATIVE_CITY
            and not is_first_name(value))


# A number or a code right before a space ("807 ", "95526618-F "): the last word has a digit.
_CODE_END = re.compile(r"(?<!\S)\S*\d\S*$")


def _word_at_start(text: str, start: int, end: int) -> bool:
    """spaCy's one-word PERSON at a sentence start that is no first name, but a word WordNet writes in lower case
    that wordfreq sees more often than a surname of its population share is written ("Reader visiting from …":
    issue 11, pnames): the capital is the sentence's, and a lone surname is the less likely reading; unless the
    words after it say person (_person_follows: "Reader said")."""
    from ..data.wordnet import WordNetMissing, lower_case_lemmas

    word = text[start:end]
    key = fold(word)
    if " " in word or not _at_sentence_start(text, start) or is_first_name(word):
        return False
    try:
        # the plural of such a word too ("Tins donated by …": issue 11, pii15)
        if key not in lower_case_lemmas() and not (key.endswith("s") and key[:-1] in lower_case_lemmas()):
            return False
    except (WordNetMissing, OSError):
        return False
    if _zipf(key) <= expected_name_zipf().get(key, LISTED_NAME_ZIPF):
        return False
    run = _NAME_RE.match(text, start)
    return run is None or not _person_follows(text, run)

# A title of public office that spaCy keeps inside the name: "Queen Elizabeth", "President Macron".
_TITLE_IN_NAME = re.compile(r"(?:President|King|Queen|Prince|Princess|Pope|Senator|Chancellor|Emperor|Saint|Sir)\s")
_FIELD_AT = re.compile(rf"[ \t]*{_FIELD_LABELS}\s*:", re.IGNORECASE)


def _signature(text: str, end: int) -> bool:
    """A name alone on one of the last lines of the draft ("— Anna", "Anna"): a signature."""
    rest = text[end:]
    return not rest.strip() or (rest.lstrip(" \t.,!").startswith("\n") and len(rest.strip()) < 40 and "\n" not in rest.strip())


def _capitalized_prefix(name: str) -> str:
    """The words of `name` up to its first word that does not start with a capital."""
    m = re.match(r"[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*(?:[ \t]+[A-ZÀ-ÖØ-ÞĀ-Ž][\w'’-]*)*", name)
    return m.group() if m else ""


def _language_before(before: str) -> bool:
    m = _LANGUAGE_BEFORE.search(before)
    return m is not None and (m.group("other") is None or nationality_word(m.group("other")))


def _copula_name(name: str) -> bool:
    """The value of _NAMED_BY_COPULA is a person's name: no word of it a frequent English word that no name list has
    ("my dad is Head Chef"), the whole no place the gazetteer knows ("my son is New York") and no firm."""
    return (not any(_ordinary_word(word) for word in name.split()) and gazetteer().lookup(fold(name)) is None
            and not _firm_like(name))


# A household named by its surname (session 20: "We are the Okonkwo family from apartment 12C", "the Henderson
# household"): the surname is the family's name whatever list knows it.
_FAMILY_NAMED = re.compile(r"\b[Tt]he[ \t]+(?P<name>[A-ZÀ-ÖØ-ÞĀ-Ž][a-zß-ÿā-ž'’-]+)[ \t]+(?:family|household)\b"
                           r"(?![ \t]+(?:of|tree|name|business|firm|company|restaurant|farm|estate)\b)")


def _family_surname(name: str) -> bool:
    """A word of _FAMILY_NAMED that is a surname: English hardly writes it (wordfreq Zipf < 3.5), no WordNet noun or
    adjective ("the Royal family", "the Italian family"), no place or firm ("the Addams Family" is a title in
    capitals: "Family" is not matched)."""
    from wordfreq import zipf_frequency

    from ..data.wordnet import WordNetMissing, index_lemmas

    if zipf_frequency(name.lower(), "en") >= 3.5 or not _neither_place_nor_firm(name):
        return False
    try:
        return name.lower() not in index_lemmas("n") and name.lower() not in index_lemmas("a")
    except WordNetMissing:
        return False


# Session 24: a person noun and "named"/"called" before one capitalized word ("a retired cop named Sal", "a guy called
# Rocco"): the verb of naming says a name though no list has it ("Sal" is a tree in WordNet); the noun is a person's
# (a dog or a town "named Max" stays), the word no frequent English word or nationality.
_PERSON_NOUN_NAMED = re.compile(r"\b(?P<noun>[a-z]+)[ \t]+(?:named|called)[ \t]+(?P<name>[A-ZÀ-ÖØ-ÞĀ-Ž][a-zß-ÿā-ž'’]+)"
                                r"(?![\w'’-])")


def _named_by_noun(noun: str, name: str) -> bool:
    from wordfreq import zipf_frequency

    from ..data.wordnet import PERSON_LEXFILE, WordNetMissing, first_sense_lexfile

    try:
        if first_sense_lexfile(noun) != PERSON_LEXFILE:
            return False
    except WordNetMissing:
        return False
    # (no gazetteer or legal-form test: after a person noun and "named" a town's or a form's word is the person's
    # name, "a cop named Sal": Sal is an island and Spain's "S.A.L.")
    return zipf_frequency(name.lower(), "en") < 3.5 and not nationality_word(name)


def _copula_one_name(noun: str, name: str) -> bool:
    """_NAMED_ONE_BY_COPULA's noun names a person and its word is a name: a noun whose most frequent WordNet sense is
    a person (noun.person: "my bank is Monzo" stays), and a word that _copula_name accepts, written less than a
    frequent word (Zipf 3.5), no nationality and no WordNet noun or adjective ("Parisian", "Catholic")."""
    from wordfreq import zipf_frequency

    from ..data.wordnet import PERSON_LEXFILE, WordNetMissing, first_sense_lexfile, index_lemmas

    try:
        if first_sense_lexfile(noun) != PERSON_LEXFILE:
            return False
        if name.lower() in index_lemmas("n") or name.lower() in index_lemmas("a"):
            return False
    except WordNetMissing:
        return False
    return _copula_name(name) and zipf_frequency(name.lower(), "en") < 3.5 and not nationality_word(name)


def _ordinary_word(word: str) -> bool:
    """A frequent English word that is no first name or surname ("Employee", "Booking")."""
    from wordfreq import zipf_frequency

    key = fold(word)
    return zipf_frequency(word.lower(), "en") >= 4.0 and key not in first_names() and key not in last_names()


def _handle_like(name: str) -> bool:
    """A "Name :" handle at the start of a line, not "Note:", "Update:" or "Edit:"."""
    first = name.replace("_", " ").split()[0]
    return "_" in name or is_first_name(first)


def _trim(text: str, start: int, end: int, how: str) -> tuple[int, int] | None:
    """The name part of a candidate span, or None when it is not a name."""
    span = text[start:end]
    stripped = span.strip(" .,'’\"“”‘()[]")
    if not stripped:
        return None
    start += span.find(stripped)
    end = start + len(stripped)
    if stripped.endswith(("'s", "’s")):
        end -= 2
        stripped = stripped[:-2]
    words = stripped.replace("_", " ").split()
    if not words or not words[0][:1].isalpha():
        return None
    if how == "initials":
        return start, end
    if how == "spacy" and (len(words) > 2 or (len(words) == 2 and (_lone_given_name(words[1]) or (
            # issue 11, pii26: before a listed first name too ("Juror Vidal"), but a kin title and its first name
            # are one name as often ("Uncle Sam", "Auntie Mame")
            is_first_name(words[1]) and not _KIN_TITLE_WORD.match(words[0])))
                                              and _zipf(words[0].lower()) >= 3.0)) and _role_title(words[0]) and not _TITLE_IN_NAME.match(stripped) and not (
            romanized_given_name(stripped)):  # "Man Kit Cheung": a Cantonese given name's syllable, no role (pii23)
        # spaCy keeps a role written as a title in the name ("Technician Nurlan Asanov", "Guest Kelvin
        # Maradiaga"): the name is the rest, judged alone (a public office's title stays: _TITLE_IN_NAME); before
        # one word only when English hardly writes it (issue 11, pii15: "Technician Khamphone"), as a lone
        # frequent word after a title may be the surname of the whole ("Tiger Woods")
        cut = stripped.index(words[1], len(words[0]))
        start, stripped, words = start + cut, stripped[cut:], words[1:]
    if how == "spacy" and len(words) > 1 and _TOLD.fullmatch(words[0].lower() + " ") and not is_first_name(words[0]):
        # spaCy keeps an imperative of speech in the name ("Tell Gail Force I'll be late"): the name is the rest, as
        # _TOLD reads it after a lower-case verb (issue 11, round 30)
        cut = stripped.index(words[1], len(words[0]))
        start, stripped, words = start + cut, stripped[cut:], words[1:]
    if how == "slot" and _ordinary_word(words[0]) and not (
            len(words) > 1 and not _ordinary_word(words[-1]) and _CHAT_TIME_BEFORE.search(text, max(0, start - 30), start)):
        # "Attn: Accounts Payable", "checked by Security"; a chat line's speaker is a person's display name whose
        # first word may be a word too when the last is none ("[18:02] Abu Koroma:", not "[18:02] Support Team:")
        return None
    if how in ("field", "slot"):
        # A field's value runs into the next label when the line has no full stop ("Contact person:
        # Bernard Irvine Employee number: …"): drop the ordinary words at its end.
        while len(words) > 1 and _ordinary_word(words[-1]):
            end = start + len(stripped[: stripped.rfind(words[-1])].rstrip())
            words.pop()
            stripped = text[start:end]
    if how != "field" and _TO_LABEL.match(text, end):
        return None  # "Bill to:": an invoice's label
    # A handle given in a "Name:" field may be lower case ("Name: kar"); a name in running text is not.
    if how != "field" and any(not w[:1].isupper() and not (
            # a first name's run with its particle surname ("Pieter de Vries"; _particle_surname_end)
            how == "first_name" and 0 < i < len(words) - 1 and w in NAME_PARTICLES) for i, w in enumerate(words)):
        return None
    if any(w.lower() in _NOT_NAMES for w in words) and not (how == "titled" and len(words) > 1):
        # (after a courtesy or kin title, a two-word name is a person's whatever its words: "Mama Karma Dendup",
        # Bhutan's given name; issue 11, pii22)
        return None
    if how != "field" and len(words) == 1 and _NATIONALITY_BEFORE.search(text, 0, start) and nationality_word(words[0]):
        return None  # "a proud Scot", "we Kiwis": a nationality (cues/places.py reads it), not a first name
    if how != "field" and len(words) == 1 and nationality_word(words[0]) and _language_before(text[max(0, start - 40):start]):
        return None  # "speaks English and German": a language
    if how not in _FORM_HOWS and regional_demonym(words[-1]) is not None:
        return None  # "I'm a Yorkshireman", "Proud Texan here": the people of a place (cues/places.py reads it)
    if how == "spacy" and origin_word(stripped) and not _NAMED_BEFORE.search(text, max(0, start - 20), start):
        return None  # "I'm Puerto Rican": the entity model's guess is a people (cues/ethnicity.py), not a name
        # ("I'm P."); a name said as one ("My name is Tamil") stays
    if SCHOOL_NAME.search(stripped) or any(ch.isdigit() or ch in "@#/" for ch in stripped):
        return None
    if _congregation(words):
        return None  # "Grace Baptist Church": a congregation (organization.py), though "Grace" is a first name
    if words[-1].lower() in GEO_NOUNS and not named_like_a_place(text, words, end):
        return None
    return start, end


def _kin_named(ctx: Context, start: int, first: str) -> bool:
    """A given name of the CC0 table, or a word English hardly writes, right after one of the author's own people
    ("my son Alfie", "my coworker Priyanka"): plain_given_names leaves out the names English text writes often (fame,
    brands), but a child or a colleague named so is no famous namesake (issue 11, session of 2026-11-28 12:14)."""
    from ..data.given_names_en import english_given_names

    if _CLOSE.search(ctx.before(start, 40)) is None:
        return False
    # a word English text hardly writes, and no town: "my coworker Priyanka", whose name no list we ship has; a short
    # Indian given name ("my brother-in-law Raj": session 22)
    return first.lower() in english_given_names() or (
        (first.lower() in devanagari_first_names_after_person_noun() or _rare_word(first))
        and gazetteer().lookup(fold(first)) is None)


def _congregation(words: list[str]) -> bool:
    """A place of worship named with its faith ("Grace Baptist Church", "Bethel Pentecostal Chapel"): WordNet's
    places of worship and adherents (data/beliefs.py). The faith's word is needed: "Charlotte Church" is a person."""
    return (len(words) > 2 and words[-1].lower() in places_of_worship()
            and any(w.lower() in adherents() for w in words[1:-1]))


def _rare_word(word: str) -> bool:
    """A word written as a name (a capital, then lower case) that English text hardly uses (wordfreq Zipf < 3):
    "Khamphone", "Sereana"; not "Assist", "Tesco" or an acronym."""
    return word[:1].isupper() and word[1:].replace("-", "").replace("'", "").islower() and _zipf(word.lower()) < 3.0


def _lone_given_name(word: str) -> bool:
    """One word after a role's title that is a name by itself: rare in English (_rare_word) and not hyphenated,
    as a Korean given name written after its surname is ("Son Heung-min": "son" is a person noun, but here the
    surname)."""
    return _rare_word(word) and "-" not in word


def _role_title(word: str) -> bool:
    """A capitalized noun whose most frequent WordNet sense is a person (technician, guest, driver), and no
    first name ("Tiger Woods", "Tom Hemingway", "Lech Wałęsa": WordNet's first sense of "tiger" is a person)."""
    from ..data.wordnet import WordNetMissing, person_nouns

    try:
        return (word[:1].isupper() and word[1:].islower() and word.lower() in person_nouns()
                and not is_first_name(word))
    except WordNetMissing:
        return False


def _role_name(value: str) -> str:
    """A role slot's value (see _ROLE_LABEL), less the next sentence's frequent words ("Claimant: Amaliya The
    jumble sale …"): its first word a first name, or every word rare in English; "" if none."""
    from wordfreq import zipf_frequency

    def zipf(word: str) -> float:
        # a hyphenated word is one name ("Ji-hoon", "Al-Maliki"): wordfreq would weigh its frequent syllables
        return float(zipf_frequency(word.replace("-", "").lower(), "en"))

    words = _capitalized_prefix(value).split()
    while words and zipf(words[-1]) >= 3.0 and not is_first_name(words[-1]):
        words.pop()
    if not words or not (is_first_name(words[0]) or all(zipf(w) < 3.0 for w in words)):
        return ""
    return " ".join(words)

