"""The evaluation harness behind `looktwice eval`: privacy and utility of anonymization methods on labelled
data, measured the way seed 000 (RLAA, section 4.2 and Appendix C.5) measures them.

One module per step: `samples` (load data sets), `matcher` (guess vs truth), `explicit_leak` (model-free),
`attacker` and `judge` (LLM roles), `methods` (none / mask / greedy / rlaa), `scoring` (one sample, one
method), `store` (resumable JSONL), `metrics` and `rationality` (aggregation), `report` and `plots` (output),
`runner` (the loop).
"""
