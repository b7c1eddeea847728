"""The planner's work units: one unit per seed and tier carrying all of the seed's faults for the
tier, waves sized by how often units fit, and a selection that keeps the tiers in order."""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import given
from hypothesis import strategies as st

from core.seeds import parse_seed
from generator.candidates import plan_seed
from generator.difficulty import Difficulty, FaultFigure
from generator.select import ALTERNATIVES_PER_UNIT, Planner, TierState, _median_exposure, ordered_choice
from generator.workunit import evaluate

SEED = '''"""Sorting: a window test."""


def in_window(a: int, low: int, high: int) -> bool:
    """True when low <= a < high."""
    return low <= a and a < high
'''


def _planner(quota: int = 1, **options: object) -> tuple[Planner, object]:
    seed = parse_seed(SEED, "seeds/sorting/in_window.py")
    plan = plan_seed(seed, salt="t", choose_domain=lambda _d, _k: "retail")
    return Planner({seed.path: plan.tiers}, {"easy": quota}, salt="t", **options), plan


def test_a_seeds_faults_for_a_tier_go_out_in_units_each_fault_once() -> None:
    planner, plan = _planner()
    planned = [c.mutant.id for c in plan.tiers["easy"]]
    assert len(planned) > ALTERNATIVES_PER_UNIT
    seen: list[str] = []
    while wave := planner.propose():
        (unit,) = wave
        ids = [m.id for m, _ in unit.alternatives]
        assert ids[0] == unit.mutant.id and 1 < len(ids) <= ALTERNATIVES_PER_UNIT
        assert len(unit.alternative_signatures) == len(ids)
        seen.extend(ids)
        planner.reject(unit, "exposure", "unexposed", "x")
    assert sorted(seen) == sorted(planned) and len(seen) == len(set(seen))


def test_waves_grow_only_as_units_fail_to_fit() -> None:
    planner, _ = _planner()
    assert planner._factor("easy") == 1.0 and planner._factor("hard") > 2
    for _ in range(4):
        planner.finished["easy"] += 1  # four units came back rejected
    assert planner._factor("easy") == 2.0
    assert _planner(wave_factor=1.5)[0]._factor("easy") == 1.5


@dataclass
class _Item:
    candidate_key: str
    difficulty: Difficulty


def _item(key: str, exposure: float) -> _Item:
    return _Item(key, Difficulty(500, exposure, 0.0, "", (FaultFigure("ROR", 1, exposure, 0.0, ""),)))


@given(st.lists(st.floats(0.001, 0.99), min_size=2, max_size=12), st.floats(0.01, 0.9), st.integers(1, 6))
def test_the_choice_keeps_a_tier_above_the_harder_median_when_its_items_allow(
    exposures: list[float], harder: float, quota: int
) -> None:
    state = TierState(quota, accepted=[_item(f"k{i}", e) for i, e in enumerate(exposures)])  # type: ignore[misc]  # a stand-in item carries only what the planner reads
    chosen = ordered_choice(state, harder)
    assert len(chosen) == min(quota, len(exposures))
    above = sorted(e for e in exposures if e > harder)
    if len(above) >= len(chosen):
        assert all(i.difficulty.exposure > harder for i in chosen)
        assert _median_exposure(chosen) > harder  # type: ignore[operator]  # a stand-in item carries only what the planner reads
    assert ordered_choice(state, None) == state.chosen()


def test_a_medium_unit_proves_a_fault_that_fits_the_tier_not_the_first_planned() -> None:
    """The first fault planned for medium here is the easy-family `low <= a` -> `low < a`, showing
    on about 11% of the inputs (too exposed for medium); the unit measures every planned fault at
    once and proves the least exposed one that fits."""
    seed = parse_seed(SEED, "seeds/sorting/in_window.py")
    plan = plan_seed(seed, salt="t", choose_domain=lambda _d, _k: "retail")
    planner = Planner({seed.path: plan.tiers}, {"medium": 1}, salt="t")
    (unit,) = planner.propose()
    assert (unit.mutant.sites[0].before, unit.mutant.sites[0].after) == ("low <= a", "low < a")
    result = evaluate(unit)
    assert result.accepted and result.item is not None, result.message
    assert result.item.difficulty.exposure < 0.10
    assert result.item.tier == "medium" and result.key == unit.key
