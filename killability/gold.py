"""The gold audit's broad check (runs inside the sandbox child): a seed's target (the fixed variant)
against its authored clean control under broad, type-derived inputs.

The seed's STRATEGIES keep witnesses small and readable; they also hide what they never draw
(``"²".isdigit()`` is true and ``int("²")`` raises). Here every parameter with a type hint is drawn
from hypothesis' own ``st.from_type`` (any unicode text, unbounded and negative integers, empty and
nested containers), mixed with the seed's own strategy, and filtered by the seed's precondition.
On each input both functions run on deep copies; the pair fails the audit when both return
different values, or when exactly one of them raises (a crash on an input the other accepts as
valid). An input on which both raise is outside the specification and skipped, and so is one on which
either runs past its limit (``call_seconds`` of CPU time, so that a verdict does not depend on how
busy the machine is), or exhausts the memory limit or the stack. The limit is 0.05 s: a seed's
function on a valid input of any size a reviewer would read returns in microseconds, while an input
that runs past it is almost always a huge integer sizing a loop, which would run past any limit; so
a short limit lets the probe go on past 20 such inputs (the probe stops there) at a fifth of what 8
cost at 0.25 s; it also stops once those inputs cost 20 limits' worth of CPU (1 s), since one C call
on a huge input (``set(range(first, last + 1))``) is not interrupted before it returns and cost up to
0.5 s each. The inputs are drawn with hypothesis' generator directly (``killability.draws``), not
its test engine (``@given``), which cost most of the probe's CPU: the simplest input first, small
ones next, then random ones, each distinct input run once. The result is plain JSON: ``{"status":
"ok"|"disagree"|"crash"|"error", "input": <repr>, "detail": <text>, "examples": n, "cpu": <seconds
of CPU the probe took>}``.
"""

from __future__ import annotations

import contextlib
import copy
import gc
import inspect
import random
import signal
import time
import typing
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st

from killability.call_timer import CallTimeout, time_limit
from killability.compare import same
from killability.doc_examples import as_stated, call_args, examples
from killability.draws import draw_once, draw_small
from killability.gold_inputs import broad_strategy
from killability.probes import is_huge, probe_inputs
from killability.seed_constants import seed_constants
from killability.subject import load_module

_RAISED = object()
PROBE_BASES = 3  # inputs of the seed's own strategies the probes vary around
PROBE_TIMEOUTS = 10  # probe inputs past their limits before the probes stop (their own budget)


@dataclass(frozen=True)
class _Pair:
    fixed: Any  # the target (the fixed variant)
    other: Any  # its clean control
    precondition: Any  # the seed's precondition, or None
    target: str
    clean: str


class _Enough(Exception):
    """Too many inputs ran past their limits: the probe stops with what it has seen."""

    def __init__(self, timeouts: int, count: int) -> None:
        super().__init__(count)
        self.timeouts, self.count = timeouts, count


class _Found(Exception):
    def __init__(self, kind: str, args: tuple, detail: str, count: int) -> None:
        super().__init__(kind)
        self.kind, self.call_args, self.detail, self.count = kind, args, detail, count


def _run(function: Any, args: tuple, seconds: float) -> tuple[Any, str]:
    # the limit's signal is handled between bytecodes; one C call on a huge input (sum(range(10**30)))
    # never gets there, so a second timer, left at its default action, ends the child (the batch goes
    # on in a fresh one: this seed is "unchecked")
    signal.setitimer(signal.ITIMER_VIRTUAL, max(2.0, 10 * seconds))
    try:
        with _no_gc(), time_limit(seconds, cpu=True):
            return function(*copy.deepcopy(args)), ""
    except (CallTimeout, MemoryError, RecursionError):
        raise CallTimeout() from None  # past its limits (time, memory, stack): no verdict on this input
    except Exception as exc:  # raising is an outcome here
        return _RAISED, f"{type(exc).__name__}: {exc}"[:200]
    finally:
        signal.setitimer(signal.ITIMER_VIRTUAL, 0)


