"""The work of a trade said as its verb and its object ("laying bricks", "crunching numbers", "driving a taxi",
"keeping books"): read from the job titles that WordNet writes as object + agent noun ("bricklayer",
"number cruncher", "taxi driver", "bookkeeper"), so the activity is the title taken apart.

Where the pairs come from (Princeton WordNet 3.0, data/wordnet.py):
- the titles of data/jobs.py (WordNet's working people below skilled worker, employee, professional, … and the
  hand list there) that split into a noun and an agent noun: open ("taxi driver", "bean counter") or closed
  ("bricklayer" = brick + layer, "bookkeeper" = book + keeper), the agent noun a WordNet noun that is a WordNet
  verb plus "-er"/"-r"/"-or" (a doubled consonant undone: "digger" → dig) and the object a WordNet noun;
- the other building materials beside a pair's object ("brick" → concrete, cement, mortar, lumber, flooring, …;
  `_other_materials`): "laying concrete" is the bricklayer's verb with WordNet's next material;
- the person nouns whose only hypernym is WordNet's "calculator, reckoner, figurer, estimator" ("an expert at
  calculation", 09887034), which data/wordnet_jobs.py leaves out with the rest of "expert", taken apart the
  same way: "number cruncher" → crunch + number. WordNet also lists the act ("number crunching", noun.act).

Left out, each a near miss of the rule (`_EVERYDAY_VERBS`, `_NOT_OBJECTS`, `_LEFT_OUT`, each with why): verbs
whose verb + object anyone does at home or for fun ("make bread", "keep a diary", "watch birds", "paint a
house"), first words that are a rank, a time or a quality ("head teacher", "day laborer"), and pairs that are
an idiom, a crime, a hobby, a toy, a splitting accident of a closed compound ("milliner" = mil + liner), or
an object of another sense ("stock" of a farm or of a market, "spot" welding).
"""

from __future__ import annotations

import functools
from typing import NamedTuple

from . import wordnet
from .jobs import all_titles

