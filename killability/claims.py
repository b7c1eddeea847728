"""Running a reviewer's witness on a CORRECT snippet (DESIGN "Executable witnesses": disputes).

A witness on a snippet the key calls correct says "this call should give X". The child runs the call
on the snippet alone (no reference: the snippet is the key's reference) and answers what it gave:

* ``holds``: the snippet gives the stated result (the witness claims nothing);
* ``disputed``: it gives another result, or raises (the reviewer claims the key is wrong here);
* ``precondition`` (the call is outside the seed's precondition: it claims nothing about the key),
  ``bad-arguments``, ``timeout``, ``crashed``, ``unloadable``.

Each result is ``[status, text]``, ``text`` being what the snippet gave (a literal, or
``raises <Exception>``; "" unless it ran). Jobs are literal text read back with ``ast.literal_eval``
in the child, batched like :func:`killability.witness.check_witnesses`.
"""

from __future__ import annotations

import ast
import copy
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from killability import values
from killability.call_timer import CallTimeout, time_limit
from killability.compare import same
from killability.witness import Unloadable, WitnessLimits, load_function, positional_args, run_batched

RESULT_CHARS = 200


@dataclass(frozen=True)
class ClaimJob:
    code: str
    function: str
    precondition_code: str  # a module defining ``precondition`` with the function's signature, or ""
    args: str  # a tuple literal
    kwargs: str  # a dict literal with string keys
    expected: str  # a literal: the result the reviewer says the specification requires


class _Raised(Exception):
    pass


def _run(function: Callable[..., Any], args: tuple, kwargs: dict, seconds: float) -> Any:
    try:
        with time_limit(seconds, cpu=True):
            return function(*copy.deepcopy(args), **copy.deepcopy(kwargs))
    except CallTimeout:
        raise
    except Exception as exc:  # the code under test raising is a result
        raise _Raised(type(exc).__name__) from None


def _text(value: Any) -> str:
    text = values.source(value)
    return text if len(text) <= RESULT_CHARS else text[: RESULT_CHARS - 3] + "..."


def _check(job: ClaimJob, seconds: float) -> list[str]:
    args = ast.literal_eval(job.args)
    kwargs = ast.literal_eval(job.kwargs)
    expected = ast.literal_eval(job.expected)
    try:
        snippet = load_function(job.code, job.function, seconds)
        precondition = load_function(job.precondition_code, "precondition", seconds) if job.precondition_code else None
    except Unloadable:
        return ["unloadable", ""]
    positional = positional_args(snippet, args, kwargs)
    if positional is None:
        return ["bad-arguments", ""]
    try:
        if precondition is not None:
            try:
                if not _run(precondition, positional, {}, seconds):
                    return ["precondition", ""]
            except _Raised:
                return ["precondition", ""]
        try:
            got = _run(snippet, args, kwargs, seconds)
        except _Raised as raised:
            return ["disputed", f"raises {raised}"]
    except CallTimeout:
        return ["timeout", ""]
    return ["holds" if same(got, expected) else "disputed", _text(got)]


def run_claims(jobs: Sequence[ClaimJob], seconds: float) -> list[list[str]]:
    """Child side: one ``[status, text]`` per job (a job that fails unexpectedly is ``crashed``)."""
    out: list[list[str]] = []
    for job in jobs:
        try:
            out.append(_check(job, seconds))
        except CallTimeout:
            out.append(["timeout", ""])
        except BaseException:  # one witness never stops the batch
            out.append(["crashed", ""])
    return out


def check_claims(jobs: Sequence[ClaimJob], limits: WitnessLimits = WitnessLimits()) -> list[tuple[str, str]]:
    """One (status, what the snippet gave) per job, in order, from the sandbox."""
    results = run_batched(run_claims, jobs, limits, lambda status: [status, ""])
    return [(str(r[0]), str(r[1])) if isinstance(r, list) and len(r) == 2 else ("crashed", "") for r in results]
