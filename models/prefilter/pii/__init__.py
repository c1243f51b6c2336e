"""Detectors of explicit identifiers (validity "high" unless said otherwise)."""
