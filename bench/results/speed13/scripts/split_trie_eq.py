"""compile_terms' split trie against the plain alternation it replaces, on every vocabulary that takes it: every
match's span (finditer over the whole text) on the 630 prefilter_same texts, the four families' texts, every
everyday draft set (blind sets: counts only) and random phrase mixes. usage: split_trie_eq.py"""
import random, re, sys
import bench.everyday_drafts as E
from bench.prefilter_same import texts
from bench.pii_synthetic import generate
import models.prefilter.cues.lexicon as L

def plain(unique):
    def body(phrase):
        return r"\s+".join("".join("['’]" if ch in "'’" else re.escape(ch) for ch in w) for w in phrase.split())
    alts = [body(p) if any(c.isupper() for c in p) else f"(?i:{body(p)})" for p in unique]
    return re.compile(L._EDGE_BEFORE + "(?:" + "|".join(alts) + ")" + L._EDGE_AFTER)

vocabs = []
orig = L.compile_terms
def spy(phrases):
    u = sorted(set(phrases), key=len, reverse=True)
    if L._cased_overlap(u):
        vocabs.append(u)
    return orig(phrases)
L.compile_terms = spy
import importlib
for m in ("field_vocabulary", "field_analogy", "work_field"):
    setattr(importlib.import_module("models.prefilter.cues." + m), "compile_terms", spy)
from models.prefilter.registry import default_recognizers
default_recognizers()
sets = dict(texts())
for fam, seed in (("twenty_fourth", 24683), ("twenty_third", 23857), ("twenty_second", 22741), ("seventh", 7749)):
    sets["family_" + fam] = [s.text for s in generate(300, seed, fam)]
every = [d[0] for k, v in vars(E).items() if k.isupper() and isinstance(v, tuple) and v and isinstance(v[0], tuple)
         and isinstance(v[0][0], str) for d in v]
sets["everyday_all"] = every
rng = random.Random(13)
def mix(u):
    out = []
    for _ in range(400):
        parts = []
        for _ in range(rng.randint(1, 6)):
            p = rng.choice(u)
            p = "".join(c.swapcase() if rng.random() < 0.25 else c for c in p) if rng.random() < 0.5 else p
            p = p.replace(" ", rng.choice([" ", "  ", "\t", "\n"])) if rng.random() < 0.3 else p
            cut = rng.random()
            if cut < 0.15: p = p[: rng.randint(1, max(1, len(p)))]
            parts.append(p + rng.choice(["", "s", "'s", "-x", ".", ",", "’s"]))
        out.append(rng.choice([" ", "", " the ", "\n"]).join(parts))
    return out
total = differ = 0; used = 0
for u in vocabs:
    new = orig(tuple(u)); old = plain(u)
    split = L._split_trie(u) is not None
    used += split
    for name, items in list(sets.items()) + [("mix", mix(u))]:
        for t in items:
            total += 1
            if [m.span() for m in old.finditer(t)] != [m.span() for m in new.finditer(t)]:
                differ += 1
                if name in ("personalreddit", "synthetic", "panorama", "mix"):
                    print("DIFF", name, u[:3], repr(t[:120]))
print(f"{len(vocabs)} vocabularies, {used} take the split trie; {total} (vocabulary, text) pairs, {differ} differ")
print("texts per set:", {k: len(v) for k, v in sets.items()}, "+ 400 mixes a vocabulary")
sys.exit(1 if differ else 0)
