"""Entry points of the killability gate (what the corpus builder and `redpen gate` call).

Everything that runs seed or mutant code runs in a sandboxed child (``killability.sandbox``);
this module only plans, renders and decides. All inputs and results are frozen, picklable
dataclasses, so a work unit (``run_unit``) can go to any ``concurrent.futures``-style executor.
"""

from __future__ import annotations

import functools
import zlib
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import cast

from core.errors import SeedError
from core.model import Mutant, Site
from core.seeds import Seed
from core.snippet import Snippet, extract_function
from killability import gate as matrix
from killability.bytecode import bytecode_key, missing_globals, required_lines
from killability.gate import MatrixSpec, decide, rejected
from killability.model import (
    Budget,
    CleanResult,
    GateResult,
    GateVerdict,
    MutantReport,
    SearchResult,
    SearchVerdict,
    SeedGateReport,
    VariantCode,
)
from killability.sandbox import Limits, TaskOutcome, run_tasks
from killability.search import RawSearch, SearchSpec, differential
from killability.testgen import render_test
from operators.engine import PlannedEdit, mutator_for
from operators.registry import resolve

__all__ = [
    "Budget",
    "CleanResult",
    "GateResult",
    "MutantReport",
    "SearchResult",
    "SeedGateReport",
    "VariantCode",
    "check_clean",
    "check_equivalent",
    "gate",
    "run_matrix",
    "search",
    "seed_variants",
]


def _rng_seed(*parts: str) -> int:
    return zlib.crc32("\x00".join(parts).encode("utf-8"))


def _search_limits(budget: Budget) -> Limits:
    return Limits(wall_seconds=budget.search_seconds, memory_mb=budget.memory_mb)


@functools.lru_cache(maxsize=256)
def _snippet(source: str, function: str, path: str) -> Snippet:
    return extract_function(source, function, path=path)


def _as_result(raw: RawSearch, function: str, rng_seed: int) -> SearchResult:
    # the child sends a SearchVerdict, or "seed-error" (the seed itself broke)
    verdict = cast(SearchVerdict, "crashed" if raw.verdict == "seed-error" else raw.verdict)
    return SearchResult(
        verdict=verdict,
        message=raw.message,
        witnesses=raw.witnesses,
        agreeing=raw.agreeing,
        function=function,
        seed=rng_seed,
    )


def _from_task(outcome: TaskOutcome, function: str, rng_seed: int, what: str) -> SearchResult:
    if outcome.status == "ok":
        return _as_result(outcome.value, function, rng_seed)
    verdict: SearchVerdict = "timeout" if outcome.status == "timeout" else "crashed"
    return SearchResult(
        verdict=verdict,
        message=f"{what}: {outcome.message}",
        function=function,
        seed=rng_seed,
    )


def _run_searches(specs: Sequence[SearchSpec], budget: Budget) -> list[TaskOutcome]:
    return run_tasks([functools.partial(differential, spec) for spec in specs], _search_limits(budget))


# mechanisms that show only over several calls relying on the defaults (the test must call in sequence)
SEQUENCE_MECHANISMS = frozenset({"mutable default argument"})


def _spec(
    seed: Seed,
    fixed: Snippet,
    other_code: str,
    other_function: str,
    budget: Budget,
    rng_seed: int,
    sequence: bool = False,
    fault_lines: tuple[int, ...] = (),
    spans: tuple[tuple[int, int, int], ...] = (),
) -> SearchSpec:
    lines = required_lines(other_code, other_function, fault_lines) if fault_lines else ()
    return SearchSpec(
        seed.source,
        seed.path,
        seed.function,
        fixed.code,
        fixed.function,
        other_code,
        other_function,
        budget,
        rng_seed,
        sequence,
        other_lines=lines,
        other_spans=spans,
    )


def _mutant_spans(mutant: Mutant, path: str) -> tuple[tuple[int, int, int], ...]:
    """(snippet line, first column, end column) of each mutated expression, when every site is an
    expression replaced on one line (no line moves); () otherwise (line coverage is used then)."""
    if any(not site.after or "\n" in site.before or "\n" in site.after for site in mutant.sites):
        return ()
    snippet = _snippet(mutant.source, mutant.function, path)
    return tuple(
        (snippet.map_line(site.span.start_line), site.span.start_col, site.span.start_col + len(site.after))
        for site in mutant.sites
    )


# ------------------------------------------------------------------------------------------------
# search


def _not_self_contained(seed: Seed, snippet: Snippet) -> str:
    names = missing_globals(snippet.code, snippet.function)
    if not names:
        return ""
    shown = ", ".join(f"'{n}'" for n in names)
    return (
        f"{seed.path}: {snippet.function} uses module-level name(s) {shown} that its snippet does not carry "
        f"(snippets hold only the function and its imports); move them into the function"
    )


