"""Hand lists of implicit cues, each phrase with the neutral words that replace it.

Where the words come from: every phrase here carries a regional or cultural label in Wiktionary (its
"Australian", "British", "Irish", "Scottish", "New Zealand", "South African", "Canadian", "Southern US",
"Indian English" labels and the entries of culture-bound foods, customs and institutions), written down
by hand by the LookTwice authors and checked against those labels; no list was copied. British/American
*spelling* comes from the `breame` package instead (cues/spelling.py), currencies from Babel's CLDR data
(cues/currency.py), public holidays from the `holidays` package (cues/holidays.py).

A replacement is what a reader from anywhere would write: the same meaning, no region ("arvo" →
"afternoon", "my A-levels" → "my exams"). Words that are common everywhere in one of their
senses ("mate" in "team mate", "bra", "eh", "bin", "pants") are left out or guarded by the recognizer.
"""

from __future__ import annotations

# ---- regional vocabulary and dialect ----------------------------------------------------------------

DIALECT: dict[str, str] = {
    # Australian / New Zealand English
    "arvo": "afternoon", "this arvo": "this afternoon", "brekky": "breakfast", "brekkie": "breakfast",
    "servo": "gas station", "bottle-o": "liquor store", "bottle shop": "liquor store", "mozzie": "mosquito",
    "mozzies": "mosquitoes", "sunnies": "sunglasses", "ute": "pickup", "fair dinkum": "genuine",
    "bloody oath": "absolutely", "heaps good": "really good", "ripper": "great", "strewth": "wow",
    "crikey": "wow", "g'day": "hi", "straya": "home", "'straya": "home", "down under": "down here", "drongo": "fool",
    "galah": "fool", "flaming galah": "total fool", "dunny": "toilet", "jandals": "sandals",
    "chilly bin": "cooler", "tramping": "hiking", "togs": "swimwear", "maccas": "the burger place",
    "woolies": "the supermarket", "bogan": "redneck", "avo": "avocado", "footy": "football", "footie": "football",
    "sweet as": "great", "kia ora": "hello", "whanau": "family",
    "whānau": "family",
    # British / Irish / Scottish English
    "innit": "right", "mate": "friend", "mates": "friends", "best mate": "best friend", "bloke": "guy", "blokes": "guys", "knackered": "exhausted", "gobsmacked": "amazed",
    "chuffed": "pleased", "brolly": "umbrella", "telly": "TV", "loo": "toilet", "lorry": "truck",
    "fortnight": "two weeks", "a fortnight": "two weeks", "whilst": "while", "cuppa": "tea",
    "crisps": "snacks", "motorway": "highway", "petrol": "fuel", "queueing": "waiting in line",
    "car park": "parking lot", "high street": "main street", "flatmate": "roommate",
    "flatmates": "roommates", "uni mates": "college friends", "my mum": "my mother", "mum": "mother",
    "mums": "mothers", "bloody hell": "oh no", "craic": "fun",
    "the craic": "the fun", "eejit": "idiot", "gardaí": "police", "garda": "police",
    # Ireland's postcode and its Personal Public Service number, named by the state's own words (session 24:
    # "my Eircode is D04 X2P8" read "my something is")
    "eircode": "postcode", "ppsn": "national ID number", "pps number": "national ID number", "och": "oh",
    "bairn": "child", "bairns": "children", "wee bit": "little bit", "aye": "yes", "lads": "guys",
    "reckon": "think", "gutted": "crushed", "skint": "broke", "proper knackered": "really exhausted",
    "dodgy": "shady", "wanker": "jerk", "old boy": "old guy",
    # American English (regional)
    "y'all": "you all", "ya'll": "you all", "yall": "you all", "all y'all": "all of you",
    "fixing to": "about to", "fixin' to": "about to", "fixin to": "about to", "howdy": "hi",
    "yinz": "you all", "jawn": "thing", "hella": "really", "bodega": "corner store", "wicked good": "really good",
    "tailgating party": "pre-game party", "tailgatin'": "partying before the game",
    # Canadian English
    "toque": "winter hat", "tuque": "winter hat", "loonie": "dollar coin", "toonie": "two-dollar coin",
    "double-double": "coffee", "timmies": "the coffee shop", "chesterfield": "couch", "keener": "eager student",

    # South African English
    "lekker": "great", "braai": "barbecue", "braais": "barbecues", "braaing": "barbecuing", "ekse": "hey",
    "yebo": "yes", "sharp-sharp": "alright", "howzit": "hi", "bakkie": "pickup", "boerewors": "sausage",
    "biltong": "dried meat", "bunny chow": "curry", "eish": "ugh", "boet": "bro", "ja": "yeah", "eh": "right",
    "oh ja": "oh yeah", "jol": "party",
    # Indian English
    "yaar": "friend", "prepone": "bring forward", "timepass": "pastime", "do the needful": "do what's needed",
    "gully cricket": "street cricket", "bhai": "brother", "kya scene hai": "what's up", "lakh": "hundred thousand",
    "lakhs": "hundred thousand", "crore": "ten million", "crores": "ten million",
}

