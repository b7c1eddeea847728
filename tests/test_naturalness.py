"""The naturalness filter: each smell kind is caught, careful code passes, and no planned candidate
of the seed library adds a ruff diagnostic its fixed twin lacks (property over seeds)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.seeds import load_seed
from generator.candidates import plan_seed
from generator.naturalness import added, judge, ruff_counts, smells

ROOT = Path(__file__).resolve().parent.parent
SEED_FILES = sorted(p for p in (ROOT / "seeds").glob("*/*.py") if not p.name.startswith("_"))

FIXED = """import math


def f(tap_ms: list[int], seen: set | None, days_late: int, kept: list[str], email: str) -> int:
    total = 0
    for i in range(1, len(tap_ms)):
        total += tap_ms[i] - tap_ms[i - 1]
    if seen is None:
        return 0
    if email not in kept:
        kept.append(email)
    y = math.floor(total / 2)
    return y + days_late
"""

CASES = [
    ("tap_ms[i] - tap_ms[i - 1]", "tap_ms[i - 1] - tap_ms[i - 1]", "self-operation"),
    ("if seen is None", "if not seen is None", "not-is"),
    ("kept.append(email)", "pass", "pass-block"),
    ("y + days_late", "y + -abs(days_late)", "abs-sign-flip"),
    ("    y = math.floor(total / 2)\n", "    y = math.floor(total / 2)\n    y = total\n", "dead-store"),
    ("y = math.floor(total / 2)", "y = total // 2", "ruff:F401"),
    ("return y + days_late", "z = y\n    return days_late", "ruff:F841"),
    (
        "for i in range(1, len(tap_ms)):\n        total += tap_ms[i] - tap_ms[i - 1]",
        "for i in range(1, len(tap_ms)):\n        total += tap_ms[1] - tap_ms[0]",
        "ruff:B007",
    ),
]


@pytest.mark.parametrize(("old", "new", "reason"), CASES, ids=[c[2] for c in CASES])
def test_each_smell_is_caught(old: str, new: str, reason: str) -> None:
    mutant = FIXED.replace(old, new)
    assert mutant != FIXED
    assert judge(FIXED, [mutant]) == [reason]


def test_natural_faults_pass() -> None:
    natural = [
        FIXED.replace("range(1, len(tap_ms))", "range(2, len(tap_ms))"),
        FIXED.replace("if seen is None", "if seen is not None"),
        FIXED.replace("math.floor", "math.ceil"),
        FIXED.replace("total / 2", "total / 3"),
    ]
    assert judge(FIXED, natural) == [None] * len(natural)


def test_only_additions_count() -> None:
    smelly = "def f(x):\n    y = 1\n    if x:\n        pass\n    return x - x\n"
    assert added(smells(smelly), smells(smelly)) is None
    counts = ruff_counts([smelly, smelly])
    assert counts[0] == counts[1] and counts[0]["ruff:F841"] == 1


@settings(max_examples=3, deadline=None)
@given(st.sampled_from(SEED_FILES))
def test_no_planned_candidate_adds_a_ruff_diagnostic(path: Path) -> None:
    seed = load_seed(path)
    plan = plan_seed(seed, salt="2026Q4:0", choose_domain=lambda domain, key: domain)
    texts = sorted({c.mutant.source for candidates in plan.tiers.values() for c in candidates})
    counts = ruff_counts([seed.source, *texts])
    for text, count in zip(texts, counts[1:]):
        assert added(counts[0], count) is None, text
        assert added(smells(seed.source), smells(text)) is None, text


@pytest.mark.parametrize(
    "fixed, mutant, reason",
    [
        ("def f(a, b):\n    return a + b\n", "def f(a, b):\n    return a\n", "ruff:ARG001"),
        (
            "def f(xs):\n    t = 0\n    for x in xs:\n        t += x\n    return t\n",
            "def f(xs):\n    t = 0\n    for x in xs:\n        t = t + x\n    return t\n",
            "ruff:PLR6104",
        ),
    ],
    ids=["unused-argument", "self-update"],
)
def test_a_fault_adding_a_smell_the_lint_responder_counts_is_rejected(fixed: str, mutant: str, reason: str) -> None:
    """The filter runs the lint responder's rule families (issue 11's attacker must find nothing
    a planted fault added)."""
    from audit.lint import ruff_diagnostics, smells

    assert judge(fixed, [mutant]) == [reason]
    before, after = ruff_diagnostics([fixed, mutant])
    code = reason.removeprefix("ruff:")
    assert after[code] > before[code] and smells(after) > 0  # the responder counts what the fault added
