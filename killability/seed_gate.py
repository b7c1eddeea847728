"""Gating many mutants: one work unit per mutant (search, then the kill matrix), run by any
``concurrent.futures``-style executor, and a whole seed's report (its clean control checked first).

Work units are frozen, picklable dataclasses (:class:`WorkUnit`), so ``run_unit`` can go to a
process pool or any executor with ``map``; the default is a small process pool.
"""

from __future__ import annotations

import multiprocessing
from collections.abc import Iterable, Mapping, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass

from core.errors import SeedError
from core.model import Mutant
from core.seeds import Seed, load_seed
from killability.api import _mutant_variant, check_clean, gate, search, seed_variants
from killability.bytecode import bytecode_key
from killability.gate import rejected
from killability.model import (
    Budget,
    CleanResult,
    MutantReport,
    SearchResult,
    SeedGateReport,
    SkipVerdict,
    VariantCode,
)
from killability.sandbox import bind_to_parent
from operators.planting import plant


@dataclass(frozen=True)
class WorkUnit:
    """One mutant through search and gate: pure data in, a MutantReport out."""

    seed: Seed
    mutant: Mutant
    budget: Budget = Budget()
    clean: CleanResult | None = None  # the seed's clean check, when done already
    extra: tuple[tuple[str, VariantCode], ...] = ()  # e.g. the disguised variant


def _description(mutant: Mutant) -> str:
    return "; ".join(f"line {s.span.start_line}: {s.description}" for s in mutant.sites)


def gate_mutant(
    seed: Seed,
    mutant: Mutant,
    *,
    budget: Budget = Budget(),
    clean: CleanResult | None = None,
    extra: Mapping[str, VariantCode] | None = None,
) -> MutantReport:
    found = search(seed, mutant, budget=budget)
    test_name = f"{mutant.function}_{mutant.id[:8]}"
    if found.verdict != "distinguished":
        result = rejected(found.verdict, found.message, test_name=test_name)
    elif clean is not None and clean.verdict == "bad-control":
        result = rejected("bad-control", clean.message, test_name=test_name)
    else:
        variants = {"original": _mutant_variant(mutant, seed.path), **dict(extra or {}), **seed_variants(seed)}
        result = gate(variants, found, test_name=test_name, budget=budget, default_subject="original.py")
    return MutantReport(mutant.id, mutant.operators, _description(mutant), found, result)


def run_unit(unit: WorkUnit) -> MutantReport:
    """The picklable work unit function for executors."""
    return gate_mutant(unit.seed, unit.mutant, budget=unit.budget, clean=unit.clean, extra=dict(unit.extra))


def _skipped(mutant: Mutant, verdict: SkipVerdict, message: str) -> MutantReport:
    found = SearchResult(verdict, message, function=mutant.function)
    return MutantReport(
        mutant.id,
        mutant.operators,
        _description(mutant),
        found,
        rejected(verdict, message, test_name=f"{mutant.function}_{mutant.id[:8]}"),
    )


def _default_executor(units: int) -> Executor | None:
    if units < 2:
        return None
    return ProcessPoolExecutor(
        max_workers=min(2, units), mp_context=multiprocessing.get_context("fork"), initializer=bind_to_parent
    )


def gate_mutants(
    seed: Seed,
    mutants: Iterable[Mutant],
    *,
    executor: Executor | None = None,
    budget: Budget = Budget(),
    clean: CleanResult | None = None,
) -> list[MutantReport]:
    """Gate many mutants of one seed. Trivially equivalent mutants (the fixed function's bytecode)
    and duplicates (another mutant's bytecode) are dropped before any search; the rest go to
    ``executor.map`` (default: a 2-process pool forked from this warm process)."""
    # mutants differ from the seed only inside the target function, so whole-module keys decide
    # (no snippet extraction needed here)
    fixed_key = bytecode_key(seed.source)
    seen: dict[str, str] = {}
    reports: list[MutantReport | None] = []
    units: list[WorkUnit] = []
    slots: list[int] = []
    for mutant in mutants:
        key = bytecode_key(mutant.source)
        if key is None:
            reports.append(_skipped(mutant, "incompetent", "the mutant does not compile"))
        elif key == fixed_key:
            reports.append(_skipped(mutant, "equivalent", "same bytecode as the fixed function (trivially equivalent)"))
        elif key in seen:
            reports.append(_skipped(mutant, "duplicate", f"same bytecode as mutant {seen[key]}"))
        else:
            seen[key] = mutant.id
            slots.append(len(reports))
            reports.append(None)
            units.append(WorkUnit(seed, mutant, budget, clean))
    own = executor is None
    pool = _default_executor(len(units)) if own else executor
    try:
        results: Iterable[MutantReport] = pool.map(run_unit, units) if pool is not None else map(run_unit, units)
        for slot, report in zip(slots, results):
            reports[slot] = report
    finally:
        if own and pool is not None:
            pool.shutdown()
    return [r for r in reports if r is not None]


def gate_seed(
    seed_path: str,
    operators: Sequence[str] | None,
    function: str | None = None,
    order: int = 1,
    limit: int | None = None,
    *,
    budget: Budget = Budget(),
    executor: Executor | None = None,
) -> SeedGateReport:
    """Plant, search and gate every mutant of a seed (original = mutant snippet, fixed = seed
    snippet, clean = the seed's clean control when present). Raises SeedError when no mutant can
    be searched because a parameter has no strategy (the message names it and the fix)."""
    seed = load_seed(seed_path, function)
    mutants = plant(seed.source, function=seed.function, operators=operators, order=order, limit=limit, path=seed.path)
    clean = check_clean(seed, budget=budget)
    if clean.verdict in ("no-strategy", "crashed") and mutants:
        raise SeedError(clean.message)
    if mutants:
        # one probe first: a parameter without a strategy is the seed's problem, reported once,
        # not once per mutant (each would fork a search only to find the same missing strategy)
        probe = search(seed, mutants[0], budget=budget)
        if probe.verdict == "no-strategy":
            raise SeedError(probe.message)
    reports = gate_mutants(seed, mutants, executor=executor, budget=budget, clean=clean)
    if reports and all(r.verdict == "no-strategy" for r in reports):
        raise SeedError(reports[0].search.message)
    return SeedGateReport(seed.path, seed.function, clean, tuple(reports))