def single_faults(seed: Seed, mutant: Mutant) -> list[Mutant]:
    """The first-order mutants that make up a higher-order one (one per site), rebuilt with the
    operator engine from the seed text."""
    mutator = mutator_for(seed.source, mutant.function, seed.path)
    wanted = list(mutant.sites)
    found: dict[int, Mutant] = {}
    # each operator's planned edits by site, kept on the (cached) mutator: a hard unit asks for the
    # singles of every pair of its seed, and planning the operators again per pair cost most of it
    planned: dict[str, dict[Site, PlannedEdit]] = mutator.context.cache.setdefault("edits_by_site", {})
    for index, site in enumerate(wanted):
        if site.operator not in planned:
            first: dict[Site, PlannedEdit] = {}
            for planned_edit in mutator.plan(resolve([site.operator])):
                first.setdefault(planned_edit.site, planned_edit)
            planned[site.operator] = first
        edit = planned[site.operator].get(site)
        built = mutator.build([edit]) if edit is not None else None
        if built is not None:
            found[index] = built
    missing = [i for i in range(len(wanted)) if i not in found]
    if missing:
        raise SeedError(
            f"{seed.path}: cannot rebuild the single fault at line {wanted[missing[0]].span.start_line} "
            f"of higher-order mutant {mutant.id}"
        )
    return [found[i] for i in range(len(wanted))]


def _mutant_variant(mutant: Mutant, path: str) -> VariantCode:
    snippet = _snippet(mutant.source, mutant.function, path)
    lines = tuple(line for line in snippet.map_lines(mutant.fault_lines) if line >= 1)
    return VariantCode(snippet.code, snippet.function, True, lines)


def search(seed: Seed, mutant: Mutant, *, budget: Budget = Budget(), fixed: Snippet | None = None) -> SearchResult:
    """Differential search, fixed (the seed's function) vs mutant. Higher-order mutants must be
    genuine: each single fault alone is distinguishable, and the returned result carries the
    single-fault variants (``extra_variants``) that the generated test must also kill. ``fixed``:
    the seed's function as a snippet when the caller extracted it already (a work unit carries it)."""
    rng_seed = _rng_seed(mutant.id)
    fixed = fixed if fixed is not None else _snippet(seed.source, seed.function, seed.path)
    problem = _not_self_contained(seed, fixed)
    if problem:
        return SearchResult("crashed", problem, function=fixed.function, seed=rng_seed)
    variant = _mutant_variant(mutant, seed.path)
    fixed_key = bytecode_key(fixed.code)
    if bytecode_key(variant.code) is None:
        return SearchResult("incompetent", "the mutant does not compile", function=fixed.function, seed=rng_seed)
    if bytecode_key(variant.code) == fixed_key:
        return SearchResult(
            "equivalent",
            "same bytecode as the fixed function (trivially equivalent)",
            function=fixed.function,
            seed=rng_seed,
        )
    singles: list[Mutant] = single_faults(seed, mutant) if mutant.order > 1 else []
    single_variants = [_mutant_variant(s, seed.path) for s in singles]
    for number, single in enumerate(single_variants, 1):
        if bytecode_key(single.code) == fixed_key:
            return SearchResult(
                "not-genuine",
                f"fault {number} alone has the fixed function's bytecode",
                function=fixed.function,
                seed=rng_seed,
            )
    sequence = any(site.mechanism in SEQUENCE_MECHANISMS for site in mutant.sites)
    specs = [
        _spec(
            seed,
            fixed,
            variant.code,
            variant.function,
            budget,
            rng_seed,
            sequence,
            fault_lines=variant.fault_lines,
            spans=_mutant_spans(mutant, seed.path),
        )
    ]
    specs += [
        _spec(
            seed,
            fixed,
            s.code,
            s.function,
            budget,
            rng_seed + n,
            fault_lines=s.fault_lines,
            spans=_mutant_spans(m, seed.path),
        )
        for n, (s, m) in enumerate(zip(single_variants, singles), 1)
    ]
    outcomes = _run_searches(specs, budget)
    result = _from_task(outcomes[0], fixed.function, rng_seed, "search")
    if not singles or result.verdict != "distinguished":
        return result
    witnesses = list(result.witnesses)
    own = len(witnesses)
    extras: list[tuple[str, VariantCode]] = []
    for number, (outcome, single) in enumerate(zip(outcomes[1:], single_variants), 1):
        part = _from_task(outcome, fixed.function, rng_seed + number, f"search of fault {number} alone")
        if part.verdict != "distinguished":
            line = single.fault_lines[0] if single.fault_lines else "?"
            return replace(
                result,
                verdict="not-genuine",
                message=f"fault {number} alone (line {line}) is {part.verdict}: {part.message}",
            )
        for case in part.witnesses[:2]:
            if case not in witnesses:
                witnesses.append(case)
        extras.append((f"single-{number}", single))
    # a case that kills a single fault while the pair agrees with the fixed function is listed once,
    # as distinguishing (the test asserts the fixed outcome either way)
    single_calls = {case.calls for case in witnesses[own:]}
    kept_agreeing = tuple(c for c in result.agreeing if c.calls not in single_calls)
    return replace(result, witnesses=tuple(witnesses), agreeing=kept_agreeing, extra_variants=tuple(extras), own=own)


