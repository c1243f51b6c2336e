"""Vocabularies of criminal records (GDPR art. 10, "personal data relating to criminal convictions and offences")
that cues/criminal_record.py looks for. Words, not phrasings: the detector decides from the words around them whose
record it is.

Where each list comes from:
- `offences()`: WordNet 3.0 (data/wordnet.py), the lemmas whose most frequent noun sense lies under "crime" sense 1
  ("an act punishable by law"), without the ones that name another thing first in everyday English or a victim's
  experience rather than an act one is charged with (_NOT_OFFENCES: "violation", "scam", "hustle", "piracy",
  "rip-off", "sting operation"...), + the offences of the FBI's NIBRS offense list (Uniform Crime Reporting,
  Group A and B, 2021 user manual; US government work, public domain) that WordNet files elsewhere: murder,
  manslaughter, homicide, assault, battery, arson, vandalism, trespassing, drunk driving, driving under the
  influence, possession, drug possession, forgery, counterfeiting, extortion, stalking, rape, loitering,
  vagrancy, public intoxication, drug trafficking, human trafficking. Only after a verb of the criminal process
  ("arrested for", "charged with", "convicted of"): "shoplifting" alone is no one's record.
- RECORD_OFFENCES: the offences one "gets" or "has" as a record, said with an article: DUI, DWI, OWI, OVI (the US
  states' names of the NIBRS offense "driving under the influence"), felony, misdemeanor/misdemeanour (WordNet 3.0,
  "crime" closure), ASBO (UK Crime and Disorder Act 1998's anti-social behaviour order).
- STATUS_NOUNS: the steps of the criminal process and their record, from WordNet 3.0's senses read by hand: arrest
  sense 1 ("the act of apprehending, especially by legal authority"), conviction sense 1 ("a final judgment of
  guilty"), "criminal record", "police record", "rap sheet" (criminal record sense 1's synonyms), "prison sentence",
  "jail sentence", "jail time", "prison term", "life sentence" (sentence sense 2's hyponyms), "house arrest",
  "record" only with "criminal"/"police" (a "record" is first a disc or a best).
- PROCESS_VERBS: the past participles of WordNet 3.0 verbs of the "legal process" read by hand (arrest, apprehend,
  convict, jail, imprison, incarcerate, sentence, indict, lock up, prosecute) said of a person in the passive.
  OFFENCE_VERBS take an offence after them (charged with, booked for, busted for, cited for, done for: "charged"
  alone is a phone's or a price's).
- CUSTODY: WordNet 3.0's closure of "correctional institution" sense 1, the words in everyday use (prison, jail,
  gaol, penitentiary, juvie, lockup), only after "in/to/out of" with a person as the subject of the clause.
- SUPERVISION: "probation" sense 2 and "parole" sense 1 (WordNet 3.0: a sentence served in the community), only as
  "on probation"/"on parole", and not about a job or a school (probation sense 1: a trial period).
- OFFENDERS: WordNet 3.0's closure of "wrongdoer" sense 1 read by hand, the words one says of oneself or another
  with a record (felon, convict, ex-convict, ex-con, ex-offender, jailbird, parolee, probationer, sex offender,
  inmate).
"""

from __future__ import annotations

import functools

from . import wordnet

