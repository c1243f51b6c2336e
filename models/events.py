"""The events of one analysis, as the engine yields them (DESIGN.md, 'Event stream of one analysis').

Typed and frozen; whether an event ends the stream is a property of its type (`ends_stream`), so no reader
decides it from a code. JSON exists only at the boundary (protocol.events.event_message).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Literal, Union

from .errors import LookTwiceError
from .records import AnalysisResult, Suggestion

Stage = Literal["prefilter", "rlaa"]


@dataclass(frozen=True)
class Segment:
    """Where an event of a long draft's analysis stands: segment `index` (from 0) of `count`, covering
    draft[start:end]. Segments come in order; a stage's event for the last one means the stage has seen all."""

    index: int
    count: int
    start: int
    end: int

    @property
    def last(self) -> bool:
        return self.index == self.count - 1


@dataclass(frozen=True)
class Suggestions:
    """Suggestions a stage found or changed (the pre-filter's come first, without waiting for the model)."""

    stage: Stage
    round: int
    suggestions: tuple[Suggestion, ...]
    segment: Segment | None = None  # which part of a long draft they come from (None: the draft is one part)
    ends_stream: ClassVar[bool] = False


@dataclass(frozen=True)
class Progress:
    """A round of the model stage begins."""

    stage: Stage
    round: int
    max_rounds: int
    segment: Segment | None = None
    ends_stream: ClassVar[bool] = False


@dataclass(frozen=True)
class StageFailed:
    """A stage failed: what the earlier stages found stands, and `Done` still follows."""

    stage: Stage
    message: str
    ends_stream: ClassVar[bool] = False


@dataclass(frozen=True)
class Done:
    """The analysis finished (also when cancelled or after a failed stage): the result, suggestions applied."""

    result: AnalysisResult
    ends_stream: ClassVar[bool] = True


@dataclass(frozen=True)
class Failed:
    """The analysis ended without a result: the draft was refused or the engine broke (a typed error, turned
    into a wire code only at the edge)."""

    error: LookTwiceError
    ends_stream: ClassVar[bool] = True


Event = Union[Suggestions, Progress, StageFailed, Done, Failed]
