"""Street-type words of the postal services, for street addresses written the English way (number, name,
type: "84848 Steven Brooks") and the Romance way (type, name, number: "Via Roma 12", "Rua Augusta, 1500").

Where the words come from (written out here from the published lists, not from a data generator):
- ENGLISH: the primary street suffix names of USPS Publication 28, Appendix C1 (United States); the
  road types of the Australian/New Zealand addressing standard AS/NZS 4819 that C1 lacks (Close, Parade,
  Amble, Driveway, Plateau, …; its most generic words, "Little", "Upper", "End", "Top", "Line", "Front",
  left out: they end too many ordinary phrases); Royal Mail's common UK ones (Mews, Wynd, Brae); the isiZulu
  words South African addresses use in the same place (Isitaladi = street, Umgwaqo = road, Indlela = way,
  Indawo = place).
- ROMANCE: Italy's generic street names (ISTAT "denominazione urbanistica generica": Via, Viale,
  Piazza, …), Spain's INE street types ("tipo de vía": Calle, Avenida, Paseo, …), Brazil's Correios
  "tipos de logradouro" (Rua, Travessa, Quadra, …), Portugal's CTT ones and France's "types de voie" of
  the Base Adresse Nationale (Rue, Allée, Chemin, …).
- OTHER_BEFORE: street types written before the name elsewhere: Mexico's INEGI "tipo de vialidad"
  (Cerrada, Privada, Retorno, Circuito, …) and Poland's TERYT "cecha" (ul., al., pl., os., rondo, skwer).
- NORDIC: the endings of one-word street names in the Danish, Norwegian, Swedish and Finnish address
  registers (DAR, Matrikkelen, Lantmäteriet, DVV): -vej, -gade, -veien, -gata, -vägen, -gatan, -katu, …
- PO_BOX: the words of a post-office box in the postal services' address guides (USPS, Royal Mail, NZ
  Post "PO Box" / "Private Bag", Deutsche Post "Postfach", Correos "Apartado", Correios "Caixa Postal");
  issue 11, pii15: Australia Post's "GPO Box" and "Locked Bag", "Private Mail Bag"/"PMB" (Nigeria, Fiji, Papua
  New Guinea), the French "B.P." / "BP" (boîte postale, as francophone Africa writes it, "01 BP 1234"), the
  Spanish "Casilla" / "Casilla de Correo" (Bolivia, Chile, Argentina), Swiss "Case Postale", Italian "Casella
  Postale" (general knowledge of those postal services' address forms); issue 11, pii18: "P.O.B."/"POB" (post
  office box, as Israel, Belize and the Gulf write it); issue 11, pii19: "Mailbox" (one word, as Yemen's and
  the Gulf's post offices label a box) and "P/Bag" (Botswana Post's and Zambia's short form of Private Bag);
  issue 11, pii20: "P.M.B." (Private Mail Bag with stops, as Nigeria and Sierra Leone write it beside "PMB") and
  "P.O.B" (the Gulf's and Israel's "P.O.B." without its last stop).
- OTHER_BEFORE also holds Indonesia's and Malaysia's street words before the name (Jalan/Jl., Gang/Gg.,
  Lorong, Persiaran, Lebuh: Pos Indonesia and Pos Malaysia address guides).
- NORDIC also holds the endings of Norway's address names (Kartverket's adressenavn: -grenda, -toppen,
  -haugen, -bakken, -kroken, …; not "-lia" or "-moen", which end too many first names and words).
- INDIA: India Post's locality words after a house number ("12/3, Gandhi Marg", "Shastri Nagar").
- TURKISH (issue 11, round 6): the street words of Turkish addresses after the name, written out and
  abbreviated as PTT's address guide and the national address database (UAVT) write them: Sokak/Sokağı
  (Sk., Sok.), Caddesi/Cadde (Cad., Cd.), Bulvarı (Blv.), Mahallesi (Mah.), then "No:" and the door.
- BALTIC (issue 11, round 6): street types after the name in Lithuania (gatvė "g.", prospektas "pr.",
  alėja "al.", plentas "pl.", skersgatvis "skg.", aikštė "a."), Latvia (iela, gatve, bulvāris, prospekts,
  šoseja, laukums) and Estonia (tänav "tn", maantee "mnt", puiestee "pst", tee, põik, plats), as the
  Lithuanian and Latvian address registers and Estonia's address data system (ADS) write them.
- NORDIC also holds Iceland's endings of one-word street names (Registers Iceland's staðfangaskrá):
  -vegur, -braut, -stígur, -stræti (-gata is listed above)."""

