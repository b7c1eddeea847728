"""Running reviewers' executable witnesses (DESIGN "Executable witnesses") in the sandbox.

A witness job is plain text: the snippet and its reference (the fixed function), the precondition
module (or ""), and the call's arguments and the stated result as Python literal text that the
scorer has already checked to be literals only (``scoring.witness``). The child reads them back with
``ast.literal_eval`` (never ``eval``), loads a fresh module instance of each function per witness,
and returns one status string per job (JSON-friendly results, nothing pickled but strings):

* ``valid``: the precondition holds, the snippet's result differs from the reference's, and the
  stated result equals the reference's;
* ``precondition`` (the input is not valid), ``agrees`` (snippet and reference agree),
  ``wrong-expected`` (they differ, but the stated result is not the reference's),
  ``reference-raised``, ``bad-arguments`` (the call does not fit the signature), ``timeout``,
  ``crashed`` (out of memory or the child died), ``unloadable`` (a function does not load).

Jobs go in batches, one warm sandboxed child per call of :func:`check_witnesses`; each call and
each load has a time limit, and a batch whose child dies is rerun one job per task, so a hostile
witness costs only itself.
"""

from __future__ import annotations

import ast
import builtins
import copy
import functools
import inspect
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from killability.call_timer import CallTimeout, time_limit
from killability.compare import same
from killability.sandbox import Limits, run_tasks

STATUSES = (
    "valid",
    "precondition",
    "agrees",
    "wrong-expected",
    "reference-raised",
    "bad-arguments",
    "timeout",
    "crashed",
    "unloadable",
)
BATCH = 200


@dataclass(frozen=True)
class WitnessJob:
    code: str
    function: str
    reference_code: str
    reference_function: str
    precondition_code: str  # a module defining ``precondition`` with the target's signature, or ""
    args: str  # a tuple literal
    kwargs: str  # a dict literal with string keys
    expected: str  # a literal


@dataclass(frozen=True)
class WitnessLimits:
    call_seconds: float = 0.5
    memory_mb: int = 256
    batch_seconds: float = 60.0
    workers: int = 2  # batches run side by side, one warm sandbox each


class Unloadable(Exception):
    pass


@functools.lru_cache(maxsize=512)
def _compiled(code: str) -> Any:
    return compile(code, "<snippet>", "exec", dont_inherit=True)


def load_function(code: str, name: str, seconds: float) -> Callable[..., Any]:
    namespace: dict[str, Any] = {"__name__": "redpen_witness", "__builtins__": builtins}
    try:
        with time_limit(seconds, cpu=True):
            exec(_compiled(code), namespace)  # sandboxed child
    except BaseException as exc:
        raise Unloadable(type(exc).__name__) from None
    function = namespace.get(name)
    if not callable(function):
        raise Unloadable(f"no function {name}")
    return function


_RAISED = object()


def _call(function: Callable[..., Any], args: tuple, kwargs: dict, seconds: float) -> Any:
    try:
        with time_limit(seconds, cpu=True):
            return function(*copy.deepcopy(args), **copy.deepcopy(kwargs))
    except CallTimeout:
        raise
    except RecursionError:
        return _RAISED
    except Exception:  # the code under test raising is a result
        return _RAISED


def positional_args(reference: Callable[..., Any], args: tuple, kwargs: dict) -> tuple | None:
    """The call's arguments in parameter order (defaults applied), for the precondition, which has
    the target's signature but perhaps other parameter names (a disguised twin)."""
    try:
        bound = inspect.signature(reference).bind(*args, **kwargs)
    except (TypeError, ValueError):
        return None
    bound.apply_defaults()
    values: list[Any] = []
    for name, parameter in bound.signature.parameters.items():
        if parameter.kind is inspect.Parameter.VAR_POSITIONAL:
            values.extend(bound.arguments.get(name, ()))
        elif parameter.kind in (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD):
            values.append(bound.arguments.get(name))
    return tuple(values)


def _check(job: WitnessJob, seconds: float) -> str:
    args = ast.literal_eval(job.args)
    kwargs = ast.literal_eval(job.kwargs)
    expected = ast.literal_eval(job.expected)
    try:
        snippet = load_function(job.code, job.function, seconds)
        reference = load_function(job.reference_code, job.reference_function, seconds)
        precondition = load_function(job.precondition_code, "precondition", seconds) if job.precondition_code else None
    except Unloadable:
        return "unloadable"
    positional = positional_args(reference, args, kwargs)
    if positional is None:
        return "bad-arguments"
    try:
        if precondition is not None:
            ok = _call(precondition, positional, {}, seconds)
            if ok is _RAISED or not ok:
                return "precondition"
        wanted = _call(reference, args, kwargs, seconds)
        if wanted is _RAISED:
            return "reference-raised"
        got = _call(snippet, args, kwargs, seconds)
    except CallTimeout:
        return "timeout"
    if got is not _RAISED and same(got, wanted):
        return "agrees"
    return "valid" if same(expected, wanted) else "wrong-expected"


def run_batch(jobs: Sequence[WitnessJob], seconds: float) -> list[str]:
    """Child side: one status per job (a job that fails unexpectedly is ``crashed``, never raised)."""
    out: list[str] = []
    for job in jobs:
        try:
            out.append(_check(job, seconds))
        except CallTimeout:
            out.append("timeout")
        except BaseException:  # one witness never stops the batch
            out.append("crashed")
    return out


def check_witnesses(jobs: Sequence[WitnessJob], limits: WitnessLimits = WitnessLimits()) -> list[str]:
    """One status per job, in order; batches of :data:`BATCH`, spread over one warm sandboxed child
    per core (``workers``)."""
    return [str(s) for s in run_batched(run_batch, jobs, limits, lambda status: status)]


def run_batched(
    runner: Callable[[list[Any], float], list[Any]],
    jobs: Sequence[Any],
    limits: WitnessLimits,
    lost: Callable[[str], Any],
) -> list[Any]:
    """``runner(batch, call_seconds)`` in the sandbox over batches of :data:`BATCH` jobs (one result
    per job, plain data); a batch whose child dies is rerun one job per task, and a job lost even
    alone gets ``lost("timeout")`` or ``lost("crashed")``."""
    batches = [list(jobs[i : i + BATCH]) for i in range(0, len(jobs), BATCH)]
    sandbox = Limits(wall_seconds=limits.batch_seconds, memory_mb=limits.memory_mb)
    outcomes = run_tasks(
        [functools.partial(runner, batch, limits.call_seconds) for batch in batches], sandbox, workers=limits.workers
    )
    results: list[Any] = []
    for batch, outcome in zip(batches, outcomes):
        if outcome.status == "ok" and isinstance(outcome.value, list) and len(outcome.value) == len(batch):
            results.extend(outcome.value)
            continue
        # the child died or overran on this batch: each job alone, so only the culprit is lost
        single = run_tasks(
            [functools.partial(runner, [job], limits.call_seconds) for job in batch],
            Limits(wall_seconds=max(4 * limits.call_seconds + 1, 2.0), memory_mb=limits.memory_mb),
        )
        for one in single:
            ok = one.status == "ok" and isinstance(one.value, list) and len(one.value) == 1
            results.append(one.value[0] if ok else lost("timeout" if one.status == "timeout" else "crashed"))
    return results
