"""Everyday drafts: what a user types into ChatGPT or a forum, with the identifying values each holds.

Two sets, both written by hand by the lead (session of 2026-11-28 05:15 UTC), not drawn from any data set:
- STUDIED: the drafts whose misses the lead's probes of that session fixed (bank codes, dates of birth,
  schools by level, abbreviated and numbered streets, directionals, "Town, ST", unlisted job titles, festivals
  and saints, short holder numbers, handles, links without a scheme, MAC addresses);
- UNSEEN: drafts written after those fixes, in the same spirit, never used to change a rule.
A value *remains* when it still occurs in the no-model engine's output (case-folded, whole words). The report
gives values left per set and per kind, for the engine of this checkout; run it from another checkout's
directory (PYTHONPATH) for a before/after.

    PYTHONPATH=$PWD .venv/bin/python -m bench.everyday_drafts --out bench/results/everyday/after.json
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import Counter
from pathlib import Path

# (draft, ((kind, value), ...)): the values a careful human would take out or generalize.
STUDIED: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Called my bank (account 12345678, sort code 20-00-00) and they told me to ring 0207 946 0123 ext 44.",
     (("code", "12345678"), ("code", "20-00-00"), ("phone", "0207 946 0123"))),
    ("My routing number is 021000021 and my SWIFT code is DEUTDEFF500.", (("code", "021000021"), ("code", "DEUTDEFF500"))),
    ("My DOB is 14/03/1987 if that matters.", (("birth date", "14/03/1987"),)),
    ("I was born on 3 May 1990 in a small town.", (("birth date", "3 May 1990"),)),
    ("My birthday is May 3rd and I turn 35.", (("birth date", "May 3rd"), ("age", "35"))),
    ("Does anyone else's kid go to Lincoln Elementary? Mrs. Alvarez is the best teacher my son ever had.",
     (("school", "Lincoln Elementary"), ("name", "Alvarez"))),
    ("Anyone know a good dentist near Hawthorne Blvd?", (("street", "Hawthorne Blvd"),)),
    ("My landlord (Mike Brennan, 555-201-4477) won't fix the heater at 4521 W Sunset Blvd Apt 3, Los Angeles, CA 90027.",
     (("name", "Mike Brennan"), ("phone", "555-201-4477"), ("street", "4521 W Sunset Blvd"), ("city", "Los Angeles"),
      ("postal", "90027"))),
    ("I moved to Austin, TX last year.", (("city", "Austin"), ("state", "TX"))),
    ("Please rewrite my cover letter: I have 6 years as a payroll specialist at Kaiser Permanente.",
     (("job", "payroll specialist"), ("organization", "Kaiser Permanente"))),
    ("I was hired as a claims adjuster in 2019.", (("job", "claims adjuster"),)),
    ("I'm Muslim and fast during Ramadan, my manager at Deloitte doesn't get it.", (("organization", "Deloitte"),)),
    ("Our son Liam starts kindergarten at St. Patrick's in September.", (("name", "Liam"),)),
    ("My mom Linda (67) just got diagnosed with stage 3 breast cancer at Mass General.",
     (("name", "Linda"), ("health", "breast cancer"))),
    ("My employee ID is E-448812 and my badge number 30291.", (("code", "E-448812"), ("code", "30291"))),
    ("My Venmo is @sarah-okafor-3 and my Cash App is $sokafor.", (("handle", "sarah-okafor-3"), ("handle", "sokafor"))),
    ("Here's my LinkedIn: linkedin.com/in/sarah-okafor-rn and my portfolio sarahokafor.com",
     (("link", "sarah-okafor-rn"), ("link", "sarahokafor.com"))),
    ("My Insta is sarah.okafor.bakes and my Discord is sarahk#4821.", (("handle", "sarah.okafor.bakes"), ("handle", "sarahk#4821"))),
    ("My IP is 73.162.44.201 apparently, and my MAC address 00:1A:2B:3C:4D:5E.",
     (("code", "73.162.44.201"), ("code", "00:1A:2B:3C:4D:5E"))),
    ("My husband's cousin Ahmed works at the Toyota plant in Georgetown, KY.", (("name", "Ahmed"), ("city", "Georgetown"))),
    ("I go to the Planet Fitness on 5th Ave every morning at 6.", (("street", "5th Ave"),)),
    ("Can you draft a letter to my HOA (Willow Creek Estates) about my neighbor's dog?", (("place", "Willow Creek Estates"),)),
)

UNSEEN: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (
    ("Date of birth: 22.11.1984. Please update my file, member #7731.", (("birth date", "22.11.1984"), ("code", "7731"))),
    ("I was born on the 9th of February 1979 and grew up on 12th Street.", (("birth date", "9th of February 1979"), ("street", "12th Street"))),
    ("Send the refund to BSB 082-902, account 51234567, name Ruth Abara.",
     (("code", "082-902"), ("code", "51234567"), ("name", "Ruth Abara"))),
    ("My daughter goes to Riverside Primary and her best friend is Maisie Holt.", (("school", "Riverside Primary"), ("name", "Maisie Holt"))),
    ("I live at 77 NE Alberta St, Portland, OR 97211.", (("street", "77 NE Alberta St"), ("city", "Portland"), ("postal", "97211"))),
    ("I've worked as a fleet dispatcher for eight years.", (("job", "fleet dispatcher"),)),
    ("My job title is Senior Revenue Accountant at a hospital group.", (("job", "Revenue Accountant"),)),
    ("DM me on Telegram: kofi_builds or check kofibuilds.dev, that's my portfolio.", (("handle", "kofi_builds"), ("link", "kofibuilds.dev"))),
    ("My GitHub is github.com/mlindqvist if you want to see the code.", (("link", "mlindqvist"),)),
    ("We celebrate Diwali with my in-laws in Leicester every year.", (("city", "Leicester"),)),
    ("My dad was diagnosed with stage II colon cancer at 61.", (("health", "colon cancer"),)),
    ("I teach at Kennedy High and coach the girls' soccer team.", (("school", "Kennedy High"),)),
    ("My IFSC is SBIN0005943 and UPI is priya.n@okaxis.", (("code", "SBIN0005943"), ("handle", "priya.n@okaxis"))),
    ("Our condo is in Maple Grove Commons, unit 4B, off Route 9.", (("place", "Maple Grove Commons"),)),
    ("I'll turn 50 in April and my partner Dev is 47.", (("age", "50"), ("name", "Dev"), ("age", "47"))),
    ("Patient number 80213 at St. Luke's, room 12.", (("code", "80213"),)),
)


def _remains(value: str, text: str) -> bool:
    return re.search(r"(?<!\w)" + re.escape(value.casefold()) + r"(?!\w)", text.casefold()) is not None


def _score(drafts: tuple[tuple[str, tuple[tuple[str, str], ...]], ...], anonymize) -> dict[str, object]:
    left: Counter[str] = Counter()
    total: Counter[str] = Counter()
    rows = []
    for draft, values in drafts:
        out = anonymize(draft)
        kept = [(k, v) for k, v in values if _remains(v, out)]
        for kind, _ in values:
            total[kind] += 1
        for kind, _ in kept:
            left[kind] += 1
        rows.append({"draft": draft, "output": out, "left": kept})
    n = sum(total.values())
    return {"values": n, "left": sum(left.values()), "share_left": round(sum(left.values()) / n, 3),
            "by_kind": {k: f"{left[k]}/{total[k]}" for k in sorted(total)}, "rows": rows}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--label", default="", help="which engine (e.g. 'main d64bba4')")
    args = parser.parse_args(argv)
    from models.engine import Engine
    from models.policy import Policy

    engine = Engine.load(use_llm=False)
    policy = Policy()
    started = time.time()
    report = {"label": args.label, "studied": _score(STUDIED, lambda d: engine.anonymize(d, policy).text),
              "unseen": _score(UNSEEN, lambda d: engine.anonymize(d, policy).text),
              "seconds": round(time.time() - started, 1)}
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(report, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    for name in ("studied", "unseen"):
        part = report[name]
        assert isinstance(part, dict)
        print(f"{name}: {part['left']}/{part['values']} values left ({part['share_left']}) {part['by_kind']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