from __future__ import annotations

ENGLISH = """
Alley Annex Arcade Avenue Bayou Beach Bend Bluff Bluffs Bottom Boulevard Branch Bridge Brook Brooks Burg
Burgs Bypass Camp Canyon Cape Causeway Center Centers Circle Circles Cliff Cliffs Club Common Commons Corner
Corners Course Court Courts Cove Coves Creek Crescent Crest Crossing Crossroad Crossroads Curve Dale Dam
Divide Drive Drives Estate Estates Expressway Extension Extensions Fall Falls Ferry Field Fields Flat
Flats Ford Fords Forest Forge Forges Fork Forks Fort Freeway Garden Gardens Gateway Glen Glens Green
Greens Grove Groves Harbor Harbors Haven Heights Highway Hill Hills Hollow Inlet Island Islands Isle
Junction Junctions Key Keys Knoll Knolls Lake Lakes Land Landing Lane Light Lights Loaf Lock Locks Lodge
Loop Mall Manor Manors Meadow Meadows Mews Mill Mills Mission Motorway Mount Mountain Mountains Neck
Orchard Oval Overpass Park Parks Parkway Parkways Pass Passage Path Pike Pine Pines Place Plain Plains
Plaza Point Points Port Ports Prairie Radial Ramp Ranch Rapid Rapids Rest Ridge Ridges River Road Roads
Route Row Rue Run Shoal Shoals Shore Shores Skyway Spring Springs Spur Spurs Square Squares Station
Stravenue Stream Street Streets Summit Terrace Throughway Trace Track Trafficway Trail Trailer Tunnel
Turnpike Underpass Union Unions Valley Valleys Viaduct View Views Village Villages Ville Vista Walk Walks
Wall Way Ways Well Wells
Boardwalk Brae Broadway Chase Circuit Close Concourse Cul-de-sac Esplanade Glade Grange Heath Hideaway
Highroad Laneway Mead Nook Outlook Parade Promenade Quay Reserve Retreat Rise Ride Ridgeway Serpentine
Strand Terrace Vale Wharf Wynd
Access Alleyway Amble Anchorage Approach Artery Basin Brace Brow Byway Centre Centreway Circlet Circus
Colonnade Copse Courtyard Crossway Cruiseway Cutting Dell Deviation Distributor Driveway Elbow Entrance
Fairway Firetrail Footway Foreshore Formation Frontage Gate Gates Ground Gully Interchange Intersection
Lees Link Lookout Meander Mew Parklands Pathway Plateau Pocket Quad Quadrangle Quadrant Quays Ramble
Range Reach Riverway Riviera Roadside Roadway Ronde Rosebowl Rotary Siding Slope Sound Stairs Steps
Strip Subway Tarn Thoroughfare Tollway Tor Towers Triangle Trunkway Villas Wade Walkway Yard
Isitaladi Umgwaqo Indlela Indawo
"""

