"""Attribute cue detectors: one module per category of the quasi-identifiers."""
