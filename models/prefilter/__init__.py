"""Pre-filter and attribute cue detectors: findings with offsets and a validity tier, no LLM."""

from .prefilter import Prefilter

__all__ = ["Prefilter"]