# Verbs whose title names a job but whose verb + object is what anyone does at home or for fun: "make bread"
# (bread maker), "make films" (film maker is kept by its own title through cues/occupation.py), "watch", "love",
# "collect", "hunt", "read", "write" (anyone writes songs or copy), "drive" (a car, a truck: only a vehicle for
# hire is kept, _KEPT_PAIRS), "use", "sit" (babysitter), "give" (caregiver: "give care" is said of family), "take"
# ("take care"),
# "keep" except books ("keep bees" is a hobby, "keep a diary", "keep the door"), "work" (any worker "works" a
# field: "work the line"), "manage" (anyone manages a project or a household), "design", "plan", "lead",
# "direct", "produce", "develop", "research", "train", "travel", "play", "dance", "sell" except as a trade, "hold",
# "own", "fight", "win", "earn", "deal" (deal cards), "clean" (clean windows, the street, dishes at home), "wash",
# "paint" (a house, a portrait: anyone), "cut" (wood, a garment), "tend" (tend bar is kept: "tend" + "bar").
# Some of their objects still make a trade in a trade's shape of the phrase: EVERYDAY_TRADES below.
_EVERYDAY_VERBS = frozenset("""make watch love collect hunt read write use sit give take keep work manage design plan
lead direct produce develop research train travel play dance hold own fight win earn deal clean wash paint cut
drive sell edit teach profess instruct tutor advise present speak visit examine inspect assess survey command govern
bear bank commission contract found set shoot trade buy merchandise adjust organise organize fundraise dress""".split())
# What a verb of _EVERYDAY_VERBS still says of a trade with this object (the title's own pair, by hand):
# "tend bar", "keep books" (the accounts), "drive a taxi/cab" (for hire).
_KEPT_PAIRS = frozenset({("tend", "bar"), ("keep", "book"), ("drive", "taxi"), ("drive", "cab"), ("drive", "taxicab")})
# First words of a title that are a rank, a time or a place of work, not what the work is done to.
_NOT_OBJECTS = frozenset("""head day assistant associate full visiting private personal public social general
chief senior junior field guest fellow line power high low black white small double dry commercial development
research retail city district executive wage youth quality risk""".split())
# Pairs the rule gives that are no trade's work said in English, by why (all 98 pairs the rule gives on WordNet
# 3.0 were read; tests/test_prefilter_trade_activity.py lists the kept ones):
_LEFT_OUT = frozenset({
    # a closed compound split by accident or a prefix taken for the object
    ("act", "red"), ("line", "mil"), ("sign", "con"), ("troll", "comp"), ("troop", "para"), ("gain", "bar"),
    ("market", "super"), ("brew", "technical"), ("labor", "manual"), ("photograph", "press"), ("weld", "spot"),
    ("programme", "multimedia"), ("crop", "share"), ("job", "stock"), ("sink", "die"), ("slog", "foot"),
    ("troop", "state"), ("tut", "music"), ("seek", "place"), ("walk", "floor"), ("walk", "shop"), ("wait", "wine"),
    ("mine", "placer"), ("mine", "strip"), ("farm", "tenant"), ("undertake", "funeral"), ("shift", "scene"),
    # an idiom or a crime more than a job ("gold digger", "ambulance chaser", "pill pusher", "trustbuster")
    ("dig", "gold"), ("chase", "ambulance"), ("peddle", "drug"), ("push", "pill"), ("roll", "pill"),
    ("bust", "trust"), ("bust", "sod"), ("gun", "machine"), ("throw", "grenade"), ("wreck", "house"),
    # a toy, a home job, a hobby or a citizen's act: "stuffed animals", "paper the walls", "trim the window",
    # "grow fruit", "carve wood", "blow glass", "catch the dog", "count the votes", "forecast the weather",
    # "breed plants", "dig mud", "jerk soda"
    ("stuff", "animal"), ("paper", "wall"), ("trim", "window"), ("grow", "fruit"), ("carve", "wood"),
    ("blow", "glass"), ("catch", "dog"), ("count", "vote"), ("forecast", "weather"), ("breed", "plant"),
    ("dig", "mud"), ("jerk", "soda"),
    # "stock" is a farm's and a market's: which one is not said by the verb
    ("breed", "stock"), ("farm", "stock"), ("raise", "stock"),
    # rarer than the title and said of other things ("build a coach", "log mud", "drape linen", "skin a
    # mule", "staple wool", "dispatch a train", "gather the toll", "vend news", "rig oil", "beat gold")
    ("build", "coach"), ("log", "mud"), ("drape", "linen"), ("skin", "mule"), ("staple", "wool"),
    ("dispatch", "train"), ("gather", "toll"), ("vend", "news"), ("rig", "oil"), ("beat", "gold"),
    ("lay", "plate"),  # a platelayer lays rails; "lay the plates" is setting a table
    ("drive", "truck"),  # a pickup is a car in the US: "I drive a truck" is no job by itself
})
# Of the pairs the rule gives for the verbs of _EVERYDAY_VERBS (all of them read; printed by the rule), those
# whose object makes the verb a trade's when said as a trade says it (cues/trade_activity.py: a plural or mass
# object, or a workplace or vehicle after "a"/"the"; never "my"/"our"): "teaching math", "managing a
# restaurant", "making furniture", "fighting fires", "driving a bus", "setting bones", "developing software".
# Left out of that list: hobbies and home jobs ("watch birds", "make bread", "keep bees", "paint a portrait",
# "write songs", "clean windows", "cut wood", "collect stamps"), an object that is no noun of its own in the
# phrase ("design graphic", "shoot trouble", "write ghost") and rare or odd phrasings ("dress windows").
EVERYDAY_TRADES: dict[str, frozenset[str]] = {verb: frozenset(objects.split()) for verb, objects in {
    "teach": "art geometry math mathematics music piano reading science",
    "manage": "farm hotel office project quarry restaurant store theatre warehouse",
    "make": "barrel cabinet clock furniture hat lens rope statue film movie",
    "fight": "fire", "cut": "gem garment", "drive": "bus", "edit": "film copy newspaper",
    "sell": "book stationery", "write": "copy script speech", "set": "bone type",
    "keep": "bar inn shop store tavern saloon", "survey": "land building",
    "design": "furniture jewellery textile set interior product", "paint": "house sign",
    "direct": "film", "develop": "software game", "produce": "film", "collect": "tax",
    "take": "census", "work": "construction",
}.items()}
_CALCULATOR = 9887034  # WordNet 3.0 noun.person "calculator, reckoner, figurer, estimator, computer"


