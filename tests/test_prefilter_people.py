"""Names by role (author / close / addressed / story / mentioned), public figures, and the same-person grouping."""

from __future__ import annotations

import pytest

from models.prefilter.people import canonical_names, person_key
from tests.prefilter_support import PF

DEFAULT = ("high", "medium")


def names(text: str) -> list[tuple[str, str, str]]:
    """(name, subject, validity) of the name findings the engine would suggest at the default threshold."""
    return [(f.text, f.subject, f.validity) for f in PF.find(text, protect=["name"]) if f.validity in DEFAULT]


@pytest.mark.parametrize("text,expected", [
    # the author's own
    ("Name: Jacob_M | Location: Cagayan", [("Jacob_M", "author", "high")]),
    ("Hi all, my name is Priya Raman and I need advice.", [("Priya Raman", "author", "high")]),
    ("Seller: Arjun\nPickup in the evening.", [("Arjun", "author", "high")]),
    ("Thanks for reading!\nCheers,\nSiobhan", [("Siobhan", "author", "high")]),
    # people close to the author
    ("I'm married to Heather and raising our two kids.", [("Heather", "other", "high")]),
    ("Married life with Lisa & our 3 kids makes every shift special.", [("Lisa", "other", "high")]),
    ("Lisa and I went hiking on Sunday.", [("Lisa", "other", "high")]),
    ("My colleague Tomasz Nowak covered for me.", [("Tomasz Nowak", "other", "high")]),
    # the words around say person where spaCy says place or the name is also a word
    ("Giulia and I binge watched Netflix all weekend.", [("Giulia", "other", "high")]),
    ("My wife Giulia loves Netflix.", [("Giulia", "other", "high")]),
    ("Heather and I watched the game.", [("Heather", "other", "high")]),
    # people addressed
    ("Hi Wendy, the report is attached.", [("Wendy", "other", "high")]),
    # people in a story
    ("User Cathal, token mismatch on the login page.", [("Cathal", "other", "high")]),
    ("Mr Raja Arlewin, born in 1970, lives in Stockholm.", [("Raja Arlewin", "other", "high")]),
    ("The applicant sued his son, J.P., before the Regional Court.", [("J.P", "other", "medium")]),
    # a private person with no cue at all is still protected
    ("Margaret Barnes runs the farm down the road.", [("Margaret Barnes", "other", "medium")]),
])
def test_names_by_role(text, expected):
    assert names(text) == expected


@pytest.mark.parametrize("text", [
    "London and I never got along.",  # a place, even with 'and I'
    "Heather and gorse cover the hills.",  # the word, with no person cue
])
def test_a_person_cue_does_not_make_a_place_or_a_word_a_name(text):
    assert names(text) == []


# A first name that spaCy's small model tags as a place, with no gazetteer place of that name: the place
# detectors drop it (location_field), so the person recognizer must take it, whatever words stand around it.
@pytest.mark.parametrize("text,expected", [
    ("Big thanks to my hubby Marcus for the coffee runs this week.", [("Marcus", "other", "high")]),
    ("Lazy Sunday with Gautam and our baby girl.", [("Gautam", "other", "high")]),
    ("Nothing beats a slow morning with Gautam.", [("Gautam", "other", "high")]),
    ("Date night out with the wifey Marcus planned.", [("Marcus", "other", "medium")]),
    ("Picnic by the lake, then Marcus fell asleep on the blanket.", [("Marcus", "other", "medium")]),
])
def test_a_first_name_spacy_calls_a_place_is_still_a_name(text, expected):
    assert names(text) == expected


@pytest.mark.parametrize("text,place", [
    ("A long weekend in Austin with our little one.", "Austin"),  # a town the gazetteer knows stays a place
    ("We moved to Lincoln with our kids.", "Lincoln"),
])
def test_a_first_name_that_is_a_known_town_stays_a_place(text, place):
    found = [(f.text, f.category) for f in PF.find(text) if f.validity in DEFAULT]
    assert (place, "city_country") in found and not [n for n in found if n[1] == "name"]


@pytest.mark.parametrize("text", [
    "We binged Netflix with our little one.",  # a brand spaCy may call a place is no person either
    "My hubby and I finally fixed the shed.",  # a partner word with no name after it
])
def test_no_name_where_none_is_written(text):
    assert names(text) == []


# Issue 11, third round: a family occasion makes a speech or a song a private person's; a surname's
# particle ("De", "van") is no sign of fame; accented first names; a slash after a form's label.
@pytest.mark.parametrize("text,expected", [
    ("At the wedding Ingrid Solheim played the album of their first dance.", [("Ingrid Solheim", "other", "medium")]),
    ("The eulogy at the funeral was read by Tomasz Wrona.", [("Tomasz Wrona", "other", "medium")]),
    ("Dinner with Pieter De Smet? Fine by me.", [("Pieter De Smet", "other", "high")]),
    ("Guest list: Zoé, Ana and Piotr.", [("Zoé", "other", "high"), ("Ana", "other", "medium"),
                                         ("Piotr", "other", "high")]),
    ("Next of kin / Renata", [("Renata", "other", "high")]),
])
def test_private_occasions_particles_accents_and_slashed_labels(text, expected):
    assert names(text) == expected


@pytest.mark.parametrize("text", [
    "Taylor Swift sang at the stadium for three hours.",  # a weak public word, no family occasion
    "Tom Hanks gave a speech at the premiere.",
])
def test_a_public_word_without_a_family_occasion_still_says_public(text):
    assert names(text) == []


@pytest.mark.parametrize("text", [
    "We got ice cream at La Michoacana after school.",  # a leading article is no surname particle
    "We queued at Le Petit Moulin for an hour.",
])
def test_a_name_led_by_an_article_is_no_person(text):
    assert names(text) == []


@pytest.mark.parametrize("text", [
    "Please write to John Okafor at the office.",
    "Also tell John Okafor the rent is late.",
    "Remind John Okafor about the keys.",
])
def test_a_request_about_someone_is_personal_even_for_a_name_also_famous(text):
    # 'Okafor' is written more often than people bear it (footballers), but a request speaks to the reader
    assert [n for n, _, _ in names(text)] == ["John Okafor"]


@pytest.mark.parametrize("text", ["John Okafor scored twice on Saturday.", "Tellers at the bank were slow."])
def test_no_request_no_personal_reading(text):
    assert names(text) == []


@pytest.mark.parametrize("text", [
    "President Obama gave a great speech about healthcare.",
    "I've been listening to Taylor Swift on repeat all week.",
    "Have you read the new novel by Sally Rooney?",
    "Messi's new contract is insane.",
    "Serena Williams, the tennis player, retired in 2022.",
    "CEO Tim Cook announced the new iPhone yesterday.",
])
def test_a_public_figure_named_in_passing_is_not_flagged(text):
    assert names(text) == []


