"""Hypothesis' draws for a seed depend on the seed alone, not on what else the process loaded
(killability/seed_constants.py, used by the differential search, exposure and the gold audit)."""

from __future__ import annotations

import random

from hypothesis import strategies as st

from killability.draws import draw_once
from killability.seed_constants import seed_constants

SEED = "LIMIT = 100\n\ndef f(x: int, s: str) -> int:\n    return x if s == '-' else LIMIT\n"


def _draws() -> list:
    strategy = st.tuples(st.integers(), st.text(max_size=4), st.floats(allow_nan=False))
    source = random.Random(7)
    with seed_constants(SEED):
        return [draw_once(strategy, source) for _ in range(300)]


def test_draws_do_not_change_when_another_module_full_of_constants_is_loaded(constants_loaded) -> None:
    before = _draws()
    with constants_loaded("redpen_many_constants_draws", '"zq" * 3, 2.75'):
        after = _draws()
    assert after == before
    assert any(isinstance(d, tuple) and d[0] == 100 for d in before)  # the seed's own boundary is drawn
