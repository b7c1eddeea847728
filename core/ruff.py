"""The pinned ruff and the rule families a reviewer's linter would run.

Shared by the build's naturalness filter (``generator/naturalness.py``: a planted fault may not add
a diagnostic its fixed twin lacks), the snippet formatter (``generator/disguise/style.py``) and the
audit's lint responder (``audit/lint.py``).
"""

from __future__ import annotations

import functools

from ruff import find_ruff_bin

# The rule families a reviewer's linter would run (preview on, so ``x = x + 1``, PLR6104, is seen):
# the audit's lint responder runs exactly these (``audit/lint.py``), so a planted fault that adds
# any smell the responder counts is rejected here first.
LINT_FAMILIES = (
    "E",
    "W",
    "F",
    "B",
    "C4",
    "SIM",
    "RET",
    "PLR",
    "PLW",
    "PLC",
    "UP",
    "PERF",
    "RUF",
    "FURB",
    "PIE",
    "C90",
    "N",
    "ARG",
    "RSE",
    "TRY",
    "ISC",
)
# Diagnostics that say nothing about correctness or style smells (complexity limits, magic numbers,
# line length): the lint responder ignores them, and so does the filter.
NOT_SMELLS = frozenset(
    {
        "E501",
        "W505",
        "PLR0911",
        "PLR0912",
        "PLR0913",
        "PLR0914",
        "PLR0915",
        "PLR0917",
        "PLR2004",
        "C901",
        "PLR6201",
        "PLC0415",
        "PLR0904",
        "PLR1702",
        "RUF100",
    }
)
RUFF_IGNORE = ("B006", "B008", "B905")  # planted mutable defaults; zip(strict=) is a style choice
LINE_LENGTH = 100


@functools.lru_cache(maxsize=1)
def ruff_bin() -> str:
    """The ruff executable of the pinned ``ruff`` package."""
    return str(find_ruff_bin())
