"""Vocabularies of trade-union membership (GDPR art. 9) that cues/trade_union.py looks for. Words and names, not
phrasings: the detector decides from the words around them whose membership it is.

Where each list comes from:
- UNION_NOUNS: the lemmas of WordNet 3.0's synset "union, labor union, trade union, trades union, brotherhood" (an
  organization of employees formed to bargain with the employer), less "brotherhood" (first a fellowship), + the
  British spelling "labour union". Said of a person only (see the detector): "the European Union", "a credit union",
  "the union of two sets" are no one's membership.
- MEMBER_NOUNS: the nouns a union's name or "union" qualifies in a membership or a role, from WordNet 3.0's noun.person
  senses read by hand: "union member" (trade unionist sense 1), "union representative" (sense 1), "shop steward"
  (sense 1: "a union member who is elected to represent fellow workers"), "labor organizer" (organizer sense 2),
  "official", "delegate", "activist", "workplace rep" (the TUC's word for a shop steward); and the things a member has: dues, card, branch, local (WordNet "local" has no
  union sense; the US unions' word for a branch).
- ROLE_PHRASES: WordNet 3.0 lemmas whose first sense is a union role: "shop steward", "union representative",
  "trade unionist", "union member", "labor organizer" (its labour sense is 2nd for "organizer" alone, so only the
  compound), "Wobbly" (a member of the Industrial Workers of the World); "Teamster" capitalised (WordNet's lower-case
  "teamster" is a truck driver: the capital names the union's member, the union's own word).
- UNION_NAMES: hand list of the largest unions and their federations, each name as the union writes it (a name is a
  fact): the UK TUC's affiliates (and the EIS, the RCN and the BMA, registered as trade unions with the UK
  Certification Officer), the US AFL-CIO's affiliates and the independents SEIU, the Teamsters, NEA, UE, the
  Canadian CLC's largest (CUPE, Unifor, PSAC), Germany's DGB unions (IG Metall, ver.di, IG BCE, GEW), Ireland's
  SIPTU and Fórsa, Australia's ACTU affiliates (CFMEU, AMWU, ANMF, HSU), France's CGT and CFDT, Italy's CGIL
  and CISL; + WordNet 3.0's instances of the "union" synset (United Mine Workers, Industrial Workers of the World,
  IWW, Teamsters Union), read by `wordnet_union_names`. A licensed machine-readable register (the UK Certification
  Officer's list of trade unions, Open Government Licence v3.0; Wikidata's instances of Q178790, CC0) was not
  reachable offline this session: a script to build a wider list from either is the next step.
  Names that are also words ("Unite", "Unison", "Prospect", "Equity", "Nautilus") count only written as the union
  writes them, only in a membership frame ("a member of Unite", "I joined UNISON") and not before another capitalised
  word ("Prospect Park"): "sang in unison", "Unite the Kingdom" stay words. Left out as too often something else:
  Community, Accord, Advance (UK unions), SDA (also the Seventh-day Adventists), ATL (also Atlanta), UE, POA, Verdi.
- NAME_HEADS, WORKER_NOUNS, NOT_UNION_NAME_WORDS (special4): a union not on any list is known by its name's grammar,
  an organization noun at its head and the people it organizes in it ("the Prison Officers' Association", "the
  Canadian Union of Postal Workers", "the National Association of Letter Carriers"). The heads are the WordNet 3.0
  lemmas of the organization senses a union's name ends in: union (the labor union synset), brotherhood (its
  fourth lemma), guild ("a formal association of people with similar interests"), association, federation,
  alliance, organization/organisation. Not society, college, institute, institution: WordNet's learned and
  professional bodies ("the Royal College of Physicians", "the Institution of Civil Engineers" are no unions). The
  people are a job title of data/jobs.py (Faker's and WordNet's) or WORKER_NOUNS, the lemmas of WordNet 3.0's
  "worker" and "employee" synsets and of "staff" (noun sense 1, "personnel who assist their superior") and
  "personnel". NOT_UNION_NAME_WORDS: the words of WordNet 3.0's "Parent-Teacher Association" lemma that make a
  name with a job in it no union (parents and teachers together); "concerned" (WordNet 3.0 adjective sense 2,
  "feeling or showing worry or solicitude"), which makes a cause's union of people, not a trade's ("the Union of
  Concerned Scientists", a near miss tested since special3).
- PROFESSION_ROOTS (tidy5): the people of a professional body, not of a union, are what WordNet 3.0 files below
  "professional, professional person" ("a person engaged in one of the learned professions": lawyers, nurses,
  doctors, pharmacists, teachers), "businessperson" ("a capitalist who engages in industrial commercial enterprise":
  accountants, realtors, brokers: they trade on their own account) and "scientist" (psychologists, chemists), and not
  below "worker" ("a person who works at a specific occupation": employees, labourers, skilled workers, whom unions
  organize). A name of NAME_HEADS other than Union/Workers whose people are all such is a professional body ("the
  National Association of Realtors", "the American Nurses Association", "the Association of Chartered Certified
  Accountants"), an occupation at most: no trade-union membership. The listed names stay as listed: the RCN and the
  BMA are both professional bodies and trade unions on the UK Certification Officer's list.
- LABOUR_CONTEXT: words of the workplace (WordNet 3.0 senses of work, employment and industrial relations read by
  hand) that tell a possessive "our union" of work from one of marriage ("our union was blessed").
- NOT_TRADE: the modifiers before "union" that make another kind of union (WordNet 3.0's other "union" senses and
  its compounds: credit union, customs union, European Union, Soviet Union, civil union, students' union, rugby
  union, monetary union, the State of the Union).
"""

