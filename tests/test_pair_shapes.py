"""The hard tier's pair shapes (generator/pair_shapes.py), the rule before the gate, and the shape
quota of the selection (generator/shape_quota.py)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.seeds import load_library_seed
from generator import pair_shapes, shape_quota
from generator.audit_rounds import rechoose
from generator.candidates import plan_seed
from generator.lint_balance import lint_balanced
from generator.pair_shapes import PLANTED, SHAPES, PairExample, classify, classify_faults, example_faults, rule

ROOT = Path(__file__).resolve().parents[1]

EXAMPLES = [
    pytest.param(name, example, id=f"{name}-{n}")
    for name, shape in SHAPES.items()
    for n, example in enumerate(shape.examples)
]


@pytest.mark.parametrize(("name", "example"), EXAMPLES)
def test_each_shapes_examples_are_classified_as_that_shape(name: str, example: PairExample) -> None:
    for fragment, _defective in (example.first, example.second):
        assert example.code.count(fragment) == 1, fragment  # the fault's place is unambiguous
    function, first, second = example_faults(example)
    assert classify_faults(example.code, function, first, second) == name
    assert classify_faults(example.code, function, second, first) == name  # the order of the faults does not matter
    assert rule(example.code, function, first.span, second.span) is None  # and it may be planted


def test_every_planted_shape_has_an_example_and_caller_callee_is_named_but_never_planted() -> None:
    assert set(PLANTED) >= {"index-shift", "accumulator", "condition-else", "guard", "value-flow"}
    assert all(SHAPES[name].examples for name in PLANTED)
    assert "caller-callee" in SHAPES and "caller-callee" not in PLANTED


CLOSE = PairExample(
    pair_shapes._code("""
    def clamp_total(values, limit):
        total = sum(values)
        if total > limit:
            return limit
        return total
    """),
    ("sum(values)", "sum(values[1:])"),
    ("total > limit", "total >= limit"),
)
SAME = PairExample(
    pair_shapes._code("""
    def spread(values):
        ordered = sorted(values)

        # the widest gap between two neighbours


        return max(b - a for a, b in zip(ordered,
                                         ordered[1:]))
    """),
    ("max(b - a", "min(b - a"),
    ("ordered[1:]", "ordered[2:]"),
)


@pytest.mark.parametrize(
    ("example", "reason"), [(CLOSE, pair_shapes.TOO_CLOSE), (SAME, pair_shapes.SAME_STATEMENT)], ids=["close", "same"]
)
def test_the_rule_rejects_pairs_in_one_statement_or_fewer_than_3_lines_apart(example: PairExample, reason: str) -> None:
    function, first, second = example_faults(example)
    assert rule(example.code, function, first.span, second.span) == reason


def test_lines_apart_reads_a_variants_fault_lines() -> None:
    assert pair_shapes.lines_apart([4, 7]) and pair_shapes.lines_apart([2, 3, 9])
    assert not pair_shapes.lines_apart([4, 6]) and not pair_shapes.lines_apart([5])


def test_every_pair_planned_for_a_seed_keeps_the_rule_and_has_a_planted_shape() -> None:
    path = ROOT / "seeds" / "scheduling" / "free_slots.py"
    if not path.exists():  # any seed with interacting pairs does
        path = next(p for p in sorted((ROOT / "seeds").rglob("*.py")) if not p.name.startswith("_"))
    seed = load_library_seed(path, ROOT / "seeds")
    plan = plan_seed(seed, salt="t", choose_domain=lambda domain, _key: domain)
    pairs = [m for m, _s in plan.tiers["hard"][0].alternatives]
    assert pairs
    for mutant in pairs:
        one, two = mutant.sites
        assert rule(mutant.original, mutant.function, one.span, two.span) is None
        assert classify(mutant) in PLANTED
    assert any(why.startswith("pair:") for why, _n in plan.rejected)  # the rule rejected some, counted


# ---- the selection's quota ------------------------------------------------------------------------

ALPHABET = ["index-shift", "accumulator", "condition-else", "guard", "value-flow", "other"]
shapes_lists = st.lists(st.sampled_from(ALPHABET), max_size=20)


def _items(shapes: list[str]) -> list[SimpleNamespace]:
    return [SimpleNamespace(candidate_key=f"k{n:02d}", pair_shape=s, tier="hard") for n, s in enumerate(shapes)]


def _shape(item: SimpleNamespace) -> str:
    return item.pair_shape


@settings(max_examples=300, deadline=None)
@given(shapes=shapes_lists, quota=st.integers(min_value=1, max_value=10))
def test_choose_keeps_the_quota_whenever_the_candidates_allow(shapes: list[str], quota: int) -> None:
    ranked = _items(shapes)
    chosen = shape_quota.choose(ranked, quota, _shape)
    assert len(chosen) == min(quota, len(ranked))
    assert chosen == [i for i in ranked if i in chosen]  # a subset, in rank order
    if ranked:
        assert ranked[0] in chosen  # the best ranked item is always taken
    assert shape_quota.choose(ranked, quota, _shape) == chosen  # deterministic
    enough = shape_quota.feasible(ranked, quota, _shape)
    if len(ranked) >= quota:
        assert shape_quota.holds(chosen, _shape) == enough
    if enough and len(ranked) >= quota:
        counts = {s: sum(i.pair_shape == s for i in chosen) for s in set(shapes)}
        assert max(counts.values()) <= shape_quota.MAX_PER_SHAPE
        assert sum(1 for n in counts.values() if n) >= min(shape_quota.MIN_SHAPES, quota)
    assert (shape_quota.note(chosen, _shape) is None) == shape_quota.holds(chosen, _shape)


@settings(max_examples=200, deadline=None)
@given(shapes=st.lists(st.sampled_from(ALPHABET), min_size=8, max_size=16), data=st.data())
def test_lint_balance_and_audit_rounds_never_break_a_kept_quota(shapes: list[str], data) -> None:
    ranked = _items(shapes)
    chosen = shape_quota.choose(ranked, 8, _shape)
    nets = {i.candidate_key: data.draw(st.integers(-1, 2)) for i in ranked}
    balanced = lint_balanced(
        chosen,
        ranked,
        nets,
        key=lambda i: i.candidate_key,
        group=lambda _i: 0,
        keeps=lambda items: shape_quota.holds(items, _shape),
    )
    again = rechoose(chosen, {"hard": ranked}, "salt", data.draw(st.integers(1, 4)))
    assert len(balanced) == 8
    if shape_quota.holds(chosen, _shape):
        assert shape_quota.holds(balanced, _shape)
        assert again is None or shape_quota.holds(again, _shape)


@dataclass(frozen=True)
class _Unit:  # what steering reads and replaces of a hard Candidate
    key: str = "abc"
    full_shapes: frozenset[str] = frozenset()


def test_steering_names_the_full_shapes_and_changes_the_units_key() -> None:
    accepted = _items(["guard", "guard", "guard", "value-flow"])
    steered = shape_quota.steered(_Unit(), accepted)
    assert steered.full_shapes == {"guard"} and steered.key != _Unit().key
    assert shape_quota.steered(_Unit(), accepted[1:]) == _Unit()
