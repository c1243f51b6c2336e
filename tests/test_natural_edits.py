"""Issue 12 (edits2): the table's edits keep the sentence natural. Each row is a whole draft and what the no-model
engine makes of it: the defect classes read in the tuning halves' edits (bench/edit_review.py) and, beside each,
the near misses (words that look like the case and must keep their old edit, or none).

Classes: a second determiner ("the an organization"), a word said twice across the edit's edge ("mining region
region"), a capital in mid-sentence ("and Public servant Kirk"), "ain't" after a plural noun ("these knees isn't"),
a compass word left before a stand-in ("in north a European country"), a contraction read as the noun a place
qualifies ("but local isn't"), a title in a name read as a job ("Captain Planet"), a word read in the wrong sense
("empanadas and friend" for the drink, Swedish "och" as "oh", "irl" as "offline", "sharp-sharp" as "see you"),
"somewhat" before a word that is mostly an adverb ("somewhat just ignored")."""

import pytest

from models.engine import Engine
from models.policy import Policy
from models.records import Suggestion
from models.suggestions import SuggestionBook, apply


def anonymize(draft: str) -> str:
    return Engine.load(use_llm=False).anonymize(draft, Policy()).text


SENTENCES = [
    # a determiner before a stand-in that brings its own: the draft's stays, the stand-in's goes
    ("we actually have a lil' gem called the Pearl Farmers Market - love it",
     "we actually have a little gem called the market - love it"),  # the kind says what sort of place, not which
    ("Acme Inc. hired me last year.", "A company hired me last year."),  # the abbreviation's stop goes with the name
    ("I play for Clontarf GAA on Sundays.", "I play for a sports club on Sundays."),
    # one adjective between the draft's determiner and the stand-in's: still one determiner
    ("the bloody Sunshine Daycare again.", "the bloody nursery again."),
    ("I told the kids Paris was lovely.", "I told the kids a European city was lovely."),  # a noun between: kept
    ("just me, wifey, and the campfire", "just me, my partner, and the campfire"),
    ("Can confirm - my hubby runs his business", "Can confirm - my partner runs his business"),
    ("it's been a while since i had an authentic bunny chow", "it's been a while since i had an authentic curry"),
    ("we also have a special dish, bunny chow", "we also have a special dish, curry"),
    # near miss: "that" here is a conjunction, so the stand-in keeps its "my"
    ("a flick or two that the missus might not vibe with", "a flick or two that my partner might not vibe with"),
    # the stand-in's last word is the draft's next word: said once
    ("all from my dear Copperbelt region", "all from my dear local region"),  # a region now (regions1)
    # a capital in mid-sentence from a title or a quoted word: lower case; a quote that goes on keeps its capital
    ("with Spock and Captain Kirk", "with Spock and public servant K."),
    ("And who can forget tasty ‘Nshima’", "And who can forget tasty ‘porridge’"),
    ('Woke up and thought, "Crikey, gotta tighten the belt"', 'Woke up and thought, "Wow, gotta tighten the belt"'),
    ("Question description: Back in the day, I remember", "Question description: In the past, I remember"),
    ("Nshima is what we eat.", "Porridge is what we eat."),
    ("'Cause let's face it, it works.", "Because let's face it, it works."),
    ("it works 'cause it's simple", "it works because it's simple"),
    # "ain't" agrees with a plural noun phrase (its head before a preposition; nouns joined by "and")
    ("Blokes on the internet just ain't the same", "Guys on the internet just aren't the same"),
    ("these knees ain't what they used to be", "these knees aren't what they used to be"),
    ("shepherd’s pie and black puds ain't something you come across",
     "shepherd’s pie and black puds aren't something you come across"),
    ("those classy waterfront restaurants in Cape Town ain't cheap",
     "those classy waterfront restaurants in an African city aren't cheap"),
    ("my parents ain't seen it", "my parents haven't seen it"),
    # near misses: a singular head, a gerund, a noun that ends in s, the tag question
    ("Life in Madrid ain't too bad either", "Life in a European city isn't too bad either"),
    ("deep-sea fishing ain't no regular weekend activity", "deep-sea fishing is no regular weekend activity"),
    ("the news ain't good", "the news isn't good"),
    ("honestly it’s all personal budget battles ain’t it", "honestly it’s all personal budget battles isn't it"),
    # a compass word goes with the country or state it names part of; not in a country's own name or a continent
    ("my parents took us kids to Kiruna in north Sweden to see it",
     "my parents took us kids to a European city in a European country to see it"),
    ("we drove through west Texas last summer", "we drove through a US state last summer"),
    ("something truly unique to this part of South Africa", "something truly unique to this part of an African country"),
    ("Oh, South America's on my bucket list", "Oh, South America's on my bucket list"),
    ("I love North America", "I love North America"),
    # a contraction after a place is its verb; a noun after it is what it qualifies
    ("but Cape town isn't lacking in beauty either", "but an African city isn't lacking in beauty either"),
    ("Cape Town prices are wild", "Local prices are wild"),
    ("we left Paris yesterday", "we left a European city yesterday"),
    # a title in a character's name is no job; the author's own title before their name is
    ("you're taking me on a nostalgia trip with Captain Planet", "you're taking me on a nostalgia trip with Captain Planet"),
    ("even though I'm logged in as Doctor Laurie Palmer. Has anyone",
     "even though I'm logged in as healthcare worker L. Has anyone"),
    ("I'm a captain in the army", "I'm a public servant in the army"),
    ("Captain of the team, that was me", "Captain of the team, that was me"),
    # "mate" the drink is no friend; the friend and the word said to the reader keep their edits
    ("fortified by takeaway empanadas and mate", "fortified by takeout empanadas and mate"),
    ("never skip yer mate breaks", "never skip yer mate breaks"),
    ("I love my yerba mate in the morning", "I love my yerba mate in the morning"),
    ("me and my mate went fishing", "me and my friend went fishing"),
    ("Cheers for the conversation mate", "Cheers for the conversation friend"),
    # Scots "och" opens a clause; in mid-clause it is Swedish "and"
    ("Och, it's nae bother", "Oh, it's nae bother"),
    ("fika och promenade, det är vad vi gör", "coffee och promenade, (foreign phrase)"),
    # the standard words of the same sense
    ("degrees mean squat without putting skills to use irl", "degrees mean squat without putting skills to use in real life"),
    ('i find myself saying "sharp-sharp" instead of okay', 'i find myself saying "alright" instead of okay'),
    # the hedge before a word that is mostly an adverb stays "kind of"; before an adjective, "somewhat"
    ("never felt pushed away cuz of it sorta just ignored expectations",
     "never felt pushed away because of it sort of just ignored expectations"),
    ("the vibes can sometimes feel kinda off, you know", "the vibes can sometimes feel somewhat off, you know"),
    ("some days it feels kinda lonely", "some days it feels somewhat lonely"),
]


