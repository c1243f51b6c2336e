import sys, re, pkgutil, importlib
sys.path.insert(0, '/tmp/speed5/basepkg')
import models.prefilter as P
from models.prefilter import recognizer as new
from models_base.prefilter import recognizer as old
from models.prefilter.registry import default_recognizers
default_recognizers()
pats = set()
for m in list(sys.modules.values()):
    if m and getattr(m, '__name__', '').startswith('models.'):
        for v in vars(m).values():
            if isinstance(v, re.Pattern): pats.add(v)
            if isinstance(v, (tuple, list)):
                for x in v:
                    if isinstance(x, re.Pattern): pats.add(x)
                    elif hasattr(x, 'regex') and isinstance(x.regex, re.Pattern): pats.add(x.regex)
for r in default_recognizers():
    for p in getattr(r, 'PATTERNS', ()): pats.add(p.regex)
    if hasattr(r, '_pattern'): pats.add(r._pattern)
d = sum(new.literal_needles(p) != old.literal_needles(p) for p in pats)
print('regexes', len(pats), 'literal_needles differ', d)
