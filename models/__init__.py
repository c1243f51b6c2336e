"""The LookTwice engine: everything that reads a draft and decides what identifies its author."""

__version__ = "0.1.0"