@pytest.mark.parametrize("text,flagged", [
    # the data: written far more often than people bear the name (names.fame_excess ≥ FAME_STRONG)
    ("Bill Gates funds a lot of malaria research.", []),
    ("Jeff Bezos bought a newspaper.", []),
    # somewhat more often, in a sentence with nothing personal in it
    ("John Lennon changed music forever.", []),
    # near misses: the same or as strong data, with evidence of a private person
    ("We bought the van from John Lennon.", ["John Lennon"]),  # someone the writer dealt with
    ("Our landlord Jeff Bezos raised the rent.", ["Jeff Bezos"]),  # a role of someone the author knows
    ("Mrs Gertrude Beer lodged the complaint in 1998.", ["Mrs Gertrude Beer"]),  # a courtesy title
    ("Judge Jaeger withdrew from the case.", ["Jaeger"]),
    ("The farm was passed down since Roy & Margaret Barnes.", ["Roy", "Margaret Barnes"]),  # a family
    ("Margaret Barnes runs the farm down the road.", ["Margaret Barnes"]),  # an ordinary name: no fame
    ("Tom Miller came too.", ["Tom Miller"]),  # a nickname missing from the weighted lists
])
def test_fame_from_data_and_the_sentence(text, flagged):
    assert [n for n, _, _ in names(text)] == flagged


@pytest.mark.parametrize("text,flagged", [
    # issue 11, round 51 (names30): a Korean given name written with a hyphen, family name first, is weighed as the one
    # word fame_excess reads ("Doyun", "Seojun"), not as wordfreq's frequent syllables "do" + "yun" (well_known)
    ("Kim Do-yun sorted the recycling after the meeting.", ["Kim Do-yun"]),
    ("Lee Seo-jun sorted the recycling after the meeting.", ["Lee Seo-jun"]),
    ("Choi Ji-woo sorted the recycling after the meeting.", ["Choi Ji-woo"]),
    ("Jung Su-bin lent the ladder to the neighbours.", ["Jung Su-bin"]),
    # near misses: public figures with such names keep what the data says (a person the table lists, a name word
    # written far more often than people bear it)
    ("Kim Jong-un was in the news again.", []),
    ("Ban Ki-moon gave a speech.", []),
    ("Bong Joon-ho made another film.", []),
    ("Lee Min-ho starred in it.", []),
    ("Jean-Paul Sartre wrote it.", []),
])
def test_a_hyphenated_romanized_given_name_is_one_word(text, flagged):
    assert [n for n, _, _ in names(text)] == flagged


def test_well_known_joins_a_given_names_syllables():
    from models.prefilter.pii.names import well_known

    assert not well_known("Kim Min-jun")  # "Minjun": Zipf 2.0, not "min" + "jun" 3.8
    assert well_known("Bong Joon-ho")  # "Bong" itself is written far more often than people bear it


def test_fame_excess_orders_ordinary_rare_and_written_about_names():
    from models.prefilter.pii.names import fame_excess

    assert fame_excess("Jan Ciągadlak") < fame_excess("Lisa Johnson") < 0.5 < fame_excess("Jeff Bezos")
    assert 1.0 < fame_excess("Mark Zuckerberg")
    assert fame_excess("Mr Bill") == 0.0  # titles and ordinary words carry no fame
    assert fame_excess("Tom Miller") < 0.5  # a nickname is no fame, though "tom" is a frequent word


@pytest.mark.parametrize("text,flagged", [
    # a surname that is also a word of English (WordNet writes it in lower case) is written as the word:
    # its frequency is no fame, so the person stays private (names.language_word)
    ("Charan Glass brought homemade samosas to the meeting.", ["Charan Glass"]),
    ("Nilo Early dropped off a box of apples for everyone.", ["Nilo Early"]),
    ("Alison Camps reported the broken gate.", ["Alison Camps"]),  # a plural of a word
    ("Michael Sales moved into the flat upstairs.", ["Michael Sales"]),
    # near misses: a name WordNet writes capitalized only, or a two-letter word, still weighs as a name
    ("Jeff Bezos bought a newspaper.", []),
    ("Jack Ma vanished from public view for months.", []),  # "ma" is WordNet's, but two letters
    ("Elon Musk tweeted something weird again.", []),  # "Elon" carries the fame
])
def test_a_surname_that_is_a_word_is_no_fame(text, flagged):
    assert [n for n, _, _ in names(text)] == flagged


@pytest.mark.parametrize("text,flagged", [
    # evidence in the text of a public figure (issue 11, ninth round): a work named with its maker, a scale
    # only public figures reach, a song stuck in a head, an act of public office, an author read
    ("Kemal Arslan's Istanbul trilogy took me a whole summer.", []),
    ("My cousin plays Kemal Arslan riffs at every party.", []),
    ("Is Priya Raman the richest woman now?", []),
    ("Sofia Marquez is stuck in my head all day.", []),
    ("Lena Brandt won another term.", []),
    ("Lena Brandt formed a coalition with the greens.", []),
    ("Everyone at work is reading Kemal Arslan now.", []),
    ("We read Kemal Arslan to the kids every night.", []),
    ("Lena Brandt cycled to the palace after the election.", []),  # politics, in a sentence with no I / we / you
    ("Lena Brandt built a stadium for forty thousand people.", []),
    ("Sofia Marquez released a surprise album at midnight.", []),
    ("Priya Raman, the CEO of Nvidia, spoke first.", []),
    # near misses: the same words around a private person
    ("I was reading Kemal Arslan's texts all night.", ["Kemal Arslan"]),  # what he wrote to me
    ("I read Kemal Arslan a bedtime story.", ["Kemal Arslan"]),  # read to him
    ("Priya Raman is the richest woman in our village.", ["Priya Raman"]),  # a local scale
    ("Lena Brandt won another round of darts.", ["Lena Brandt"]),  # no term of office
    ("We voted after the election party at Lena Brandt's house.", ["Lena Brandt"]),  # the writer is there
    ("Kemal Arslan's school books were all over the floor.", ["Kemal Arslan"]),  # no published work
    ("Sofia Marquez formed a band with my brother.", ["Sofia Marquez"]),
    ("Priya Raman is the CEO of our startup.", ["Priya Raman"]),  # the writer's own firm
    ("Sofia Marquez released the dog into the garden.", ["Sofia Marquez"]),  # no work
])
def test_public_acts_and_works_in_the_text(text, flagged):
    assert [n for n, _, _ in names(text)] == flagged


def test_language_word():
    from models.prefilter.pii.names import language_word

    for key in ("glass", "early", "lower", "hills", "camps", "ponies"):
        assert language_word(key), key
    for key in ("bezos", "lincoln", "gandhi", "ma", "mo", "nadella"):
        assert not language_word(key), key


