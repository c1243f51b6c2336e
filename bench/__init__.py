"""Benchmarks that write reports under bench/results/ (not part of `make test`)."""
