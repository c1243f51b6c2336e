"""Health disclosures in new wordings and their near misses (health5, issue 11/12): recall and false flags of the
pre-filter's health findings (high or medium validity) on a fixed set written before the rules.

    PYTHONPATH=. python -m bench.health5_bench
"""

from __future__ import annotations

# (sentence, is it a health disclosure of the author or someone they mention)
SENTENCES: tuple[tuple[str, bool], ...] = (
    # disclosures: lab values, pregnancy, sobriety, aids, procedures, conditions in new wordings
    ("My A1C is 7.2", True),
    ("my last HbA1c was 48", True),
    ("My blood pressure was 150/95 at the clinic", True),
    ("my cholesterol is 260", True),
    ("My BMI is 31", True),
    ("I'm 6 weeks pregnant with our second", True),
    ("We're expecting our first in May", True),
    ("I'm 20 weeks pregnant and exhausted", True),
    ("my wife is pregnant again", True),
    ("I've been sober for 3 years now", True),
    ("I'm 90 days clean today", True),
    ("I've been in recovery since 2019", True),
    ("I use a wheelchair since the accident", True),
    ("I got my first hearing aid last month", True),
    ("my dad walks with a cane now", True),
    ("I have a prosthetic leg", True),
    ("Went through IVF twice", True),
    ("I'm on the waitlist for top surgery", True),
    ("I had a mastectomy in March", True),
    ("my mom is on dialysis three times a week", True),
    ("I'm in physical therapy for my knee", True),
    ("recovering from my hysterectomy", True),
    ("I had LASIK last year", True),
    ("My son is on the spectrum and has an IEP", True),
    ("diagnosed with bipolar II", True),
    ("I'm scheduled for a colonoscopy on Friday", True),
    # near misses: the same words in another sense, or of nobody
    ("The economy is in a depression", False),
    ("my blood pressure cuff is on sale", False),
    ("the score was 150/95 at halftime", False),
    ("the wheelchair ramp at the library is broken", False),
    ("he used a cane sugar syrup", False),
    ("Is IVF covered by insurance in Canada?", False),
    ("The sober truth is we lost", False),
    ("keep the kitchen clean for 3 days", False),
    ("the recovery of the stock market", False),
    ("I'm expecting a package tomorrow", False),
    ("we were expecting rain", False),
    ("top surgery costs are discussed in this article", False),
    ("physical therapy is a growing field", False),
    ("she is pregnant with possibilities, said the critic", False),
    ("the spectrum of opinions is wide", False),
    ("The A1 road is closed", False),
    ("my speed was 60 on the highway", False),
    ("our dog had surgery... no wait, the neighbor's cat", False),
    ("I clean the house every 3 days", False),
    ("My BMW is 10 years old", False),
)


def flagged(sentence: str) -> bool:
    from tests.prefilter_support import PF

    return any(f.category == "health" and f.validity in ("high", "medium") for f in PF.find(sentence, protect=["health"]))


def main() -> None:
    positives = [s for s, health in SENTENCES if health]
    negatives = [s for s, health in SENTENCES if not health]
    hits = [s for s in positives if flagged(s)]
    false = [s for s in negatives if flagged(s)]
    print(f"recall {len(hits)}/{len(positives)}  false flags {len(false)}/{len(negatives)}")
    for s in positives:
        if s not in hits:
            print("  missed:", s)
    for s in false:
        print("  false flag:", s)


if __name__ == "__main__":
    main()