@pytest.mark.parametrize("text,flagged", [
    # WordNet lists the person and few people bear the name: public, with or without I / we / you
    ("Albert Einstein was wrong about quantum mechanics.", []),
    ("My grandad met Louis Armstrong once in Paris.", []),
    ("Isaac Newton lost money in a stock bubble.", []),
    ("Houdini could get out of anything.", []),  # a surname alone that no name list has
    ("Vincent van Gogh only sold one painting.", []),  # the rest of the name after a lower-case link
    ("wait, Joan of Arc was only nineteen??", []),
    ("Genghis Khan's empire was huge.", []),  # spaCy tags "Khan" alone: the whole name is looked up
    ("Yesterday Khan fixed the boiler.", ["Khan"]),
    # near misses: the text says private, whatever WordNet lists
    ("My friend Tom Hanks from work is moving to Leeds.", ["Tom Hanks"]),  # someone close
    ("Hi, I'm Grace Kelly and I need help with my tax return.", ["Grace Kelly"]),  # the author
    ("Regards,\nJimmy Carter", ["Jimmy Carter"]),  # a signature
    ("Thanks Louis Armstrong for the lift!", ["Louis Armstrong"]),  # addressed
    ("Our neighbour Isaac Newton keeps parking across the drive.", ["Isaac Newton"]),
    ("The witness, Marie Curie, saw the car leave.", ["Marie Curie"]),  # a role in a story
    ("Mrs Agatha Christie lodged the complaint.", ["Mrs Agatha Christie"]),  # a courtesy title
    ("I went on a date with a guy called Bruce Lee.", ["Bruce Lee"]),  # introduced by name
    ("Joan and Louis Armstrong came to the party.", ["Joan", "Louis Armstrong"]),  # a family named together
    # near misses: WordNet lists the name, but many people bear it (names.LISTED_NAME_SHARE)
    ("David Smith moved into the flat upstairs.", ["David Smith"]),
    ("John Brown was late to the meeting again.", ["John Brown"]),
    # near misses: a single word WordNet lists that is a first name or a common surname
    ("I met Mae at the bus stop.", ["Mae"]),
    ("Scott fixed the fence yesterday.", ["Scott"]),
    ("Joel and I are driving up tonight.", ["Joel"]),
    ("Vincent van Dijk fixed the boiler.", ["Vincent"]),  # not "van Gogh"
])
def test_people_wordnet_lists(text, flagged):
    assert [n for n, _, _ in names(text)] == flagged


def test_listed_public_figure_weighs_namesakes_and_single_words():
    from models.prefilter.pii.names import listed_public_figure

    assert listed_public_figure("Albert Einstein") and listed_public_figure("Trotsky")
    assert listed_public_figure("Barack Obama")  # WordNet 3.3 only
    assert not listed_public_figure("Michael Jackson")  # tens of thousands of namesakes
    for word in ("West", "Scott", "Joseph", "Seth", "Joel", "Mae", "Bellini"):
        assert not listed_public_figure(word)
    assert not listed_public_figure("Priya Raman")  # WordNet does not list her


def test_a_role_said_after_the_name_is_a_story_person():
    text = "The case was brought by a Turkish national, Mehmet Ali Ege (“the applicant”), on 19 November 1998."
    assert names(text) == [("Mehmet Ali Ege", "other", "high")]


@pytest.mark.parametrize("text", [
    "My coach Anna Berg says I'm ready.",  # a role word after "my" is someone the author knows
    "We had dinner with our neighbour Kofi Mensah.",
])
def test_a_role_word_of_someone_the_author_knows_is_not_fame(text):
    assert len(names(text)) == 1


@pytest.mark.parametrize("text", ["Will you come?", "May I ask something?", "Note: the shop closes at 5."])
def test_ordinary_words_that_are_also_first_names_are_not_names(text):
    assert names(text) == []


@pytest.mark.parametrize("text", [
    "We met on Valentine's day.",  # spaCy tags "Valentine" PERSON
    "We met on Valentine's Day.",
    "The parade on St Patrick's Day was loud.",
])
def test_the_person_a_day_is_named_after_is_not_a_name(text):
    assert names(text) == []


@pytest.mark.parametrize("text,name,day", [
    ("The parade on Patrick's Day", "Patrick", True),
    ("The parade on St Patrick's Day", "Patrick", True),
    ("Happy Valentine's day!", "Valentine", True),
    ("George's day was long", "George", False),  # a lower-case "day" is George's own (only Valentine's is written so)
    ("Olga's Day was long", "Olga", False),  # no calendar names a day after Olga
    ("Patrick said the day was long", "Patrick", False),
])
def test_names_a_day(text, name, day):
    from models.prefilter.cues.holidays import names_a_day

    start = text.index(name)
    assert names_a_day(text, start, start + len(name)) is day


@pytest.mark.parametrize("text,expected", [
    ("Ever tried defying Murphy's Law?", []),  # WordNet: "murphy's law"
    ("That was my Achilles' heel.", []),
    ("I called Sean Murphy's lawyer.", ["Sean Murphy"]),  # near misses: "murphy's lawyer" is no word,
    ("Ciaran Murphy's law firm called.", ["Ciaran Murphy"]),  # and the whole name is read before the word
])
def test_a_name_inside_a_possessive_word_is_not_a_name(text, expected):
    assert [n[0] for n in names(text)] == expected


def test_every_mention_of_one_person_shares_a_group_key():
    text = "Mr Raja Arlewin filed the claim. Later, Arlewin withdrew it; Raja said he was tired."
    found = [f for f in PF.find(text, protect=["name"]) if f.validity in DEFAULT]
    assert {f.text for f in found} >= {"Raja Arlewin", "Arlewin", "Raja"}
    assert {f.value for f in found} == {"raja arlewin"}


def test_an_ambiguous_surname_stays_on_its_own():
    groups = canonical_names(["Christopher Jones", "Christina Jones", "Jones", "Christina"])
    assert groups == {"Christopher Jones": "christopher jones", "Christina Jones": "christina jones",
                      "Jones": "jones", "Christina": "christina jones"}


@pytest.mark.parametrize("name,key", [("Mr. O'Brien", "o'brien"), ("Jacob_M", "jacob m"), ("Zoë  Müller", "zoe muller")])
def test_person_key(name, key):
    assert person_key(name) == key


def test_suggestions_carry_the_subject():
    from models.generalize_table import generalize_text
    from models.suggestions import from_findings

    found = PF.find("My name is Anna Berg and my wife Carla works at Munnelly PLC.")
    subjects = {s.original: s.subject for s in from_findings(found, "generalize", lambda f, style: generalize_text(
        f.category, f.text, f.value, f.detector) or "[x]")}
    assert subjects["Anna Berg"] == "author"
    assert subjects["Carla"] == "other"
    assert subjects["Munnelly PLC"] == "unknown"  # the organization is tied to Carla, not to the author


