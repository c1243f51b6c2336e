"""RLAA (seed 000): attacker → arbitrator → anonymizer, repeated until the arbitrator finds nothing worth an edit."""
