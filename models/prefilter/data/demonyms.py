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
    # session 24: the Philippines' feminine and gender-neutral forms, as Philippine English writes them ("a Filipina
    # domestic helper in Hong Kong" left the nationality; Wiktionary: Filipina, Pinoy, Pinay, Filipinx)
    "filipina": "PH", "pinoy": "PH", "pinay": "PH",
}
# Words that are nationalities but mostly mean something else in lower case.
LOWERCASE_AMBIGUOUS = frozenset({"kiwi", "english", "french", "turkish", "polish", "brit", "yank", "thai"})


def nationality_word(word: str) -> bool:
    """A nationality word or its plural for the people ("Scot", "Aussies", "kiwis"), in any case."""
    low = word.lower()
    return low in DEMONYMS or (low.endswith("s") and low[:-1] in DEMONYMS)


# Session 21: the people of a state, a province, a region or a big city ("a proud Texan", "Yorkshireman", "as a
# Londoner"), each → (the place, its ISO country code). Where the words come from: the US Government Publishing
# Office Style Manual (2016, §5.23, "Demonyms": the 50 states), the Government of Canada's TERMIUM Plus for the
# provinces, and the Oxford English Dictionary's entries for the British, Irish, Australian and big cities' ones,
# written down by hand. Left out: words that name something else first ("Georgian" a country and an era,
# "Victorian" an era, "Islander", "Indian" a nation, "Washingtonian" kept: no other sense).
REGIONAL_DEMONYMS: dict[str, tuple[str, str]] = {
    "alabamian": ("Alabama", "US"), "alaskan": ("Alaska", "US"), "arizonan": ("Arizona", "US"),
    "arkansan": ("Arkansas", "US"), "californian": ("California", "US"), "coloradan": ("Colorado", "US"),
    "connecticuter": ("Connecticut", "US"), "delawarean": ("Delaware", "US"), "floridian": ("Florida", "US"),
    "hawaiian": ("Hawaii", "US"), "idahoan": ("Idaho", "US"), "illinoisan": ("Illinois", "US"),
    "hoosier": ("Indiana", "US"), "indianan": ("Indiana", "US"), "iowan": ("Iowa", "US"), "kansan": ("Kansas", "US"),
    "kentuckian": ("Kentucky", "US"), "louisianian": ("Louisiana", "US"), "louisianan": ("Louisiana", "US"),
    "mainer": ("Maine", "US"), "marylander": ("Maryland", "US"), "michigander": ("Michigan", "US"),
    "michiganian": ("Michigan", "US"), "minnesotan": ("Minnesota", "US"), "mississippian": ("Mississippi", "US"),
    "missourian": ("Missouri", "US"), "montanan": ("Montana", "US"), "nebraskan": ("Nebraska", "US"),
    "nevadan": ("Nevada", "US"), "new hampshirite": ("New Hampshire", "US"), "new jerseyan": ("New Jersey", "US"),
    "new jerseyite": ("New Jersey", "US"), "new mexican": ("New Mexico", "US"), "new yorker": ("New York", "US"),
    "north carolinian": ("North Carolina", "US"), "north dakotan": ("North Dakota", "US"), "ohioan": ("Ohio", "US"),
    "oklahoman": ("Oklahoma", "US"), "oregonian": ("Oregon", "US"), "pennsylvanian": ("Pennsylvania", "US"),
    "rhode islander": ("Rhode Island", "US"), "south carolinian": ("South Carolina", "US"),
    "south dakotan": ("South Dakota", "US"), "tennessean": ("Tennessee", "US"), "texan": ("Texas", "US"),
    "utahn": ("Utah", "US"), "vermonter": ("Vermont", "US"), "virginian": ("Virginia", "US"),
    "west virginian": ("West Virginia", "US"), "washingtonian": ("Washington", "US"),
    "wisconsinite": ("Wisconsin", "US"), "wyomingite": ("Wyoming", "US"),
    "albertan": ("Alberta", "CA"), "british columbian": ("British Columbia", "CA"), "manitoban": ("Manitoba", "CA"),
    "new brunswicker": ("New Brunswick", "CA"), "newfoundlander": ("Newfoundland", "CA"),
    "nova scotian": ("Nova Scotia", "CA"), "ontarian": ("Ontario", "CA"), "quebecer": ("Quebec", "CA"),
    "quebecker": ("Quebec", "CA"), "québécois": ("Quebec", "CA"), "saskatchewanian": ("Saskatchewan", "CA"),
    "queenslander": ("Queensland", "AU"), "tasmanian": ("Tasmania", "AU"), "territorian": ("Northern Territory", "AU"),
    "sandgroper": ("Western Australia", "AU"), "yorkshireman": ("Yorkshire", "GB"),
    "yorkshirewoman": ("Yorkshire", "GB"), "geordie": ("Newcastle upon Tyne", "GB"), "scouser": ("Liverpool", "GB"),
    "liverpudlian": ("Liverpool", "GB"), "mancunian": ("Manchester", "GB"), "brummie": ("Birmingham", "GB"),
    "glaswegian": ("Glasgow", "GB"), "londoner": ("London", "GB"), "cockney": ("London", "GB"),
    "dubliner": ("Dublin", "IE"), "corkonian": ("Cork", "IE"), "bostonian": ("Boston", "US"),
    "chicagoan": ("Chicago", "US"), "angeleno": ("Los Angeles", "US"), "san franciscan": ("San Francisco", "US"),
    "philadelphian": ("Philadelphia", "US"), "seattleite": ("Seattle", "US"), "torontonian": ("Toronto", "CA"),
    "montrealer": ("Montreal", "CA"), "vancouverite": ("Vancouver", "CA"), "parisian": ("Paris", "FR"),
    "berliner": ("Berlin", "DE"), "muscovite": ("Moscow", "RU"), "sydneysider": ("Sydney", "AU"),
    "melburnian": ("Melbourne", "AU"), "aucklander": ("Auckland", "NZ"), "mumbaikar": ("Mumbai", "IN"),
    "delhiite": ("Delhi", "IN"), "bangalorean": ("Bengaluru", "IN"), "lagosian": ("Lagos", "NG"),
    "nairobian": ("Nairobi", "KE"), "capetonian": ("Cape Town", "ZA"),
}


def regional_demonym(word: str) -> tuple[str, str] | None:
    """The place and country of a regional demonym or its plural for the people ("Texan", "Texans", "Geordies")."""
    low = word.lower()
    return REGIONAL_DEMONYMS.get(low) or (REGIONAL_DEMONYMS.get(low[:-1]) if low.endswith("s") else None)
