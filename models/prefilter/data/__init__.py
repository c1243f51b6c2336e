"""Lexicons the cue detectors share: the place gazetteer, job titles, health terms."""
