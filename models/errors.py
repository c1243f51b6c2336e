"""The few named errors of the engine. The CLI and the services translate them at their edge."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .runtime.backend import Generation


class LookTwiceError(Exception):
    """Base class: an error whose message is shown to the user as is."""


class InputError(LookTwiceError):
    """The draft (or a request) is not acceptable: empty, binary, too long, malformed."""


class ModelError(LookTwiceError):
    """A model file cannot be found, read or loaded, or a backend failed while generating.

    `generation` is set when the model did answer but the answer is unusable (JSON cut short): its tokens
    still count toward the analysis' token bill."""

    def __init__(self, message: str, generation: Generation | None = None) -> None:
        super().__init__(message)
        self.generation = generation


class Cancelled(LookTwiceError):
    """The analysis was cancelled (a newer draft of the same text box, or the user)."""