@pytest.mark.parametrize("text,expected", [
    # a greeting, a label or a request verb starts the run of capitals: the name starts after it
    ("Dear Ramona, thank you for your quick reply.", ["Ramona"]),  # a town too: the greeting says person
    ("Ask Nilima Wagle - she knows the wifi password.", ["Nilima Wagle"]),
    ("Can someone tell Paola that the meeting moved?", ["Paola"]),
    ("Interviewer: Mary Short", ["Mary Short"]),  # a record's label: not fame, whatever "short" is in text
    ("Contact person: Ísis Nunes", ["Ísis Nunes"]),
    ("Address: 93 McHenry Street Contact person: Bernard Irvine Employee number: LU-4358657", ["Bernard Irvine"]),
    # near misses: the words before are a name, or no person at all
    ("My daughter is a huge fan of Billie Eilish.", []),
    ("Dear diary, nothing happened.", []),
    ("Last Tuesday The Beatles played.", []),
])
def test_a_name_after_a_greeting_label_or_request(text, expected):
    assert [n for n, _, _ in names(text)] == expected


@pytest.mark.parametrize("text,flagged", [
    # the sentence speaks of the public sphere (names.public_sphere): an award or an office anywhere,
    # shows and works only in a sentence with no I / we / you
    ("Bob Dylan never showed up to collect the Nobel.", []),
    ("Greta Thunberg spoke at the climate summit.", []),
    ("Kamala Harris was on the late show again.", []),
    ("Agatha Christie is the only author my mom reads.", []),  # a role only public figures have
    # near misses: the same words around a private person
    ("We saw Tom Hall at the concert last night.", ["Tom Hall"]),  # the writer is there: weak words don't count
    ("Tom Hall is the best player in our team.", ["Tom Hall"]),  # "player" is no public role by itself
    ("Karen Bray plays in the Sunday league.", ["Karen Bray"]),  # amateur sport is no public sphere
    ("Dear Karen Bray, the Nobel committee thanks you.", ["Karen Bray"]),  # addressed: private first
])
def test_public_sphere_of_the_sentence(text, flagged):
    assert [n for n, _, _ in names(text)] == flagged


@pytest.mark.parametrize("text,flagged", [
    # someone everyone knows as a yardstick or an image (names.public_role_before, public_yardstick)
    ("My uncle sounds just like Johnny Cash when he sings.", []),
    ("Half the class dressed up as Marie Antoinette.", []),
    ("Nobody played the piano like Glenn Gould did.", []),
    ("What would Atticus Finch say about this?", []),
    ("I wish I could paint like Claude Monet.", []),
    ("She wrote her school project on Rosa Parks.", []),
    ("There is a huge mural of Bob Marley by the harbour.", []),
    # the words before the whole name, not only before its last word
    ("According to Neil deGrasse Tyson, the sun is a star.", []),
    # words of the public sphere, with nothing personal in the sentence
    ("Olivia Colman testified before the committee.", []),
    ("Lorde is headlining the festival in June.", []),
    # near misses: private cues win, and the same shapes around people the writer knows
    ("My cousin Dara Quinlan dressed up as a pirate.", ["Dara Quinlan"]),
    ("Nobody cleans the kitchen like my sister Aoife Brennan.", ["Aoife Brennan"]),
    ("Hi Tom Gallo, the festival tickets are in your inbox.", ["Tom Gallo"]),
    ("We sat next to Ruth Okafor at the concert.", ["Ruth Okafor"]),
    ("Aine Dolan fixed the gate behind the shed.", ["Aine Dolan"]),
])
def test_a_public_yardstick_or_act_is_not_a_private_name(text, flagged):
    assert [n for n, _, _ in names(text)] == flagged


@pytest.mark.parametrize("text,flagged", [
    # private people whose surname is a frequent English word that no name list has: the word's frequency is
    # no fame (names.well_known skips a later English word; issue 11, tenth round)
    ("Tamsin Kettle lent me her bike pump.", ["Tamsin Kettle"]),
    ("Neha Marble moved in next door last week.", ["Neha Marble"]),
    ("Gordon Lantern picked up the kids from school.", ["Gordon Lantern"]),
    # ... and a surname that is a kind of place, with nothing around it saying place: still a person
    ("Rose Hall from accounts sent the invoice.", ["Rose Hall"]),
    # near misses, no person: bands, venues, events and word pairs named like people (names.not_a_person)
    ("Nirvana and Daisy Chain were my favourite bands.", []),  # two English words, the first also a name
    ("We queued for hours at the Dallas Marathon.", []),  # an event's head, after "the"
    ("Tickets for the Victoria Market sold out.", []),  # a venue's head, after "the"
    ("I loved the Melbourne Regatta last year.", []),
    ("He signed it K. Then left.", []),  # an initial and a function word
    ("Sarah Where said nothing.", []),
    ("We rented a Mercedes Sprinter for the move.", []),  # a car make and a model that is an English word
    ("Mercedes Ruiz rented us her van for the move.", ["Mercedes Ruiz"]),  # near miss: a make that is a first name
    # famous people named in passing stay unflagged
    ("Mick Jagger still tours at eighty.", []),
    ("Elon Musk tweeted something weird again.", []),
])
def test_a_person_or_not_then_famous_or_not(text, flagged):
    assert [n for n, _, _ in names(text)] == flagged


@pytest.mark.parametrize("name,before,expected", [
    ("Pearl Jam", "Nirvana and ", True),  # both English words, the first also a first name
    ("D. There", "can't forget them :", True),  # a capitalized function word
    ("Running Loghan", "issue? ", True),  # a leading frequent English word that is no name
    ("Antonio Rodeo", "the ride at the San ", True),  # an event's head after "the San"
    ("Marina Bay Sands", "we stayed at the ", True),
    ("Rodeo", "the San Antonio ", True),
    ("Ramadan", "I fast during ", True),  # a festival of the holidays package's calendars after "during"
    ("Hanukkah", "We celebrate ", True),
    ("Patrick's", "kindergarten at St. ", True),  # a saint in a school's or church's name
    ("Mary", "We go to St ", True),
    ("Willow Creek Estates", "a letter to my HOA (", True),  # a USPS street type no name list has ends it
    # near misses: people
    ("Ramadan", "I met ", False),  # the festival's name is also a given name: a person when met
    ("Mary", "We spent time with ", False),  # "Mary" of the Assumption is an English name
    ("Mary", "He prayed during ", False),
    ("Tom Ridge", "We met ", False),  # a street type that is also a surname
    ("Sarah Brooks", "", False),
    ("Amber Stone", "", False),  # "Stone" is a surname in Faker's lists
    ("Rose Hall", "", False),  # a kind of place, but a surname
    ("Tamsin Kettle", "", False),  # an English word, but after a first name that is no word
    ("Wren Castle", "", False),  # a kind of place, not after "the" or a place
    ("Grace Hope", "", False),  # both words English, but "Hope" is a surname
    ("Will Turner", "", False),  # a first word that is an English word, but one _COMMON_WORDS lists as a name
])
def test_not_a_person(name, before, expected):
    from models.prefilter.pii.names import not_a_person

    assert not_a_person(name, before) is expected