# Words under "crime" that are first something else or a victim's experience ("I fell for a scam"), or too
# archaic to be said of oneself.
_NOT_OFFENCES = frozenset({
    "violation", "scam", "hustle", "piracy", "rip-off", "sting operation", "petty", "gyp", "swiz", "flimflam",
    "con game", "confidence game", "confidence trick", "shell game", "thimblerig", "bunco", "bunco game", "bunko",
    "bunko game", "cozenage", "swindle", "perpetration", "harlotry", "whoredom", "had crime", "tazir crime",
    "biopiracy", "buccaneering", "dacoity", "dakoity", "plunderage", "pyramiding", "lese majesty", "mayhem",
    "misappropriation", "peculation", "rustling", "highjack", "hijack", "heist", "holdup", "stickup",
    "infraction", "crime", "law-breaking", "legal fraud", "fraud in fact", "fraud in law", "fraud in the factum",
    "fraud in the inducement", "extrinsic fraud", "intrinsic fraud", "positive fraud", "constructive fraud",
    "collateral fraud", "breach of trust with fraudulent intent", "war crime", "victimless crime",
})
# NIBRS offenses (FBI UCR, Group A/B) WordNet files under other roots (homicide under "killing", assault under
# "attack"...), in the words people use.
_NIBRS_OFFENCES = frozenset({
    "murder", "manslaughter", "homicide", "assault", "battery", "arson", "vandalism", "criminal damage",
    "trespassing", "trespass", "drunk driving", "drink driving", "drunk and disorderly", "driving under the influence",
    "driving while intoxicated", "possession", "drug possession", "possession with intent", "forgery",
    "counterfeiting", "extortion", "stalking", "rape", "loitering", "vagrancy", "public intoxication",
    "drug trafficking", "human trafficking", "dealing", "drug dealing", "theft", "shoplifting", "burglary",
    "robbery", "fraud", "embezzlement", "kidnapping", "dui", "dwi", "owi", "ovi", "felony", "misdemeanor",
    "misdemeanour", "domestic violence", "domestic abuse", "indecent exposure", "solicitation", "animal cruelty",
    "reckless driving", "hit and run", "hit-and-run", "car theft", "auto theft", "grand theft auto", "larceny",
    "breaking and entering", "perjury", "bribery", "money laundering", "tax evasion", "insider trading",
})
# Offences said with an article as something one has or got: "a DUI", "a felony on my record", "an ASBO".
RECORD_OFFENCES = frozenset({"dui", "dwi", "owi", "ovi", "felony", "misdemeanor", "misdemeanour", "asbo"})
# Upper-case forms the abbreviations are written in (a lower-case "dui" is rare and "ovi" is a sheep in Latin).
ABBREVIATIONS = frozenset({"dui", "dwi", "owi", "ovi", "asbo"})
# The process and its record: "my arrest", "his conviction", "my criminal record".
STATUS_NOUNS = {"arrest": "process", "arrests": "process", "conviction": "process", "convictions": "process",
                "criminal record": "record", "police record": "record", "rap sheet": "record",
                "prison sentence": "process", "jail sentence": "process", "jail time": "process",
                "prison term": "process", "life sentence": "process", "house arrest": "process",
                "criminal conviction": "process", "criminal convictions": "process",
                "criminal charges": "process", "felony charges": "process", "felony charge": "process"}
PROCESS_VERBS = frozenset({"arrested", "apprehended", "convicted", "jailed", "imprisoned", "incarcerated",
                           "sentenced", "indicted", "locked up", "prosecuted", "detained"})
OFFENCE_VERBS = frozenset({"charged", "booked", "busted", "cited", "done", "nicked", "caught"})
CUSTODY = frozenset({"prison", "jail", "gaol", "penitentiary", "juvie", "lockup", "the pen", "federal prison",
                     "state prison", "county jail", "juvenile detention", "juvenile hall"})
SUPERVISION = frozenset({"probation", "parole"})
OFFENDERS = frozenset({"felon", "convicted felon", "convict", "ex-convict", "ex-con", "ex-offender", "jailbird",
                       "parolee", "probationer", "sex offender", "registered sex offender", "inmate", "ex-inmate",
                       "ex-prisoner", "former inmate", "former prisoner"})


@functools.lru_cache(maxsize=1)
def offences() -> frozenset[str]:
    """The offence nouns taken after a verb of the criminal process (see the module's doc)."""
    from_wordnet = wordnet.first_sense_tree(["crime"]) - _NOT_OFFENCES
    return frozenset(from_wordnet | _NIBRS_OFFENCES | RECORD_OFFENCES)
