"""The NER sentence cache on edits: a draft typed left to right and re-sent whole every STEP characters (the extension
re-sends after each pause), and one mid-draft edit; candidate sentences recognized vs taken from the cache, and CPU
of Prefilter.find per re-send with the cache as it is against a cleared one."""
import sys, time, statistics
from bench.prefilter_same import texts
from models.prefilter import Prefilter, ner
pf = Prefilter(); pf.warm()
STEP = int(sys.argv[1]) if len(sys.argv) > 1 else 8
for name, items in texts().items():
    items = items[:: max(1, len(items) // 25)][:25]
    hits = misses = 0; warm_cpu = []; cold_cpu = []; last_cpu = []; edit_cpu = []
    for text in items:
        ner.clear_cache()
        for end in list(range(STEP, len(text), STEP)) + [len(text)]:
            draft = text[:end]
            sents = [s for _, s in ner.candidate_sentences(draft)]
            miss = sum(ner._cache.get(s) is None for s in sents); misses += miss; hits += len(sents) - miss
            c = time.process_time(); pf.find(draft); warm_cpu.append(time.process_time() - c)
        last_cpu.append(warm_cpu[-1])  # the full draft, re-sent after its last characters were typed
        # an edit in the middle (a word inserted after the middle space): only that sentence is new
        mid = text.find(" ", len(text) // 2)
        edited = text if mid < 0 else text[:mid] + " really" + text[mid:]
        c = time.process_time(); pf.find(edited); edit_cpu.append(time.process_time() - c)
        # the same full draft, cold
        ner.clear_cache(); c = time.process_time(); pf.find(text); cold_cpu.append(time.process_time() - c)
    print(f"{name}: {len(items)} drafts, re-sent every {STEP} chars: candidate sentences from cache {hits}, recognized {misses} "
          f"(hit rate {hits / max(1, hits + misses):.2f}); CPU ms per re-send median {1e3 * statistics.median(warm_cpu):.2f}, "
          f"full draft: cold {1e3 * statistics.median(cold_cpu):.2f}, after typing its end {1e3 * statistics.median(last_cpu):.2f}, "
          f"after a word inserted mid-draft {1e3 * statistics.median(edit_cpu):.2f} (medians)")
