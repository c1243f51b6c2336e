"""A fixed split of PersonalReddit's personas into tuning and held-out ones.

Cue detectors and generalization rules may only ever be tuned on comments of `tuning` personas; every
number is reported on both parts. The rule reads nothing but the persona's ground truth, so it needs no
list of comments and cannot drift: a persona (its 8 attribute values) is held out when the SHA-256 of
its canonical form, read as a fraction of 2**256, is below 1/3. On PersonalReddit's 30 training personas
that holds out 11 personas, 150 of the 404 comments.

SynthPAI (`synthpai_split_of`) has one profile per username, so its split reads the username alone: a
profile is held out when the SHA-256 of its username (spaces stripped, case kept, as the data spells it),
read as a fraction of 2**256, is below 1/2. Fixed before any SynthPAI survivor was read (issue 12 round 5);
detectors may be designed from the `tuning` half only."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping

from ..categories import ATTRIBUTES

SPLITS = ("tuning", "held_out")
HELD_OUT_SHARE = 1 / 3


def persona_key(truth: Mapping[str, str]) -> str:
    """The persona's canonical form: its attribute values in ATTRIBUTES order, case and spaces folded."""
    return "|".join(f"{a}={' '.join(str(truth.get(a, '')).split()).casefold()}" for a in ATTRIBUTES)


def split_of(truth: Mapping[str, str]) -> str:
    """'held_out' or 'tuning' for the persona with this ground truth."""
    digest = int(hashlib.sha256(persona_key(truth).encode("utf-8")).hexdigest(), 16)
    return "held_out" if digest < HELD_OUT_SHARE * 2**256 else "tuning"


SYNTHPAI_HELD_OUT_SHARE = 1 / 2


def synthpai_split_of(username: str) -> str:
    """'held_out' or 'tuning' for the SynthPAI profile with this username (sample ids are `sp-<username>`)."""
    digest = int(hashlib.sha256(username.strip().encode("utf-8")).hexdigest(), 16)
    return "held_out" if digest < SYNTHPAI_HELD_OUT_SHARE * 2**256 else "tuning"


def synthpai_split_of_sample(sample_id: str) -> str:
    """The split of a SynthPAI sample id `sp-<username>` (models/evaluation/samples.py)."""
    return synthpai_split_of(sample_id.removeprefix("sp-"))
