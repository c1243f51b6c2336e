"""Sub-city administrative areas named by their unit's noun after the name (everyday9): "Rubaga Division", "Kukatpally
Mandal", "Ikeja LGA", "Kasarani Ward", "Lungujja Parish". The nouns are the lower administrative units of the
English-speaking countries as Wikipedia's "List of administrative divisions by country" names them (Uganda:
division, parish, sub-county; India: mandal, taluk(a), tehsil, ward; Nigeria: LGA; Kenya: ward, constituency;
Bangladesh: upazila; Zambia and others: district, ward). A unit's name is a word English text seldom writes (wordfreq
Zipf below 3), so a firm's or a league's division ("Sales Division", "Premier Division", "Second Division") and a
hospital's ward ("Maternity Ward") stay; a place without its unit's noun is the place recognizers' to judge."""

from __future__ import annotations

import re

from ..context import Context
from ..recognizer import Recognizer
from ...records import Finding

_UNITS = ("Division", "Ward", "Sub-county", "Sub-County", "Subcounty", "Parish", "Mandal", "Taluk", "Taluka", "Tehsil",
          "Upazila", "LGA", "Constituency", "District")
_AREA = re.compile(r"(?<![\w'’-])(?P<name>[A-Z][a-z][\w'’-]*(?:[ \t][A-Z][a-z][\w'’-]*)?)[ \t]+(?:"
                   + "|".join(_UNITS) + r")(?![\w-])")
_NEEDLES = tuple(u.lower() for u in _UNITS)
_RARE_ZIPF = 3.0


class AdminAreaRecognizer(Recognizer):
    name = "admin_area"
    categories = ("city_country",)

    def find(self, ctx: Context) -> list[Finding]:
        if not ctx.has_any(_NEEDLES):
            return []
        from wordfreq import zipf_frequency

        out: list[Finding] = []
        for m in _AREA.finditer(ctx.text):
            if not all(zipf_frequency(w.lower(), "en") < _RARE_ZIPF for w in m.group("name").split()):
                continue  # "Sales Division", "Maternity Ward": everyday words, no place's name
            out.append(Finding(m.start(), m.end(), m.group(), "city_country", 0.7, "medium", "admin_area.unit",
                               "Names the area where someone lives.", m.group()))
        return out
