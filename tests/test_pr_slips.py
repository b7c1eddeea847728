"""Refactoring slips (``generator/pr/slips.py``): which steps a slip could ride in, the draw that
prefers them, and the pair order that tries them first. Nothing here runs the sandbox."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from hypothesis import given, settings
from hypothesis import strategies as st

from generator.pr.defect import faults_in_hunks, same_mechanism_pairs
from generator.pr.module import load_module_seed, presented_text
from generator.pr.slips import SLIPS, slip_steps
from generator.pr.steps import candidate_steps, choose, compose, hunks

ROOT = Path(__file__).resolve().parent.parent
# a shipped module seed with None tests and grouped arithmetic in its public functions
SEED = load_module_seed(ROOT / "module_seeds" / "library" / "overdue_fines.py")
BEFORE = presented_text(SEED.source)
POOL = [s for s in candidate_steps(BEFORE, SEED.path) if SEED.callers_of(s.owns())]
SLIP_STEPS = slip_steps(SEED, BEFORE, POOL)


def _slip_faults(step_ids: list[str]) -> list[str]:
    steps = [s for s in POOL if s.id in step_ids]
    after = compose(BEFORE, steps)
    return [f.operator for f in faults_in_hunks(SEED, after, hunks(BEFORE, after, steps)) if f.operator in SLIPS]


def test_a_step_offers_a_slip_fault_only_when_slip_steps_names_it() -> None:
    assert SLIP_STEPS and len(SLIP_STEPS) < len(POOL)
    for step in POOL:
        found = _slip_faults([step.id])
        if step.id not in SLIP_STEPS:
            assert not found, step.id  # the preference misses no step a slip fault fits in
    # and most named steps do take a natural slip fault (the naturalness filter may drop a few)
    taking = [sid for sid in SLIP_STEPS if _slip_faults([sid])]
    assert len(taking) * 2 >= len(SLIP_STEPS)


@settings(max_examples=60, deadline=None)
@given(salt=st.text(min_size=1, max_size=12), picks=st.sets(st.integers(0, len(POOL) - 1), max_size=4))
def test_choose_draws_a_preferred_step_first_and_keeps_its_other_rules(salt: str, picks: set[int]) -> None:
    prefer = {POOL[i].id for i in picks}
    chosen = choose(POOL, salt, 4, prefer=prefer)
    assert len(chosen) == 4
    owned = [s.owns() for s in chosen]
    assert all(not (a & b) for i, a in enumerate(owned) for b in owned[i + 1 :])
    assert 1 <= sum(s.suspicious for s in chosen) <= 2
    if prefer:
        assert chosen[0].id in prefer
    else:
        assert chosen == choose(POOL, salt, 4)
    assert chosen == choose(POOL, salt, 4, prefer=prefer)  # drawn from the salt alone


def _fault(operator: str, ident: str) -> SimpleNamespace:
    return SimpleNamespace(operator=operator, mechanism="m", signature=(operator,), mutant=SimpleNamespace(id=ident))


@given(ops=st.lists(st.sampled_from(["NTR", "PRC", "VMR", "ROR"]), min_size=1, max_size=6), salt=st.text(max_size=8))
def test_slip_pairs_come_first_and_the_order_is_otherwise_the_salts(ops: list[str], salt: str) -> None:
    mine = [_fault(op, f"a{i}") for i, op in enumerate(ops)]
    theirs = [_fault(op, f"b{i}") for i, op in enumerate(ops)]
    plain = same_mechanism_pairs(salt, mine, theirs)  # type: ignore[arg-type]
    slips_first = same_mechanism_pairs(salt, mine, theirs, first=SLIPS)  # type: ignore[arg-type]
    assert sorted(map(id, (x for p in plain for x in p))) == sorted(map(id, (x for p in slips_first for x in p)))
    kinds = [p[0].operator in SLIPS for p in slips_first]
    assert kinds == sorted(kinds, reverse=True)
    assert [p for p in slips_first if p[0].operator in SLIPS] == [p for p in plain if p[0].operator in SLIPS]
    assert all(a.operator == b.operator for a, b in slips_first)
