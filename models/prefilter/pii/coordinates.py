"""Map coordinates: a latitude and a longitude pinpoint where someone is ("I'm at 51.5074, -0.1278", "40°44′55″N
73°59′11″W"). Degrees with minutes and seconds, or with a hemisphere letter, are coordinates wherever they stand;
bare decimal pairs only beside a word of place or position ("at", "location", "coordinates", "GPS", "pin"), since a
pair of decimals is as often two measurements ("scores 12.345, 67.891")."""

from __future__ import annotations

import re

from ..recognizer import Pattern, PatternRecognizer

_LAT = r"[-+]?(?:[1-8]?\d\.\d{3,}|90\.0{3,})"  # three decimals or more: ~100 m, a place, not a region
_LON = r"[-+]?(?:1[0-7]\d\.\d{3,}|\d{1,2}\.\d{3,}|180\.0{3,})"
_DMS = r"\d{1,3}°\s?\d{1,2}['′’]\s?(?:\d{1,2}(?:\.\d+)?[\"″”]\s?)?"


class CoordinatesRecognizer(PatternRecognizer):
    name = "coordinates"
    category = "address"
    reason = "Map coordinates pinpoint a place: where you are or live."
    CONTEXT = ("at", "location", "located", "coordinates", "coords", "gps", "lat", "latitude", "long", "longitude",
               "pin", "dropped", "map", "maps", "here", "position", "spot", "address", "meet")
    PATTERNS = (
        Pattern("dms", re.compile(rf"(?<![\w.]){_DMS}[NS],?\s*{_DMS}[EW](?!\w)"), 0.9, context=()),
        Pattern("hemisphere", re.compile(rf"(?<![\w.]){_LAT}°?\s?[NS],?\s*{_LON}°?\s?[EW](?!\w)"), 0.9, context=()),
        # not one of a list of numbers ("1.234, 5.678 and 9.101 mm") nor a pair with a unit
        Pattern("decimal", re.compile(rf"(?<![\w.-])(?<!\d,\s)(?<!\d,){_LAT},\s?{_LON}"
                                      r"(?![\w.]|\s*(?:,|and|or|&)\s*[-+]?\d|\s?(?:%|°[CF]|(?:mm|cm|km|m|kg|g|mg|ml|l|s|ms)\b))"),
                0.8),
    )
