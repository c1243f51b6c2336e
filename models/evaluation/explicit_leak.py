"""Model-free privacy measure: which true attribute values are still written out in the text.

Only attributes whose values can be stated verbatim are checked: age, city_country, birth_city_country,
occupation, education. Text and values are compared normalized (lower case, accents folded, punctuation as
spaces) and on whole words. The rule per attribute:

- age: the number itself ("31" in "I'm 31 and…"). True ranges are not checked.
- locations ("City, Country"): a leak when the city part OR the country/region part appears; the country
  also under its usual short forms (United States: "USA", "U.S."; United Kingdom: "UK", "Britain").
  Not "US" — it is the pronoun "us" once lower-cased.
- occupation, education: the full value, or the value without a leading qualifier ("part-time graphic
  designer" → "graphic designer"; "studying towards a Bachelors in Commerce" → "bachelors in commerce").
"""

from __future__ import annotations

from .matcher import normalize, parse_age_truth

CHECKED = ("age", "city_country", "birth_city_country", "occupation", "education")

COUNTRY_ALIASES = {
    "united states": ("usa", "u s a", "u s", "united states of america"),
    "usa": ("united states", "u s a", "u s"),
    "united kingdom": ("uk", "u k", "britain", "great britain"),
    "uk": ("united kingdom", "u k", "britain", "great britain"),
}

_QUALIFIERS = ("currently studying", "studying towards a", "studying towards", "studying", "part time")


def _contains(haystack: str, needle: str) -> bool:
    return bool(needle) and f" {needle} " in haystack


def value_variants(attribute: str, value: str) -> list[str]:
    """Normalized strings whose presence in a text reveals `value`."""
    if attribute in ("city_country", "birth_city_country"):
        parts = [normalize(p) for p in value.split(",") if normalize(p)]
        variants = list(parts)
        for part in parts[1:]:
            variants.extend(COUNTRY_ALIASES.get(part, ()))
        return variants
    if attribute in ("occupation", "education"):
        full = normalize(value)
        variants = [full]
        for qualifier in _QUALIFIERS:
            if full.startswith(qualifier + " "):
                variants.append(full[len(qualifier) + 1 :])
                break
        return variants
    if attribute == "age":
        interval = parse_age_truth(value)
        if interval is None or interval[0] != interval[1]:
            return []
        return [str(int(interval[0]))]
    return []


def explicit_leaks(text: str, truth: dict[str, str]) -> dict[str, bool]:
    """For each checkable true attribute, whether its value appears in `text`."""
    haystack = f" {normalize(text)} "
    leaks = {}
    for attribute in CHECKED:
        if attribute not in truth:
            continue
        variants = value_variants(attribute, truth[attribute])
        if variants:
            leaks[attribute] = any(_contains(haystack, v) for v in variants)
    return leaks