@pytest.mark.parametrize("draft,expected", SENTENCES)
def test_sentence(draft: str, expected: str) -> None:
    assert anonymize(draft) == expected


def _one(draft: str, original: str, replacement: str, category: str = "city_country") -> str:
    start = draft.index(original)
    s = Suggestion("", start, start + len(original), original, replacement, category, "medium", "prefilter", "")
    book = SuggestionBook(draft)
    book.add([s])
    return apply(draft, book.suggestions())


@pytest.mark.parametrize("draft,original,replacement,expected", [
    ("no matter if it's a Monet or a Banksy", "Banksy", "a place", "no matter if it's a Monet or a place"),
    ("I told her Paris was great", "Paris", "a European city", "I told her a European city was great"),
    ("in Paris", "Paris", "a European city", "in a European city"),
    ("my dear Copperbelt region", "Copperbelt", "mining region", "my dear mining region"),
    ("the Grand Canyon trip", "Grand Canyon", "the canyon", "the canyon trip"),
    ("to Cape Town town hall", "Cape Town", "a city", "to a city town hall"),  # only the stand-in's last word
])
def test_agreement_at_the_edges(draft: str, original: str, replacement: str, expected: str) -> None:
    assert _one(draft, original, replacement) == expected


@pytest.mark.parametrize("draft,original,replacement,category,expected", [
    # a pseudonym (ChatGPT's style) is a name: its case is its own, even when its first word is a word (CI caught
    # "Please write to mason Holden")
    ("Please write to John Okafor today.", "John Okafor", "Mason Holden", "name", "Please write to Mason Holden today."),
    ("I work at Acme Corp now.", "Acme Corp", "Baker Logistics", "occupation", "I work at Baker Logistics now."),
    ("Ask John about it.", "John", "Mason", "name", "Ask Mason about it."),
    # a table stand-in in mid-sentence still loses the capital it took from a title
    ("and Captain Kirk said", "Captain", "Public servant", "occupation", "and public servant Kirk said"),
])
def test_case_of_a_stand_in_in_mid_sentence(draft: str, original: str, replacement: str, category: str,
                                            expected: str) -> None:
    assert _one(draft, original, replacement, category) == expected


