"""Differential search for distinguishing inputs (runs inside the sandbox child).

hypothesis drives the search: seeded (the seed comes from the mutant id) with the example database
off, so the same inputs give the same witnesses. Phase one draws single calls; if no call tells the
two functions apart, phase two draws short sequences of calls into ONE fresh module instance of
each, which is how state that survives between calls (a mutable default argument) shows. Every call
gets deep-copied arguments and a time limit. A difference found is shrunk by hypothesis; the shrunk
case is the first witness, other small distinguishing cases seen on the way fill the handful, and
small agreeing cases are kept for the generated test too.

A call of the fixed function that times out or runs out of memory makes the input unusable
(rejected); the other function doing so is a "weak" difference: kept, but a real difference is
preferred, and after ``Budget.max_timeouts`` of them the search stops with verdict "timeout".
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

from killability import wire
from killability.call_timer import time_limit
from killability.child_guards import builtins_message, restore_builtins
from killability.inputs import Signature, signature
from killability.model import Budget, Call, Case, Outcome
from killability.prober import Prober, ProbeState, case_size, run_phase
from killability.seed_constants import seed_constants
from killability.strategies import NoStrategy, constants_of
from killability.subject import BuiltinsChanged, Factory, SubjectLoadError, load_module


@dataclass(frozen=True)
class SearchSpec:
    """What one differential search compares (all plain text: pickled to the sandbox child)."""

    seed_source: str
    seed_path: str
    target: str  # the seed's target function: its hints, STRATEGIES and precondition apply
    fixed_code: str
    fixed_function: str
    other_code: str
    other_function: str
    budget: Budget
    rng_seed: int
    # the mechanism shows only over a sequence of calls that rely on the defaults (a mutable default
    # argument): the first witness must be such a sequence, or the search fails as not-genuine
    sequence: bool = False
    other_lines: tuple[int, ...] = ()  # executable fault lines of the other function: "unreached" if none ran
    # (line, first column, end column) of each mutated expression of the other function, when known:
    # then "reached" means an instruction inside one of them ran, not merely its line
    other_spans: tuple[tuple[int, int, int], ...] = ()


@dataclass(frozen=True)
class RawSearch:
    verdict: str  # distinguished / equivalent / unreached / no-strategy / incompetent / timeout / crashed / seed-error
    message: str
    witnesses: tuple[Case, ...] = ()
    agreeing: tuple[Case, ...] = ()
    examples: int = 0


wire.register(RawSearch, Case, Call, Outcome)


def _pick_agreeing(cases: list[Case], k: int) -> tuple[Case, ...]:
    if k <= 0 or not cases:
        return ()
    ordered = sorted(cases, key=case_size)
    pool = ordered[: max(k, (2 * len(ordered)) // 3)]
    if len(pool) <= k:
        return tuple(pool)
    step = (len(pool) - 1) / (k - 1) if k > 1 else 0
    picks: list[Case] = []
    for i in range(k):
        case = pool[round(i * step)]
        if case not in picks:
            picks.append(case)
    return tuple(picks)


def _pick_witnesses(state: ProbeState, k: int) -> tuple[Case, ...]:
    assert state.last is not None
    chosen = [state.last]
    seen_args = {tuple((c.args, c.kwargs) for c in state.last.calls)}
    for case in sorted(state.strong.values(), key=case_size):
        if len(chosen) >= k:
            break
        key = tuple((c.args, c.kwargs) for c in case.calls)
        if key not in seen_args:
            seen_args.add(key)
            chosen.append(case)
    return tuple(chosen)


@contextlib.contextmanager
def _no_local_constants() -> Iterator[None]:
    """hypothesis mixes in constants from every "local" module loaded in the process, so the same
    search would draw differently in the CLI, the test suite and the corpus builder. Switch that off
    (we mix in the function's own constants instead) so witnesses depend on the inputs only."""
    try:
        from hypothesis.internal.conjecture import providers
    except ImportError:  # pragma: no cover - other hypothesis layout
        yield
        return
    original = getattr(providers, "_get_local_constants", None)
    cache = getattr(providers, "CONSTANTS_CACHE", None)
    if original is None:  # pragma: no cover
        yield
        return
    empty = providers.Constants()
    providers._get_local_constants = lambda: empty
    if cache is not None:
        cache.cache.clear()
    try:
        yield
    finally:
        providers._get_local_constants = original
        if cache is not None:
            cache.cache.clear()


def differential(spec: SearchSpec) -> RawSearch:
    """Search for an input on which ``other`` differs from ``fixed`` (child side)."""
    with _no_local_constants():
        return _differential(spec)


def _default_sequence(
    fixed: Factory, other: Factory, precondition: Any, sig: Signature, spec: SearchSpec
) -> Case | None:
    """A shrunk sequence of two or more calls, each passing only the required arguments (so every
    call relies on the defaults), on which the two functions differ: the mechanism as a mechanism."""
    budget = spec.budget
    prober = Prober(fixed, other, precondition if callable(precondition) else None, budget)
    calls = st.lists(sig.required_only(), min_size=2, max_size=max(2, budget.max_calls))
    status = run_phase(prober, calls, max(budget.sequence_examples, 50), spec.rng_seed + 3)
    return prober.state.last if status == "found" else None


def _differential(spec: SearchSpec) -> RawSearch:
    with seed_constants(spec.seed_source):  # the same draws whatever ran before in this child
        return _differential_search(spec)


def _differential_search(spec: SearchSpec) -> RawSearch:
    budget = spec.budget
    try:
        with time_limit(budget.call_seconds * 8, cpu=True):
            namespace = load_module(spec.seed_source, "redpen_seed", spec.seed_path)
        changed = restore_builtins()
        if changed:
            raise BuiltinsChanged(changed)
        target = namespace[spec.target]
        fixed = Factory(spec.fixed_code, spec.fixed_function, "fixed.py", budget.call_seconds)
    except BuiltinsChanged as exc:
        return RawSearch("seed-error", f"{spec.seed_path}: the seed {exc}"[:400])
    except BaseException as exc:
        changed = restore_builtins()
        if changed:
            return RawSearch("seed-error", f"{spec.seed_path}: the seed {builtins_message(changed)}"[:400])
        return RawSearch("seed-error", f"{spec.seed_path}: the seed does not load: {type(exc).__name__}: {exc}"[:400])
    try:
        other = Factory(spec.other_code, spec.other_function, "other.py", budget.call_seconds)
    except BuiltinsChanged as exc:
        return RawSearch("crashed", f"the variant {exc}"[:400])
    except SubjectLoadError as exc:
        return RawSearch("incompetent", f"the variant {exc}"[:400])
    overrides = namespace.get("STRATEGIES") or {}
    if not isinstance(overrides, dict):
        return RawSearch("no-strategy", f"{spec.seed_path}: STRATEGIES must be a dict of parameter name -> strategy")
    try:
        examples = namespace.get("EXAMPLES") or ()
        sig: Signature = signature(
            target,
            overrides,
            constants_of(target, fixed()),
            spec.seed_path,
            source=spec.seed_source,
            examples=examples if isinstance(examples, (list, tuple)) else (),
        )
    except NoStrategy as exc:
        return RawSearch("no-strategy", str(exc))
    precondition = namespace.get("precondition")
    prober = Prober(
        fixed, other, precondition if callable(precondition) else None, budget, spec.other_lines, spec.other_spans
    )
    one = st.lists(sig.args(), min_size=1, max_size=1)
    status = run_phase(prober, one, budget.examples, spec.rng_seed)
    if status == "unsatisfiable" and not prober.state.agreeing:
        return RawSearch(
            "no-strategy",
            f"{spec.seed_path}: no usable input: the precondition rejects, or the values "
            "cannot be written as literals; adjust STRATEGIES/precondition",
            examples=prober.state.examples,
        )
    if status in ("none", "unsatisfiable") and budget.max_calls >= 2 and budget.sequence_examples > 0:
        many = st.lists(sig.args(), min_size=2, max_size=budget.max_calls)
        status = run_phase(prober, many, budget.sequence_examples, spec.rng_seed + 1)
    if status == "found" and budget.collect > 0:
        # a few more plain examples (no stopping, no shrinking) for agreeing cases and more witnesses
        prober.collect = True
        size = len(prober.state.last.calls) if prober.state.last else 1
        more = st.lists(sig.args(), min_size=size, max_size=size)
        run_phase(prober, more, budget.collect, spec.rng_seed + 2, shrink=False)
    state = prober.state
    if state.tampered:
        verdict = "seed-error" if state.tampered.startswith("the seed") else "crashed"
        where = f"{spec.seed_path}: " if verdict == "seed-error" else ""
        return RawSearch(verdict, f"{where}{state.tampered}"[:400], (), (), state.examples)
    agreeing = _pick_agreeing(list(state.agreeing.values()), budget.agreeing)
    if state.last is not None:
        witnesses = _pick_witnesses(state, budget.witnesses)
        if spec.sequence:
            found = _default_sequence(fixed, other, precondition, sig, spec)
            if found is None:
                return RawSearch(
                    "not-genuine",
                    "no sequence of calls relying on the defaults tells the versions apart, "
                    "so a test could not check that no state leaks between calls",
                    (),
                    agreeing,
                    state.examples,
                )
            witnesses = (found, *(w for w in witnesses if w != found))[: max(budget.witnesses, 1)]
        first = witnesses[0]
        return RawSearch(
            "distinguished",
            f"{first.render(spec.fixed_function)}, but {first.note}",
            witnesses,
            agreeing,
            state.examples,
        )
    if state.weak:
        case, kind = state.weak[0]
        verdict = "timeout" if kind == "timeout" else "crashed"
        return RawSearch(
            verdict,
            f"only resource differences: on {case.render(spec.fixed_function)} {case.note}",
            (case,),
            agreeing,
            state.examples,
        )
    if not prober.reached:
        shown = ", ".join(str(line) for line in sorted(prober.lines))
        return RawSearch(
            "unreached",
            f"the mutated code (line {shown}) never ran in {state.examples} examples: no drawn "
            "input reaches them (e.g. a keyword-only parameter or a default that is never drawn)",
            (),
            agreeing,
            state.examples,
        )
    return RawSearch(
        "equivalent",
        f"no distinguishing input in {state.examples} examples (single calls and "
        f"sequences of up to {budget.max_calls} calls)",
        (),
        agreeing,
        state.examples,
    )
