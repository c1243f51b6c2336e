"""Vocabularies of racial or ethnic origin (GDPR art. 9) that cues/ethnicity.py looks for. Words, not phrasings: the
detector decides from the words around them whose origin it is, and whether a demonym is a nationality (the place
categories') or an origin (this one's).

Where each list comes from:
- RACES: the race and ethnicity categories of the US Office of Management and Budget's 1997 standards (used by the
  US Census 2020: White, Black or African American, American Indian or Alaska Native, Asian, Native Hawaiian or
  Other Pacific Islander; Hispanic or Latino) and of the UK Office for National Statistics' 2021 census ethnic group
  question (White, Mixed or Multiple, Asian or Asian British, Black, Black British, Caribbean or African, Arab;
  Gypsy or Irish Traveller, Roma), in the words people write of themselves ("Black", "mixed-race", "biracial",
  "Latina", "Latinx", "person of colour"). Each maps to its gender where the word has one ("Latina" → a woman).
- PEOPLES: peoples without a state of their own, from the write-in lists of the same censuses (ONS 2021 ethnic
  group classification, US Census 2020 detailed race and ethnicity groups) and Stats NZ's ethnicity classification
  (Māori, Pacific peoples), each with the census's wider group one level up (Punjabi → South Asian, Yoruba → West
  African, Cherokee → Native American): what the generalization says instead.
- Demonyms of countries: data/demonyms.py (already the place categories'); a demonym is an origin here only with a
  fraction ("half Korean"), a diaspora compound ("Korean-American", "British Indian": the censuses' hyphenated
  categories) or "of … descent / heritage / origin / ancestry".
"""

from __future__ import annotations

# Race-level words (no wider level): the word → the person noun it stands for with an article ("a Latina" → "a
# woman"), "person" where it has no gender.
RACES = {
    "black": "person", "white": "person", "asian": "person", "hispanic": "person", "latino": "man", "latina": "woman",
    "latinx": "person", "latine": "person", "biracial": "person", "multiracial": "person", "mixed-race": "person",
    "mixed race": "person", "african american": "person", "african-american": "person", "black british": "person",
    "british asian": "person", "afro-caribbean": "person", "afro-latino": "man", "afro-latina": "woman",
    "native american": "person", "pacific islander": "person", "alaska native": "person", "native hawaiian": "person",
    "first nations": "person", "indigenous": "person", "aboriginal": "person", "arab": "person",
    "person of color": "person", "person of colour": "person", "poc": "person", "bipoc": "person",
    "chicano": "man", "chicana": "woman", "mestizo": "man", "mestiza": "woman", "romani": "person", "roma": "person",
    "irish traveller": "person", "caribbean": "person", "south asian": "person", "east asian": "person",
    "southeast asian": "person", "middle eastern": "person", "north african": "person", "west african": "person",
}
# Everyday words first (a colour, a region's adjective): only as the last word of "I'm …" or before a word for a
# person ("I'm white.", "a Black woman"), never before another noun ("white wine", "Black Friday", "Asian markets").
AMBIGUOUS_RACES = frozenset({"black", "white", "asian", "indigenous", "aboriginal", "caribbean", "arab", "roma",
                             "south asian", "east asian", "southeast asian", "middle eastern", "north african",
                             "west african", "native american"})
# Written with a capital when they name the people (a city, "Roma"; a bank holiday, "Black Friday", is excluded by
# what follows).
CAPITALIZED = frozenset({"roma", "romani"})
# Peoples without a state → the census's wider group (said instead: "my Punjabi parents" → "my parents", "half
# Cherokee" → "half Native American").
PEOPLES = {
    "punjabi": "South Asian", "gujarati": "South Asian", "bengali": "South Asian", "tamil": "South Asian",
    "sindhi": "South Asian", "pashtun": "South Asian", "baloch": "South Asian", "sinhalese": "South Asian",
    "kashmiri": "South Asian", "kurdish": "Middle Eastern", "kurd": "Middle Eastern", "assyrian": "Middle Eastern",
    "druze": "Middle Eastern", "bedouin": "Middle Eastern", "berber": "North African", "amazigh": "North African",
    "yoruba": "West African", "igbo": "West African", "hausa": "West African", "fulani": "West African",
    "ashanti": "West African", "akan": "West African", "zulu": "Southern African", "xhosa": "Southern African",
    "oromo": "East African", "amhara": "East African", "hmong": "Southeast Asian",
    "han chinese": "East Asian", "uyghur": "Central Asian", "tibetan": "East Asian", "hazara": "Central Asian", "tatar": "Central Asian",
    "chechen": "Caucasian", "basque": "European", "catalan": "European", "sami": "European",
    "māori": "Polynesian", "maori": "Polynesian",
    "cherokee": "Native American", "navajo": "Native American", "sioux": "Native American",
    "lakota": "Native American", "ojibwe": "Native American", "cree": "Native American",
    "inuit": "Indigenous", "métis": "Indigenous", "metis": "Indigenous", "creole": "Caribbean",
    "ashkenazi": "European", "sephardic": "Mediterranean", "mizrahi": "Middle Eastern",
    # the US Census 2020 Hispanic-origin question's own box (beside Mexican and Cuban, demonyms of states): Puerto
    # Rico is a territory, so "Puerto Rican" is no nationality of data/demonyms.py
    "puerto rican": "Latin American",
}
# A person's share of an origin: "half Korean", "a quarter Irish", "part Cherokee".
FRACTIONS = ("half", "quarter", "a quarter", "an eighth", "part", "partly", "one quarter", "1/4", "1/2", "50%",
             "25%", "100%", "full", "fully", "mostly", "mixed")
# What an origin is of: "of Korean descent".
DESCENT_NOUNS = ("descent", "heritage", "origin", "origins", "ancestry", "background", "extraction", "roots")


def origin_word(text: str) -> bool:
    """A race word or a people as a whole span ("Puerto Rican", "Cherokee"): an origin, never a person's name."""
    low = " ".join(text.lower().split())
    return low in RACES or low in PEOPLES
