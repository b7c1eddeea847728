"""The gold audit's symbolic check: CrossHair's ``diff_behavior`` on a seed's target and its clean
control, each wrapped so that inputs failing the seed's precondition return None in both.

Run as a separate process (``python -m killability.gold_symbolic``; CrossHair loads z3 as native
code, which the sandbox refuses), fed one JSON job per line on stdin
(``{"path", "source", "target", "clean", "paths", "seconds"}``), it prints one JSON result per line:
``{"path", "status": "ok"|"disagree"|"error", "input", "detail", "paths", "cpu", "capped"}``.

The budget is a number of paths (``paths``: CrossHair's ``max_iterations``, half per ordering of the
pair; exploration also ends once 2 paths in a row found no new branch, or when every path is
explored), so that what a seed's check covers does not depend on how busy the machine is. Each path
is cut after ``PATH_SECONDS`` of CPU, and the whole check after ``seconds`` of CPU (a safety that the
path budget keeps out of reach: ``capped`` says it was reached, and the check is then inconclusive
beyond the paths it explored; 4 s, more than three times what the costliest seed of the library
takes). A path on which CrossHair's own model of an operation fails (a ``Z3Exception``, e.g. a
symbolic ``int ** 2`` in ``statistics/trend_slope``) is skipped as CrossHair skips an operation it
does not support; it used to end the whole check, on whichever path met it first, and whether the
first path met it within its CPU limit changed with the machine's load (the seed's note was
"checked" in one run, "cannot analyse it" in the next). Only the seed library's own
files are analysed here, never a reviewer's text. Exceptions of both sides count as equal (an input
on which both raise is outside the specification, as in the broad check).
"""

from __future__ import annotations

import collections
import functools
import inspect
import json
import signal
import sys
import time
import types
from typing import Any

PATHS = 12  # paths explored per seed (half for each ordering of target and clean control)
UNINTERESTING = 2  # exploration ends after this many paths in a row that reach no new branch
PATH_SECONDS = 0.1  # CPU seconds a path may take; z3 gets half of it (wall clock) per query


class _OverBudget(BaseException):
    """Raised by the CPU timer once a check is past its safety limit (CrossHair checks its own
    limits only between symbolic choices; a concrete loop, e.g. over a cyclic chart, never gets there)."""


_deadline = float("inf")


def _on_timer(_signum: int, _frame: Any) -> None:
    if time.process_time() >= _deadline:
        raise _OverBudget()  # re-raised every 0.1 s, so code that swallows it cannot run on for good


def _guarded(function: Any, precondition: Any) -> Any:
    from crosshair.util import CrosshairUnsupported
    from z3 import Z3Exception

    @functools.wraps(function)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            if precondition is not None and not precondition(*args, **kwargs):
                return None
            return function(*args, **kwargs)
        except Z3Exception as exc:
            # CrossHair's own model of an operation failed on this path (``symbolic_int ** 2``:
            # "Z3 real expression expected"): the path is one CrossHair cannot explore, as when
            # it meets an operation it does not support, and exploration goes on. Raised out of
            # the check, it ended it on whichever path met it first, which depended on the
            # per-path time limit, so the seed's note changed with the machine's load.
            raise CrosshairUnsupported(f"Z3Exception: {exc}") from None

    wrapper.__signature__ = inspect.signature(function)  # type: ignore[attr-defined]  # typeshed: functions declare no __signature__ (inspect.signature reads it)
    return wrapper


@functools.lru_cache(maxsize=1)
def _registrations() -> None:
    from crosshair import core_and_libs

    core_and_libs._make_registrations()  # what the crosshair CLI does before any analysis


