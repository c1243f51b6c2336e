"""Every edit the no-model engine makes on the TUNING halves, grouped by the detector that made it, for reading.

Issue 12 asks that the generalization table's edits keep a sentence natural; this lists them so a reviewer can
read each stand-in in its sentence: per detector (the finding inside the edited span; several for a merged edit),
per (original → replacement) pair with its count, each occurrence as its sentence with the edit in brackets.
Held-out personas (models/evaluation/personas.py) are skipped before the engine sees them: nothing of theirs is
printed.

    PYTHONPATH=$PWD python -m bench.edit_review --out /tmp/edits.txt [--format synthpai --data ...]
    PYTHONPATH=$PWD python -m bench.edit_review --pairs   # one line per pair, most frequent first
    PYTHONPATH=$PWD python -m bench.edit_review --flags   # only the edits a grammar check flags, by class

The checks of --flags read the words next to the edit in the anonymized text: a determiner before a stand-in
that brings its own ("the an organization"), "a"/"an" before a stand-in of the other sound, "a" before a plural,
a word doubled across the edge ("mining region region"), a capital in mid-sentence ("and Public servant Kirk").
They point at edits to read, not at errors: a reader decides.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter, defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from models.evaluation.personas import split_of, synthpai_split_of_sample
from models.evaluation.samples import Sample, load_samples
from models.prefilter.sentences import opens_sentence, sentence_bounds

PERSONALREDDIT = Path("/work/shared/data/PersonalReddit/train.jsonl")
SYNTHPAI = Path("/work/shared/data/SynthPAI/data/thread/comments_eval_revised.jsonl")


@dataclass(frozen=True)
class Edit:
    """One applied suggestion of one tuning text: who made it and the sentence it stands in."""

    sample_id: str
    detectors: str  # the detectors of the findings inside the edited span, joined by "+"
    original: str
    replacement: str
    sentence: str  # the sentence with the edit as [original → replacement]
    flags: tuple[str, ...] = ()  # the grammar checks it fails (--flags)


def tuning_samples(data: Path, fmt: str) -> list[Sample]:
    """The samples of the tuning half only."""
    samples = load_samples(data, fmt)
    if fmt == "personalreddit":
        return [s for s in samples if split_of(s.truth) == "tuning"]
    return [s for s in samples if synthpai_split_of_sample(s.id) == "tuning"]


def edits(samples: list[Sample]) -> Iterator[Edit]:
    """The edits of the no-model engine on each sample, with the detectors behind each."""
    from models.engine import Engine
    from models.policy import Policy

    engine = Engine.load(use_llm=False)
    for sample in samples:
        text = sample.text
        result = engine.anonymize(text, Policy())
        findings = engine.prefilter.find(text)
        for s in result.suggestions:
            inside = sorted({f.detector for f in findings if s.start <= f.start and f.end <= s.end})
            start, end = sentence_bounds(text, s.start, s.end)
            sentence = (text[start : s.start] + f"[{s.original} → {s.replacement}]" + text[s.end : end]).strip()
            yield Edit(sample.id, "+".join(inside) or f"({s.category})", s.original, s.replacement,
                       " ".join(sentence.split()), flags(text, s.start, s.end, s.original, s.replacement))


_DETERMINERS = frozenset("a an the my your his her its our their this that these those".split())
_SINGULAR_DETERMINERS = frozenset("a an one every each another".split())
_WORD = re.compile(r"[\w'’-]+")


def flags(text: str, start: int, end: int, original: str, replacement: str) -> tuple[str, ...]:
    """The grammar checks an edit fails, read from the words on each side of it."""
    from models.generalize_table import article

    before = _WORD.findall(text[max(0, start - 40) : start])
    after = _WORD.findall(text[end : end + 40])
    prev = before[-1].lower() if before and re.search(r"[\w'’-]\s*$", text[max(0, start - 2) : start]) else ""
    nxt = after[0].lower() if after and re.match(r"\s*[\w'’-]", text[end : end + 2]) else ""
    words = _WORD.findall(replacement)
    out = []
    if not words:
        return ()
    first, last = words[0].lower(), words[-1].lower()
    if prev in _DETERMINERS and first in ("a", "an", "the", "my"):
        out.append("determiner twice")
    if prev in ("a", "an") and first not in _DETERMINERS and article(words[0]) != prev:
        out.append("a/an")
    if prev in _SINGULAR_DETERMINERS and len(words) and last.endswith("s") and not last.endswith(("ss", "'s", "’s")):
        out.append("a + plural")
    if (nxt and last == nxt and replacement.rstrip()[-1:].isalnum()) or (prev and first == prev):
        out.append("doubled word")
    at_start = opens_sentence(text, start, " \t\"'“‘(*_>")
    if replacement[:1].isupper() and not at_start and first not in ("i", "christmas") and words[0][1:].islower():
        out.append("capital mid-sentence")
    if at_start and original.lstrip("'’")[:1].isupper() and replacement[:1].islower():
        out.append("lower case at sentence start")
    return tuple(out)


def report(found: list[Edit], pairs_only: bool, flagged_only: bool = False) -> list[str]:
    """Detectors by number of edits; under each, its pairs by count, each with its sentences (--flags: by check)."""
    if flagged_only:
        by_flag: dict[str, list[Edit]] = defaultdict(list)
        for e in found:
            for flag in e.flags:
                by_flag[flag].append(e)
        lines = [f"{len(found)} edits, {sum(1 for e in found if e.flags)} flagged"]
        for flag, group in sorted(by_flag.items(), key=lambda kv: -len(kv[1])):
            lines.append(f"\n=== {flag}: {len(group)}")
            lines.extend(f"  {e.detectors}  {e.sample_id}: {e.sentence}" for e in group)
        return lines
    by_detector: dict[str, list[Edit]] = defaultdict(list)
    for e in found:
        by_detector[e.detectors].append(e)
    lines = [f"{len(found)} edits, {len(by_detector)} detectors"]
    if pairs_only:
        counts = Counter((e.detectors, e.original.lower(), e.replacement) for e in found)
        return lines + [f"{n:4d}  {d}  {o!r} → {r!r}" for (d, o, r), n in counts.most_common()]
    for detector, group in sorted(by_detector.items(), key=lambda kv: -len(kv[1])):
        lines.append(f"\n=== {detector}: {len(group)}")
        pairs: dict[tuple[str, str], list[Edit]] = defaultdict(list)
        for e in group:
            pairs[(e.original.lower(), e.replacement)].append(e)
        for (original, replacement), items in sorted(pairs.items(), key=lambda kv: -len(kv[1])):
            lines.append(f"  {len(items):3d}  {original!r} → {replacement!r}")
            lines.extend(f"         {e.sample_id}: {e.sentence}" for e in items)
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--format", choices=("personalreddit", "synthpai"), default="personalreddit")
    parser.add_argument("--data", type=Path, default=None)
    parser.add_argument("--pairs", action="store_true", help="one line per (detector, original, replacement)")
    parser.add_argument("--flags", action="store_true", help="only the edits a grammar check flags, by check")
    parser.add_argument("--out", type=Path, default=None)
    args = parser.parse_args(argv)
    data = args.data or (PERSONALREDDIT if args.format == "personalreddit" else SYNTHPAI)
    lines = report(list(edits(tuning_samples(data, args.format))), args.pairs, args.flags)
    text = "\n".join(lines) + "\n"
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