def check_equivalent(
    seed: Seed, fixed_code: str, fixed_fn: str, other_code: str, other_fn: str, *, budget: Budget = Budget()
) -> CleanResult:
    """Are two snippet functions equivalent on the seed's inputs (its hints, STRATEGIES and
    precondition)? "equivalent", or "bad-control" with the distinguishing witness."""
    if bytecode_key(other_code) is None:
        return CleanResult("incompetent", "the other function does not compile")
    fixed = Snippet(fixed_code, fixed_fn, 1, 0)
    rng_seed = _rng_seed(fixed_code, other_code)
    outcome = _run_searches([_spec(seed, fixed, other_code, other_fn, budget, rng_seed)], budget)[0]
    result = _from_task(outcome, fixed_fn, rng_seed, "equivalence search")
    if result.verdict == "distinguished":
        return CleanResult(
            "bad-control", f"{seed.path}: {other_fn} differs from {fixed_fn}: {result.message}", result.witnesses[0]
        )
    if result.verdict == "equivalent":
        return CleanResult("equivalent", result.message)
    return CleanResult(result.verdict, result.message)


def check_clean(seed: Seed, *, budget: Budget = Budget()) -> CleanResult:
    """The seed's clean_<name> control against its target, by differential search."""
    if seed.clean_function is None:
        return CleanResult("no-clean", f"{seed.path}: no clean_{seed.function} control in the seed")
    fixed = _snippet(seed.source, seed.function, seed.path)
    clean = _snippet(seed.source, seed.clean_function, seed.path)
    for snippet in (fixed, clean):
        problem = _not_self_contained(seed, snippet)
        if problem:
            return CleanResult("crashed", problem)
    return check_equivalent(seed, fixed.code, fixed.function, clean.code, clean.function, budget=budget)


# ------------------------------------------------------------------------------------------------
# gate


def gate(
    variants: Mapping[str, VariantCode],
    cases: SearchResult,
    *,
    test_name: str,
    budget: Budget = Budget(),
    default_subject: str = "subject.py",
) -> GateResult:
    """Render the test for ``cases`` and run the kill matrix over ``variants`` (plus the
    single-fault variants a higher-order search result carries), twice, in one sandboxed child."""
    if cases.verdict != "distinguished":
        return rejected(cases.verdict, cases.message, test_name=test_name)
    all_variants = dict(variants)
    for name, variant in cases.extra_variants:
        all_variants.setdefault(name, variant)
    test_text = render_test(cases, test_name=test_name, default_subject=default_subject)
    return _matrix(all_variants, test_text, test_name, budget, runs=2)


def _matrix(
    variants: Mapping[str, VariantCode], test_text: str, test_name: str, budget: Budget, runs: int
) -> GateResult:
    required = {name: required_lines(v.code, v.function, v.fault_lines) for name, v in variants.items() if v.defective}
    spec = MatrixSpec(
        test_text,
        tuple((n, v.code, v.function) for n, v in variants.items()),
        runs=runs,
        test_seconds=budget.test_seconds,
    )
    outcome = run_tasks(
        [functools.partial(matrix.run_matrix, spec)],
        Limits(wall_seconds=budget.gate_seconds, memory_mb=budget.memory_mb),
    )[0]
    if outcome.status != "ok":
        stopped: GateVerdict = "timeout" if outcome.status == "timeout" else "crashed"
        return rejected(stopped, f"the kill matrix did not finish: {outcome.message}", test_text, test_name)
    verdict, reason, reports = decide(dict(variants), required, outcome.value, runs=runs)
    return GateResult(verdict, reason, reports, test_text, test_name)


def run_matrix(
    test_code: str, variants: Mapping[str, VariantCode], *, budget: Budget = Budget(), runs: int = 1
) -> dict[str, str]:
    """Re-run an existing generated test file against variants (e.g. to verify an exported
    edition): the per-variant verdict, one of killed / survived / timeout / crashed / incompetent."""
    result = _matrix(variants, test_code, "", budget, runs)
    if not result.variants:
        return dict.fromkeys(variants, result.verdict)
    return {report.name: report.verdict for report in result.variants}


# ------------------------------------------------------------------------------------------------
# work units and batches


def seed_variants(seed: Seed) -> dict[str, VariantCode]:
    """The non-defective variants a seed provides: fixed, and clean when the seed has one."""
    fixed = _snippet(seed.source, seed.function, seed.path)
    variants = {"fixed": VariantCode(fixed.code, fixed.function, False)}
    if seed.clean_function:
        clean = _snippet(seed.source, seed.clean_function, seed.path)
        variants["clean"] = VariantCode(clean.code, clean.function, False)
    return variants
