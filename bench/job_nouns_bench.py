"""Everyday job nouns: does the no-model pre-filter find the author's job in "I'm a X." and "I work as a X."?

The nouns were written by hand (jobs2 helper, session of 2026-11-28 12:14 UTC) before any change of that round,
from what people call their own work in comments and chats: the lead's misses (issue 11/12 note), short and
clipped forms (medic, physio, sparky), acronyms said in capitals (RN, EMT, GP), UK/AU/US regional words (postie,
binman, tradie, lorry driver), platform work (streamer, youtuber) and the everyday titles of care, retail,
hospitality, trades and offices. They are split once, by a hash of the noun (`half`), into a tuning half and a
blind half; the blind half is only ever counted, never read for a rule.

    PYTHONPATH=$PWD nice .venv/bin/python -m bench.job_nouns_bench --out bench/results/jobs2/nouns_after.json
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path

NOUNS: tuple[str, ...] = tuple(n.strip() for n in """
medic, nanny, sonographer, lifeguard, sailor, trucker, streamer, influencer, youtuber, content creator, dispatcher,
HVAC tech, CNA, LPN, RN, EMT, warehouse worker, care worker, support worker, scrum master, dog walker, DJ, doula,
vet tech, locum GP, GP, council worker, binman, postie, tradie, sparky, chippy,
nurse, teacher, plumber, electrician, babysitter, au pair, childminder, carer, caregiver, home health aide,
phlebotomist, radiographer, physio, physiotherapist, occupational therapist, speech therapist, dental hygienist,
dental nurse, optician, pharmacy tech, orderly, hospital porter, surgeon, anaesthetist, junior doctor, ICU nurse,
nurse practitioner, physician assistant, chiropractor, massage therapist, esthetician, beautician, nail tech,
hairdresser, barber, tattooist, cosmetologist, HGV driver, lorry driver, bus driver, cabbie, uber driver,
delivery driver, courier, postman, mail carrier, mailman, forklift driver, shelf stacker, warehouse associate,
cashier, checkout operator, barista, line cook, dishwasher, waiter, bartender, busser, sous chef, pastry chef,
kitchen porter, caterer, housekeeper, cleaner, janitor, custodian, handyman, landscaper, groundskeeper, gardener,
roofer, bricklayer, brickie, plasterer, drywaller, painter and decorator, joiner, tiler, glazier, locksmith,
mechanic, welder, machinist, millwright, lineman, pipefitter, boilermaker, labourer, laborer, foreman,
quantity surveyor, estate agent, realtor, letting agent, mortgage broker, bookkeeper, accountant, CPA, paralegal,
solicitor, barrister, legal secretary, bailiff, court reporter, police officer, prison officer,
corrections officer, firefighter, fireman, security guard, bouncer, soldier, marine, airman, pilot, air hostess,
flight attendant, air traffic controller, train driver, ticket inspector, deckhand, fisherman, farmhand, rancher,
shepherd, beekeeper, vet, vet nurse, zookeeper, dog groomer, pet sitter, teaching assistant, substitute teacher,
supply teacher, lecturer, adjunct, postdoc, librarian, guidance counselor, social worker, youth worker,
caseworker, probation officer, pastor, vicar, rabbi, imam, chaplain, software engineer, web developer,
data scientist, sysadmin, QA tester, game tester, UX designer, graphic designer, copywriter, journalist, reporter,
photographer, videographer, illustrator, animator, voice actor, session musician, drummer, sound engineer,
stagehand, roadie, tiktoker, podcaster, blogger, freelancer, virtual assistant, call centre agent,
customer service rep, receptionist, office manager, HR manager, recruiter, salesman, sales rep, telemarketer,
insurance broker, bank teller, actuary, stockbroker, product manager, business analyst, shopkeeper, store clerk,
florist, baker, butcher, fishmonger, tailor, seamstress, cobbler, jeweller, upholsterer, cabinetmaker, coal miner,
roughneck, lumberjack, arborist, tree surgeon, refuse collector, street sweeper, traffic warden,
parking attendant, crossing guard, swim instructor, personal trainer, yoga teacher, fitness instructor, referee,
umpire, jockey, caddie, croupier, bookie, tour guide, travel agent, concierge, bellhop, valet, chauffeur,
funeral director, undertaker, mortician, gravedigger, translator, sign language interpreter, draftsman,
civil engineer, healthcare assistant, HCA, care assistant, dental assistant, medical assistant, lab tech,
pharmacist, audiologist, dietitian, paramedic, midwife, physician, dentist, optometrist, linesman
""".replace("\n", " ").split(",") if n.strip())
# Capitalized acronyms take "an" by their first letter's name ("an RN", "an HCA"), words by their first sound.
_AN_LETTERS = set("AEFHILMNORSX")
FRAMES = ("I'm {a} {noun}.", "I work as {a} {noun}.")


def half(noun: str) -> str:
    """The fixed split: 'blind' for an odd first byte of the noun's SHA-1, else 'tuning'."""
    return "blind" if hashlib.sha1(noun.encode("utf-8")).digest()[0] % 2 else "tuning"


def article(noun: str) -> str:
    first = noun.split()[0]
    if first.isupper():
        return "an" if first[0] in _AN_LETTERS else "a"
    return "an" if first[0].lower() in "aeiou" else "a"


def found(pf: object, sentence: str, noun: str) -> str | None:
    """The occupation finding's detector over the noun's last word, or None."""
    start = sentence.index(noun)
    head = start + len(noun) - len(noun.split()[-1])
    for f in pf.find(sentence):  # type: ignore[attr-defined]
        if f.category == "occupation" and f.start <= head < f.end:
            return str(f.detector)
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--print-tuning", action="store_true", help="list the tuning half's misses (never the blind's)")
    args = parser.parse_args(argv)
    from models.prefilter import Prefilter

    pf = Prefilter()
    pf.warm()
    started = time.time()
    rows = []
    for noun in NOUNS:
        row: dict[str, object] = {"noun": noun, "half": half(noun)}
        for frame in FRAMES:
            row[frame] = found(pf, frame.format(a=article(noun), noun=noun), noun)
        rows.append(row)
    report: dict[str, object] = {"seconds": round(time.time() - started, 1)}
    for name in ("tuning", "blind"):
        part = [r for r in rows if r["half"] == name]
        report[name] = {"nouns": len(part), **{frame: sum(1 for r in part if r[frame]) for frame in FRAMES}}
        print(name, report[name])
    report["rows"] = rows
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    if args.print_tuning:
        for r in rows:
            if r["half"] == "tuning":
                print(r["noun"], *(r[f] or "-" for f in FRAMES), sep="\t")
    return 0


if __name__ == "__main__":
    sys.exit(main())