LANGUAGE = [
    # a nationality word naming a language (a noun after "in", "between", a verb of speaking, or before "was my
    # first language") becomes "the local language"; as an adjective or a nationality it keeps its old edit
    ("actually grew up right smack in the netherlands. so yep, dutch was my first language",
     "actually grew up right smack in a European country. so yep, the local language was my first language"),
    ("grew up right smack in the netherlands. now i switch between dutch and english",
     "grew up right smack in a European country. now i switch between the local language and english"),
    ("I'm Dutch and proud", "I'm European and proud"),
    ("as a Kiwi, I love it", "as a local, I love it"),
]


@pytest.mark.parametrize("draft,expected", LANGUAGE)
def test_language(draft: str, expected: str) -> None:
    assert anonymize(draft) == expected


SENSES = [
    # "garçon" after a word of size or youth is the boy; alone it keeps the English loanword's waiter
    ("back in the day when i was a lil' garçon, my town had nothing",
     "in the past when i was a little boy, my town had nothing"),
    ("Garçon, the bill please", "Waiter, the bill please"),
    # a foreign word inside a name of its language stays for the name's detectors; "in casa" is "at home"
    ("a quiet walk up the casa de campo", "a quiet walk up the casa de campo"),
    ("the tapas scene right here in casa", "the tapas scene right here at home"),
    ("we ate at my casa", "we ate at my home"),
    # a currency's everyday name before a noun is the adjective ("real", "gold"); before a preposition it is money
    ("reviews online, some real gems surface up in the spots", "reviews online, some real gems surface up in the spots"),
    ("I spent a few rand on snacks", "I spent some money on snacks"),
    ("saved some rand for later", "saved some money for later"),
    # "afford" whose object came before it is "manage" ("justify what they could" reads wrong); with its object
    # after it, "justify" as before
    ("everybody brought what they could afford and, boy, those were feasts",
     "everybody brought what they could manage and, boy, those were feasts"),
    ("road trips sound like a luxury i haven't been able to afford",
     "road trips sound like a luxury i haven't been able to manage"),
    ("might be able to afford a nicer phone", "might be able to justify a nicer phone"),
    # "bodega" beside wine words is the wine cellar, no corner store
    ("nailing a legendary bodega vintage that you can't replace", "nailing a legendary bodega vintage that you can't replace"),
    ("grabbed a sandwich at the bodega", "grabbed a sandwich at the corner store"),
    # the apostrophe that opens "'Straya" goes with it
    ("'straya mate, we do know how to live it up", "home friend, we do know how to live it up"),
    ("Cheers from Straya, ya flaming galah", "Cheers from home, ya total fool"),
]


@pytest.mark.parametrize("draft,expected", SENSES)
def test_sense(draft: str, expected: str) -> None:
    assert anonymize(draft) == expected
