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
from killability.draws import draw_once, draw_small
from killability.seed_constants import seed_constants
from killability.subject import load_module

_RAISED = object()


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


# characters that look like, or are classified like, the ASCII ones a seed's strategy draws: digits
# that str.isdigit/isdecimal accept but int() may not, non-ASCII letters whose case mapping changes
# length, non-ASCII white space
_LOOKALIKES = {
    "digit": "²³¹⁰①٣３߂᠕𝟙",
    "alpha": "ßİıſﬀÅΩ",
    "space": "\u00a0\u2003\u3000\u200b",
}


def _perturbed(value: Any, draw: Any) -> Any:
    """``value`` with some ASCII characters of its strings replaced by unicode look-alikes."""
    if isinstance(value, str) and value:
        chars = list(value)
        for index in sorted(set(draw(st.lists(st.integers(0, len(chars) - 1), max_size=2)))):
            ch = chars[index]
            kind = "digit" if ch.isdigit() else "alpha" if ch.isalpha() else "space" if ch.isspace() else ""
            if kind:
                chars[index] = draw(st.sampled_from(_LOOKALIKES[kind]))
        return "".join(chars)
    if isinstance(value, list):
        return [_perturbed(v, draw) for v in value]
    if isinstance(value, tuple):
        return tuple(_perturbed(v, draw) for v in value)
    return value


@st.composite
def _lookalike(draw: Any, own: st.SearchStrategy[Any]) -> Any:
    return _perturbed(draw(own), draw)


def _strategy(parameter: inspect.Parameter, hint: Any, overrides: dict) -> st.SearchStrategy[Any] | None:
    parts: list[st.SearchStrategy[Any]] = []
    if parameter.name in overrides and isinstance(overrides[parameter.name], st.SearchStrategy):
        own = overrides[parameter.name]
        parts += [own, _lookalike(own)]
    if hint is not inspect.Parameter.empty and not isinstance(hint, str):
        try:
            parts.append(st.from_type(hint))
        except Exception:  # a hint hypothesis cannot build from
            pass
    return st.one_of(*parts) if parts else None


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
    strategies = []
    for parameter in inspect.signature(fixed).parameters.values():
        if parameter.kind not in (parameter.POSITIONAL_ONLY, parameter.POSITIONAL_OR_KEYWORD):
            continue
        strategy = _strategy(parameter, hints.get(parameter.name, parameter.annotation), overrides)
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
    try:
        with seed_constants(source):
            count = _probe(
                _Pair(fixed, other, precondition, target, clean),
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


def _probe(
    pair: _Pair,
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
    random ones; an input drawn again is not run again."""
    fixed, other, precondition, target, clean = pair.fixed, pair.other, pair.precondition, pair.target, pair.clean
    source = random.Random(rng_seed)
    seen: set[str] = set()
    count = timeouts = valid = repeats = 0
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
        try:
            text = repr(args)
        except Exception:  # e.g. an integer past the digits repr converts: no dedup for it
            text = ""
        if text and text in seen:
            repeats += 1
            continue
        seen.add(text)
        count += 1
        if callable(precondition):
            try:
                with _no_gc(), time_limit(call_seconds, cpu=True):
                    ok = precondition(*copy.deepcopy(args))
            except BaseException:
                ok = False
            if not ok:
                continue
        started = time.process_time()
        try:
            mine, my_error = _run(fixed, args, call_seconds)
            theirs, their_error = _run(other, args, call_seconds)
        except CallTimeout:
            # e.g. huge integers sizing a range: each costs the whole limit, or more when one C
            # call builds it (set(range(first, last + 1)) is not interrupted before it returns)
            timeouts += 1
            lost += time.process_time() - started
            if timeouts >= max_timeouts or lost >= max_timeouts * call_seconds:
                raise _Enough(timeouts, count) from None
            continue
        if mine is _RAISED and theirs is _RAISED:
            continue  # outside the specification for both
        if mine is _RAISED or theirs is _RAISED:
            who = f"{target} raises {my_error}" if mine is _RAISED else f"{clean} raises {their_error}"
            other_side = f"{clean} returns {theirs!r}" if mine is _RAISED else f"{target} returns {mine!r}"
            raise _Found("crash", args, f"{who}; {other_side}"[:300], count)
        if not same(mine, theirs):
            raise _Found("disagree", args, f"{target} returns {mine!r}, {clean} returns {theirs!r}"[:300], count)
        valid += 1
    return count


def _finding(found: _Found, target: str, count: int) -> dict[str, Any]:
    shown = ", ".join(repr(a) for a in found.call_args)
    return {"status": found.kind, "input": f"{target}({shown})"[:300], "detail": found.detail, "examples": count}