# Foods, customs and words of a culture used in English text ("fika", "hygge"): they place the author.
# A replacement is the everyday word of the same kind, one word where one says it ("fika" → "coffee",
# "nshima" → "porridge": issue 12 r7, each added word is a word of the draft changed).
CULTURE: dict[str, str] = {
    "fika": "coffee", "hygge": "coziness", "lagom": "just right", "julbord": "Christmas buffet",
    "midsommar": "midsummer", "sisu": "grit", "gezellig": "cozy", "gezelligheid": "coziness",
    "stroopwafel": "waffle cookie", "stroopwafels": "waffle cookies", "poutine": "gravy fries",
    "nshima": "porridge", "ugali": "porridge", "sadza": "porridge", "pap": "porridge",
    "jianbing": "crepe", "aguas frescas": "fruit drinks",
    "vendace": "small fish", "smørrebrød": "open sandwiches", "smorrebrod": "open sandwiches",
    "kaimoana": "seafood", "hangi": "earth-oven feast", "hāngī": "earth-oven feast", "pavlova": "meringue cake",
    "vegemite": "yeast spread", "marmite": "yeast spread", "lamington": "sponge cake",
    "lamingtons": "sponge cakes", "tim tams": "chocolate biscuits", "anzac biscuits": "oat biscuits",
    "haggis": "savory pudding", "bangers and mash": "sausage and mash", "yorkshire pudding": "baked pudding",
    "mince pies": "Christmas pies", "pupusas": "corn cakes",
    "asado": "barbecue", "mate cocido": "herbal tea", "dulce de leche": "caramel", "feijoada": "bean stew",
    "cocido madrileño": "chickpea stew", "gambas al ajillo": "garlic prawns", "bandy": "winter sports",
    "hurling match": "match", "gaelic football": "football", "aussie rules": "football", "the ashes": "the cricket",
    "all blacks": "national team", "super rugby": "rugby", "the footy": "the game",
}

# ---- institutions: school systems, health and welfare, transit, shops, leagues --------------------

SCHOOL_SYSTEMS: dict[str, str] = {
    # A country's school exams are "exams" (issue 12 r7: "my A-levels" → "my exams" keeps "my" and changes one
    # word where "final school exams" changed three; wider, so no less hidden).
    "A-levels": "exams", "A-level": "exam", "A levels": "exams",
    "A level": "exam", "a-levels": "exams", "O-levels": "exams",
    "O levels": "exams", "GCSEs": "exams", "GCSE": "exam", "sixth form": "school",
    "sixth-form": "school", "Leaving Cert": "exams", "Leaving Certificate": "exams",
    "Junior Cert": "exams", "ATAR": "entrance score", "HSC": "exams",
    "VCE": "exams", "NCEA": "exams", "Abitur": "exams", "Matura": "exams",
    "matric": "final school year", "baccalauréat": "exams",
    "the bac": "the exams", "SATs": "entrance exams", "SAT": "entrance exam", "GED": "diploma", "gaokao": "entrance exam", "JEE": "entrance exam",
    "CBSE": "school board", "year 12": "final school year", "year 13": "final school year", "grade 12": "final school year",
    "12th grade": "final school year", "freshman year": "first year", "sophomore year": "second year",
    "senior year": "final year", "high school senior": "final-year student", "prom": "school dance",
    "grammar school": "secondary school", "comprehensive school": "secondary school",
    "secondary modern": "secondary school", "CEGEP": "college", "cégep": "college", "TAFE": "vocational college",
    "polytechnic": "college", "lycée": "secondary school",
}

