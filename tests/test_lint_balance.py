"""Choosing a tier so that a linter does not tell defective from correct (generator/lint_balance)."""

from __future__ import annotations

from types import SimpleNamespace

from hypothesis import given
from hypothesis import strategies as st

from generator.lint_balance import lint_balanced, lint_nets

FLAGGED = (
    "def f(x):\n    if x:\n        y = 1\n    else:\n        y = 2\n    return y\n"  # SIM108: if-else for a ternary
)
PLAIN = "def f(x):\n    return x\n"


def _item(key: str, **codes: str):
    variants = [
        SimpleNamespace(variant=v, code=codes.get(v, PLAIN)) for v in ("original", "disguised", "fixed", "clean")
    ]
    return SimpleNamespace(candidate_key=key, variants=variants)


def test_lint_nets_count_flagged_defective_minus_flagged_correct_variants() -> None:
    items = [
        _item("host-smell", disguised=FLAGGED),  # a transplanted disguise brings its host's smell
        _item("seed-smell", original=FLAGGED, fixed=FLAGGED, clean=FLAGGED),
        _item("clean", clean=FLAGGED),
        _item("none"),
    ]
    assert lint_nets(items) == {"host-smell": 1, "seed-smell": -1, "clean": -1, "none": 0}


@given(
    st.lists(st.tuples(st.integers(-2, 2), st.integers(0, 1)), min_size=1, max_size=14),
    st.integers(1, 8),
)
def test_swaps_bring_the_net_down_within_groups_and_keep_the_size(pool: list[tuple[int, int]], quota: int) -> None:
    ids = list(range(len(pool)))
    net = {i: pool[i][0] for i in ids}
    group = {i: pool[i][1] for i in ids}
    chosen = ids[:quota]
    result = lint_balanced(chosen, ids, net, key=lambda i: i, group=lambda i: group[i])
    assert len(result) == len(chosen) and len(set(result)) == len(result) and set(result) <= set(ids)
    before, after = sum(net[i] for i in chosen), sum(net[i] for i in result)
    assert after <= max(0, before)
    # groups keep their counts (a swap never crosses the exposure groups)
    assert sorted(group[i] for i in result) == sorted(group[i] for i in chosen)
    if after > 0:  # nothing left that would lower it
        spare = [i for i in ids if i not in result]
        assert not any(net[s] < net[c] and group[s] == group[c] for c in result if net[c] > 0 for s in spare)


def test_a_balanced_choice_is_left_alone() -> None:
    net = {0: 1, 1: -1, 2: -1}
    assert lint_balanced([0, 1], [0, 1, 2], net, key=lambda i: i, group=lambda i: 0) == [0, 1]
    assert lint_balanced([0, 2], [0, 2, 1], {0: 1, 1: 0, 2: 0}, key=lambda i: i, group=lambda i: 0) == [1, 2]