def check(job: dict[str, Any]) -> dict[str, Any]:
    from crosshair.diff_behavior import ExceptionEquivalenceType, diff_behavior
    from crosshair.fnutil import FunctionInfo
    from crosshair.options import DEFAULT_OPTIONS

    _registrations()
    out: dict[str, Any] = {"path": job["path"], "status": "ok", "input": "", "detail": "", "paths": 0, "capped": False}
    try:
        module = types.ModuleType("redpen_gold_symbolic")
        module.__file__ = job["path"]
        sys.modules[module.__name__] = module
        exec(compile(job["source"], job["path"], "exec"), module.__dict__)  # the library's own seed
        precondition = module.__dict__.get("precondition")
        precondition = precondition if callable(precondition) else None
        module.__dict__["_gold_a"] = _guarded(module.__dict__[job["target"]], precondition)
        module.__dict__["_gold_b"] = _guarded(module.__dict__[job["clean"]], precondition)
        seconds = float(job.get("seconds", 4.0))
        options = DEFAULT_OPTIONS.overlay(
            max_iterations=max(2, int(job.get("paths", PATHS))),
            max_uninteresting_iterations=UNINTERESTING,
            per_condition_timeout=seconds,
            per_path_timeout=PATH_SECONDS,
            report_verbose=False,
        )
        stats: collections.Counter[str] = collections.Counter()  # filled by CrossHair as it explores
        options.stats = stats
        started = time.process_time()
        global _deadline
        _deadline = started + seconds
        signal.signal(signal.SIGPROF, _on_timer)
        signal.setitimer(signal.ITIMER_PROF, seconds, 0.1)
        try:
            diffs = diff_behavior(
                FunctionInfo.from_module(module, "_gold_a"),
                FunctionInfo.from_module(module, "_gold_b"),
                options,
                ExceptionEquivalenceType.ALL,
            )
        finally:
            signal.setitimer(signal.ITIMER_PROF, 0, 0)
            _deadline = float("inf")
    except _OverBudget:  # no difference found on the paths explored before the limit
        out.update(paths=int(stats.get("num_paths", 0)), cpu=round(time.process_time() - started, 4))
        out["capped"] = True
        return out
    except BaseException as exc:  # one seed never stops the batch
        out.update(status="error", detail=f"{type(exc).__name__}: {exc}"[:300])
        return out
    out["paths"] = int(stats.get("num_paths", 0))
    out["cpu"] = round(time.process_time() - started, 4)
    out["capped"] = out["cpu"] >= seconds * 0.95
    if isinstance(diffs, str):
        out.update(status="error", detail=diffs[:300])
        return out
    for diff in diffs:
        confirmed = _reproduce(module.__dict__["_gold_a"], module.__dict__["_gold_b"], diff.args)
        if confirmed:
            shown = ", ".join(f"{k}={v}" for k, v in diff.args.items())
            out.update(status="disagree", input=f"{job['target']}({shown})"[:300], detail=confirmed[:300])
            break
    return out


def _reproduce(first: Any, second: Any, shown: dict[str, str]) -> str:
    """Run a difference CrossHair reports concretely (its own modelling of a library can raise where
    the real one does not): the description of the real difference, or "" when there is none."""
    import ast
    import copy

    from killability.compare import same

    try:
        kwargs = {name: ast.literal_eval(text) for name, text in shown.items()}
    except (ValueError, SyntaxError, MemoryError, RecursionError):
        return ""

    def run(function: Any) -> tuple[bool, Any]:
        try:
            return True, function(**copy.deepcopy(kwargs))
        except Exception as exc:
            return False, type(exc).__name__

    (ok1, value1), (ok2, value2) = run(first), run(second)
    if not ok1 and not ok2:
        return ""
    if ok1 and ok2 and same(value1, value2):
        return ""
    return (
        f"target {'returns ' + repr(value1) if ok1 else 'raises ' + value1}; "
        f"clean {'returns ' + repr(value2) if ok2 else 'raises ' + value2}"
    )


def main() -> int:
    for line in sys.stdin:
        if line.strip():
            print(json.dumps(check(json.loads(line))), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