HEALTH_WELFARE: dict[str, str] = {
    "the NHS": "the health service", "NHS": "public health", "Medicare": "public health insurance",
    "Medicaid": "public health insurance", "Obamacare": "health insurance", "the GP": "the doctor",
    "my GP": "my doctor", "our GP": "our doctor", "A&E": "the ER", "the A&E": "the ER", "Centrelink": "the welfare office",
    "the dole": "unemployment benefits", "on the dole": "on benefits", "universal credit": "benefits",
    "Universal Credit": "benefits", "council tax": "local taxes", "council flat": "public housing flat",
    "council estate": "housing estate", "401(k)": "retirement account", "401k": "retirement account",
    "superannuation": "retirement savings", "super fund": "retirement fund", "Social Security": "state pension",
    "food stamps": "food assistance", "OHIP": "public health insurance", "Kela": "the benefits agency",
    "Medi-Cal": "public health insurance", "HMO": "health plan", "copay": "fee", "co-pay": "fee", "pensioner": "senior", "pensioners": "seniors", "OAP": "senior",
    "OAPs": "seniors", "Ayushman Bharat": "public health insurance", "PhilHealth": "public health insurance",
    # benefit programmes known by their acronym (the US, UK, Canadian and Australian governments' own names for
    # them: USDA's SNAP and WIC, SSA's SSI and SSDI, HUD's Section 8, DWP's PIP and JSA, Ontario's ODSP,
    # Alberta's AISH, Services Australia's JobSeeker); in capitals only, so "snap", "pip" stay words
    "SNAP": "food assistance", "EBT": "food assistance", "WIC": "food assistance", "SSI": "disability benefits",
    "SSDI": "disability benefits", "TANF": "benefits", "Section 8": "housing assistance", "PIP": "disability benefits",
    "JSA": "unemployment benefits", "ODSP": "disability benefits", "AISH": "disability benefits",
    "JobSeeker": "unemployment benefits",
    # HUD's Housing Choice Voucher as people write it, in lower case with the noun that makes it housing ("see
    # section 8 of the lease" stays)
    "section 8 housing": "assisted housing", "section 8 voucher": "housing voucher", "Section 8 housing": "assisted housing",
    "section 8 apartment": "assisted apartment", "on section 8": "on housing assistance",
    # session 22: savings, housing and tax schemes by the names their agencies give them (Singapore's CPF Board,
    # Housing & Development Board and Ministry of Health's MediSave; Hong Kong's MPF Schemes Authority; Malaysia's
    # KWSP/EPF and India's EPFO; New Zealand's KiwiSaver; HMRC's P60 and P45 forms); acronyms in capitals only
    "CPF": "retirement savings", "HDB": "public housing", "HDB flat": "public housing flat", "MediSave": "health savings",
    "Medisave": "health savings", "MPF": "retirement fund", "EPF": "retirement fund", "KiwiSaver": "retirement savings",
    "P60": "tax form", "P45": "tax form",
}

# A country's immigration system by its own names for permits and statuses: where one lives now, and that one came
# from elsewhere. From the governments' own pages: USCIS (green card, H-1B, F-1, OPT, EAD, DACA, naturalization),
# the UK Home Office (indefinite leave to remain, settled and pre-settled status, Tier 2 / Skilled Worker visa, BRP),
# IRCC (PR card, Express Entry, PGWP), the EU Blue Card. Acronyms in capitals only ("opt out", "ilr" stay words).
IMMIGRATION: dict[str, str] = {
    "green card": "residence permit", "green cards": "residence permits", "Green Card": "residence permit",
    "H-4 visa": "dependant visa", "H4 visa": "dependant visa", "H-4": "dependant visa", "H-4 EAD": "work permit",
    "H-1B": "work visa", "H1B": "work visa", "H-1B visa": "work visa", "H1-B": "work visa", "L-1 visa": "work visa",
    "F-1 visa": "student visa", "F1 visa": "student visa", "J-1 visa": "exchange visa", "OPT": "post-study work permit",
    "STEM OPT": "post-study work permit", "EAD": "work permit", "USCIS": "the immigration office",
    "DACA": "a residency programme", "DACA recipient": "immigrant", "Dreamer": "immigrant",
    "naturalization interview": "citizenship interview", "naturalisation ceremony": "citizenship ceremony",
    "indefinite leave to remain": "permanent residence", "ILR": "permanent residence",
    "settled status": "residence status", "pre-settled status": "residence status", "Tier 2 visa": "work visa",
    "Tier 4 visa": "student visa", "Skilled Worker visa": "work visa", "spousal visa": "partner visa",
    "spouse visa": "partner visa", "BRP": "residence card", "the Home Office": "the immigration office",
    "PR card": "residence card", "Express Entry": "the immigration programme", "IRCC": "the immigration office",
    "PGWP": "post-study work permit", "Blue Card": "work permit", "EU Blue Card": "work permit",
    # Statuses of protection and of none (UNHCR's and USCIS's words): that one came from elsewhere, and how
    "asylum seeker": "immigrant", "asylum seekers": "immigrants", "asylum claim": "immigration case",
    "asylum application": "immigration application", "refugee status": "residence status",
    # special4: the steps of a claim by USCIS's and the Home Office's own names (the asylum interview, the hearing
    # before an immigration judge, the case): a person's claim, where "asylum" alone is also a hospital or a refuge
    "asylum hearing": "immigration hearing", "asylum hearings": "immigration hearings",
    "asylum interview": "immigration interview", "asylum case": "immigration case",
    "undocumented immigrant": "immigrant", "undocumented immigrants": "immigrants",
    "undocumented worker": "immigrant worker", "undocumented workers": "immigrant workers",
    "illegal immigrant": "immigrant", "illegal immigrants": "immigrants",
}

