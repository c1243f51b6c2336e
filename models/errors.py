"""The few named errors of the engine. The CLI and the services translate them at their edge."""


class LookTwiceError(Exception):
    """Base class: an error whose message is shown to the user as is."""


class InputError(LookTwiceError):
    """The draft (or a request) is not acceptable: empty, binary, too long, malformed."""


class ModelError(LookTwiceError):
    """A model file cannot be found, read or loaded, or a backend failed while generating."""


class Cancelled(LookTwiceError):
    """The analysis was cancelled (a newer draft of the same text box, or the user)."""
