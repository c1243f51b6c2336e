"""The trained attacker adapter: a LoRA that teaches the embedded model the attacker's job.

`prompt` is the one format the adapter was trained with and is asked in (training and inference must
agree token for token); `personas` is the persona split that keeps training and evaluation apart;
`registry` says which adapter files ship and where.
"""
