"""Word endings that say a word names a medicine (everyday10): the common stems of the International Nonproprietary
Names, as the World Health Organization lists them in "The use of stems in the selection of International
Nonproprietary Names (INN) for pharmaceutical substances" (WHO/EMP/RHT/TSN/2018.1): each new generic name of a class
takes its class's stem ("dolutegravir": -vir, an antiviral; "rivaroxaban": -xaban; "sitagliptin": -gliptin). WordNet
(data/health_drugs.py) lacks most names coined after 2006; their stems place them.

Only stems of the kinds patients are prescribed and name in a draft, and only endings no common English word has
(cues/health.py also needs the word rare, wordfreq Zipf below 2.5, seven letters or more, and a taker's cue): "-pril"
is in "April", but April is no rare word; "-cept" is in "concept", the same. Broad stems whose endings English words
share ("-azine": "magazine"; "-pine": "alpine"; "-pam") are left out.
"""

from __future__ import annotations

# (stem, the class the WHO list gives it), longest first where one ends another
INN_STEMS: tuple[tuple[str, str], ...] = (
    ("vir", "antivirals (-tegravir, -navir, -previr, -buvir, -ciclovir)"),
    ("mab", "monoclonal antibodies"),
    ("nib", "kinase inhibitors (-tinib, -rafenib)"),
    ("pril", "ACE inhibitors"),
    ("sartan", "angiotensin II receptor antagonists"),
    ("olol", "beta-blockers"),
    ("alol", "beta-blockers"),
    ("statin", "HMG-CoA reductase inhibitors"),
    ("azole", "azole antifungals, proton-pump inhibitors (-prazole), nitroimidazoles"),
    ("gliptin", "DPP-4 inhibitors"),
    ("glutide", "GLP-1 analogues"),
    ("gliflozin", "SGLT2 inhibitors"),
    ("formin", "biguanides"),
    ("oxacin", "quinolone antibacterials"),
    ("cillin", "penicillins"),
    ("cycline", "tetracyclines"),
    ("mycin", "antibiotics from Streptomyces"),
    ("dipine", "calcium channel blockers"),
    ("parin", "heparins"),
    ("xaban", "factor Xa inhibitors"),
    ("gatran", "thrombin inhibitors"),
    ("triptan", "serotonin 5-HT1 agonists (migraine)"),
    ("setron", "serotonin 5-HT3 antagonists (nausea)"),
    ("tidine", "H2 receptor antagonists"),
    ("azepam", "benzodiazepines"),
    ("azolam", "benzodiazepines"),
    ("oxetine", "serotonin reuptake inhibitors"),
    ("afil", "PDE5 inhibitors"),
    ("lukast", "leukotriene receptor antagonists"),
    ("olone", "corticosteroids (prednisolone)"),
    ("semide", "loop diuretics"),
    ("thiazide", "thiazide diuretics"),
    ("dronate", "bisphosphonates"),
    ("platin", "platinum antineoplastics"),
    ("rubicin", "anthracycline antineoplastics"),
    ("trexate", "folic acid antagonists"),
    ("vudine", "nucleoside reverse transcriptase inhibitors"),
    ("coxib", "COX-2 inhibitors"),
    ("osin", "alpha-1 blockers (-zosin, tamsulosin)"),
    ("lutamide", "antiandrogens"),
    ("caine", "local anaesthetics"),
)