def test_well_known_judges_fame_not_words():
    from models.prefilter.pii.names import well_known

    assert well_known("Zuckerberg")  # a written-about word no list has
    assert well_known("Merkel")  # no English word, no namesake: the name's fame
    assert not well_known("Priya Shakespeare")  # a namesake of the one WordNet lists (names.namesake_surname)
    assert not well_known("Tamsin Kettle")  # a later English word adds no fame
    assert not well_known("Amber Stone")
    assert not well_known("Will Turner")  # a first word that is an English word and a name: no fame either
    assert not well_known("Pearl Jam")  # no fame; not_a_person is what keeps the band out


@pytest.mark.parametrize("name,surname", [
    ("Sophie Churchill", "churchill"),  # WordNet lists Winston and John Churchill, not Sophie
    ("Kyle Presley", "presley"),
    ("Amy Darwin", "darwin"),
    # near misses: the listed person, a surname WordNet lists no one by, a first name no list has, one word
    ("Winston Churchill", None),
    ("Elvis Presley", None),
    ("Sophie Okafor", None),
    ("Zxq Darwin", None),
    ("Darwin", None),
])
def test_namesake_surname(name, surname):
    from models.prefilter.pii.names import namesake_surname

    assert namesake_surname(name) == surname


@pytest.mark.parametrize("text,flagged", [
    # a famous surname with another ordinary first name is a namesake: private
    ("Amy Darwin lent us her tent for the weekend.", ["Amy Darwin"]),
    ("Kyle Presley fixed the washing machine on Monday.", ["Kyle Presley"]),
    # near misses: the famous person, named in passing
    ("Charles Darwin sailed on the Beagle.", []),
    ("Elvis Presley died in 1977.", []),
])
def test_a_famous_surname_with_another_first_name_is_a_namesake(text, flagged):
    assert [n for n, _, _ in names(text)] == flagged


@pytest.mark.parametrize("text,flagged", [
    # issue 11 (pnames): a first name written far more often as a word is no name at a sentence start
    ("Van arrives at 9.", []),
    ("Van pickup confirmed.", []),
    ("Van goes to the 2286 area on Fridays.", []),
    ("Emergency vet +258 21 735 807 Van goes to the 2286 area.", []),  # after a number, a clause starts
    ("Microchip 95526618-F Van goes to the KA2641 area.", []),
    ("Jet lag is awful.", []),
    ("Lucky me, right?", []),
    # near misses: the words around it say person: a surname, a verb of a speaker, "is my <person>"
    # "Van Morrison" is Pantheon's singer since issue 11 round 25 (names.famous_people), so the surname test uses another
    ("Van Harrison called me.", ["Van Harrison"]),
    ("Will Smith called yesterday.", ["Will Smith"]),
    ("Nick said hi.", ["Nick"]),
    ("Rose said she would come.", ["Rose"]),
    ("Rose is my sister.", ["Rose"]),
    ("We met Van at the bar.", ["Van"]),  # mid-sentence the capital says name
    # a first name written about as often as people bear it keeps its capital's evidence
    ("Mark runs the shop.", ["Mark"]),
    ("Rose arrived late.", ["Rose"]),
])
def test_a_first_name_that_is_mostly_a_word_at_a_sentence_start(text, flagged):
    assert [n for n, _, _ in names(text)] == flagged


@pytest.mark.parametrize("key,word", [
    ("van", True), ("jet", True), ("lot", True), ("tom", True),
    # near misses: names written about as often as people bear them, and a name that is no WordNet word
    ("rose", False), ("max", False), ("mark", False), ("emma", False), ("john", False), ("kim", False),
])
def test_written_as_word(key, word):
    from models.prefilter.pii.names import written_as_word

    assert written_as_word(key) is word


@pytest.mark.parametrize("text,flagged", [
    # issue 11 (pnames): the subject of a deed in the present ("X runs the bakery")
    ("Maria runs the bakery on Elm Street.", ["Maria"]),
    ("Ahmed keeps bees.", ["Ahmed"]),
    ("Ivo runs the bakery.", ["Ivo"]),
    # near misses: a word subject, an auxiliary, a vehicle
    ("Sales runs through May.", []),
    ("Van runs every hour.", []),
    ("Tea is ready.", []),
    ("Lot 4 is sold.", []),
])
def test_the_subject_of_a_deed_in_the_present(text, flagged):
    assert [n for n, _, _ in names(text)] == flagged


@pytest.mark.parametrize("text,word,flagged", [
    # a one-word spaCy PERSON at a sentence start that is mostly a word, no person's evidence after it
    ("My postcode is WS1030 if that helps. Reader visiting from Mulifanua.", "Reader", False),
    # near misses: a surname written no more often than people bear it ("baker" 4.3 against a surname's 4.4)
    ("Baker arrived late.", "Baker", True),
    ("We met Reader at the gate.", "Reader", True),  # mid-sentence
])
def test_a_lone_word_at_a_sentence_start_is_no_surname(text, word, flagged):
    assert (word in [n for n, _, _ in names(text)]) is flagged


def test_sentient_verb_forms():
    from models.prefilter.data.wordnet import sentient_verb_forms

    forms = sentient_verb_forms()
    assert {"said", "says", "told", "thinks", "loves", "heard"} <= forms
    assert not {"arrives", "goes", "runs", "pickup", "is"} & forms


@pytest.mark.parametrize("text,flagged", [
    # issue 11 (pnames): a noun whose most frequent WordNet sense is a person, right before a name
    ("Seat 14B issued to passenger Nishta.", ["Nishta"]),
    ("Our meter reader Karim Abdel Rahman left a card.", ["Karim Abdel Rahman"]),
    ("I give permission for my child Antonina to attend the trip.", ["Antonina"]),  # a town too: the noun wins
    # near misses: an acronym, a frequent word, a public role, a firm's role, a place after no person noun
    ("I'm using client data that includes minor PII such as passport numbers.", []),
    ("Ask the teacher Monday.", []),
    ("The actor Tom Hanks was great.", []),
    ("The visitor Lima stayed.", []),
    # the same imperative after a comma or "Please" as at a sentence's start
    ("Selling my late father's tools, ask for Ermolaos Mytari at the door.", ["Ermolaos Mytari"]),
    ("Please let Andry Rakotondrabe know the kennel opens at 7.", ["Andry Rakotondrabe"]),
    ("Well, visit Paris in May.", []),
])
def test_a_person_noun_or_an_imperative_before_a_name(text, flagged):
    assert [n for n, _, _ in names(text)] == flagged


@pytest.mark.parametrize("text,deeds", [
    ("Ahmed keeps bees.", ["Ahmed"]),
    ("Ahmed kept bees.", ["Ahmed"]),
    ("Ahmed Kranjc kept bees.", ["Ahmed Kranjc"]),
    # near miss: a full name's present deed is left to spaCy and the fame rules (news of a public figure)
    ("Ahmed Kranjc keeps bees.", []),
])
def test_a_present_deed_frames_a_first_name_alone(text, deeds):
    from models.prefilter.context import Context
    from models.prefilter.ner import entities
    from models.prefilter.pii.person import _frame_candidates

    ctx = Context(text, entities(text, None))
    assert [text[a:b] for a, b, how in _frame_candidates(ctx) if how == "frame_deed"] == deeds


