"""Devanagari names in the Latin letters India and Nepal write them with on papers and forms ("सुनील" → "Sunil",
"शारदा" → "Sharda" and "Sharada"): the consonants and vowels of the Hunterian transliteration, long vowels written
short, and the inherent "a" dropped at a word's end (not after a cluster: "Aditya") and, in a second reading, between a vowel and a consonant that
carries a vowel sign (Hindi's schwa deletion: "Sharda" is written as often as "Sharada"). Faker lists Indian and
Nepali first names in Devanagari only (hi_IN, mr_IN, ne_NP); its en_IN list has none of "Sunil", "Sharmila",
"Sharda" (issue 11, pii23)."""

from __future__ import annotations

_CONSONANTS = {
    "क": "k", "ख": "kh", "ग": "g", "घ": "gh", "ङ": "n", "च": "ch", "छ": "chh", "ज": "j", "झ": "jh", "ञ": "n",
    "ट": "t", "ठ": "th", "ड": "d", "ढ": "dh", "ण": "n", "त": "t", "थ": "th", "द": "d", "ध": "dh", "न": "n",
    "प": "p", "फ": "ph", "ब": "b", "भ": "bh", "म": "m", "य": "y", "र": "r", "ल": "l", "ळ": "l", "व": "v",
    "श": "sh", "ष": "sh", "स": "s", "ह": "h",
}
_VOWELS = {"अ": "a", "आ": "a", "इ": "i", "ई": "i", "उ": "u", "ऊ": "u", "ऋ": "ri", "ए": "e", "ऐ": "ai", "ओ": "o",
           "औ": "au", "ऑ": "o"}
_SIGNS = {"ा": "a", "ि": "i", "ी": "i", "ु": "u", "ू": "u", "ृ": "ri", "े": "e", "ै": "ai", "ो": "o", "ौ": "au",
          "ॉ": "o"}
_NASALS = {"ं": "n", "ँ": "n", "ः": "h"}
_VIRAMA = "्"
_NUKTA = "़"
_JOINERS = "\u200c\u200d"


def romanized(name: str) -> tuple[str, ...]:
    """The Latin spellings of a Devanagari name (one, or two where a medial "a" may be dropped), capitalized;
    () when the name has a letter outside the tables."""
    # syllables: (consonant letters or "", vowel or None for the inherent "a", nasal)
    units: list[list[str | None]] = []
    for ch in name:
        if ch in _JOINERS or ch == _NUKTA:
            continue
        if ch in _CONSONANTS:
            units.append([_CONSONANTS[ch], None, ""])
        elif ch in _VOWELS:
            units.append(["", _VOWELS[ch], ""])
        elif ch in _SIGNS and units and units[-1][0] and units[-1][1] is None:
            units[-1][1] = _SIGNS[ch]
        elif ch == _VIRAMA and units and units[-1][0] and units[-1][1] is None:
            units[-1][1] = ""  # no vowel: the consonant joins the next
        elif ch in _NASALS and units:
            units[-1][2] = _NASALS[ch]
        else:
            return ()
    if not units:
        return ()

    def spell(drop_medial: bool) -> str:
        out = []
        for i, (consonant, vowel, nasal) in enumerate(units):
            if vowel is None:  # the inherent "a"
                last = i == len(units) - 1
                medial = (drop_medial and 0 < i < len(units) - 1 and units[i - 1][1] not in (None, "")
                          and units[i + 1][0] and units[i + 1][1] not in (None, ""))
                # kept after a final cluster ("Aditya", "Narendra"), dropped after a lone final consonant
                final = last and len(units) > 1 and not nasal and units[i - 1][1] != ""
                vowel = "" if final or medial else "a"
            out.append(f"{consonant}{vowel}{nasal}")
        return "".join(out).capitalize()

    return tuple(dict.fromkeys((spell(False), spell(True))))