from __future__ import annotations

import functools

from . import wordnet

UNION_NOUNS = frozenset({"union", "unions", "trade union", "trade unions", "labor union", "labor unions",
                         "labour union", "labour unions", "trades union"})
# The person or thing a union (or its name) qualifies: "union member", "my Unite rep", "SEIU dues".
MEMBER_NOUNS = frozenset({"member", "members", "rep", "reps", "representative", "steward", "stewards", "organizer",
                          "organiser", "official", "officials", "delegate", "activist", "dues", "card", "branch",
                          "local", "meeting", "meetings", "job"})
ROLE_PHRASES = frozenset({"shop steward", "workplace rep", "workplace representative", "union representative", "trade unionist", "labor organizer",
                          "labour organiser", "union organizer", "union organiser"})
# Person nouns written with a capital for a union's member (see the module's doc).
MEMBER_PEOPLE = frozenset({"Teamster", "Teamsters", "Wobbly", "Wobblies"})
UNION_NAMES = frozenset({
    # UK (TUC affiliates; EIS, RCN, BMA on the Certification Officer's list)
    "UNISON", "Unison", "Unite", "Unite the Union", "GMB", "RMT", "NEU", "National Education Union", "CWU",
    "Communication Workers Union", "PCS", "UCU", "University and College Union", "Usdaw", "USDAW", "NASUWT",
    "ASLEF", "Aslef", "FBU", "Fire Brigades Union", "BECTU", "Bectu", "NUJ", "National Union of Journalists",
    "Equity", "Prospect", "TSSA", "BFAWU", "UVW", "IWGB", "EIS", "RCN", "Royal College of Nursing",
    "BMA", "Nautilus", "NAHT", "Musicians' Union", "TUC", "NUM",
    "National Union of Mineworkers",
    # US (AFL-CIO affiliates and the large independents)
    "AFL-CIO", "SEIU", "Service Employees International Union", "Teamsters", "the Teamsters",
    "International Brotherhood of Teamsters", "UAW", "United Auto Workers", "AFSCME", "AFT",
    "American Federation of Teachers", "NEA", "National Education Association", "IBEW",
    "International Brotherhood of Electrical Workers", "UFCW", "United Food and Commercial Workers", "USW",
    "United Steelworkers", "CWA", "Communications Workers of America", "UNITE HERE", "SAG-AFTRA", "WGA",
    "Writers Guild", "Writers Guild of America", "National Nurses United", "ILWU", "ATU", "Amalgamated Transit Union",
    "LIUNA", "UFW", "United Farm Workers", "UMWA", "NALC", "APWU", "AFGE", "IATSE", "IAFF", "ALPA", "AFA",
    "Transport Workers Union", "TWU", "United Brotherhood of Carpenters", "Carpenters Union", "Laborers' Union",
    "Machinists Union", "Steelworkers", "Starbucks Workers United", "Amazon Labor Union", "Workers United",
    # Canada, Germany, Ireland, Australia, France, Italy
    "CUPE", "Unifor", "PSAC", "IG Metall", "ver.di", "IG BCE", "GEW", "SIPTU", "Fórsa", "CFMEU",
    "AMWU", "ANMF", "HSU", "CGT", "CFDT", "CGIL", "CISL",
})
# Written in lower case these are other words; the detector matches them as written.
WORD_NAMES = frozenset({"Unison", "Unite", "Equity", "Prospect", "Nautilus", "Steelworkers", "Teamsters"})
# The head nouns of a union's name and the people it names (see the module's doc): "the <…> Workers' Union".
NAME_HEADS = frozenset({"Union", "Brotherhood", "Guild", "Association", "Federation", "Alliance", "Organization",
                        "Organisation", "Workers"})
