"""Scoring reviews against an answer key: response parsing, exact metrics, bootstrap, reports.

Flow: ``io.load_key`` / ``io.load_responses`` -> ``metrics.score_responses`` (pure, exact
Fractions, one :class:`~scoring.model.RunScore` per response set) -> ``evaluate.evaluate`` (several
runs, bootstrap intervals, run-to-run spread, paired comparison, reference responders) ->
``report`` (rich tables, JSON, CSV). ``prompts`` renders the review prompts the scorer expects.
"""