TRANSIT_SHOPS: dict[str, str] = {
    "the Tube": "the subway", "the tube station": "the station", "BART": "the train", "MTR": "the metro",
    "MARTA": "the train", "SEPTA": "the train", "the TTC": "the transit system", "TTC": "transit",
    "the Luas": "the tram", "DART": "the train", "S-Bahn": "train", "U-Bahn": "subway", "RER": "train",
    "Shinkansen": "bullet train", "shinkansen": "bullet train", "Amtrak": "the train",
    "Oyster card": "transit card", "Opal card": "transit card", "Myki": "transit card", "myki": "transit card",
    "Presto card": "transit card", "Leap card": "transit card", "Octopus card": "transit card",
    "Clipper card": "transit card", "MetroCard": "transit card", "jeepney": "minibus", "jeepneys": "minibuses",
    "matatu": "minibus", "matatus": "minibuses", "tuk-tuk": "motor taxi", "tuk-tuks": "motor taxis",
    "boda boda": "motorbike taxi", "dala dala": "minibus", "auto rickshaw": "motor taxi", "tro tro": "minibus",
    "Tesco": "the supermarket", "Sainsbury's": "the supermarket", "Asda": "the supermarket",
    "Waitrose": "the supermarket", "Morrisons": "the supermarket", "Woolworths": "the supermarket",
    "Coles": "the supermarket", "Pick n Pay": "the supermarket", "Shoprite": "the supermarket",
    "Loblaws": "the supermarket", "Tim Hortons": "the coffee shop", "Tim Horton's": "the coffee shop",
    "Walmart": "the supermarket", "Trader Joe's": "the grocery store", "Whole Foods": "the grocery store",
    "Wawa": "the gas station", "Sheetz": "the gas station", "Buc-ee's": "the gas station",
    "Dunkin'": "the coffee shop", "Dunkin": "the coffee shop", "In-N-Out": "the burger place",
    "Whataburger": "the burger place", "Greggs": "the bakery", "Argos": "the store", "Migros": "the supermarket",
    "Mercadona": "the supermarket", "Albert Heijn": "the supermarket", "Systembolaget": "the liquor store",
    "Alko": "the liquor store", "LCBO": "the liquor store", "Bunnings": "the hardware store",
    "Canadian Tire": "the hardware store", "Home Depot": "the hardware store", "Chemist Warehouse": "the pharmacy",
    "Walgreens": "the pharmacy", "CVS": "the pharmacy", "Boots chemist": "the pharmacy", "Kmart": "the store",
    "Primark": "the clothes shop", "Marks & Spencer": "the department store", "M&S": "the department store",
    "Publix": "the supermarket", "H-E-B": "the supermarket", "Kroger": "the supermarket",
    "Safeway": "the supermarket", "Aldi Süd": "the supermarket",
}

# ---- life stage: generation and era -------------------------------------------------------------------