@pytest.mark.parametrize("text,flagged", [
    # a rare word after a sentence-start first name that is mostly a word is a surname: the name is whole
    ("Van Kowalczyk arrives at 9 tomorrow.", ["Van Kowalczyk"]),
    # near miss: a word after it is no surname ("Van Driver", capitalized, spaCy itself calls a PERSON, as on main)
    ("Van driver arrives at 9 tomorrow.", []),
])
def test_a_rare_word_after_a_sentence_start_first_name_is_a_surname(text, flagged):
    assert [n for n, _, _ in names(text)] == flagged


@pytest.mark.parametrize("text,flagged", [
    # issue 11 (pnames2): a record's or a service's party is private whatever the surname's frequency in English
    # (wordfreq's "Watanabe" 1.7, "Borg" 1.5 above a name of their share)
    ("Repair requested by Kenji Watanabe through the website.", ["Kenji Watanabe"]),
    ("Laptop handed in by Nadia Borg, screen cracked.", ["Nadia Borg"]),
    ("Locker 9 belongs to Kenji Watanabe until June.", ["Kenji Watanabe"]),
    ("Room 4 was allocated to Nadia Borg for the week.", ["Nadia Borg"]),
    ("Pass issued to visitor Nadia Borg.", ["Nadia Borg"]),
    # near misses: an author's or a player's verb (WordNet's verb.creation, verb.competition), a person WordNet
    # lists, a sentence of the public sphere, a firm's agent verb
    ("The novel was written by Kenji Watanabe in 1990.", []),
    ("The final was won by Kenji Kurosawa in straight sets.", []),  # a surname the fame data knows (round 30: "Kenji", a
    # given name of names.word_given_names, no longer adds fame before a listed surname: "Kenji Watanabe" is a name)
    ("A speech was delivered by Barack Obama.", []),
    ("The award was presented by Kenji Watanabe at the ceremony.", []),
    ("The engine was built by Honda.", []),
    ("Berth 3 goes to Lisbon from May.", []),
])
def test_a_record_party_is_private_whatever_the_surname(text, flagged):
    assert [n for n, _, _ in names(text)] == flagged


@pytest.mark.parametrize("text,flagged", [
    # issue 11 (pnames2): between a label's word and its colon, a one-word prepositional phrase or an aside
    ("Nurse on call: Ingrid Halvorsen", ["Ingrid Halvorsen"]),
    ("Next of kin (spouse): Ingrid", ["Ingrid"]),
    ("Emergency contact (mother/father): Ingrid", ["Ingrid"]),
    # near misses: no person label, or no name after it
    ("Printer on site: Canon", []),
    ("Price (incl. VAT): Twenty", []),
    ("Total (net): Seventy", []),
])
def test_a_label_with_an_aside_before_its_colon(text, flagged):
    assert [n for n, _, _ in names(text)] == flagged


def test_work_verb_forms():
    from models.prefilter.data.wordnet import sentient_verb_forms, work_verb_forms

    forms = work_verb_forms()
    assert {"written", "painted", "won", "played", "sung"} <= forms
    assert not {"requested", "placed", "issued", "taken", "said"} & forms
    assert "said" in sentient_verb_forms()


@pytest.mark.parametrize("text,flagged", [
    # issue 11 (pnames2): a record's agent written surname first, the given name rare in English
    ("Boiler serviced by Wu Jiahao, next check in May.", ["Wu Jiahao"]),
    ("Keys returned by Kim Soyeon.", ["Kim Soyeon"]),
    # near misses: the last word frequent (a firm, a place), a work's author
    ("Parcel delivered by Royal Mail, signed at the door.", []),
    ("Turbines supplied by Kowalczyk Hydropower Ltd.", []),
    ("Timber supplied by OOO Kuznetsova.", []),
    # the object of an imperative of speech (WordNet's verb.communication)
    ("Ask for Kenji Watanabe at the front desk.", ["Kenji Watanabe"]),
    ("Ask for Nasser Quispecahuana at the front desk.", ["Nasser Quispecahuana"]),
    ("Ask for Room Service at the front desk.", []),
    # near miss: an imperative of another sense
    ("Watch Kenji Kurosawa at the final.", []),  # a surname the fame data knows (round 30; see above)
])
def test_surname_first_agents_and_requests(text, flagged):
    assert [n for n, _, _ in names(text)] == flagged


@pytest.mark.parametrize("text,records", [
    ("Boiler serviced by Wu Jiahao, next check in May.", ["Wu Jiahao"]),
    # near miss: a work's author is no record's party (spaCy's own PERSON is judged as before)
    ("The mural was painted by Wu Jiahao in 2004.", []),
    ("The cup was won by Kenji Watanabe.", []),
])
def test_a_work_or_a_game_is_no_record(text, records):
    from models.prefilter.context import Context
    from models.prefilter.ner import entities
    from models.prefilter.pii.person import _frame_candidates

    ctx = Context(text, entities(text, None))
    assert [text[a:b] for a, b, how in _frame_candidates(ctx) if how == "frame_record"] == records


@pytest.mark.parametrize("text,flagged", [
    # issue 11 (lead, after round 13): a role written as a title that spaCy keeps in the name is no part of it;
    # the name after it is judged alone
    ("Technician Nurlan Asanov treated the kitchen for ants.", ["Nurlan Asanov"]),
    ("Guest Kelvin Maradiaga checked in late, bed 3B.", ["Kelvin Maradiaga"]),
    # near misses: a public office's title keeps its fame judgment, a title before no name, a famous name after
    # a role, a title before a thing
    ("President Macron said the plan works.", []),
    ("Captain Cook sailed to Australia.", []),
    ("Actor Tom Hanks won an award.", []),
    ("Guest Room 4 is free.", []),
    ("Doctor Strange is a good film.", []),
    ("Tiger Woods is playing in the Masters again?", []),
])
def test_a_role_title_is_no_part_of_the_name(text, flagged):
    assert [n for n, _, _ in names(text)] == flagged


@pytest.mark.parametrize("text,flagged", [
    # issue 11, pii15: a role title before one word English hardly writes, and the subject of a deed after it or
    # after a subordinator
    ("Technician Khamphone treated the kitchen for cockroaches.", ["Khamphone"]),
    ("Guest Malayvanh Keomany checked in late, bed 3B.", ["Malayvanh Keomany"]),
    ("The boots were reglued while Tatsiana Zhuk waited in the shop.", ["Tatsiana Zhuk"]),
    # near misses: a frequent word after the role, a thing after a subordinator, a place, a present deed after a
    # subordinator, a title of office
    ("Driver Assist failed again on the motorway.", []),
    ("Tiger Woods won again.", []),
    ("The shop closed while Heavy Rain warnings stood.", []),
    ("It rained while Kraków slept.", []),
    ("President Macron arrived late.", []),
    ("Son Heung-min curled another one into the top corner.", []),
])
def test_a_roles_subject_and_a_subordinate_subject_are_names(text, flagged):
    assert [n for n, _, _ in names(text)] == flagged


