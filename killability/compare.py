"""Comparing two runs, and writing values as literals a human can read.

Two runs differ when their results differ, when one raises and the other does not, when they raise
different exception types, or when they leave the arguments in different states. Floats compare
with a tolerance (and NaN equals NaN) so rounding noise is not a difference; ``1 == 1.0`` as in
Python. The generated test file carries the same rule (``templates/test_item.py.j2``).
"""
from __future__ import annotations

import copy
import math
from dataclasses import dataclass
from typing import Any, Callable

from . import values
from .sandbox import CallTimeout, SandboxViolation, time_limit

REL_TOL = 1e-9
ABS_TOL = 1e-9


def same(a: Any, b: Any) -> bool:
    """Tolerant structural equality (floats within REL_TOL/ABS_TOL, NaN == NaN)."""
    if isinstance(a, float) or isinstance(b, float):
        if isinstance(a, (int, float)) and isinstance(b, (int, float)) and not isinstance(a, bool) \
                and not isinstance(b, bool):
            if math.isnan(a) or math.isnan(b):
                return math.isnan(a) and math.isnan(b)
            return math.isclose(a, b, rel_tol=REL_TOL, abs_tol=ABS_TOL)
        return False
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        return type(a) is type(b) and len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    try:
        return bool(a == b)
    except Exception:  # noqa: BLE001 - an exotic __eq__ that raises is "not equal"
        return False


def literal(value: Any) -> str | None:
    """Source text for ``value`` that reads back (``killability.values.read``: literals, plus
    ``Decimal``/``Fraction``/``date``/``frozenset`` written as one call) as an equal value of the same
    type, else None (objects without such a form). Sets are written sorted."""
    try:
        text = values.source(value)
        back = values.read(text)
    except Exception:  # noqa: BLE001
        return None
    if type(back) is not type(value) or not same(back, value):
        return None
    return text


@dataclass
class Run:
    """One call's live result (inside the child): kind is returns/raises, or a resource problem:
    timeout, memory, violation (the sandbox refused something: exit, fork, socket, writes...)."""

    kind: str
    value: Any
    after: tuple[Any, ...]

    @property
    def resource(self) -> bool:
        return self.kind in ("timeout", "memory", "violation")

    def describe(self) -> str:
        if self.kind == "returns":
            return f"returns {_short(self.value)}"
        if self.kind == "raises":
            return f"raises {self.value}"
        if self.kind == "violation":
            return f"is stopped by the sandbox ({self.value})"
        return "runs out of time" if self.kind == "timeout" else "runs out of memory"


def _short(value: Any) -> str:
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 80 else text[:77] + "..."


def call(function: Callable[..., Any], args: tuple[Any, ...], seconds: float) -> Run:
    """Call with a deep copy of ``args`` under a time limit; never raises."""
    try:
        work = copy.deepcopy(args)
    except Exception as exc:  # noqa: BLE001
        return Run("raises", type(exc).__name__, args)
    try:
        with time_limit(seconds):
            value = function(*work)
        return Run("returns", value, work)
    except CallTimeout:
        return Run("timeout", None, work)
    except MemoryError:
        return Run("memory", None, work)
    except SandboxViolation as exc:
        return Run("violation", str(exc), work)
    except BaseException as exc:  # noqa: BLE001 - SystemExit etc. are outcomes too
        return Run("raises", type(exc).__name__, work)


def differ(a: Run, b: Run) -> bool:
    if a.kind != b.kind:
        return True
    if a.kind == "raises":
        return a.value != b.value
    if a.kind == "returns":
        return not same(a.value, b.value) or not same(list(a.after), list(b.after))
    return False


def mutated(run: Run, args: tuple[Any, ...]) -> bool:
    return not same(list(run.after), list(args))