class TradeActivity(NamedTuple):
    verb: str  # "lay"
    noun: str  # "brick" (singular, as WordNet lists it)
    title: str  # "bricklayer": where the pair comes from
    everyday: bool = False  # a verb anyone uses (EVERYDAY_TRADES): only a trade's shape of the phrase counts


_BUILDING_MATERIAL = "building material"
_THING_LEXFILES = (6, 27)  # `lexnames`: noun.artifact, noun.substance


def _other_materials(noun: str) -> frozenset[str]:
    """When a sense of `noun` is one of WordNet's building materials ("brick"), the other one-word building
    materials beside it ("concrete", "cement", "mortar", "lumber", "shingle", …): the bricklayer's
    verb is the trade's for them all ("laying concrete"). Only nouns whose most frequent sense is a thing or a
    substance: not "staff" (first the people of a place: "lay staff") or "shake"."""
    parent = wordnet.lookup(_BUILDING_MATERIAL)[0]
    marker = f" @ {parent:08d} n "
    if not any(marker in wordnet._lines("noun")[offset] for offset in wordnet.lookup(noun)):
        return frozenset()
    lemmas = {lemma.lower() for line in wordnet._lines("noun").values() if marker in line
              for lemma in wordnet.parse_line(line, "n").lemmas if " " not in lemma and lemma.lower() != noun}
    first = wordnet.lookup_all(lemmas)
    return frozenset(lemma for lemma in lemmas if first[lemma]
                     and wordnet.synset_at(first[lemma][0], "n").lexfile in _THING_LEXFILES)


def _agent_verb(agent: str, verbs: frozenset[str]) -> str | None:
    """The verb an agent noun is made from: "layer" → lay, "cruncher" → crunch, "digger" → dig."""
    if not agent.endswith(("er", "or")) or len(agent) < 5:
        return None
    for verb in (agent[:-2], agent[:-1], agent[:-3] if agent[-3] == agent[-4] else ""):
        if len(verb) >= 3 and verb in verbs:
            return verb
    return None


def _split(title: str, verbs: frozenset[str], nouns: frozenset[str]) -> tuple[str, str] | None:
    """A title as (verb, object) when it is an object noun + an agent noun, else None."""
    words = title.split()
    if len(words) == 2:
        noun, agent = words
        verb = _agent_verb(agent, verbs)
        return (verb, noun) if verb and noun in nouns else None
    if len(words) != 1:
        return None
    for at in range(3, len(title) - 4):
        noun, agent = title[:at], title[at:]
        if agent in nouns:  # the agent must be a noun of its own ("layer", "keeper"), not "penter" of carpenter
            verb = _agent_verb(agent, verbs)
            if verb and noun in nouns:
                return verb, noun
    return None


@functools.lru_cache(maxsize=1)
def trade_activities() -> tuple[TradeActivity, ...]:
    """Every (verb, object) pair, one per pair (the first title that gives it), in a stable order."""
    verbs = wordnet.verb_lemmas()
    with open(wordnet.database_dir() / "index.noun", encoding="latin-1") as index:
        nouns = frozenset(line.partition(" ")[0].replace("_", " ") for line in index if not line.startswith("  "))
    titles = set(all_titles())
    for line in wordnet._lines("noun").values():
        if f" @ {_CALCULATOR:08d} n " in line and line[8:14] == f" {wordnet.PERSON_LEXFILE:02d} n ":
            titles.update(lemma.lower() for lemma in wordnet.parse_line(line, "n").lemmas)
    pairs: dict[tuple[str, str], str] = {}
    everyday: dict[tuple[str, str], str] = {}
    for title in sorted(titles):
        split = _split(title, verbs, nouns)
        if split is None or split[1] in _NOT_OBJECTS or split in _LEFT_OUT:
            continue
        if split[0] in _EVERYDAY_VERBS and split not in _KEPT_PAIRS:
            if split[1] in EVERYDAY_TRADES.get(split[0], ()):
                everyday.setdefault(split, title)
            continue
        pairs.setdefault(split, title)
    for (verb, noun), title in list(pairs.items()):
        for material in _other_materials(noun):
            pairs.setdefault((verb, material), title)
    return tuple(TradeActivity(verb, noun, title) for (verb, noun), title in sorted(pairs.items())) + tuple(
        TradeActivity(verb, noun, title, True) for (verb, noun), title in sorted(everyday.items())
        if (verb, noun) not in pairs)