GENERATION: dict[str, str] = {
    "back in my day": "back then", "in my day": "back then", "in my heyday": "back then",
    "my heyday": "my best years", "heydays": "best years", "kids these days": "young people",
    "whippersnapper": "youngster", "whippersnappers": "youngsters", "old fogey": "old soul",
    "old fogeys": "old souls", "old fogies": "old souls", "boomer": "older person", "boomers": "older people",
    "baby boomer": "older person", "baby boomers": "older people", "millennial": "adult", "a millennial": "an adult", "a boomer": "an older person",
    "a baby boomer": "an older person", "a gen xer": "an adult", "a gen-xer": "an adult",
    "millennials": "adults", "gen z": "young person", "gen-z": "young person", "genz": "young person",
    "zoomer": "young person", "zoomers": "young people", "gen x": "adult", "gen-x": "adult",
    "gen xer": "adult", "gen-xer": "adult",
    "dad bod": "soft build", "mom bod": "soft build",
    "empty nester": "parent of grown-ups", "empty nesters": "parents of grown-ups", "my grandkids": "my family",
    "my grandchildren": "my family", "the grandkids": "the family", "senior discount": "discount",
    "midlife crisis": "life crisis", "mid-life crisis": "life crisis",
    # nostalgia idioms (Wiktionary: "back in the day": "in the past, especially in one's youth"; "simpler
    # times"): the speaker has a youth to look back on; "in the past" (Wiktionary's own gloss, three of the
    # idiom's words kept in order) and "other times" are anyone's. "The good old days" is left as it is: a
    # saying of all ages, and three changed words each time
    "back in the day": "in the past", "simpler times": "other times",
    # a word of a generation (issue 12 round cues16): Wiktionary "adulting" (neologism: "behaving as a responsible
    # adult, especially doing mundane but necessary tasks"), a coinage of the 2010s that Merriam-Webster's "Words
    # We're Watching" ties to millennials. "adulthood" (one word for one, and an article before it stays right:
    # "an adulting badge"); the verb ("I was adulting") becomes "grown up" (cues/implicit.py GenerationRecognizer)
    "adulting": "adulthood",
}

# ---- partners and gender: the colloquial self-reference that says "married" or "man"/"woman" ----------

PARTNER_SLANG: dict[str, str] = {
    "the missus": "my partner", "the missis": "my partner", "the hubby": "my partner",
    "the old lady": "my partner",
    "the other half": "my partner", "the better half": "my partner", "her indoors": "my partner",
    "the ball and chain": "my partner", "the old ball and chain": "my partner", "wifey": "my partner",
    "hubby": "my partner", "bachelor pad": "place", "classic bachelor pad": "classic solo place",
    "married life": "life at home", "married times": "old times", "my ex": "a former partner",
}

# ---- words of other languages sprinkled into English: greetings, thanks, yes/no, address terms, kin ----
# The commonest such words of each language (Wiktionary's translations of hello, thanks, yes, friend,
# my god, home, grandma …), written in Latin script as people type them; English loanwords that place
# nobody ("ciao", "fiesta", "hakuna matata", "kawaii") and words that are English words too ("tack",
# "ate", "moi", "vale", "doch") are left out.
FOREIGN: dict[str, str] = {
    # Spanish
    "amigo": "friend", "amigos": "friends", "amiga": "friend", "mi amigo": "my friend", "hola": "hi",
    "gracias": "thanks", "muchas gracias": "many thanks", "sí": "yes", "si si": "yes yes", "claro": "sure",
    "muy bueno": "very good", "dios mío": "my god", "dios mio": "my god", "por favor": "please",
    "mi casa": "my home", "casa": "home", "in casa": "at home", "dinero": "money", "calles": "streets", "barrio": "neighborhood",
    "mi barrio": "my neighborhood", "ya ves": "you see", "bacano": "cool", "chévere": "great", "chevere": "great",
    "hermano": "brother", "abuela": "grandma", "abuelo": "grandpa", "qué rico": "delicious", "super calor": "so hot",
    # French
    "mon ami": "my friend", "mon amie": "my friend", "mes amis": "my friends", "cher ami": "dear friend",
    "mon dieu": "my god", "oui": "yes", "merci": "thanks", "merci beaucoup": "thanks a lot", "bonjour": "hello",
    "salut": "hi", "chez nous": "at home", "chez moi": "at home", "voilà": "there you go", "c'est la vie": "that's life",
    "bien sûr": "of course", "n'est-ce pas": "right", "garçon": "waiter", "ma chérie": "my dear",
    # German, Dutch, Scandinavian, Finnish
    "nein": "no", "danke": "thanks", "danke schön": "thanks a lot", "genau": "exactly", "prost": "cheers",
    "natürlich": "of course", "wunderbar": "wonderful", "oma": "grandma", "opa": "grandpa", "na ja": "well",
    "gemütlich": "cozy", "feierabend": "end of the workday", "hoi": "hi", "dank je": "thanks",
    "hej": "hey", "hej hej": "bye", "tack så mycket": "thanks a lot", "farfar": "grandpa", "farmor": "grandma",
    "morfar": "grandpa", "mormor": "grandma", "tomte": "Christmas gnome", "tomten": "the Christmas gnome",
    "pulla": "sweet bread", "kiitos": "thanks", "skål": "cheers", "nej": "no",
    # Italian, Portuguese
    "grazie": "thanks", "grazie mille": "thanks a lot", "prego": "you're welcome", "mamma mia": "wow",
    "allora": "so", "nonna": "grandma", "nonno": "grandpa", "bellissimo": "beautiful", "va bene": "okay",
    "obrigado": "thanks", "obrigada": "thanks", "saudade": "longing", "tudo bem": "all good", "meu amigo": "my friend",
    # Afrikaans, Zulu, Swahili
    "ag man": "oh man", "ouma": "grandma", "oupa": "grandpa", "baie dankie": "thanks a lot", "dankie": "thanks",
    "hayibo": "no way", "asante": "thanks", "jambo": "hello", "sawa": "okay", "mzungu": "foreigner",
    # Hindi and Urdu in Latin script
    "kya": "what", "acha": "okay", "accha": "okay", "achha": "okay", "arre": "hey", "chalo": "let's go",
    "didi": "sister", "haan": "yes", "nahi": "no", "theek hai": "okay", "kya baat hai": "wow", "jugaad": "quick fix",
    # Japanese, Chinese, Tagalog, Māori
    "arigato": "thanks", "arigatou": "thanks", "sugoi": "amazing", "xie xie": "thanks", "ni hao": "hello",
    "aiya": "oh no", "aiyah": "oh no", "aiyo": "oh no", "salamat": "thanks", "kuya": "big brother",
    "ka pai": "good", "aroha": "love",
}

