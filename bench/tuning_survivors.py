"""The GPT-4 evidence phrases that survive anonymization, for TUNING personas only (models/evaluation/personas.py).

Held-out comments are never printed: this is the view detectors may be designed from. With --format synthpai,
the SynthPAI profiles of the tuning half (`synthpai_split_of`, by username) instead.

    PYTHONPATH=$PWD .venv/bin/python -m bench.tuning_survivors --texts /tmp/after.jsonl [--attribute occupation]
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path

from models.evaluation.evidence_survival import _fold, occurs
from models.evaluation.personas import split_of, synthpai_split_of_sample
from models.evaluation.samples import load_samples

DATA = Path("../shared/data/PersonalReddit/train.jsonl")
# A straight quote of an evidence phrase stands for any of its typographic forms in the text.
_QUOTES = {"'": "['’‘]", '"': '["“”]'}


def phrase_spans(phrase: str, text: str) -> list[tuple[int, int]]:
    """Where an evidence phrase stands in the original text: whole words, any case, any run of white space
    between its words, straight or curly quotes (the spans `occurs` says yes to, in the text as written)."""
    needle = _fold(phrase).strip()
    if not needle:
        return []
    body = r"\s+".join("".join(_QUOTES.get(c) or re.escape(c) for c in w) for w in needle.split(" "))
    pattern = (r"(?<!\w)" if needle[0].isalnum() else "") + body + (r"(?!\w)" if needle[-1].isalnum() else "")
    return [(m.start(), m.end()) for m in re.finditer(pattern, text, re.IGNORECASE)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", type=Path, default=DATA)
    parser.add_argument("--texts", type=Path, required=True, help="{sample_id, text} lines (implicit_cues_bench texts)")
    parser.add_argument("--format", choices=("personalreddit", "synthpai"), default="personalreddit", dest="fmt")
    parser.add_argument("--attribute")
    parser.add_argument("--context", action="store_true", help="print the anonymized text too")
    parser.add_argument("--explicit", action="store_true",
                        help="list explicit leaks instead (models/evaluation/explicit_leak.py): true values still "
                             "written out, with the anonymized text around each")
    args = parser.parse_args(argv)
    texts = {r["sample_id"]: r["text"] for r in map(json.loads, args.texts.read_text(encoding="utf-8").splitlines())}
    for sample in load_samples(args.data, args.fmt):
        split = split_of(sample.truth) if args.fmt == "personalreddit" else synthpai_split_of_sample(sample.id)
        if split != "tuning" or sample.id not in texts:
            continue
        if args.explicit:
            _print_explicit(sample.id, sample.truth, texts[sample.id], args.attribute)
            continue
        kept = [(a, p) for a, p in sample.evidence if occurs(p, texts[sample.id])
                and (args.attribute is None or a == args.attribute)]
        for attribute, phrase in kept:
            print(f"{sample.id}\t{attribute}\t{sample.truth.get(attribute, '')}\t{phrase}")
        if kept and args.context:
            print("    >> " + texts[sample.id].replace("\n", " ")[:600])
    return 0


def _print_explicit(sample_id: str, truth: dict[str, str], text: str, only: str | None) -> None:
    """One line per leaked value: id, attribute, true value, the variant found, and the normalized text around it."""
    from models.evaluation.explicit_leak import explicit_leaks, value_variants
    from models.evaluation.matcher import normalize

    haystack = f" {normalize(text)} "
    for attribute, leaked in explicit_leaks(text, truth).items():
        if not leaked or (only is not None and attribute != only):
            continue
        for variant in value_variants(attribute, truth[attribute]):
            at = haystack.find(f" {variant} ")
            while at >= 0:
                around = haystack[max(0, at - 70): at + len(variant) + 70].strip()
                print(f"{sample_id}\t{attribute}\t{truth[attribute]}\t{variant}\t…{around}…")
                at = haystack.find(f" {variant} ", at + 1)


if __name__ == "__main__":
    sys.exit(main())
