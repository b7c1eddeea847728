"""Comparing two runs, and writing values as literals a human can read.

Two runs differ when their results differ, when one raises and the other does not, when they raise
different exception types, or when they leave the arguments in different states. Floats compare
with a tolerance (and NaN equals NaN) so rounding noise is not a difference; ``1 == 1.0`` as in
Python. The generated test file carries the same rule (``templates/test_item.py.j2``).
"""

from __future__ import annotations

import ast
import copy
import inspect
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from killability import objects, values
from killability.call_timer import CallTimeout, time_limit
from killability.child_guards import SandboxViolation

REL_TOL = 1e-9
ABS_TOL = 1e-9


def same(a: Any, b: Any) -> bool:
    """Tolerant structural equality (floats within REL_TOL/ABS_TOL, NaN == NaN)."""
    if isinstance(a, float) or isinstance(b, float):
        if (
            isinstance(a, (int, float))
            and isinstance(b, (int, float))
            and not isinstance(a, bool)
            and not isinstance(b, bool)
        ):
            if math.isnan(a) or math.isnan(b):
                return math.isnan(a) and math.isnan(b)
            return math.isclose(a, b, rel_tol=REL_TOL, abs_tol=ABS_TOL)
        return False
    if isinstance(a, (list, tuple)) and isinstance(b, (list, tuple)):
        if type(a) is type(b) and len(a) == len(b) and _flat_equal(a, b):
            return True  # a long flat list (a million shares) costs one C-level pass, not a call per item
        return objects.same_kind(type(a), type(b)) and len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(same(a[k], b[k]) for k in a)
    special = objects.same_object(a, b, same)
    if special is not None:
        return special
    try:
        return bool(a == b)
    except Exception:  # an exotic __eq__ that raises is "not equal"
        return False


_FLAT_ATOMS = frozenset({int, float, str, bytes, bool, type(None)})


def _flat_equal(a: list[Any] | tuple[Any, ...], b: list[Any] | tuple[Any, ...]) -> bool:
    """``a == b`` where that settles ``same`` (True only): both hold nothing but ints, floats,
    strings, bytes, booleans and None, on which equality implies ``same`` item by item (equal
    floats are within any tolerance; ``1 == 1.0`` and ``1 == True`` as in ``same``, but ``same``
    tells a float from a boolean). Anything else (nested, complex, the seed's own classes), or
    unequal (floats within tolerance, NaN), goes item by item."""
    kinds = set(map(type, a)) | set(map(type, b))
    return kinds <= _FLAT_ATOMS and not (bool in kinds and float in kinds) and a == b


def literal(value: Any) -> str | None:
    """Source text for ``value`` that reads back (``killability.values.read``: literals, plus
    ``Decimal``/``Fraction``/``date``/``frozenset`` written as one call, plus the seed's own classes'
    values, ``killability.objects``) as an equal value of the same type, else None (objects without
    such a form). Sets are written sorted."""
    try:
        text = values.source(value)
        back = values.read(text, objects_too=True)
        if objects.needs_rebind(back):
            back = objects.rebind(back, objects.classes_of(value))
    except Exception:
        return None
    if type(back) is not type(value) or not same(back, value):
        return None
    return text


class KwArgs(dict):
    """The keyword arguments of one drawn call (keyword-only parameters), carried as the LAST item
    of its argument tuple; ``split`` separates them and ``call`` passes them by name."""


def literals(values: Iterable[Any]) -> tuple[str, ...] | None:
    """The :func:`literal` of every value, or None when one of them has none."""
    out: list[str] = []
    for value in values:
        text = literal(value)
        if text is None:
            return None
        out.append(text)
    return tuple(out)


def split(args: tuple[Any, ...]) -> tuple[tuple[Any, ...], dict[str, Any]]:
    """(positional arguments, keyword arguments) of a drawn argument tuple."""
    if args and type(args[-1]) is KwArgs:
        return tuple(args[:-1]), dict(args[-1])
    return tuple(args), {}


def args_literal(args: tuple[Any, ...]) -> str | None:
    """The argument list of a call as source text (``1, [2], key=3``), or None when some argument
    has no literal form."""
    positional, keywords = split(args)
    shown, named = literals(positional), literals(keywords.values())
    if shown is None or named is None:
        return None
    return ", ".join([*shown, *(f"{k}={text}" for k, text in zip(keywords, named))])


def parse_args(text: str) -> tuple[Any, ...]:
    """The argument tuple of an ``args_literal`` text (keywords as a trailing ``KwArgs``)."""
    node = ast.parse(f"f({text})", mode="eval").body
    assert isinstance(node, ast.Call)
    positional = tuple(values.from_node(a, objects_too=True) for a in node.args)
    keywords = {k.arg: values.from_node(k.value, objects_too=True) for k in node.keywords if k.arg}
    return positional + ((KwArgs(keywords),) if keywords else ())


