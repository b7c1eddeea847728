"""Benchmarks: timed runs, never part of the test suite (`make bench`)."""