WORKER_NOUNS = frozenset({"worker", "workers", "employee", "employees", "staff", "staffs", "personnel", "workman",
                          "workmen", "labourer", "labourers", "laborer", "laborers"})
NOT_UNION_NAME_WORDS = frozenset({"parent", "parents", "concerned"})
# WordNet 3.0 nodes of a professional body's people and of a union's (see the module's doc): (lemma, sense index).
PROFESSION_ROOTS = (("professional", 0), ("businessperson", 0), ("scientist", 0))
WORKER_ROOT = ("worker", 0)
# Words of work that make "our union" a trade union (see the module's doc).
LABOUR_CONTEXT = frozenset({
    "work", "works", "worked", "working", "workers", "workplace", "job", "jobs", "employer", "employers", "boss",
    "bosses", "management", "manager", "contract", "contracts", "pay", "paid", "wage", "wages", "salary", "raise",
    "strike", "strikes", "striking", "picket", "ballot", "balloted", "negotiate", "negotiated", "negotiating",
    "negotiation", "negotiations", "bargaining", "grievance", "grievances", "dues", "rep", "reps", "steward",
    "branch", "members", "membership", "meeting", "meetings", "shift", "shifts", "overtime", "layoffs", "laid",
    "redundancy", "redundancies", "fired", "sacked", "dismissal", "disciplinary", "tribunal", "lawyer", "pension",
    "pensions", "hospital", "school", "factory", "depot", "office", "plant", "warehouse", "site", "staff",
    "colleagues", "coworkers", "co-workers", "nurses", "teachers", "drivers", "injured", "injury", "secretary",
    "balloting", "industrial", "walkout",
})
# A union's own business, which tells "our local" (a US union's branch) from a pub: a narrower LABOUR_CONTEXT.
UNION_BUSINESS = frozenset({"contract", "contracts", "negotiate", "negotiated", "negotiating", "bargaining", "strike",
                            "strikes", "striking", "ballot", "balloted", "balloting", "ratified", "ratify", "dues",
                            "steward", "stewards", "grievance", "grievances", "members", "membership", "walkout"})
# Nouns after "union" that make another union (WordNet 3.0's compounds and other senses: the Union army of the US
# Civil War, a union suit, India's Union government and territories, a union of sets): "I'm in the union army".
NOT_TRADE_AFTER = frozenset({"army", "armies", "soldier", "soldiers", "troops", "navy", "forces", "side", "general",
                             "generals", "suit", "suits", "jack", "flag", "territory", "territories", "budget",
                             "minister", "ministers", "ministry", "government", "cabinet", "square", "station", "street",
                             "city", "county", "bank", "pacific", "catalog", "catalogue", "type", "types", "set", "sets",
                             "bound", "operator", "find", "all", "select", "query", "queries"})
NOT_TRADE = frozenset({"credit", "customs", "european", "soviet", "civil", "student", "students", "students'",
                       "student's", "rugby", "monetary", "economic", "african", "world", "postal", "federal",
                       "american", "free", "perfect", "mystical", "sexual", "marital", "conjugal", "holy", "state",
                       "football", "athletic", "debating", "oxford", "cambridge", "cooperative", "co-op", "mothers'"})


@functools.lru_cache(maxsize=1)
def wordnet_union_names() -> frozenset[str]:
    """The unions WordNet 3.0 names: the capitalised lemmas of instances of the "union" synset ("United Mine
    Workers", "IWW", "Teamsters Union")."""
    names: set[str] = set()
    for root in wordnet.lookup("labor union")[:1]:
        for offset in wordnet.hyponym_closure([root], instances=True):
            names.update(lemma for lemma in wordnet.synset_at(offset, "n").lemmas if lemma[:1].isupper())
    return frozenset(names)


def union_names() -> frozenset[str]:
    return UNION_NAMES | wordnet_union_names()


@functools.lru_cache(maxsize=1)
def _profession_trees() -> tuple[frozenset[int], frozenset[int]]:
    """The synsets below PROFESSION_ROOTS, and those below WORKER_ROOT."""
    def tree(roots: tuple[tuple[str, int], ...]) -> frozenset[int]:
        return frozenset(wordnet.hyponym_closure(wordnet.lookup(lemma)[index] for lemma, index in roots))

    return tree(PROFESSION_ROOTS), tree((WORKER_ROOT,))


def professional(title: str) -> bool:
    """Whether a job title's first WordNet sense is a professional's or a businessperson's, not a worker's (a nurse, a
    realtor, an accountant; not a letter carrier, a prison officer, a pilot)."""
    senses = wordnet.lookup(title)
    if not senses:
        return False
    professions, workers = _profession_trees()
    return senses[0] in professions and senses[0] not in workers