@contextlib.contextmanager
def _no_gc() -> Iterator[None]:
    """The cyclic collector paused around a bounded call. Hypothesis registers a gc callback; a
    timer signal that lands while it runs is raised inside the callback, where the interpreter
    prints and drops it ("Exception ignored in: gc_callback"), so a call that allocates a lot (a
    list of a huge number of rosters) ran on past its limit, 50 ms at a time (0.36 s instead of
    0.05 s). Reference counting still frees what the call drops."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def audit_pair(
    source: str,
    path: str,
    target: str,
    clean: str,
    examples: int = 300,
    call_seconds: float = 0.05,
    rng_seed: int = 0,
    max_timeouts: int = 20,
) -> dict[str, Any]:
    started = time.process_time()
    result = _audit_pair(source, path, target, clean, examples, call_seconds, rng_seed, max_timeouts)
    result["cpu"] = round(time.process_time() - started, 4)
    return result


def _audit_pair(
    source: str,
    path: str,
    target: str,
    clean: str,
    examples: int,
    call_seconds: float,
    rng_seed: int,
    max_timeouts: int,
) -> dict[str, Any]:
    try:
        namespace = load_module(source, "redpen_gold_seed", path)
        fixed, other = namespace[target], namespace[clean]
        hints = typing.get_type_hints(fixed)
    except Exception as exc:  # e.g. Unsatisfiable: nothing valid drawn
        return {
            "status": "error",
            "input": "",
            "detail": f"the seed does not load: {type(exc).__name__}: {exc}"[:300],
            "examples": 0,
        }
    overrides = namespace.get("STRATEGIES") or {}
    precondition = namespace.get("precondition")
    strategies, own, param_hints = [], [], []
    for parameter in inspect.signature(fixed).parameters.values():
        if parameter.kind not in (parameter.POSITIONAL_ONLY, parameter.POSITIONAL_OR_KEYWORD):
            continue
        hint = hints.get(parameter.name, parameter.annotation)
        strategy = broad_strategy(parameter, hint, overrides)
        if strategy is None:
            if parameter.default is not parameter.empty:
                break
            return {
                "status": "error",
                "input": "",
                "detail": f"no strategy for parameter {parameter.name}",
                "examples": 0,
            }
        strategies.append(strategy)
        own.append(
            overrides[parameter.name] if isinstance(overrides.get(parameter.name), st.SearchStrategy) else strategy
        )
        param_hints.append(None if hint is inspect.Parameter.empty or isinstance(hint, str) else hint)
    checker = _Checker(_Pair(fixed, other, precondition, target, clean), call_seconds)
    try:
        _check_examples(checker, fixed.__doc__ or "")
        with seed_constants(source):
            bases = _bases(checker, st.tuples(*own), rng_seed)
            _run_probes(checker, probe_inputs(param_hints, bases), call_seconds, PROBE_TIMEOUTS)
            count = _probe(
                checker,
                st.tuples(*strategies),
                examples,
                call_seconds,
                rng_seed,
                max_timeouts,
            )
    except CallTimeout:
        return {
            "status": "unchecked",
            "input": "",
            "detail": "a call ran past its time limit outside the probe",
            "examples": 0,
        }
    except _Enough as enough:
        return {
            "status": "ok",
            "input": "",
            "detail": f"stopped after {enough.timeouts} inputs ran past their limits",
            "examples": enough.count,
        }
    except _Found as found:
        return _finding(found, target, found.count)
    except Exception as exc:  # a strategy that fails to draw
        return {"status": "ok", "input": "", "detail": f"{type(exc).__name__}", "examples": 0}
    return {"status": "ok", "input": "", "detail": "", "examples": count}


class _Checker:
    """Runs the pair on one input at a time; ``check`` raises _Found at a finding."""

    def __init__(self, pair: _Pair, call_seconds: float) -> None:
        self.pair, self.call_seconds = pair, call_seconds
        self.seen: set[str] = set()
        self.count = 0  # distinct inputs run (the precondition included)

    def check(self, args: tuple) -> str:
        """ "repeat" (run before), "rejected" (by the precondition), "outside" (both raise),
        "timeout" (past a limit) or "valid"."""
        try:
            text = repr(args)
        except Exception:  # e.g. an integer past the digits repr converts: no dedup for it
            text = ""
        if text and text in self.seen:
            return "repeat"
        self.seen.add(text)
        self.count += 1
        pair, seconds = self.pair, self.call_seconds
        if callable(pair.precondition):
            try:
                with _no_gc(), time_limit(seconds, cpu=True):
                    ok = pair.precondition(*copy.deepcopy(args))
            except CallTimeout:
                return "slow"  # the precondition itself ran past the limit: rejected, at a cost
            except BaseException:
                ok = False
            if not ok:
                return "rejected"
        try:
            mine, my_error = _run(pair.fixed, args, seconds)
            theirs, their_error = _run(pair.other, args, seconds)
        except CallTimeout:
            return "timeout"
        if mine is _RAISED and theirs is _RAISED:
            return "outside"  # outside the specification for both
        target, clean = pair.target, pair.clean
        if mine is _RAISED or theirs is _RAISED:
            who = f"{target} raises {my_error}" if mine is _RAISED else f"{clean} raises {their_error}"
            other_side = f"{clean} returns {theirs!r}" if mine is _RAISED else f"{target} returns {mine!r}"
            raise _Found("crash", args, f"{who}; {other_side}"[:300], self.count)
        if not same(mine, theirs):
            raise _Found("disagree", args, f"{target} returns {mine!r}, {clean} returns {theirs!r}"[:300], self.count)
        return "valid"


def _run_probes(checker: _Checker, inputs: list[tuple], call_seconds: float, max_timeouts: int) -> None:
    """The probe inputs (``killability.probes``), before any drawn input. An input past its limit
    marks its huge integers (parameter and value): later probes holding one are skipped, so each
    costs one limit; the probes stop after ``max_timeouts`` such inputs (their own budget: the
    drawn inputs keep theirs)."""
    slow: set[tuple[int, int]] = set()
    timeouts = 0
    lost = 0.0
    for args in inputs:
        marks = {(i, v) for i, v in enumerate(args) if is_huge(v)}
        if marks & slow:
            continue
        started = time.process_time()
        if checker.check(args) in ("timeout", "slow"):
            slow |= marks
            timeouts += 1
            lost += time.process_time() - started
            if timeouts >= max_timeouts or lost >= max_timeouts * call_seconds:
                return


def _probe(
    checker: _Checker,
    strategy: st.SearchStrategy[Any],
    examples: int,
    call_seconds: float,
    rng_seed: int,
    max_timeouts: int,
) -> int:
    """Run the pair on drawn inputs until ``examples`` of them were valid (both sides returned),
    raising _Found at the first finding and _Enough after ``max_timeouts`` inputs past their
    limits; returns the number of inputs run. At most ten draws per example (hypothesis' own
    bound on calls for ``max_examples``). The draws follow hypothesis' engine: first the simplest
    input, then small ones (``draws.draw_small``) for the first tenth of the examples, then
    random ones; an input run before (a probe, or drawn again) is not run again."""
    source = random.Random(rng_seed)
    timeouts = valid = repeats = 0
    lost = 0.0  # CPU seconds spent on inputs past their limits
    small = min(examples // 10, 50)  # the engine's own cap on its first, small inputs
    for attempt in range(examples * 10):
        if valid >= examples or repeats > examples:  # repeats: a small input space drawn over and over
            break
        if attempt > 0 and valid < small and attempt < 5 * small:
            args = draw_small(strategy, source)
        else:
            args = draw_once(strategy, source, simplest=attempt == 0)
        if args is None:
            continue
        started = time.process_time()
        outcome = checker.check(args)
        if outcome == "repeat":
            repeats += 1
        elif outcome == "timeout":
            # e.g. huge integers sizing a range: each costs the whole limit, or more when one C
            # call builds it (set(range(first, last + 1)) is not interrupted before it returns)
            timeouts += 1
            lost += time.process_time() - started
            if timeouts >= max_timeouts or lost >= max_timeouts * call_seconds:
                raise _Enough(timeouts, checker.count) from None
        elif outcome == "valid":
            valid += 1
    return checker.count


def _bases(checker: _Checker, strategy: st.SearchStrategy[Any], rng_seed: int) -> list[tuple]:
    """The inputs the probes vary around: the simplest input of the seed's own strategies and two
    random ones, each admitted by the precondition (at most 30 draws)."""
    source = random.Random(rng_seed + 1)
    precondition = checker.pair.precondition
    bases: list[tuple] = []
    for attempt in range(30):
        if len(bases) >= PROBE_BASES:
            break
        args = draw_once(strategy, source, simplest=attempt == 0)
        if args is None or args in bases:
            continue
        if callable(precondition):
            try:
                with _no_gc(), time_limit(checker.call_seconds, cpu=True):
                    if not precondition(*copy.deepcopy(args)):
                        continue
            except BaseException:
                continue
        bases.append(args)
    return bases


def _check_examples(checker: _Checker, doc: str) -> None:
    """Both sides give every result the target's docstring states (``killability.doc_examples``)."""
    pair = checker.pair
    signature = inspect.signature(pair.fixed)
    for example in examples(doc, pair.target):
        found = call_args(example, {})
        if found is None:
            continue
        try:
            bound = signature.bind(*found[0], **found[1])
        except TypeError:
            continue
        args = bound.args
        if callable(pair.precondition):
            try:
                if not pair.precondition(*copy.deepcopy(args)):
                    continue
            except Exception:
                continue
        try:
            results = [
                (name, *_run(f, args, checker.call_seconds))
                for name, f in ((pair.target, pair.fixed), (pair.clean, pair.other))
            ]
        except CallTimeout:
            continue
        for name, result, error in results:
            if result is _RAISED or not as_stated(result, example):
                got = f"raises {error}" if result is _RAISED else f"returns {result!r}"
                stated = example.expected if example.literal else f"output {example.expected}"
                detail = f"the docstring states {example.call} -> {stated!r}; {name} {got}"
                raise _Found("disagree", args, detail[:300], checker.count)


def _finding(found: _Found, target: str, count: int) -> dict[str, Any]:
    shown = ", ".join(repr(a) for a in found.call_args)
    return {"status": found.kind, "input": f"{target}({shown})"[:300], "detail": found.detail, "examples": count}
