"""British vocabulary ("crisps", "pushchair", "anti-clockwise", "the off-licence") from the `breame`
package's list of British-only terms, each with the American word its definition gives ("(US …)"): the
word places the author in Britain or a Commonwealth country, the American word is what most English text
on the web uses. Spelling is cues/spelling.py's (weak, not edited by default); a word of its own is a
stronger hint, edited at the default threshold like the hand list of data/regional_terms.py.

What is taken from breame and what is not: terms whose definition names one clear American equivalent of
at most three words, and that are rare in English text as a whole (wordfreq Zipf < 4: "petrol", not
"rubbish"'s everyday "nonsense" sense alone). Left out by hand, after reading breame's list: terms with a
common sense outside Britain ("trainers" are also people who train, "hoarding" a habit, "mince" a verb,
"nicked" also "cut", "wag", "bowler", "gaffer"), and equivalents breame states loosely ("barmy" → "balmy",
"wing mirrors" → "fenders", "bedsit" → "see SRO")."""

from __future__ import annotations

import functools
import re

from .lexicon import LexiconRecognizer

ZIPF_MAX = 4.0
_EXCLUDED = frozenset("""arsed artic barmy bedsit bowler breve clanger codswallop codd's-wallop crotchet doss
    draper draughts earthed gaffer giro hash-sign jam-sandwich knacker's-yard mentioned-in-despatches mince
    minim nicked overleaf p45 perspex quaver send-to-coventry semibreve squadron-leader territorial
    the-dog's-bollocks the-mains tonk wag wally welly wing-mirrors winkle y-fronts gangway swot jemmy nark
    trainers hoarding guard's-van hand-brake cotton-wool stone-the-crows bollocks""".split())
_EQUIVALENT = re.compile(r"\(US:?\s+([^);]+)")
_LOOSE = re.compile(r"[:\"®]|^(?:and|equivalent|similar|usually|may|var|in the|see)\b", re.IGNORECASE)


@functools.lru_cache(maxsize=1)
def british_terms() -> dict[str, str]:
    """{British term: American equivalent} as described above."""
    from breame.data.british_terms_constants import BRITISH_ENGLISH_ONLY_TERMS  # type: ignore[import-untyped]
    from wordfreq import zipf_frequency

    out: dict[str, str] = {}
    for keys, definition in BRITISH_ENGLISH_ONLY_TERMS.items():
        m = _EQUIVALENT.search(definition)
        if m is None:
            continue
        american = re.split(r",|;| or |\. ", m.group(1))[0].strip()
        if _LOOSE.search(american) or len(american.split()) > 3:
            continue
        for key in re.split(r"\s*[,/]\s*", keys):
            if key and key.replace(" ", "-") not in _EXCLUDED and zipf_frequency(key, "en") < ZIPF_MAX:
                out[key.lower()] = american
    return out


class BritishTermRecognizer(LexiconRecognizer):
    family = "british_term"
    category = "city_country"
    reason = "A British word hints at where you live or grew up."

    def __init__(self) -> None:
        self.TERMS = british_terms()
        super().__init__()