# ---- regions of a country, named the way people who live there name them -------------------------------
REGIONS: dict[str, str] = {
    "the west coast": "the coast", "west coast": "coastal", "the east coast": "the coast", "east coast": "coastal",
    "the gulf coast": "the coast", "the Midwest": "the region", "Midwest": "inland",
    "the midwest": "the region", "the Bay Area": "the area", "the Pacific Northwest": "my region",
    "PNW": "my region", "the Deep South": "the south", "the Outback": "the countryside", "the outback": "the countryside",
    "the Prairies": "the plains", "the Highlands": "the hills", "the Copperbelt": "the mining region",
    "Copperbelt": "mining region", "the Maritimes": "the coast", "the Lowlands": "the flatlands",
    "the Randstad": "the urban area", "the Ruhr": "the industrial region", "the Riviera": "the coast",
    "the Algarve": "the coast", "the Costa del Sol": "the coast", "the Gold Coast": "the coast",
    "the North Island": "the island", "the South Island": "the island", "the Karoo": "the dry interior",
    "the Highveld": "the plateau", "the Lake District": "the lakes", "the Cotswolds": "the countryside",
    "the Home Counties": "the suburbs", "the Tri-State area": "the area", "the tri-state area": "the area",
    # metropolitan areas and regions known by a nickname or an abbreviation (Wikipedia's "List of nicknames of
    # metropolitan areas" and the regions of England, Canada, the US, Australia and India that have articles
    # under these names); only with "the", so "GTA" the game and "the DMV" the licensing office stay out
    "the GTA": "the area", "the Greater Toronto Area": "the area", "the Lower Mainland": "the area",
    "the Okanagan": "the valley", "the Twin Cities": "the area", "the DMV area": "the area",
    "the Inland Empire": "the area", "the Hudson Valley": "the valley", "the Central Valley": "the valley",
    "the Front Range": "the region", "the Upper Peninsula": "the north", "the Research Triangle": "the area",
    "the Rust Belt": "the region", "the Bible Belt": "the south", "the Midlands": "the region",
    "the East Midlands": "the region", "the West Midlands": "the region", "the Black Country": "the region",
    "the Peak District": "the hills", "the Wirral": "the area", "the Fens": "the flatlands",
    "the Sunshine Coast": "the coast", "the Central Coast": "the coast", "the Top End": "the north",
    "the NCR": "the capital region",
    # where one lives said relative to somewhere else (Wiktionary: "across the pond", "stateside", "Lower 48")
    "across the pond": "abroad", "stateside": "back home", "the southern hemisphere": "my part of the world",
    "the northern hemisphere": "my part of the world", "the old country": "where my family is from",
    "the motherland": "my home country", "the lower 48": "the mainland", "the Lower 48": "the mainland",
    "la belle province": "my province", "la Belle Province": "my province", "the great white north": "the cold north",
}
