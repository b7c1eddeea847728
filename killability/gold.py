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
cost at 0.25 s. The result is plain JSON: ``{"status": "ok"|"disagree"|"crash"|"error", "input":
<repr>, "detail": <text>, "examples": n, "cpu": <seconds of CPU the probe took>}``.
"""

from __future__ import annotations

import copy
import inspect
import signal
import time
import typing
from typing import Any

from hypothesis import HealthCheck, Phase, Verbosity, given, reject, settings
from hypothesis import seed as hypothesis_seed
from hypothesis import strategies as st

from killability.call_timer import CallTimeout, time_limit
from killability.compare import same
from killability.seed_constants import seed_constants
from killability.subject import load_module

_RAISED = object()


class _Enough(Exception):
    """Too many inputs ran past their limits: the probe stops with what it has seen."""


class _Found(Exception):
    def __init__(self, kind: str, args: tuple, detail: str) -> None:
        super().__init__(kind)
        self.kind, self.call_args, self.detail = kind, args, detail


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
        with time_limit(seconds, cpu=True):
            return function(*copy.deepcopy(args)), ""
    except (CallTimeout, MemoryError, RecursionError):
        raise CallTimeout() from None  # past its limits (time, memory, stack): no verdict on this input
    except Exception as exc:  # raising is an outcome here
        return _RAISED, f"{type(exc).__name__}: {exc}"[:200]
    finally:
        signal.setitimer(signal.ITIMER_VIRTUAL, 0)


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
    count = timeouts = 0
    first: list[_Found] = []  # the first finding (a replay may run past a limit instead: hypothesis' Flaky)

    # no shrink phase: shrinking re-runs the pair many times, and near a time limit each run costs the
    # whole limit (seconds per seed); the input found is reported as drawn
    @settings(
        max_examples=examples,
        database=None,
        deadline=None,
        phases=(Phase.generate,),
        suppress_health_check=list(HealthCheck),
        verbosity=Verbosity.quiet,
        report_multiple_bugs=False,
    )
    @hypothesis_seed(rng_seed)
    @given(st.tuples(*strategies))
    def probe(args: tuple) -> None:
        nonlocal count, timeouts
        count += 1
        if callable(precondition):
            try:
                with time_limit(call_seconds, cpu=True):
                    ok = precondition(*copy.deepcopy(args))
            except BaseException:
                ok = False
            if not ok:
                reject()
        try:
            mine, my_error = _run(fixed, args, call_seconds)
            theirs, their_error = _run(other, args, call_seconds)
        except CallTimeout:
            timeouts += 1
            if timeouts >= max_timeouts:  # e.g. huge integers sizing a range: each costs the whole limit
                raise _Enough() from None
            reject()
        if mine is _RAISED and theirs is _RAISED:
            reject()  # outside the specification for both
        if mine is _RAISED or theirs is _RAISED:
            who = f"{target} raises {my_error}" if mine is _RAISED else f"{clean} raises {their_error}"
            other_side = f"{clean} returns {theirs!r}" if mine is _RAISED else f"{target} returns {mine!r}"
            first.append(_Found("crash", args, f"{who}; {other_side}"[:300]))
            raise first[-1]
        if not same(mine, theirs):
            first.append(_Found("disagree", args, f"{target} returns {mine!r}, {clean} returns {theirs!r}"[:300]))
            raise first[-1]

    try:
        with seed_constants(source):
            probe()
    except CallTimeout:
        return {
            "status": "unchecked",
            "input": "",
            "detail": "a call ran past its time limit outside the probe",
            "examples": count,
        }
    except _Enough:
        return {
            "status": "ok",
            "input": "",
            "detail": f"stopped after {max_timeouts} inputs ran past their limits",
            "examples": count,
        }
    except _Found as found:
        return _finding(found, target, count)
    except Exception as exc:
        if first:  # both sides ran to the end on it, so the finding stands
            return _finding(first[0], target, count)
        return {"status": "ok", "input": "", "detail": f"{type(exc).__name__}", "examples": count}
    return {"status": "ok", "input": "", "detail": "", "examples": count}


def _finding(found: _Found, target: str, count: int) -> dict[str, Any]:
    shown = ", ".join(repr(a) for a in found.call_args)
    return {"status": found.kind, "input": f"{target}({shown})"[:300], "detail": found.detail, "examples": count}
