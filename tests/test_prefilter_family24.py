"""Family24 (issue 11, round 39): rules from the twenty-fourth family's misses, read after its blind run, each
built from a vocabulary (Canada's corporate and civil law, WordNet's person nouns, names.word_given_names, Canada
Post's street types), with near misses beside each."""

import pytest

from tests.prefilter_support import texts

CASES = [
    # Canada's French legal forms (Canada Business Corporations Act s. 10(1); Civil Code of Québec, arts. 2188-2189),
    # in any case, as Quebec's register writes them; the English twins were already read
    ("organization", "The car belongs to the shared fleet of Location Gauthier ltée.", ["Location Gauthier ltée"]),
    ("organization", "Invoice from Boulangerie Roy Ltée today.", ["Boulangerie Roy Ltée"]),
    ("organization", "Avocats Gagnon S.E.N.C.R.L. wrote back on Monday.", ["Avocats Gagnon S.E.N.C.R.L."]),
    ("organization", "Ferme Poulin S.E.N.C. sold us the hay.", ["Ferme Poulin S.E.N.C."]),
    ("organization", "Transport Lavoie Incorporée ships on Fridays.", ["Transport Lavoie Incorporée"]),
    ("organization", "I got the limitée edition of the album.", []),  # no name before the word
    ("organization", "Empresa Rio Ltda. pays on time.", ["Empresa Rio Ltda."]),  # the "L…" forms still end whole
    ("organization", "Hydro Nord Ltd. and Acme Inc. replied.", ["Hydro Nord Ltd", "Acme Inc"]),  # as on main
    # a rare person noun in lower case after a capitalized word is a role's title, whatever its frequency
    # (WordNet: adjuster, audiologist, enumerator are people)
    ("name", "Loss adjuster Prosper Havyarimana inspected the flooded field on Thursday.", ["Prosper Havyarimana"]),
    ("name", "Claims adjuster Tendai Moyo inspected the roof.", ["Tendai Moyo"]),
    ("name", "Loss adjuster Network Rail inspected the line.", []),  # frequent words after the role
    ("name", "Insurance adjuster Reports arrived late.", []),
    ("name", "The loss adjuster visited on Monday.", []),  # no name at all
    # after a role's title a given name English writes as a word leads the name (names.word_given_names)
    ("name", "Driver Prosper Ndayizeye arrived late.", ["Prosper Ndayizeye"]),
    ("name", "Visitor Running Loghan signed in.", []),  # "Running" is no given name
    ("name", "Driver Grace Period ended.", []),  # a frequent word after the given name
    ("name", "Token bought by Will Travel on Friday.", []),
    # Quebec's numbered rangs (Canada Post: street type RANG, directions EST, OUEST, NORD, SUD)
    # session 22: the town closing the address is the address reader's too (everyday9's rule)
    ("address", "Skip location: outside 62, rang 22 Est, Saint-Honoré", ["62, rang 22 Est", "Saint-Honoré"]),
    ("address", "We live at 1240 Rang 4 Ouest, Saint-Honoré.", ["1240 Rang 4 Ouest", "Saint-Honoré"]),
    ("address", "Farm address: 305, 4e Rang, Amqui", ["305, 4e Rang", "Amqui"]),
    ("address", "She rang 3 times before I answered.", []),  # the past of "ring"
    ("address", "At 5, rang 2 bells and left.", []),
    ("address", "I called 4 times, rang 6 more and gave up.", []),
]


@pytest.mark.parametrize("category,text,expected", CASES)
def test_family24_rules(category, text, expected):
    assert texts(text, category, validities=("high", "medium")) == expected
