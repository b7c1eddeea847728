"""The killability gate: input strategies, differential search, generated tests, the sandboxed
kill matrix and its verdicts. Entry points live in :mod:`killability.api`."""