@pytest.mark.parametrize("text,flagged", [
    # issue 11, pii15: a possessor before a thing, the one a service is for, a document's person
    ("Viliame Koroi's water cooler needs two new bottles.", ["Viliame Koroi"]),
    ("Prints ready for Nery Mejía, envelope 14.", ["Nery Mejía"]),
    ("Certified translation of the birth certificate of Tuhafeni Kapolo.", ["Tuhafeni Kapolo"]),
    # near misses: a firm's or a town's possessive, a famous person's, a place or a band after "for", a holiday,
    # a place after a document noun
    ("Huawei's phones are cheaper this year.", []),
    ("Gdańsk's shipyard closed in the nineties.", []),
    ("Tickets for Coldplay at Wembley sold out.", []),
    ("We waited for Christmas at home.", []),
    ("A short history of Rome.", []),
    ("Tickets for Kraków at 9 are sold out.", []),
    ("Barack Obama's memoir came out in November.", []),
    ("Shakira's halftime show is still the best one.", []),
    ("Wole Soyinka's plays were on our syllabus last year.", []),
    # issue 11, pii16: after "for", one given name that no list holds but English hardly writes; near misses: an
    # English word, a product, a town after "for"
    ("Kept the atlas aside for Bayardo until Friday.", ["Bayardo"]),
    ("Fitting for Maritza (aged 67) moved to next week.", ["Maritza"]),
    ("Shopping for Christmas at 5.", []),
    ("Support for Linux until 2027.", []),
    ("Flights for Reykjavik at 9.", []),
    ("I was subbing for Connery in those glamorous roles.", []),
    # issue 11, pii17: one possessor that English all but never writes (Zipf < 2) owning a made thing (WordNet's
    # noun.artifact), alone or after a frequent word that is no first name; near misses: a brand that is written
    # (Zipf 2.8-2.9), the same name owning an idea or an occasion, a famous singer's show
    ("Salote's water cooler needs two new bottles every Monday.", ["Salote"]),
    ("Screen replaced on Sereana's phone, charged in full.", ["Sereana"]),
    ("Rim Mabrouk's water cooler needs two new bottles.", ["Mabrouk"]),
    ("Peloton's bike is pricey.", []),
    ("Logitech's mouse broke again.", []),
    ("Salote's idea was good.", []),
    ("Salote's wedding is in June.", []),
    # issue 11, pii17: "at"/"on" after the one word must give an appointment's time, and a capitalized word before
    # "for" in mid-sentence is a title's; near misses: the same word with a clock time, a title at a sentence start
    ("Waiting for Godot at the theatre tonight.", []),
    ("We saw Waiting for Godot.", []),
    ("I read Looking for Alaska.", []),
    ("We are waiting for Yuliya at 3.", ["Yuliya"]),
    ("Table for Bayardo at noon.", ["Bayardo"]),
    ("Fitting for Maritza on Friday.", ["Maritza"]),
    ("Bouquet for Lesly, card says hi.", ["Lesly"]),
    # issue 11, pii17: one unwritten word (Zipf < 2) after a document's "of"; near misses: a work and an author
    # that English writes (Zipf 2.7), a place, a surname that is written (Landry 3.1)
    ("Certified translation of the birth certificate of Vestine.", ["Vestine"]),
    ("We read a translation of Gilgamesh.", []),
    ("The works of Xenophon.", []),
    ("A short history of Rome.", []),
    ("Certified translation of the birth certificate of Landry.", []),
])
def test_a_possessor_and_the_object_of_a_service_are_names(text, flagged):
    assert [n for n, _, _ in names(text)] == flagged


@pytest.mark.parametrize("text,flagged", [
    # issue 11, pii15: words that look like names and are not: a title before an ordinary word, the plural of a
    # word at a sentence start, a first name that is mostly a word before a number, a town alone in spaCy's PERSON
    ("Customer Service will call you back tomorrow.", []),
    ("Tins donated by the corner shop this month.", []),
    ("Customer account 26554, 4 bottles Floor 2, room 214, lift on the left.", []),
    # near misses: a title before a name, a first name mid-sentence, a name and a town that are names too
    ("Mrs Brown will call you back tomorrow.", [("Mrs Brown", "other", "medium")]),
    ("Dr. Ever will see your dog at 10.", [("Ever", "other", "high")]),
    ("I met Floor at the station.", [("Floor", "other", "medium")]),
    ("We met Florence at the station.", [("Florence", "other", "medium")]),
])
def test_words_that_look_like_names(text, flagged):
    assert names(text) == flagged


def test_a_town_alone_is_no_person_and_a_name_that_is_a_town_stays():
    # issue 11, pii15: spaCy's PERSON "Gdańsk" (a town no name list has) is dropped; "Lincoln", a surname, stays
    assert "Gdańsk" not in [n for n, _, _ in names("Lech Wałęsa led the strikes at the Gdańsk shipyard.")]
    assert "Lincoln" in [n for n, _, _ in names("My neighbour Hannah Lincoln lent us a ladder, and Lincoln waved.")]


@pytest.mark.parametrize("text,span", [
    # issue 11, pii15: a role title before one rare word is trimmed off spaCy's name
    ("Technician Khamphone treated the kitchen.", "Khamphone"),
    # near misses: a rare person noun that is no title ("lech"), a frequent word after a role, a hyphenated
    # given name after a surname that is also a person noun
    ("Lech Wałęsa led the strikes.", "Lech Wałęsa"),
    ("Tiger Woods won again.", "Tiger Woods"),
    ("Son Heung-min scored again.", "Son Heung-min"),
])
def test_a_role_title_before_one_word_is_trimmed(text, span):
    from models.prefilter.pii.person import _trim

    end = len(span) if text.startswith(span) else text.index(" ", text.index(span))
    start, stop = _trim(text, 0, end, "spacy")
    assert text[start:stop] == span


# One list of courtesy titles (pii.person.COURTESY_TITLES) builds the three regexes that know them: person's
# _TITLED (a titled name is a candidate), person's _COURTESY (a title before a name says no public figure) and
# prefilter's _TITLED (a titled name stands against a span merely guessed to be foreign or unknown words).
def _courtesy_titles() -> list[str]:
    from models.prefilter.pii.person import COURTESY_TITLES

    return COURTESY_TITLES.split("|")


