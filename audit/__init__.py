"""The validity audit: attackers that do not understand code, scored against an edition's key.

An edition that such an attacker can answer is not a benchmark. ``redpen audit`` (and the build,
before export, and ``redpen verify``) runs a panel of them and gates on their scores:

- ``features``  surface features of one snippet (lines, paragraphs, idioms, identifiers, hints,
                tokens, the docstring's first line) plus ruff diagnostics (``lint``, one batch run)
- ``classify``  logistic regression in numpy, cross-validated with each item's variants in one fold
- ``responders`` the responders (surface, lint, pairing, keyword stuffing, always-no/yes), whose
                responses are scored by :mod:`scoring` exactly like a model's
- ``disguise``  the disguise measures of issue 13 (classifiers, docstring matching and overlap)
- ``rows``      a responder's row: scored on each of its scopes, gated by the rules
- ``pr_track``  the PR track's own rows; ``diff_attackers`` its two diff readers (smallest hunk,
                one-operator-or-constant hunk)
- ``run``       the whole audit over an edition folder -> :class:`~audit.report.AuditReport`
- ``report``    rows, thresholds, the gate, JSON and the rich table

Data flows one way: an edition folder (or its parts) in, a frozen report out. Nothing here writes
to an edition; the build and the CLI decide what to do with the report.
"""
