"""Filling the hard tier's shape quota (generator/shape_fill.py): once the accepted items cannot
keep it, hard units are steered by shape at planning, carry only pairs of wanted shapes and may
prove a stand-in; a fill that follows the rule reaches the quota whenever the candidates allow it."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st
from seed_texts import HARD_SEED

from core.seeds import parse_seed
from generator import pair_shapes, shape_fill, shape_quota
from generator.candidates import plan_seed
from generator.difficulty import Difficulty, FaultFigure
from generator.select import Planner
from generator.tiers import difficulty_rank

VALUE_FLOW_SEED = HARD_SEED  # the planner tests' seed: its interacting pairs are value-flow

ACCUMULATOR_SEED = '''"""Stats: the readings above a cut."""


def total_above(xs: list[int], cut: int) -> int:
    """The sum of the readings above cut, plus one for each reading."""
    total = 0
    count = 0
    for x in xs:
        count += 1
        if x > cut:
            total += x
    return total + count
'''

SHAPES = ("index-shift", "accumulator", "condition-else", "guard", "value-flow", "other")


@dataclass
class _Accepted:  # what the planner reads of an accepted hard item
    candidate_key: str
    pair_shape: str
    difficulty: Difficulty


def _planner() -> Planner:
    options = {}
    for n in range(2):
        seed = parse_seed(VALUE_FLOW_SEED, f"seeds/d{n}/spread.py")
        options[seed.path] = plan_seed(seed, salt="t", choose_domain=lambda _d, _k: "retail").tiers
    seed = parse_seed(ACCUMULATOR_SEED, "seeds/stats/total_above.py")
    options[seed.path] = plan_seed(seed, salt="t", choose_domain=lambda _d, _k: "retail").tiers
    return Planner(options, {"hard": 4}, salt="t")


def test_hard_units_fill_the_missing_shapes_from_the_seeds_offering_them() -> None:
    planner = _planner()
    state = planner.tiers["hard"]
    assert not shape_fill.active(state)
    state.accepted = [_Accepted(f"k{n}", "value-flow", _figure(0.1, masking=True)) for n in range(state.target)]
    assert not planner.done()  # the accepted items cannot keep the quota: another round
    assert state.shape_rounds == 1 and shape_fill.active(state) and state.open > 0
    wave = planner.propose()
    assert [u.seed.path for u in wave] == ["seeds/stats/total_above.py"]  # only the seed offering another shape
    (unit,) = wave
    planned = planner.options[unit.seed.path]["hard"][0]
    shapes = Counter(pair_shapes.classify(m) for m, _s in planned.alternatives)
    assert shapes["value-flow"] and shapes["accumulator"]  # the seed offers both
    assert {pair_shapes.classify(m) for m, _s in unit.alternatives} == {"accumulator"}
    assert len(unit.alternatives) == shapes["accumulator"] == len(unit.alternative_signatures)
    assert unit.stand_in and unit.full_shapes == {"value-flow"} and unit.key != planned.key
    assert unit.key == shape_fill.key(planned.key, frozenset({"value-flow"}))  # deterministic
    assert planner.propose() == []  # that unit is out; no other seed offers a wanted shape
    planner.reject(unit, "host-exposure", "fails-everywhere", "x")  # its host failed: tried again
    (again,) = planner.propose()
    assert again.seed.path == unit.seed.path and again.key != unit.key
    assert again.key == shape_fill.key(planned.key, frozenset({"value-flow"}), 1)
    planner.reject(again, "exposure", "not-masking", "x")  # no stand-in fits: not tried again
    assert planner.propose() == []


@st.composite
def _library(draw):
    quota = draw(st.integers(1, 8))
    accepted = draw(st.lists(st.sampled_from(SHAPES), max_size=12))
    pool = draw(st.lists(st.sampled_from(SHAPES), max_size=20))
    return quota, accepted, pool


@settings(max_examples=200, deadline=None)
@given(_library())
def test_filling_by_the_wanted_shapes_reaches_the_quota_whenever_the_candidates_allow_it(library) -> None:
    quota, accepted_shapes, pool_shapes = library
    accepted = [_Accepted(f"a{n}", s, _figure(0.1, masking=True)) for n, s in enumerate(accepted_shapes)]
    pool = [_Accepted(f"p{n}", s, _figure(0.2, masking=False)) for n, s in enumerate(pool_shapes)]
    allowed = shape_quota.feasible(accepted + pool, quota, shape_quota.pair_shape)
    while not shape_quota.feasible(accepted, quota, shape_quota.pair_shape):
        full = shape_fill.full(accepted, quota)
        fitting = [item for item in pool if item.pair_shape not in full]
        if not fitting:
            break
        accepted.append(fitting[0])
        pool.remove(fitting[0])
    chosen = shape_quota.choose(sorted(accepted, key=difficulty_rank), quota, shape_quota.pair_shape)
    assert shape_quota.holds(chosen, shape_quota.pair_shape) or not allowed
    if allowed:  # a stand-in is chosen only for a shape no masking item can stand for
        masking = Counter(i.pair_shape for i in chosen if i.difficulty.masking)
        for item in chosen:
            if not item.difficulty.masking:
                assert masking[item.pair_shape] < shape_quota.MAX_PER_SHAPE
                spare = [i for i in accepted if i.difficulty.masking and i not in chosen]
                assert all(i.pair_shape != item.pair_shape for i in spare)


def _figure(exposure: float, *, masking: bool) -> Difficulty:
    return Difficulty(500, exposure, 0.0, "", (FaultFigure("ROR", 1, 0.3, 0.0, ""),) * 2, masking=masking)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(st.sampled_from(SHAPES), min_size=1, max_size=8),
    st.lists(st.sampled_from(SHAPES), max_size=8),
    st.integers(1, 8),
    st.integers(0, 3),
)
def test_an_audit_round_never_takes_the_hard_tier_farther_from_the_quota(chosen, spare, count, round_no) -> None:
    from generator.audit_rounds import _swapped

    items = [_Accepted(f"c{n}", s, _figure(0.1, masking=True)) for n, s in enumerate(chosen)]
    pool = [_Accepted(f"s{n}", s, _figure(0.2, masking=True)) for n, s in enumerate(spare)]
    kept, coming = _swapped(items, pool, count, "salt", round_no)
    after = [*kept, *coming]
    assert len(after) == len(items)
    shape = shape_quota.pair_shape
    assert shape_quota.standing(after, shape) >= shape_quota.standing(items, shape)
    assert shape_quota.holds(after, shape) or not shape_quota.holds(items, shape)
