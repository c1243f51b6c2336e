"""Climate said of one's own place: "the winters here are brutal, snow till April", "monsoon season is
starting here", "we get typhoons every year round here". Weather words alone say little (everyone has
weather); tied to where the author lives they narrow it to a climate zone. A weather word counts when the
same sentence places it at home ("here", "round here", "where I live", "our winters", "back home", "in my
city"); it becomes a neutral word of the same kind ("snow" → "bad weather", "typhoons" → "storms").

Where the words come from: the weather and climate phenomena of the WMO's International Meteorological
Vocabulary (WMO-No. 182) and the seasons of the Köppen climate zones (monsoon, dry and wet season, polar
night, midnight sun), in their everyday English forms, written down by hand with neutral replacements.

Near misses kept out: weather words with no home in the sentence ("the movie had snow scenes", "a storm of
tweets"), figurative uses ("snowed under", "brainstorm" — whole words only), and weather elsewhere
("the snow in Colorado was great on our trip" has no home cue)."""

from __future__ import annotations

import re

from .lexicon import LexiconRecognizer

WEATHER: dict[str, str] = {
    # cold climates
    "snow": "bad weather", "snowfall": "bad weather", "snowstorm": "storm", "snowstorms": "storms",
    "snowy": "wintry", "blizzard": "storm", "blizzards": "storms", "sleet": "rain", "frost": "cold",
    "frosty": "chilly", "icy": "slippery", "ice storm": "storm", "ice storms": "storms", "freezing": "chilly",
    "subzero": "chilly", "sub-zero": "chilly", "below zero": "cold", "below freezing": "cold",
    "polar night": "dark season", "midnight sun": "long days", "northern lights": "night sky",
    "aurora": "night sky", "permafrost": "cold ground", "long winters": "long seasons",
    "long winter": "long season", "long dark winters": "long seasons", "dark winters": "dark seasons",
    "harsh winters": "tough seasons", "brutal winters": "tough seasons", "white christmas": "cold Christmas",
    "snowed in": "stuck inside", "snow days": "days off", "snow day": "day off",
    # hot, wet and stormy climates
    "monsoon": "rainy season", "monsoons": "rains", "monsoon season": "rainy season", "typhoon": "storm",
    "typhoons": "storms", "hurricane": "storm", "hurricanes": "storms", "hurricane season": "storm season",
    "cyclone": "storm", "cyclones": "storms", "tornado": "storm", "tornadoes": "storms", "tornados": "storms",
    "tornado season": "storm season", "humid": "warm", "humidity": "heat", "muggy": "warm", "sweltering": "hot",
    "scorching": "hot", "heatwave": "hot spell", "heat wave": "hot spell", "heatwaves": "hot spells",
    "tropical heat": "heat", "dry season": "season", "wet season": "rainy season", "rainy season": "season",
    "harmattan": "dry wind", "bushfire": "fire", "bushfires": "fires", "bushfire season": "fire season",
    "wildfire season": "fire season", "drought": "dry spell", "droughts": "dry spells", "sandstorm": "storm",
    "sandstorms": "storms", "dust storms": "storms", "christmas in summer": "Christmas in the sun",
    "summer christmas": "sunny Christmas",
}
# Where the author lives, in the same sentence.
_HOME = re.compile(
    r"\b(?:here(?! and there)|where i live|where we live|back home|"
    r"our (?:[a-z]+\s+)?(?:winters?|summers?|weather|climate|seasons?|springs?|autumns?|falls?)|we get|we have|we had|we've got|in my (?:city|town|area|country|region|neck of the woods|village|part)|"
    r"this part of the world|these parts|local|hometown)\b", re.IGNORECASE)


class ClimateRecognizer(LexiconRecognizer):
    family = "climate"
    category = "city_country"
    reason = "The climate where you live hints at the region."
    TERMS = WEATHER
    SENTENCE_SAYS = _HOME
