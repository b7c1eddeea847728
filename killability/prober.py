"""One phase of the differential search: hypothesis draws inputs and both functions are called.

:class:`Prober` runs the fixed and the other function on deep-copied arguments under a time
limit, records strong, weak and agreeing cases in a :class:`ProbeState`, and stops hypothesis at once
when the budget is spent or the builtins were changed; :func:`run_phase` runs one phase.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, Phase, Verbosity, given, reject, settings
from hypothesis import seed as hypothesis_seed
from hypothesis import strategies as st
from hypothesis.errors import Unsatisfiable

from killability.call_timer import time_limit
from killability.child_guards import builtins_message, restore_builtins
from killability.compare import (
    Run,
    call,
    check_precondition,
    differ,
    literal,
    literals,
    mutated,
    split,
)
from killability.model import Budget, Call, Case, Outcome
from killability.subject import BuiltinsChanged, Factory


class _Found(Exception):
    pass


class _Abort(BaseException):
    """Stops hypothesis at once (it only catches Exception subclasses as test failures)."""


@dataclass
class ProbeState:
    strong: dict[str, Case] = field(default_factory=dict)
    weak: list[tuple[Case, str]] = field(default_factory=list)
    agreeing: dict[str, Case] = field(default_factory=dict)
    last: Case | None = None
    examples: int = 0
    tampered: str = ""  # who changed Python's builtins, and which (the search stops at once)


def case_size(case: Case) -> tuple[int, str]:
    text = repr(case.calls)
    return (len(text), text)


class Prober:
    def __init__(
        self,
        fixed: Factory,
        other: Factory,
        precondition: Callable[..., Any] | None,
        budget: Budget,
        lines: tuple[int, ...] = (),
        spans: tuple[tuple[int, int, int], ...] = (),
    ) -> None:
        self.fixed = fixed
        self.other = other
        self.precondition = precondition
        self.budget = budget
        self.state = ProbeState()
        self.collect = False  # collecting: record differences without stopping hypothesis
        self.spans = spans
        self.lines = frozenset(line for line, _, _ in spans) if spans else frozenset(lines)
        self.reached = not self.lines  # did the mutated code of the other function run?
        self._positions: dict[Any, list[Any]] = {}

    def _call_other(self, function: Callable[..., Any], args: tuple[Any, ...]) -> Run:
        """Call the other function; until a fault line has run, watch its lines (line events of
        ``other.py`` frames only, so the cost stays inside the function under test)."""
        if self.reached:
            return call(function, args, self.budget.call_seconds)
        lines, spans = self.lines, self.spans

        def local(frame: Any, event: str, _arg: Any) -> Any:
            if event == "line" and frame.f_lineno in lines:
                if spans:
                    frame.f_trace_opcodes = True  # look at the instructions of this line
                else:
                    self.reached = True
            elif event == "opcode":
                code = frame.f_code
                positions = self._positions.get(code)
                if positions is None:
                    positions = self._positions[code] = list(code.co_positions())
                line, end_line, start, end = positions[frame.f_lasti // 2]
                if start is not None and any(
                    line == s_line and end_line == s_line and s_start <= start and end <= s_end
                    for s_line, s_start, s_end in spans
                ):
                    self.reached = True
            return local

        def calls(frame: Any, _event: str, _arg: Any) -> Any:
            return local if frame.f_code.co_filename == "other.py" else None

        previous = sys.gettrace()
        sys.settrace(calls)
        try:
            return call(function, args, self.budget.call_seconds)
        finally:
            sys.settrace(previous)

    def __call__(self, calls: list[tuple[Any, ...]]) -> None:
        self.state.examples += 1
        if self.precondition is not None:
            for args in calls:
                try:
                    with time_limit(self.budget.call_seconds, cpu=True):
                        ok = check_precondition(self.precondition, args)
                except BaseException:
                    ok = False
                self._check_builtins("seed (its precondition)")
                if not ok:
                    reject()
        fixed, other = self._instance(self.fixed, "seed"), self._instance(self.other, "variant")
        done: list[Call] = []
        for args in calls:
            positional, keywords = split(args)
            shown, named_values = literals(positional), literals(keywords.values())
            if shown is None or named_values is None:
                reject()
            named = tuple(zip(keywords, named_values))
            self._check_builtins("seed (its strategies)")
            mine = call(fixed, args, self.budget.call_seconds)
            self._check_builtins("seed")
            if mine.resource:
                reject()
            theirs = self._call_other(other, args)
            self._check_builtins("variant")
            expected = self._outcome(mine)
            after = None
            if mine.kind == "returns" and (mutated(mine, args) or mutated(theirs, args)):
                after_lits = literals(split(mine.after)[0])
                if after_lits is None:
                    reject()
                after = after_lits
            done.append(Call(shown, expected, after, named))
            if differ(mine, theirs):
                case = Case(tuple(done), note=f"the other function {theirs.describe_against(mine)}")
                if theirs.resource:
                    self.state.weak.append((case, theirs.kind))
                    if len(self.state.weak) >= self.budget.max_timeouts:
                        raise _Abort()
                    return
                self.state.strong.setdefault(repr(case.calls), case)
                if self.collect:
                    return
                self.state.last = case
                raise _Found()
        case = Case(tuple(done))
        self.state.agreeing.setdefault(repr(case.calls), case)

    def _instance(self, factory: Factory, who: str) -> Callable[..., Any]:
        try:
            return factory()
        except BuiltinsChanged as exc:
            self.state.tampered = f"the {who} {exc}"
            raise _Abort() from None

    def _check_builtins(self, who: str) -> None:
        changed = restore_builtins()
        if changed:
            self.state.tampered = f"the {who} {builtins_message(changed)}"
            raise _Abort()

    @staticmethod
    def _outcome(run: Run) -> Outcome:
        if run.kind == "raises":
            return Outcome("raises", str(run.value))
        text = literal(run.value)
        if text is None:
            reject()
        return Outcome("returns", text)


def run_phase(
    prober: Prober, strategy: st.SearchStrategy[Any], examples: int, rng_seed: int, shrink: bool = True
) -> str:
    """Run hypothesis; returns "found", "none", "abort" or "unsatisfiable"."""

    @settings(
        max_examples=examples,
        database=None,
        deadline=None,
        derandomize=False,
        phases=(Phase.generate, Phase.shrink) if shrink else (Phase.generate,),
        suppress_health_check=list(HealthCheck),
        report_multiple_bugs=False,
        verbosity=Verbosity.quiet,
        print_blob=False,
    )
    @hypothesis_seed(rng_seed)
    @given(strategy)
    def probe(calls: list[tuple[Any, ...]]) -> None:
        prober(calls)

    try:
        probe()
    except _Found:
        return "found"
    except _Abort:
        return "abort"
    except Unsatisfiable:
        return "unsatisfiable"
    except Exception:  # e.g. hypothesis' Flaky: the final replay did not fail
        return "found" if prober.state.strong else "none"
    return "found" if prober.state.strong else "none"