ROMANCE = """
Via Viale Piazza Piazzale Piazzetta Corso Largo Vicolo Vico Contrada Borgo Strada Stradone Salita Discesa
Lungomare Lungolago Lungarno Rotonda Galleria Traversa Calata Rampa Rione Frazione Localita Località
Canale Stretto Incrocio Giardino Sentiero Circonvallazione Vicoletto
Calle Acceso Avenida Paseo Plaza Camino Carretera Ronda Travesía Travesia Pasaje Callejón Callejon Cuesta Glorieta
Rambla Alameda Urbanización Urbanizacion Cañada Carrera Bajada Subida Costanilla Pasadizo Vía Barrio
Rua Travessa Praça Praca Rodovia Estrada Viela Vila Ladeira Quadra Setor Conjunto Trecho Vereda Passarela
Parque Residencial Loteamento Condomínio Condominio Chácara Chacara Sítio Sitio Fazenda Núcleo Nucleo
Morro Lagoa Jardim Praia Recanto Distrito Aeroporto Campo Colônia Colonia Esplanada Pátio Patio Ponte
Beco Caminho Calçada Calcada Escadaria Largo Marginal Rotatória Rotunda Túnel Tunel
Rue Avenue Boulevard Allée Allee Chemin Impasse Passage Place Quai Route Sentier Square Cours Esplanade
Faubourg Hameau Lieu-dit Montée Montee Parvis Promenade Rond-point Ruelle Sente Villa Voie
"""


OTHER_BEFORE = """
Ampliación Ampliacion Andador Calzada Cerrada Circuito Circunvalación Circunvalacion Continuación Continuacion
Corredor Diagonal Eje Pasaje Peatonal Periférico Periferico Privada Prolongación Prolongacion Retorno Viaducto
ul. ulica al. aleja pl. plac os. osiedle rondo skwer bulwar wybrzeże
Jalan Jln. Jl. Gang Gg. Lorong Lrg. Persiaran Lebuh Lebuhraya
"""

NORDIC = """
vej vejen gade gaden vænget plads pladsen stræde allé alle vei veien veg vegen gata gaten gatan gatu vägen
väg gränd gränden stig stigen backe backen torg torget leden plan katu tie polku kuja kaari tori
grenda grend toppen stykket stubben skrenten myra flata holtet åsen bakken jordet tunet svingen haugen
kroken løkka stien ringen sletta plassen brekka dalen berget lunden engen kollen hellinga terrassen
vegur braut stígur stræti
"""
TURKISH = """
Sokak Sokağı Sk. Sok. Caddesi Cadde Cad. Cd. Bulvarı Blv. Mahallesi Mah.
"""
BALTIC = """
g. gatvė pr. prospektas al. alėja pl. plentas skg. skersgatvis a. aikštė
iela gatve bulvāris prospekts šoseja laukums
tänav tn mnt maantee pst puiestee tee põik plats
"""
# Street types written after the name in Central Europe and the Balkans, in lower case, before the
# number: Slovenia and Croatia (ulica, cesta, pot, put, trg, šetalište, obala), Czechia and Slovakia
# (náměstí, nábřeží, třída, námestie, nábrežie), Hungary (utca, út, tér, körút, köz, sor, sétány, u.).
CENTRAL_AFTER = """
ulica cesta pot put trg steza nabrežje šetalište obala prilaz odvojak naselje
náměstí nábřeží třída námestie nábrežie utca út tér körút köz sor sétány u.
"""
# Colombia's and Argentina's abbreviated street types before a street number and "#" / "N°" ("Cl. 104N #
# 7-64", "Cr. 11 # 20-34", "Diag. 9 N° 929"): the urban addressing of IGAC/Catastro and Argentine
# municipalities, where a street is a number.
NUMBERED_STREET_TYPES = """
Calle Cl. Cll. Carrera Cra. Cr. Kr. Kra. Transversal Tv. Tr. Diagonal Dg. Diag. Avenida Av. Ak. Ac.
Circular Cq.
"""

PO_BOX = """
PO Box|P.O. Box|P. O. Box|Post Office Box|Private Bag|Postfach|Apartado|Apartado de Correos|Caixa Postal|
Boîte Postale|Postbus|Postboks|GPO Box|Locked Bag|Private Mail Bag|PMB|B.P.|BP|Casilla|Casilla de Correo|
Case Postale|Casella Postale|P.O.B.|POB|Mailbox|P/Bag|P.M.B.|P.O.B
"""

