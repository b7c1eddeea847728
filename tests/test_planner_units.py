"""The planner's work units: one unit per seed and tier carrying all of the seed's faults for the
tier, waves sized by how often units fit, and a selection that keeps the tiers in order."""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import given
from hypothesis import strategies as st
from seed_texts import HARD_SEED

from core.seeds import parse_seed
from generator.candidates import plan_seed
from generator.difficulty import LOW_EXPOSURE, Difficulty, FaultFigure, tier_problem
from generator.select import ALTERNATIVES_PER_UNIT, Planner
from generator.tiers import TierState, median_exposure, ordered_choice
from generator.workunit import evaluate

SEED = '''"""Sorting: a window test."""


def in_window(a: int, low: int, high: int) -> bool:
    """True when a lies inside the window: not below low, and below high."""
    return low <= a and a < high


def clean_in_window(a: int, low: int, high: int) -> bool:
    if a < low:
        return False
    return high > a
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
def test_the_choice_keeps_a_tier_above_the_harder_median_when_its_items_allow_else_as_high_as_it_can(
    exposures: list[float], harder: float, quota: int
) -> None:
    state = TierState(quota, accepted=[_item(f"k{i}", e) for i, e in enumerate(exposures)])  # type: ignore[misc]  # a stand-in item carries only what the planner reads
    chosen = ordered_choice(state, harder)
    assert len(chosen) == min(quota, len(exposures))
    above = sorted(e for e in exposures if e > harder)
    if len(above) >= len(chosen):
        assert all(i.difficulty.exposure > harder for i in chosen)
        assert median_exposure(chosen) > harder  # type: ignore[operator]  # a stand-in item carries only what the planner reads
    assert ordered_choice(state, None) == state.chosen()
    if len(above) < quota // 2 + 1:  # too few to carry the median: the highest median there is
        best = sorted(exposures, reverse=True)[:quota]
        assert median_exposure(chosen) == median_exposure([_item("b", e) for e in best])  # type: ignore[list-item]  # a stand-in item carries only what the planner reads


def test_a_medium_unit_proves_a_fault_that_fits_the_tier_not_the_first_planned() -> None:
    """The first fault planned for medium here is an easy-family change of `low <= a` (today the
    turned-around `low >= a`, showing on most inputs: too exposed for medium); the unit measures
    every planned fault at once and proves the least exposed one that fits."""
    seed = parse_seed(SEED, "seeds/sorting/in_window.py")
    plan = plan_seed(seed, salt="t", choose_domain=lambda _d, _k: "retail")
    planner = Planner({seed.path: plan.tiers}, {"medium": 1}, salt="t")
    (unit,) = planner.propose()
    assert unit.mutant.sites[0].before == "low <= a" and unit.mutant.operators == ("ROR",)
    result = evaluate(unit)
    assert result.accepted and result.item is not None, result.message
    (proven,) = [m for m, _ in unit.alternatives if m.operators == result.item.operators]
    assert proven.id != unit.mutant.id
    assert tier_problem("medium", proven.tier, result.item.difficulty) is None
    assert proven.tier != "easy" or result.item.difficulty.exposure < LOW_EXPOSURE
    assert result.item.tier == "medium" and result.key == unit.key


def _hard_planner(seeds: int) -> Planner:
    options = {}
    for n in range(seeds):
        seed = parse_seed(HARD_SEED, f"seeds/d{n}/spread.py")
        options[seed.path] = plan_seed(seed, salt="t", choose_domain=lambda _d, _k: "retail").tiers
    assert all(by_tier.get("hard") for by_tier in options.values())
    return Planner(options, {"hard": 1}, salt="t")


def test_hard_units_search_for_masking_pairs_before_stand_ins_are_proven() -> None:
    from generator.select import HARD_EXPLORE_PER_PLACE

    planner = _hard_planner(HARD_EXPLORE_PER_PLACE + 3)
    explored: list[str] = []
    insured: list[bool] = []
    while len(explored) < HARD_EXPLORE_PER_PLACE:
        for unit in planner.propose():
            insured.append(unit.stand_in)
            explored.append(unit.seed.path)
            exposure = 0.1 * len(explored)
            offered = (exposure, tuple(m.id for m, _s in unit.alternatives[:1]))
            planner.reject(unit, "exposure", "not-masking", "x", stand_in=None if len(explored) == 1 else offered)
    assert planner.stand_ins
    assert not any(insured)  # no unit proves a stand-in while masking pairs are searched for
    wave = planner.propose()
    assert wave and all(unit.stand_in for unit in wave)
    # the seeds known to offer a stand-in come first, least exposed first; the seed without one never
    first = wave[0]
    assert first.seed.path == explored[1] and explored[0] not in {u.seed.path for u in wave}
    assert first.key != next(c.key for c in planner.options[first.seed.path]["hard"])  # another unit
    planned = next(c for c in planner.options[first.seed.path]["hard"])
    assert len(planned.alternatives) > 1 and [m.id for m, _s in first.alternatives] == [planned.alternatives[0][0].id]


def test_stand_ins_start_when_no_seed_is_left_to_search() -> None:
    planner = _hard_planner(2)
    for unit in planner.propose():
        planner.reject(unit, "exposure", "not-masking", "x", stand_in=(0.2, ()))
    assert not planner.stand_ins  # fewer units came back than the search may take
    wave = planner.propose()
    assert planner.stand_ins and len(wave) == 2 and all(u.stand_in for u in wave)


def test_a_hard_unit_proves_a_stand_in_only_when_the_planner_allows_one(monkeypatch) -> None:
    from dataclasses import replace

    from generator import workunit
    from generator.items import UnitResult

    seed = parse_seed(HARD_SEED, "seeds/stats/spread.py")
    unit = plan_seed(seed, salt="t", choose_domain=lambda _d, _k: "retail").tiers["hard"][0]
    pairs = [m for m, _ in unit.alternatives[:3]]

    def figures(exposure: float, alone: tuple[float, float]) -> Difficulty:
        return Difficulty(500, exposure, 0.0, "", tuple(FaultFigure("ROR", 1, e, 0.0, "") for e in alone))

    measured = [  # none masks: each pair shows at least as often as one of its faults alone
        (pairs[0], figures(0.40, (0.30, 0.50))),
        (pairs[1], figures(0.20, (0.20, 0.25))),
        (pairs[2], figures(0.70, (0.60, 0.65))),  # above the hard cap: no stand-in
    ]
    proved: list[tuple[str, Difficulty]] = []

    def prove(candidate, difficulty, _cache_root):
        proved.append((candidate.mutant.id, difficulty))
        return UnitResult(candidate.key, True, "gate", "ok", "")

    monkeypatch.setattr(workunit, "measure_alternatives", lambda _c, _cache=None: measured)
    monkeypatch.setattr(workunit, "_prove", prove)
    searching = workunit.evaluate(unit)
    assert not searching.accepted and searching.verdict == "not-masking"
    assert searching.stand_in == (0.20, (pairs[0].id, pairs[1].id))
    assert proved == []  # nothing proven while maskers are searched for
    standing_in = workunit.evaluate(replace(unit, stand_in=True))
    assert standing_in.accepted and [p for p, _d in proved] == [pairs[1].id]  # the least exposed first
    assert proved[0][1].masking is False


@dataclass
class _TierItem:
    candidate_key: str
    difficulty: Difficulty
    tier: str


def test_tiers_out_of_order_get_more_units_for_a_bounded_number_of_rounds() -> None:
    from generator.tiers import ORDER_EXTRA, ORDER_ROUNDS, tier_order_note

    planner, _ = _planner()
    planner.tiers = {t: TierState(2) for t in ("easy", "medium", "hard")}
    exposures = {"easy": (0.3, 0.4, 0.35), "medium": (0.6, 0.7, 0.65), "hard": (0.1, 0.2, 0.15)}
    for tier, figures in exposures.items():
        planner.tiers[tier].accepted = [_item(f"{tier}{n}", e) for n, e in enumerate(figures)]  # type: ignore[misc]  # a stand-in item carries only what the planner reads
    assert planner.out_of_order() == [("easy", "medium")]
    for round_ in range(ORDER_ROUNDS):
        assert not planner.done()  # more easy and medium units, hard as it is
        assert planner.tiers["easy"].reserve == planner.tiers["medium"].reserve == 0.5 + ORDER_EXTRA * (round_ + 1)
        assert planner.tiers["hard"].reserve == 0.5
        for tier in ("easy", "medium"):  # the round's units came back: none changes the order
            state = planner.tiers[tier]
            state.accepted += [_item(f"{tier}x{round_}{n}", exposures[tier][0]) for n in range(state.open)]  # type: ignore[misc]
    assert planner.done()  # the rounds are spent: the build goes on and says so
    chosen = [_TierItem(i.candidate_key, i.difficulty, t) for t, s in planner.tiers.items() for i in s.chosen()]
    note = tier_order_note(chosen)  # type: ignore[arg-type]  # a stand-in item carries only what the note reads
    assert note is not None and "easy 0.300 <= medium 0.600" in note
    planner.tiers["easy"].accepted += [_item(f"high{n}", 0.9) for n in range(4)]  # type: ignore[misc]
    assert planner.out_of_order() == []


NEAR_STYLE = '''"""Travel: a window test."""


