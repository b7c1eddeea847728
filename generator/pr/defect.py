"""The PR's regression: one planted fault inside a refactored hunk, measured, searched and gated.

Faults come from the operator engine (``operators.engine.FunctionMutator``, what ``operators.planting``
plants with), planted into the public functions of the *after* module, and only those whose fault
lines all lie inside one refactoring hunk are kept (a regression made while refactoring, never a
lone change on an untouched line), then the naturalness filter (``generator.naturalness``). Each
is measured on the function's valid inputs (``killability.exposure``: one sandboxed child), and the
chosen one is searched for witnesses (``killability.search.differential``, sandboxed) and gated
(``killability.api.gate``: the generated test, the kill matrix, twice). A fault's mechanism
signature (``generator.disguise.mechanism``) finds the same bug in another module for the
disguised variant.
"""

from __future__ import annotations

import functools
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import cast

from core.model import Mutant
from generator.disguise.mechanism import edit_signature
from generator.naturalness import judge
from generator.pr.module import ModuleSeed, function_view, runtime_text
from generator.pr.proof import exposure_spec, run_exposures
from generator.pr.steps import Hunk, salted_rank, statement_spans
from killability.bytecode import required_lines
from killability.exposure import FaultExposure
from killability.model import Budget, SearchResult, SearchVerdict
from killability.sandbox import Limits, run_tasks
from killability.search import SearchSpec, differential
from operators.engine import FunctionMutator
from operators.registry import resolve


@dataclass(frozen=True)
class Fault:
    mutant: Mutant  # the whole after module with the fault planted
    function: str  # the public function it is planted in (the test calls it)
    hunk: Hunk  # the refactoring hunk holding its lines
    signature: tuple[str, ...]

    @property
    def operator(self) -> str:
        return self.mutant.operators[0]

    @property
    def mechanism(self) -> str:
        return self.mutant.sites[0].mechanism


def faults_in_hunks(seed: ModuleSeed, after: str, hunks: Sequence[Hunk]) -> list[Fault]:
    """Every natural first-order fault of a gateable function of ``after`` whose lines lie inside
    one refactoring hunk, in module order."""
    spans = {name: (first, last) for name, first, last in statement_spans(after) if name}
    found: list[Fault] = []
    seen: set[str] = set()
    for function in seed.gateable:
        first, last = spans.get(function, (0, -1))
        inside = [h for h in hunks if h.kind == "refactor" and h.lines[0] <= last and h.lines[1] >= first]
        if not inside:
            continue
        mutator = FunctionMutator(after, function=function, path=seed.path)
        for edit in mutator.plan(resolve(None)):
            mutant = mutator.build([edit])
            if mutant is None or mutant.source in seen or not mutant.fault_lines:
                continue
            hunk = next(
                (h for h in inside if all(h.lines[0] <= line <= h.lines[1] for line in mutant.fault_lines)), None
            )
            if hunk is None:
                continue
            seen.add(mutant.source)
            found.append(Fault(mutant, function, hunk, edit_signature(edit, mutator.parents)))
    reasons = judge(after, [f.mutant.source for f in found]) if found else []
    return [fault for fault, reason in zip(found, reasons) if reason is None]


def measure(seed: ModuleSeed, after: str, faults: Sequence[Fault], *, inputs: int = 500) -> dict[str, FaultExposure]:
    """Each fault's exposure on its function's valid inputs (by mutant id; one sandboxed child)."""
    functions = list(dict.fromkeys(f.function for f in faults))
    specs = [
        exposure_spec(
            seed, after, function, [(f.mutant.id, f.mutant.source) for f in faults if f.function == function], inputs
        )
        for function in functions
    ]
    out: dict[str, FaultExposure] = {}
    for result in run_exposures(seed, specs, 90 + len(faults)):
        if not isinstance(result, str):
            out.update((f.name, f) for f in result.faults)
    return out


def fitting(fault: Fault, exposure: FaultExposure | None) -> bool:
    """Shows on some valid inputs, not on all of them, and never hangs."""
    return exposure is not None and 0 < exposure.exposure < 1 and not exposure.hangs


def search(seed: ModuleSeed, after: str, fault: Fault, budget: Budget = Budget()) -> SearchResult:
    """Witnesses telling the fault apart from the after module (sandboxed differential search)."""
    mutant = fault.mutant
    rng_seed = zlib.crc32(mutant.id.encode("utf-8"))
    spec = SearchSpec(
        function_view(seed.source, fault.function, fault.function in seed.preconditions),
        f"{seed.path}::{fault.function}",
        fault.function,
        runtime_text(after),
        fault.function,
        runtime_text(mutant.source),
        fault.function,
        budget,
        rng_seed,
        other_lines=required_lines(mutant.source, fault.function, mutant.fault_lines),
    )
    outcome = run_tasks(
        [functools.partial(differential, spec)],
        Limits(wall_seconds=budget.search_seconds, memory_mb=budget.memory_mb),
    )[0]
    if outcome.status != "ok":
        verdict: SearchVerdict = "timeout" if outcome.status == "timeout" else "crashed"
        return SearchResult(verdict, f"search: {outcome.message}", function=fault.function, seed=rng_seed)
    raw = outcome.value
    return SearchResult(
        verdict=cast(SearchVerdict, "crashed" if raw.verdict == "seed-error" else raw.verdict),
        message=raw.message,
        witnesses=raw.witnesses,
        agreeing=raw.agreeing,
        function=fault.function,
        seed=rng_seed,
    )


def same_mechanism_pairs(salt: str, mine: Sequence[Fault], theirs: Sequence[Fault]) -> list[tuple[Fault, Fault]]:
    """Fault pairs of the same mechanism (the full signature first, then operator and mechanism)."""
    exact = [(a, b) for a in mine for b in theirs if a.signature == b.signature]
    loose = [(a, b) for a in mine for b in theirs if (a.operator, a.mechanism) == (b.operator, b.mechanism)]
    ordered = sorted(exact, key=lambda p: salted_rank(salt, p[0].mutant.id + p[1].mutant.id))
    ordered += sorted(
        (p for p in loose if p not in exact), key=lambda p: salted_rank(salt, p[0].mutant.id + p[1].mutant.id)
    )
    return ordered
