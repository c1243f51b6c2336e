"""Old (base d64bba4) against new WordNet tables and person._first_lexfile, on every index lemma of n and v plus variants."""
import sys, time
sys.path.insert(0, '/tmp/speed5/basepkg')
from models_base.prefilter.data import wordnet as old
from models_base.prefilter.pii import person as oldp
from models.prefilter.data import wordnet as new
from models.prefilter.pii import person as newp
for f in ('communication_verb_lemmas', 'double_object_verb_forms', 'sentient_verb_forms', 'work_verb_forms', 'act_nouns', 'artifact_nouns', 'verb_lemmas'):
    a, b = getattr(old, f)(), getattr(new, f)()
    print(f, len(a), a == b)
for pos in 'nvar':
    print('index/one_word', pos, old.index_lemmas(pos) == new.index_lemmas(pos), old.one_word_lemmas(pos) == new.one_word_lemmas(pos))
diff = 0; n = 0
for pos in 'nv':
    lemmas = sorted(old.index_lemmas(pos))
    words = lemmas + [w.replace('_', ' ') for w in lemmas if '_' in w][::3] + [w.capitalize() for w in lemmas[::7]] + [w.upper() for w in lemmas[::11]] \
        + [w + 's' for w in lemmas[::5]] + [w + 'x' for w in lemmas[::9]] + ['qzx', 'Ask', 'look_up', 'look up']
    t0 = time.time()
    table = {w: oldp._first_lexfile.__wrapped__(w, pos) if hasattr(oldp._first_lexfile, '__wrapped__') else None for w in ()}
    # old: lookup_all in one scan (what lookup does per word), then synset_at
    keys = sorted({w.lower().replace(' ', '_') for w in words})
    found = old.lookup_all(keys, pos)  # one scan; lookup(w) is lookup_all((w,))[w], keyed the same way
    for w in words:
        offs = found[w.lower().replace(' ', '_')]
        o = old.synset_at(offs[0], pos).lexfile if offs else None
        nn = newp._first_lexfile(w, pos)
        n += 1
        if o != nn:
            diff += 1
            if diff < 10: print('DIFF', pos, repr(w), o, nn)
    print(pos, len(words), 'words', round(time.time() - t0, 1), 's')
print('first_lexfile checked', n, 'differ', diff)
# spot-check that old._first_lexfile (lookup per word) agrees with lookup_all on a sample
import random; random.seed(5)
for pos in 'nv':
    for w in random.sample(sorted(old.index_lemmas(pos)), 15) + ['ask', 'Write', 'look up']:
        assert oldp._first_lexfile(w, pos) == newp._first_lexfile(w, pos), (w, pos)
print('sample via old _first_lexfile: same')