def in_window_fare(a: int, low: int, high: int) -> bool:
    """True when the fare a is in the window: not under low, and under high."""
    return low <= a and a < high
'''

FAR_STYLE = '''"""Games: a score check."""


def s(x: int, y: int, z: int) -> bool:
    """Whether x is at least y and under z."""
    return y <= x and x < z
'''


def test_a_transplant_host_is_chosen_in_its_original_s_surface_style() -> None:
    """Two hosts offer the mechanism; the one whose names read like the original's hosts it, though
    it shares more words with it, which alone would put it last (the disguised variants must not read
    as a population of their own)."""
    source = parse_seed(SEED, "seeds/sorting/in_window.py")
    near, far = parse_seed(NEAR_STYLE, "seeds/travel/in_window_fare.py"), parse_seed(FAR_STYLE, "seeds/games/s.py")
    plans = {s.path: plan_seed(s, salt="t", choose_domain=lambda _d, _k: "retail") for s in (source, near, far)}
    hosts = {s.path: (s, plans[s.path].offers) for s in (near, far)}
    for salt in ("a", "b", "c"):
        planner = Planner({source.path: plans[source.path].tiers}, {"easy": 1}, salt=salt, hosts=hosts)
        (unit,) = planner.propose()
        assert [t.path for t in unit.targets] == [near.path]


def test_a_candidate_is_named_without_the_toolkit_code_and_cached_with_it(monkeypatch) -> None:
    # the code's fingerprint was part of every candidate key, and keys order the selection, break
    # its ties and derive the snippet ids: a docstring edit changed the edition of a given secret
    from generator import items

    seed = parse_seed(HARD_SEED, "seeds/stats/spread.py")

    def plan(fingerprint: str) -> list:
        monkeypatch.setattr(items, "toolkit_fingerprint", lambda: fingerprint)
        tiers = plan_seed(seed, salt="t", choose_domain=lambda _d, _k: "retail").tiers
        return [(c.key, c.unit_key) for tier in ("easy", "medium", "hard") for c in tiers.get(tier, [])]

    one, other = plan("code-a"), plan("code-b")
    assert len(one) > 3 and [k for k, _ in one] == [k for k, _ in other]
    assert all(a != b for (_, a), (_, b) in zip(one, other))  # a code change still misses the cache


def test_a_hard_candidate_of_another_secret_is_another_unit() -> None:
    # its disguise derives from the secret, so a unit cached by one edition's build must not serve
    # another edition's (the hard key once left the salt out)
    seed = parse_seed(HARD_SEED, "seeds/stats/spread.py")
    first, second = (
        plan_seed(seed, salt=salt, choose_domain=lambda _d, _k: "retail").tiers["hard"][0] for salt in ("s1", "s2")
    )
    assert first.disguise_key != second.disguise_key and first.unit_key != second.unit_key