@pytest.mark.parametrize("title", _courtesy_titles())
@pytest.mark.parametrize("dot", ["", "."])
def test_each_courtesy_title_opens_a_titled_name_in_each_place(title, dot):
    from models.prefilter.pii.person import _COURTESY, _TITLED
    from models.prefilter.prefilter import _TITLED as GUESS_TITLED

    m = _TITLED.search(f"The complaint of {title}{dot} Okafor was lodged.")
    assert m is not None and m.group("name") == "Okafor"
    assert _COURTESY.search(f"lodged by {title.lower()}{dot} ")
    assert GUESS_TITLED.match(f"{title}{dot} Yusuf Gabay")


def test_madam_is_one_of_the_courtesy_titles():
    assert "Madam" in _courtesy_titles()


@pytest.mark.parametrize("text", [
    "Drake Bell", "Sirius Black", "Missouri Smith", "Herrera Lopez", "Profile Picture", "Fraud Squad",
    "Madame Tussauds",  # a title's letters opening a longer word
    "Miss you, Anna", "Dr. smith",  # a title before a word in lower case
])
def test_a_title_inside_a_word_or_before_a_lower_case_word_opens_no_titled_name(text):
    from models.prefilter.pii.person import _TITLED
    from models.prefilter.prefilter import _TITLED as GUESS_TITLED

    assert _TITLED.match(text) is None
    assert GUESS_TITLED.match(text) is None


@pytest.mark.parametrize("before", ["I dismiss ", "all the items ", "a hausfrau ", "the programme "])
def test_a_word_ending_in_a_title_says_no_courtesy(before):
    from models.prefilter.pii.person import _COURTESY

    assert _COURTESY.search(before.lower()) is None


# Names many people bear that no weighted name list has (names.borne_name_words: Ghana's, Nigeria's, Japan's,
# India's lists): wordfreq's count of their bearers is no fame, and a given name with its surname is a name even
# when English text writes the given name often ("Kofi", "Yuki") or it is a word ("Blessing"). The private sets
# of the public-figure bench's rounds 5 and 6 missed these.
@pytest.mark.parametrize("text,name", [
    ("Kwame Mensah helped us carry the piano up three floors.", "Kwame Mensah"),
    ("Kofi Mensah, my neighbour's son, mows our lawn.", "Kofi Mensah"),
    ("Blessing Nwachukwu is my daughter's godmother.", "Blessing Nwachukwu"),
    ("Yuki Tanaka, my old flatmate, just had twins.", "Yuki Tanaka"),
    ("Sanjay Mehta taught me to drive in his old car.", "Sanjay Mehta"),
    ("Zainab Bhutto is my study buddy this term.", "Zainab Bhutto"),
])
def test_a_name_of_lists_without_weights_is_a_private_persons(text, name):
    assert name in [n for n, _, _ in names(text)]


@pytest.mark.parametrize("text,word", [
    ("Venus Williams played doubles with her sister for years.", "Venus Williams"),  # the planet's frequency
    ("He restored an Alfa Romeo in his garage.", "Alfa Romeo"),  # a car make leads it (Iceland lists "Alfa")
    ("We had lunch at El Mercado near the square.", "El Mercado"),  # an article, not a given name
])
def test_a_word_of_those_lists_is_no_name_alone(text, word):
    assert word not in [n for n, _, _ in names(text)]


def test_borne_full_name_needs_a_given_name_and_a_surname_that_is_no_word():
    from models.prefilter.pii.names import borne_full_name

    assert borne_full_name("Kofi Mensah") and borne_full_name("Blessing Nwachukwu")
    assert not borne_full_name("Honor Steel")  # "steel" is a word of English
    assert not borne_full_name("Kofi")  # one word
    assert not borne_full_name("KOFI MENSAH")  # not written as a name
    assert not borne_full_name("El Mercado")


# Issue 11, round 29: a deed done to the author, their people or their things makes its doer someone in the
# author's life (person._DEED_TO_AUTHOR), whatever the data says of a full name, when the deed is in person.
@pytest.mark.parametrize("text,name", [
    ("Isaac Newton called me yesterday about the rent.", "Isaac Newton"),  # a listed public figure's name
    ("Hunter Frost fixed my bike chain for free.", "Hunter Frost"),
    ("Tom Hardy fixed my car.", "Tom Hardy"),  # an actor's name; a deed in person to a thing of the author's
    ("Rose Gold drove me home.", "Rose Gold"),  # words of English at a sentence's start (_deed_doers)
    ("Our lodger Isaac Newton cooks every Sunday.", "Isaac Newton"),  # the author's + a noun of a person
    ("My carpool buddy Dana Reyes is late again.", "Dana Reyes"),
])
def test_a_deed_to_the_author_or_the_authors_person_noun_is_private(text, name):
    assert name in [n for n, _, _ in names(text)]


# Near misses: a public figure reaches the author through a work (a feeling's verb, the author's heart or year),
# a one-word public name, an adjective of admiration before the noun, a firm's or a thing's capitalized words.
@pytest.mark.parametrize("text,word", [
    ("Taylor Swift made my year with that album.", "Taylor Swift"),  # "year": noun.time
    ("Messi broke my heart in the final.", "Messi"),  # one word the data knows
    ("Shakespeare taught me more than school.", "Shakespeare"),
    ("Lionel Messi inspired my son to play.", "Lionel Messi"),  # "inspire": verb.emotion
    ("Barack Obama changed my life.", "Barack Obama"),  # "life": noun.state
    ("Santa Claus brought my kids a bike.", "Santa Claus"),
    ("Customer Service called me back.", "Customer Service"),
    ("Hope Street gave me a lift.", "Hope Street"),  # a first name, then a place's word
    ("Daisy Chain were my favourite band.", "Daisy Chain"),  # a copula, no deed
    ("Amazon Prime charged me twice.", "Amazon Prime"),
    ("Maya Angelou got me through a rough year.", "Maya Angelou"),  # the author, then what the work did
    ("Carl Sagan makes me feel small in a good way.", "Carl Sagan"),
    ("Elon Musk owes me money.", "Elon Musk"),  # the deed goes on past "me": a public figure's news as often
])
def test_a_public_figures_work_or_a_firm_acting_on_the_author_stays_unflagged(text, word):
    assert word not in [n for n, _, _ in names(text)]


@pytest.mark.parametrize("before,close", [
    ("our lodger ", True), ("my carpool buddy ", True), ("my neighbor, ", True),
    ("my favourite author ", False),  # an adjective of WordNet between: admiration
    ("my new car ", False),  # no person noun
    ("my ", False), ("in our lodge ", False),
])
def test_person_noun_apposition(before, close):
    from models.prefilter.pii.person import _person_noun_apposition

    assert _person_noun_apposition(before) is close


@pytest.mark.parametrize("word,lemma", [
    ("drove", "drive"), ("fixed", "fix"), ("coaches", "coach"), ("called", "call"), ("taught", "teach"),
    ("carries", "carry"), ("signed", "sign"), ("stopped", "stop"), ("the", None), ("xyzzed", None),
])
def test_verb_lemma_of_a_form(word, lemma):
    from models.prefilter.pii.person import _verb_lemma

    assert _verb_lemma(word) == lemma
