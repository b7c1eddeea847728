"""Strategies for hints that are not plain data: the seed's own classes (dataclasses, NamedTuples,
Enums, plain classes built from their ``__init__`` hints), ``Supports*`` protocols, ``type[...]``
and ``Callable``.

Every value drawn here has a written form (``killability.objects``) the generated test can run:
``Point(x=1, y=2)``, ``Color.RED``, ``int``, ``abs``. A ``Callable`` parameter receives one of a few
named pure builtins whose argument and result kinds fit the hint (``abs``/``round`` for numbers,
``str.lower``/``len`` for strings, ``min``/``max`` for two numbers; ``str``/``repr``/``bool`` when
the hint says nothing): a real ``key=`` or ``transform`` argument, written by name.
"""

from __future__ import annotations

import dataclasses
import enum
import inspect
import typing
from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st
from hypothesis.strategies import SearchStrategy

from killability import objects

_BUILDING: set[type] = set()  # classes being built (a recursive class: Node.next: Node | None)


def guarded(tp: type, c: Any, make: Callable[[type, Any], SearchStrategy[Any] | None]) -> SearchStrategy[Any] | None:
    """``make(tp, c)`` unless ``tp`` is already being built (then ``st.deferred`` of it: hypothesis
    draws a finite value, and a ``Node | None`` field ends the recursion)."""
    if tp in _BUILDING:
        return st.deferred(lambda: make(tp, c) or st.nothing())
    _BUILDING.add(tp)
    try:
        return make(tp, c)
    finally:
        _BUILDING.discard(tp)


def _hints(obj: Any) -> dict[str, Any]:
    try:
        return typing.get_type_hints(obj)
    except Exception:  # an unresolvable forward reference: that field has no hint
        return dict(getattr(obj, "__annotations__", {}))


def of_class(tp: type, recurse: Callable[[Any], SearchStrategy[Any] | None]) -> SearchStrategy[Any] | None:
    """An Enum's members; a NamedTuple, dataclass or plain class built from its fields' or
    ``__init__``'s hints (a parameter with a default and no usable hint keeps its default)."""
    if issubclass(tp, enum.Enum):
        members = list(tp)
        return st.sampled_from(members) if members else None
    if issubclass(tp, tuple) and hasattr(tp, "_fields"):
        hints = _hints(tp)
        defaults = getattr(tp, "_field_defaults", {})
        fields = [(name, hints.get(name, inspect.Parameter.empty), name in defaults) for name in tp._fields]
    elif dataclasses.is_dataclass(tp):
        hints = _hints(tp)
        fields = [
            (
                f.name,
                hints.get(f.name, inspect.Parameter.empty),
                f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING,
            )
            for f in dataclasses.fields(tp)
            if f.init
        ]
    else:
        try:
            params = list(inspect.signature(tp).parameters.values())
        except (TypeError, ValueError):
            return None
        hints = _hints(tp.__init__)
        fields = []
        for p in params:
            if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
                continue
            if p.kind is p.POSITIONAL_ONLY:
                return None
            fields.append((p.name, hints.get(p.name, inspect.Parameter.empty), p.default is not p.empty))
    drawn: dict[str, SearchStrategy[Any]] = {}
    for name, hint, has_default in fields:
        strategy = None if hint is inspect.Parameter.empty or isinstance(hint, str) else recurse(hint)
        if strategy is None:
            if has_default:
                continue
            return None
        drawn[name] = strategy
    return st.builds(tp, **drawn)


_PROTOCOLS = {
    "SupportsInt": "number",
    "SupportsFloat": "number",
    "SupportsIndex": "int",
    "SupportsAbs": "number",
    "SupportsRound": "float",
    "SupportsComplex": "number",
}


def protocol(tp: Any, ints: SearchStrategy[int], floats: SearchStrategy[float]) -> SearchStrategy[Any] | None:
    """``typing.SupportsInt`` and friends: the numbers that support them."""
    origin = typing.get_origin(tp) or tp
    if getattr(origin, "__module__", "") != "typing":
        return None
    kind = _PROTOCOLS.get(getattr(origin, "__name__", ""))
    if kind is None:
        return None
    return {"int": ints, "float": floats, "number": st.one_of(ints, floats)}[kind]


_BUILTIN_TYPES = (int, float, str, bool, list, tuple, dict, set)


def types_for(tp: Any) -> SearchStrategy[Any] | None:
    """``type[X]``: X itself (and, for a seed class, nothing else); ``type[A | B]`` either;
    ``type``/``type[Any]``: a builtin type."""
    if tp is typing.Any or tp is object:
        return st.sampled_from(_BUILTIN_TYPES)
    if typing.get_origin(tp) is typing.Union:
        options = [a for a in typing.get_args(tp) if isinstance(a, type)]
        return st.sampled_from(options) if options else None
    if tp in _BUILTIN_TYPES or (isinstance(tp, type) and objects.user_class(tp)):
        subclasses = [s for s in _BUILTIN_TYPES if s is not tp and issubclass(s, tp)] if tp in _BUILTIN_TYPES else []
        return st.sampled_from([tp, *subclasses])
    return None


_NUMBER = (int, float)
_ONE_ARG = {  # argument kind -> result kind -> named builtins (killability.objects.NAMED)
    "number": {
        "int": ("abs", "round", "int"),
        "float": ("float", "abs"),
        "bool": ("bool",),
        "str": ("str", "repr"),
        "any": ("abs", "round", "float", "str", "bool"),
    },
    "str": {
        "str": ("str.lower", "str.upper", "str.strip", "str.title"),
        "int": ("len",),
        "bool": ("str.isdigit", "str.isalpha", "bool"),
        "any": ("str.lower", "str.upper", "len", "str.strip"),
    },
    "sequence": {"int": ("len",), "any": ("len", "sorted", "min", "max"), "bool": ("bool",)},
    "any": {"str": ("str", "repr"), "bool": ("bool",), "any": ("str", "repr", "bool")},
}


def _kind(tp: Any) -> str:
    if tp is bool:
        return "bool"
    if tp in _NUMBER:
        return "int" if tp is int else "float"
    if tp is str:
        return "str"
    origin = typing.get_origin(tp) or tp
    if origin in (list, tuple, set, frozenset) or (isinstance(origin, type) and issubclass(origin, (list, tuple))):
        return "sequence"
    return "any"


def callables(args: tuple[Any, ...]) -> SearchStrategy[Any] | None:
    """Named pure builtins fitting ``Callable[[A, ...], R]`` (see the module docstring)."""
    params, result = (args[0], args[1]) if len(args) == 2 else (..., typing.Any)
    result_kind = _kind(result) if result is not typing.Any else "any"
    if isinstance(params, list) and len(params) == 2 and all(p in _NUMBER for p in params):
        names: tuple[str, ...] = ("min", "max")
    elif isinstance(params, list) and len(params) == 1:
        kind = _kind(params[0])
        table = _ONE_ARG["number" if kind in ("int", "float", "bool") else kind]
        names = table.get(result_kind) or table["any"]
    elif isinstance(params, list) and params:
        return None
    else:
        names = _ONE_ARG["any"].get(result_kind) or _ONE_ARG["any"]["any"]
    return st.sampled_from([objects.NAMED[name] for name in names])
