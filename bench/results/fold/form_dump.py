"""Throwaway check of the inflection fold (branch fold): every verb form the two cue modules made before and after.

    PYTHONPATH=/work/main python bench/results/fold/form_dump.py dump /tmp/forms_before.json   # main's code
    PYTHONPATH=$PWD python bench/results/fold/form_dump.py dump /tmp/forms_after.json         # this branch's
    python bench/results/fold/form_dump.py compare /tmp/forms_before.json /tmp/forms_after.json

Two levels: each verb's five forms (trade_activity's `_forms` / work_activity's `_third`, `_past`,
`_participle`, `gerund` before; data/inflection.py's `verb_forms` after), for the verbs of each module and a few
probes ("-ee", "-y", "-o", "-ye", doubled-l verbs) that neither module inflects; and the tables each module
matches with (trade_activity's (form, noun) → (verb, kind) table and its regexes, work_activity's FORMS).
"""

from __future__ import annotations

import json
import re
import sys
from typing import Any

KINDS = ("base", "third", "past", "participle", "gerund")
PROBES = ("referee", "guarantee", "carry", "echo", "dye", "counsel", "travel", "work", "set", "fit", "pan")


def dump() -> dict[str, Any]:
    from models.prefilter.cues import trade_activity as ta, work_activity as wa
    from models.prefilter.data.trade_activities import trade_activities

    trade_verbs = sorted({p.verb for p in trade_activities()})
    out: dict[str, Any] = {"trade_verbs": trade_verbs, "work_verbs": sorted(wa.VERBS)}
    per_verb: dict[str, dict[str, dict[str, str]]] = {}
    for verb in sorted(set(trade_verbs) | set(wa.VERBS) | set(PROBES)):
        # trade_activity's form → kind map, as its table reads it
        entry: dict[str, Any] = {"trade_map": ta._forms(verb)}
        if hasattr(wa, "_third"):  # before: work_activity's own rules
            entry["forms"] = {"base": verb, "third": wa._third(verb), "past": wa._past(verb),
                              "participle": wa._participle(verb), "gerund": wa.gerund(verb)}
        else:
            from models.prefilter.data.inflection import verb_forms
            entry["forms"] = verb_forms(verb)._asdict()
        per_verb[verb] = entry
    out["per_verb"] = per_verb
    t = ta.tables()
    out["trade_table"] = {f"{form}|{noun}": list(v) for (form, noun), v in sorted(t.kind.items())}
    out["trade_everyday"] = sorted(map(list, t.everyday))
    out["trade_regexes"] = {"phrase": t.phrase.pattern, "compound": t.compound.pattern,
                            "agent": t.agent.pattern if t.agent else None, "hint": t.hint.pattern}
    out["work_FORMS"] = {form: list(v) for form, v in sorted(wa.FORMS.items())}
    from models.prefilter.cues import work_field
    out["work_field_WORK"] = dict(sorted(work_field._WORK.items()))
    out["work_ANY"] = wa._ANY
    return out


def _alternatives(pattern: str | None) -> list[str]:
    """A regex's alternatives as a sorted list: the order of words of one length follows a set's (hash) order."""
    return sorted(re.sub(r"^\?(?:P<\w+>|:)", "", part) for part in re.split(r"[|()]", pattern or ""))


def compare(before: dict[str, Any], after: dict[str, Any]) -> None:
    print("verb          kind        before (trade / work)      after        used by")
    for verb in sorted(after["per_verb"]):
        b, a = before["per_verb"][verb], after["per_verb"][verb]
        used = ("trade" if verb in before["trade_verbs"] else "") + ("+work" if verb in before["work_verbs"] else "")
        trade_b = {kind: form for form, kind in b["trade_map"].items()}
        for kind in KINDS:
            tb = trade_b.get(kind, "(=" + b["forms"][kind] + ")" if kind == "participle" else "")
            old = f"{tb} / {b['forms'][kind]}"
            new = a["forms"][kind]
            differs = (("trade" in used and b["trade_map"] != a["trade_map"])
                       or ("work" in used and b["forms"][kind] != new))
            if differs or not used:
                print(f"{verb:13} {kind:11} {old:26} {new:12} {used or 'probe'}{'  <-- differs' if differs else ''}")
        if "trade" in used and b["trade_map"] != a["trade_map"]:
            print(f"  trade map {b['trade_map']} -> {a['trade_map']}")
    for key in ("trade_table", "trade_everyday", "trade_regexes", "work_FORMS", "work_field_WORK", "work_ANY"):
        bk, ak = before[key], after[key]
        if key in ("trade_regexes", "work_ANY"):
            bk = {k: _alternatives(v) for k, v in bk.items()} if isinstance(bk, dict) else _alternatives(bk)
            ak = {k: _alternatives(v) for k, v in ak.items()} if isinstance(ak, dict) else _alternatives(ak)
        if bk == ak:
            print(f"{key}: same")
            continue
        print(f"{key}: DIFFERS")
        if isinstance(bk, dict):
            for k in sorted(set(bk) | set(ak)):
                if bk.get(k) != ak.get(k):
                    if isinstance(bk.get(k), list) and isinstance(ak.get(k), list) and key == "trade_regexes":
                        print(f"  {k}: lost {sorted(set(bk[k]) - set(ak[k]))}, gained {sorted(set(ak[k]) - set(bk[k]))}")
                    else:
                        print(f"  {k}: {bk.get(k)} -> {ak.get(k)}")


if __name__ == "__main__":
    if sys.argv[1] == "dump":
        with open(sys.argv[2], "w", encoding="utf-8") as f:
            json.dump(dump(), f, indent=1, sort_keys=True)
    else:
        with open(sys.argv[2], encoding="utf-8") as f, open(sys.argv[3], encoding="utf-8") as g:
            compare(json.load(f), json.load(g))