def check_precondition(precondition: Callable[..., Any], args: tuple[Any, ...]) -> bool:
    """The seed's precondition on a drawn argument tuple; keyword arguments it does not declare
    (a precondition written before a keyword-only parameter was drawn) are left out."""
    positional, keywords = split(args)
    if keywords:
        try:
            params = inspect.signature(precondition).parameters
        except (TypeError, ValueError):
            params = MappingProxyType({})
        if not any(p.kind is p.VAR_KEYWORD for p in params.values()):
            keywords = {k: v for k, v in keywords.items() if k in params}
    return bool(precondition(*positional, **keywords))


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
            return f"raises {values.without_addresses(str(self.value))}"
        if self.kind == "violation":
            return f"is stopped by the sandbox ({self.value})"
        return "runs out of time" if self.kind == "timeout" else "runs out of memory"

    def describe_against(self, reference: Run) -> str:
        """What this run did that ``reference`` did not: when both return the same value and only
        the arguments end up different, the arguments it leaves (``changes its arguments to
        ([0, -1], -1)``), since "returns None" would not show the difference."""
        if self.kind == reference.kind == "returns" and same(self.value, reference.value):
            shown = literals(split(self.after)[0])
            if shown is not None and not same(list(self.after), list(reference.after)):
                return f"{CHANGES_ARGUMENTS} {tuple_text(shown)}"
        return self.describe()


CHANGES_ARGUMENTS = "changes its arguments to"


def tuple_text(items: tuple[str, ...]) -> str:
    """An argument tuple's literals as a tuple literal, shortened to 80 characters."""
    text = f"({items[0]},)" if len(items) == 1 else f"({', '.join(items)})"
    return text if len(text) <= 80 else text[:77] + "..."


def _short(value: Any) -> str:
    try:
        text = values.stable_repr(value)
    except Exception:
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 80 else text[:77] + "..."


_ATOMS = frozenset({int, float, complex, str, bytes, bool, type(None)})


def _immutable(value: Any, depth: int = 0) -> bool:
    """Is ``value`` built only of immutable atoms and tuples/frozensets of them (so a call cannot
    change it and the deep copy can be skipped)? Deep or exotic values say no (and are copied)."""
    kind = type(value)
    if kind in _ATOMS:
        return True
    if (kind is tuple or kind is frozenset) and depth < 8:
        return all(_immutable(item, depth + 1) for item in value)
    return False


def _fresh(value: Any, memo: dict[int, Any]) -> Any:
    """A deep copy of plain data (what ``copy.deepcopy`` gives, shared members stay shared), without
    deepcopy's generic machinery on the hot path; anything else goes to ``copy.deepcopy``."""
    kind = type(value)
    if kind in _ATOMS:
        return value
    if kind is tuple and _immutable(value):
        return value
    made = memo.get(id(value))
    if made is not None:
        return made
    if kind is list:
        made = memo[id(value)] = []
        made.extend(_fresh(item, memo) for item in value)
    elif kind is dict or kind is KwArgs:
        made = memo[id(value)] = kind()
        for key, item in value.items():
            made[_fresh(key, memo)] = _fresh(item, memo)
    elif kind is tuple:
        made = memo[id(value)] = tuple(_fresh(item, memo) for item in value)
    elif kind is set:
        made = memo[id(value)] = {_fresh(item, memo) for item in value}
    elif kind is frozenset and _immutable(value):
        return value
    else:
        made = memo[id(value)] = copy.deepcopy(value)
    return made


def call(function: Callable[..., Any], args: tuple[Any, ...], seconds: float) -> Run:
    """Call with a deep copy of ``args`` under a time limit; never raises. Values of the seed's
    classes (and their written placeholders) are rebuilt from the classes of the function's own
    module (``objects.rebind``)."""
    try:
        if objects.placeholders(args):
            work = objects.rebind(args, getattr(function, "__globals__", {}))
        else:
            work = _fresh(args, {})
    except Exception as exc:
        return Run("raises", type(exc).__name__, args)
    positional, keywords = split(work)
    try:
        with time_limit(seconds, cpu=True):
            value = function(*positional, **keywords)
        return Run("returns", value, work)
    except CallTimeout:
        return Run("timeout", None, work)
    except MemoryError:
        return Run("memory", None, work)
    except SandboxViolation as exc:
        return Run("violation", str(exc), work)
    except BaseException as exc:  # SystemExit etc. are outcomes too
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
