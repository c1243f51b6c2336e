"""Nationality adjectives and informal names → ISO country code ("Swiss" → CH, "aussie" → AU)."""

DEMONYMS = {
    "american": "US", "canadian": "CA", "mexican": "MX", "brazilian": "BR", "argentine": "AR",
    "argentinian": "AR", "chilean": "CL", "colombian": "CO", "peruvian": "PE", "venezuelan": "VE",
    "cuban": "CU", "british": "GB", "english": "GB", "scottish": "GB", "welsh": "GB", "irish": "IE",
    "french": "FR", "german": "DE", "swiss": "CH", "austrian": "AT", "italian": "IT", "spanish": "ES",
    "portuguese": "PT", "dutch": "NL", "belgian": "BE", "danish": "DK", "swedish": "SE",
    "norwegian": "NO", "finnish": "FI", "icelandic": "IS", "polish": "PL", "czech": "CZ",
    "slovak": "SK", "hungarian": "HU", "romanian": "RO", "bulgarian": "BG", "greek": "GR",
    "turkish": "TR", "russian": "RU", "ukrainian": "UA", "croatian": "HR", "serbian": "RS",
    "slovenian": "SI", "lithuanian": "LT", "latvian": "LV", "estonian": "EE", "israeli": "IL",
    "egyptian": "EG", "moroccan": "MA", "nigerian": "NG", "kenyan": "KE", "ghanaian": "GH",
    "ethiopian": "ET", "zambian": "ZM", "zimbabwean": "ZW", "tanzanian": "TZ", "ugandan": "UG",
    "south african": "ZA", "indian": "IN", "pakistani": "PK", "bangladeshi": "BD", "sri lankan": "LK",
    "nepali": "NP", "chinese": "CN", "japanese": "JP", "korean": "KR", "south korean": "KR",
    "vietnamese": "VN", "thai": "TH", "filipino": "PH", "indonesian": "ID", "malaysian": "MY",
    "singaporean": "SG", "taiwanese": "TW", "australian": "AU", "aussie": "AU", "kiwi": "NZ",
    "new zealander": "NZ", "iranian": "IR", "iraqi": "IQ", "saudi": "SA", "emirati": "AE",
    "lebanese": "LB", "syrian": "SY", "jordanian": "JO", "brit": "GB", "yank": "US", "scot": "GB",
}
# Words that are nationalities but mostly mean something else in lower case.
LOWERCASE_AMBIGUOUS = frozenset({"kiwi", "english", "french", "turkish", "polish", "brit", "yank", "thai"})


def nationality_word(word: str) -> bool:
    """A nationality word or its plural for the people ("Scot", "Aussies", "kiwis"), in any case."""
    low = word.lower()
    return low in DEMONYMS or (low.endswith("s") and low[:-1] in DEMONYMS)
