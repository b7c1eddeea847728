"""The real-bug operators reproduce real bugs: the realism figure over the fixture set of bug/fix
pairs stays at the issue's goal, and each new operator reproduces at least one real bug."""

from __future__ import annotations

from bench.bench_realism import load_pairs
from operators._realism import (
    ORIGINAL_SET,
    realism,
    reproducing_operator,
    reproducing_operators,
)


def test_realism_reaches_the_goal_and_beats_the_original_operator_set() -> None:
    pairs = load_pairs()
    every = {name: reproducing_operators(fixed, buggy) for name, fixed, buggy in pairs}
    now, found = realism(pairs, found=every)
    before, _ = realism(pairs, ORIGINAL_SET, found=every)
    assert now >= 0.45 and now > before
    quixbugs = [v for k, v in found.items() if k.startswith("quixbugs/")]
    assert sum(1 for v in quixbugs if v) / len(quixbugs) >= 0.45
    assert {"ASW", "BRC", "CSW", "OBO", "TDL"} <= {v for v in found.values() if v}


def test_only_exact_reproduction_counts() -> None:
    fixed = "def f(xs):\n    return max(xs)\n"
    assert reproducing_operator(fixed, "def f(xs):\n    return min(xs)\n") == "CSW"
    assert reproducing_operator(fixed, "def f(xs):\n    return  max( xs )\n") is None  # the same code: no bug
    assert reproducing_operator(fixed, "def f(xs):\n    return sorted(xs)[-2]\n") is None
