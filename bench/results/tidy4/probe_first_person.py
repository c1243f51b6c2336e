import json, sys
from models.prefilter import Prefilter
pf = Prefilter()
PROBES = [
 "In the US, life after retirement can be lonely.",
 "The US changed the law back in 2019.",
 "A friend of mine and I graduated back in 2003.",
 "Ive lived here since 2009.",
 "Im retired now, life after retirement is good.",
 "We did it ourselves after retirement.",
 "The coal mine closed back in 1990.",
 "The US has worked in law for decades.",
 "A career in law is hard for us.",
 "My dad and us laid bricks for years.",
 "He hired us crunching numbers all summer.",
 "During the divorce the US court ruled for the applicant.",
 "During the divorce a friend of mine moved out, he said.",
 "Not every nurse is an angel, the US needs more of them.",
 "Not every nurse is an angel, some of us are tired.",
 "Not every nurse is an angel, we ourselves are tired.",
 "Sent him an IM during the divorce, the applicant said.",
 "Im sure during the divorce the applicant lied.",
 "physics lectures keep ourselves up at night",
 "i.e. the divorce papers were signed by the applicant",
 "That mine has been working in law for years.",
]
print(json.dumps({p: sorted((f.start, f.end, f.text, f.detector, f.value) for f in pf.find(p)) for p in PROBES}))
