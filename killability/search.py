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

import builtins
import contextlib
import sys
import types
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

from hypothesis import HealthCheck, Phase, Verbosity, given, reject, settings
from hypothesis import seed as hypothesis_seed
from hypothesis import strategies as st
from hypothesis.errors import Unsatisfiable

from killability import wire
from killability.compare import (
    Run,
    call,
    check_precondition,
    differ,
    literal,
    mutated,
    split,
)
from killability.inputs import Signature, signature
from killability.model import Budget, Call, Case, Outcome
from killability.sandbox import builtins_message, restore_builtins, time_limit
from killability.strategies import NoStrategy, constants_of


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


class _Found(Exception):
    pass


class _Abort(BaseException):
    """Stops hypothesis at once (it only catches Exception subclasses as test failures)."""


class SubjectLoadError(Exception):
    pass


class BuiltinsChanged(SubjectLoadError):
    """The code rebound, added or deleted Python builtins (put back before anything else runs)."""

    def __init__(self, names: tuple[str, ...]) -> None:
        super().__init__(builtins_message(names))
        self.names = names


def load_module(source: str, name: str, path: str) -> dict[str, Any]:
    """Execute a module's text as a fresh module registered under ``name``."""
    module = types.ModuleType(name)
    module.__file__ = path
    sys.modules[name] = module
    exec(compile(source, path, "exec", dont_inherit=True), module.__dict__)  # sandboxed
    return module.__dict__


class Factory:
    """Makes fresh instances of a snippet's function (a new module namespace each time)."""

    def __init__(self, code: str, function: str, filename: str, seconds: float) -> None:
        self.function = function
        self.seconds = seconds
        try:
            self.code = compile(code, filename, "exec", dont_inherit=True)
        except (SyntaxError, ValueError) as exc:
            raise SubjectLoadError(f"does not compile: {exc}") from None
        self()  # fail early when it does not import

    def __call__(self) -> Callable[..., Any]:
        namespace: dict[str, Any] = {"__name__": "redpen_subject", "__builtins__": builtins}
        try:
            with time_limit(self.seconds * 4):
                exec(self.code, namespace)  # sandboxed
        except BaseException as exc:
            changed = restore_builtins()
            if changed:
                raise BuiltinsChanged(changed) from None
            raise SubjectLoadError(f"does not import: {type(exc).__name__}: {exc}") from None
        changed = restore_builtins()
        if changed:
            raise BuiltinsChanged(changed)
        function = namespace.get(self.function)
        if not callable(function):
            raise SubjectLoadError(f"defines no function '{self.function}'")
        return function


@dataclass
class _State:
    strong: dict[str, Case] = field(default_factory=dict)
    weak: list[tuple[Case, str]] = field(default_factory=list)
    agreeing: dict[str, Case] = field(default_factory=dict)
    last: Case | None = None
    examples: int = 0
    tampered: str = ""  # who changed Python's builtins, and which (the search stops at once)


def _size(case: Case) -> tuple[int, str]:
    text = repr(case.calls)
    return (len(text), text)


class _Prober:
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
        self.state = _State()
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
                    with time_limit(self.budget.call_seconds):
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
            shown = tuple(literal(a) for a in positional)
            named = tuple((name, literal(value)) for name, value in keywords.items())
            if any(s is None for s in shown) or any(v is None for _, v in named):
                reject()
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
                after_lits = tuple(literal(a) for a in split(mine.after)[0])
                if any(a is None for a in after_lits):
                    reject()
                after = after_lits
            done.append(Call(shown, expected, after, named))  # type: ignore[arg-type]
            if differ(mine, theirs):
                case = Case(tuple(done), note=f"the other function {theirs.describe()}")
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


def _run_phase(
    prober: _Prober, strategy: st.SearchStrategy[Any], examples: int, rng_seed: int, shrink: bool = True
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


def _pick_agreeing(cases: list[Case], k: int) -> tuple[Case, ...]:
    if k <= 0 or not cases:
        return ()
    ordered = sorted(cases, key=_size)
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


def _pick_witnesses(state: _State, k: int) -> tuple[Case, ...]:
    assert state.last is not None
    chosen = [state.last]
    seen_args = {tuple((c.args, c.kwargs) for c in state.last.calls)}
    for case in sorted(state.strong.values(), key=_size):
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
    prober = _Prober(fixed, other, precondition if callable(precondition) else None, budget)
    calls = st.lists(sig.required_only(), min_size=2, max_size=max(2, budget.max_calls))
    status = _run_phase(prober, calls, max(budget.sequence_examples, 50), spec.rng_seed + 3)
    return prober.state.last if status == "found" else None


def _differential(spec: SearchSpec) -> RawSearch:
    budget = spec.budget
    try:
        with time_limit(budget.call_seconds * 8):
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
    prober = _Prober(
        fixed, other, precondition if callable(precondition) else None, budget, spec.other_lines, spec.other_spans
    )
    one = st.lists(sig.args(), min_size=1, max_size=1)
    status = _run_phase(prober, one, budget.examples, spec.rng_seed)
    if status == "unsatisfiable" and not prober.state.agreeing:
        return RawSearch(
            "no-strategy",
            f"{spec.seed_path}: no usable input: the precondition rejects, or the values "
            "cannot be written as literals; adjust STRATEGIES/precondition",
            examples=prober.state.examples,
        )
    if status in ("none", "unsatisfiable") and budget.max_calls >= 2 and budget.sequence_examples > 0:
        many = st.lists(sig.args(), min_size=2, max_size=budget.max_calls)
        status = _run_phase(prober, many, budget.sequence_examples, spec.rng_seed + 1)
    if status == "found" and budget.collect > 0:
        # a few more plain examples (no stopping, no shrinking) for agreeing cases and more witnesses
        prober.collect = True
        size = len(prober.state.last.calls) if prober.state.last else 1
        more = st.lists(sig.args(), min_size=size, max_size=size)
        _run_phase(prober, more, budget.collect, spec.rng_seed + 2, shrink=False)
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
