"""everyday3 (issue 11): the shapes fixed from STUDY3's misses (bench/everyday_drafts.py), each with near misses:
usernames named by their own noun, door and gate codes, units and extensions, and an age between commas after a
name with a middle name or after "I'm"."""

import pytest

from tests.prefilter_support import PF, texts

USERNAMES = [
    ("add me on Steam, my tag is NightOwl_Kev and I'm on at 9", ["NightOwl_Kev"]),
    ("user xXShadowRekt99Xx keeps spamming my DMs", ["xXShadowRekt99Xx"]),
    ("my gamertag: Pho3nix_7 if you want to squad up", ["Pho3nix_7"]),
    ("my username is jo.k92 on the forum", ["jo.k92"]),
    # near misses: English words and names after the noun, no username's shape
    ("the user manual is fine and my handle is great", []),
    ("user Jason Tremblay can't reach the VPN", []),
    ("my tag is missing from the jacket", []),
]


@pytest.mark.parametrize("text,expected", USERNAMES)
def test_a_username_named_by_its_noun(text, expected):
    assert texts(text, "username") == expected


CODES = [
    ("Gate code 4471, blue door at the back", ["4471"]),
    ("side gate code 2580, parcel box behind the bin", ["2580"]),
    ("the keypad code is 9174 for the garage", ["9174"]),
    ("Please buzz unit 1204 if nobody answers", ["1204"]),
    ("I'm Jess from electronics, ext 4412.", ["4412"]),
    ("call the desk on extension 2231", ["2231"]),
    # near misses: codes that name no home or person, years, amounts, an extension of something
    ("the error code 4471 came back and the zip code 90210 is ours", ["90210"]),
    ("we ordered 1200 units and asked for an extension of 3000 words", []),
    ("the unit 2019 model and the flat 2020 lease", []),
]


@pytest.mark.parametrize("text,expected", CODES)
def test_a_home_code_unit_or_extension(text, expected):
    assert [t for t in texts(text, "id_number", "address") if t[0].isdigit()] == expected


AGES = [
    ("Walter James Pruitt, 84, of Cedar Falls, passed away", [("84", "84")]),
    ("Room for rent, I'm Priya, 26, grad student at Temple.", [("26", "26")]),
    ("Jess, 28, physio who loves hiking", [("28", "28")]),
    # near misses: a place's row, a list, a count after the name
    ("London, 28, rainy all week", []),
    ("I'm Priya, 26 and 27 are my lucky numbers", []),
    ("Chapter 3, 12, and then page 4", []),
]


@pytest.mark.parametrize("text,expected", AGES)
def test_an_age_between_commas_after_a_name(text, expected):
    assert [(f.text, f.value) for f in PF.find(text, protect=["age"])] == expected


KIN_TITLED = [
    ("So sorry for your loss. Uncle Ray was the kindest man.", ["Ray"]),
    ("We saw Aunt Linda at the wake.", ["Linda"]),
    ("Grandpa Ernie would have loved seeing you all.", ["Ernie"]),
    ("Auntie Mirlande wants rice.", ["Mirlande"]),
    # near misses: a figure WordNet lists under the title, a brand's mascot before a noun
    ("Uncle Sam wants you.", []),
    ("I bought Aunt Jemima syrup.", []),
]


@pytest.mark.parametrize("text,expected", KIN_TITLED)
def test_a_name_after_a_kin_title_spacy_tagged_whole(text, expected):
    assert texts(text, "name") == expected


BODY_PART_PROCEDURES = [
    ("he recovers from hip surgery, slowly", ["hip surgery"]),
    ("he recovers from hip surgery at home", ["hip surgery"]),
    ("she had radiation burns on her arm", []),
    ("I had knee surgery last year", ["knee surgery"]),
    ("my dad is waiting for a kidney transplant", ["a kidney transplant"]),
    # near misses: an idiom, a raid, a business's head, an adjective of the tree
    ("it's not brain surgery, just fill the form", []),
    ("police ran a joint operation in the docks", []),
    ("after the head operation team met", []),
    ("we had a quick operation review", []),
]


@pytest.mark.parametrize("text,expected", BODY_PART_PROCEDURES)
def test_an_operation_on_a_body_part(text, expected):
    assert texts(text, "health") == expected


JOB_BOARD = [
    ("Hi, I saw your posting for a forklift operator. I can start Monday.", ["a forklift operator"]),
    ("Re your vacancy for a care assistant, I have 3 years of experience.", ["a care assistant"]),
    # near misses: a roommate, a flat, a business after the same nouns
    ("I answered your ad for a roommate.", []),
    ("I saw the listing for a two-bed flat.", []),
    ("There is an opening for a new cafe downtown.", []),
]


@pytest.mark.parametrize("text,expected", JOB_BOARD)
def test_the_job_a_job_board_reply_names(text, expected):
    assert texts(text, "occupation") == expected


SUBORDINATE_SUBJECT = [
    ("Please keep Brother Harold in your prayers as he recovers from hip surgery.", ["hip surgery"]),
    ("Pray for us as my dad goes through chemo.", ["chemo"]),
    # near miss: nobody's procedure after the conjunction
    ("IVF is covered since the law changed.", []),
]


@pytest.mark.parametrize("text,expected", SUBORDINATE_SUBJECT)
def test_a_procedure_in_a_subordinate_clause_with_its_subject(text, expected):
    assert texts(text, "health") == expected