INDIA = """
Marg Nagar Chowk Gali Colony Layout Enclave Vihar Bagh Ganj Puram Sector Mohalla
"""

# Issue 11, round 7: street words of more countries, for the general shapes of address.py's `_general_streets`
# (a name, any street word, a number; or a street word, a name, a number). From general knowledge of each
# country's national address conventions (not a data file), and Faker's street words of all its Latin-script
# locales (faker.providers.address.*: street_suffixes/street_prefixes) that the blocks above lack:
# - AFTER_NAME: written after the name, before the number: English abbreviations ("Kantaria St. 133",
#   "Minasyan Ave. 159"), Georgian (kucha = street, gamziri = avenue, shesakhvevi = lane, chikhi = dead end,
#   moedani = square), Armenian (poghots = street, poghota, hraparak = square, nrbantsk = lane), Azerbaijani
#   (küç., küçəsi, prospekti: Faker az_AZ), Czech/Slovak (ulice, nám., nábř.: Faker cs_CZ, sk_SK).
# - BEFORE_NAME: written before the name: Greek (Odos, Leoforos, Plateia), Hebrew (Rehov, Derekh, Sderot, Kikar,
#   Simtat), Bulgarian and Macedonian (ul., bul., ulitsa, bulevard, zh.k. = housing estate), Ukrainian (vul.,
#   vulytsia, prosp., prospekt, prov., provulok, ploshcha, bulv.), Catalan (C/, Carrer, Passeig, Avinguda,
#   Plaça, Travessera), Romanian (Strada, Str., Bulevardul, Bd., Aleea, Calea, Șoseaua, Soseaua, Intrarea,
#   Drumul, Piața: Faker ro_RO), Spanish "Av." and "Avda." (Faker es_AR, es_CL); issue 11, pii16: Moroccan
#   "Derb" (a lane of a medina, before its name: "Derb Sidi Bouloukat n° 5").
AFTER_NAME = """
St. St Ave. Ave Rd. Rd Blvd. Blvd Ln. Sq. Pl. Ct. Hwy.
kucha kuchа gamziri shesakhvevi chikhi moedani poghots poghota hraparak nrbantsk
küç. küçəsi prospekti ulice nám. nábř.
"""
BEFORE_NAME = """
Odos Leoforos Plateia Rehov Derekh Sderot Kikar Simtat
ul. bul. ulitsa bulevard zh.k. vul. vulytsia prosp. prospekt prov. provulok ploshcha bulv.
C/ Carrer Passeig Avinguda Plaça Travessera
Strada Str. Bulevardul Bd. Aleea Calea Șoseaua Soseaua Intrarea Drumul Piața Av. Avda.
Derb
"""

# Issue 11, round 9 (from general knowledge of the countries' address conventions, not a data file):
# - HYPHENATED: street words joined to the name by a hyphen in romanized addresses: Korea's road-name address
#   system (Road Name Address Act: -daero = boulevard, -ro = road, -gil = street; the older -dong = district of
#   lot-number addresses) and Japan's (-machi / -cho = town block, -dori = avenue); "N-chome" (Japanese block
#   number) is read apart, with its number before it.
# - SOUTH_ASIA_AFTER: street words after the name and a house number in Sri Lanka (Sinhala Para = road, Mawatha
#   = street/avenue, Veediya = street, Handiya = junction) and Bangladesh (Bengali Sarak and Sarani = road).
HYPHENATED = """
daero ro gil dong machi cho dori
"""
SOUTH_ASIA_AFTER = """
Para Mawatha Veediya Vidiya Handiya Sarak Sarani
"""


def words(block: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(block.split()))


def phrases(block: str) -> tuple[str, ...]:
    """The "|"-separated entries of a block (entries of several words)."""
    return tuple(dict.fromkeys(p.strip() for p in block.split("|") if p.strip()))
