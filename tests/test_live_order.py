"""The live snippet order: shuffled by the edition's secret, with twins moved apart."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from generator.corpus.export import apart


@given(st.integers(2, 44), st.randoms(use_true_random=False))
def test_twins_are_apart_except_a_short_tail(items: int, rng: random.Random) -> None:
    records = [(f"i{n}", v) for n in range(items) for v in range(4)]
    rng.shuffle(records)
    order = apart(records, lambda r: r[0])
    assert sorted(order) == sorted(records)  # a reordering, nothing lost or added
    runs = [k for k in range(1, len(order)) if order[k][0] == order[k - 1][0]]
    assert len(runs) <= 3 and all(k > len(order) - 4 for k in runs)  # only the tail's last item may repeat


def test_an_order_with_no_twins_side_by_side_is_kept() -> None:
    records = [("a", 0), ("b", 0), ("a", 1), ("c", 0), ("b", 1)]
    assert apart(records, lambda r: r[0]) == records
