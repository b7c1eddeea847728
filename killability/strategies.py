"""Input strategies: from type hints, overridden per parameter by the seed's STRATEGIES, filtered by
its precondition. Runs inside the sandbox child (it needs the seed's live objects).

Values stay small (short collections, integers around -10..60, short strings over a small
alphabet) so a reviewer can check a witness by hand; the constants that appear in the function
(and their neighbours) are mixed in, because boundaries sit next to them.
"""

from __future__ import annotations

import collections.abc as cabc
import datetime
import decimal
import fractions
import types
import typing
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from hypothesis import strategies as st
from hypothesis.strategies import SearchStrategy

from killability import class_strategies as kinds
from killability import objects

MAX_LIST = 6
MAX_SET = 5
MAX_DICT = 4
MAX_TEXT = 8
_ALPHABET = "abcxyzAB 019.,-_"


class NoStrategy(Exception):
    """A parameter has no usable strategy; the message names it and the fix."""


@dataclass(frozen=True)
class Constants:
    ints: tuple[int, ...] = ()
    floats: tuple[float, ...] = ()
    texts: tuple[str, ...] = ()


def constants_of(*functions: Callable[..., Any]) -> Constants:
    """Literal constants of the functions' code (recursively) and, for ints, their neighbours."""
    ints: set[int] = set()
    floats: set[float] = set()
    texts: set[str] = set()

    def walk(code: types.CodeType) -> None:
        for const in code.co_consts:
            if isinstance(const, types.CodeType):
                walk(const)
            elif isinstance(const, bool) or const is None:
                continue
            elif isinstance(const, int) and abs(const) <= 10_000:
                ints.update((const - 1, const, const + 1))
            elif isinstance(const, float) and abs(const) <= 1e6:
                floats.update((const, const - 1.0, const + 1.0))
            elif isinstance(const, str) and 0 < len(const) <= 12 and const.isprintable():
                texts.add(const)

    for fn in functions:
        code = getattr(fn, "__code__", None)
        if code is not None:
            walk(code)
    docs = {getattr(fn, "__doc__", None) for fn in functions}
    texts -= {d for d in docs if d}
    return Constants(tuple(sorted(ints)), tuple(sorted(floats)), tuple(sorted(texts)))


def _ints(c: Constants) -> SearchStrategy[int]:
    base = st.integers(-10, 60)
    return st.one_of(base, st.sampled_from(c.ints)) if c.ints else base


def _floats(c: Constants) -> SearchStrategy[float]:
    parts = [st.integers(-10, 60).map(float), st.integers(-1000, 6000).map(lambda n: n / 100)]
    pool = sorted(set(c.floats) | {float(i) for i in c.ints})
    if pool:
        parts.append(st.sampled_from(pool))
    return st.one_of(*parts)


def _texts(c: Constants) -> SearchStrategy[str]:
    extra = "".join(sorted({ch for t in c.texts for ch in t if ch.isprintable()} - set(_ALPHABET)))
    base = st.text(alphabet=_ALPHABET + extra[:20], max_size=MAX_TEXT)
    if not c.texts:
        return base
    words = st.sampled_from(c.texts)
    return st.one_of(base, words, st.tuples(base, words, base).map("".join))


_SEQUENCES = (list, cabc.Sequence, cabc.MutableSequence, cabc.Iterable, cabc.Collection, cabc.Reversible)
_SETS = (set, cabc.Set, cabc.MutableSet)
_MAPPINGS = (dict, cabc.Mapping, cabc.MutableMapping)


def for_type(tp: Any, c: Constants) -> SearchStrategy[Any] | None:
    """A small-value strategy for a type hint, or None when the hint is not supported."""
    if tp is None or tp is type(None):
        return st.none()
    if typing.get_origin(tp) is typing.Annotated:
        return _annotated(tp, c)
    if tp is typing.Any or tp is object:
        return st.one_of(_ints(c), _texts(c))
    if tp is complex:
        return st.builds(complex, st.integers(-10, 10), st.integers(-10, 10))
    if typing.is_typeddict(tp):
        return _typeddict(tp, c)
    if tp is bool:
        return st.booleans()
    if tp is int:
        return _ints(c)
    if tp is float:
        return _floats(c)
    if tp is str:
        return _texts(c)
    if tp is bytes:
        return st.binary(max_size=MAX_TEXT)
    special = _standard_value(tp, c)
    if special is not None:
        return special
    if hasattr(tp, "__supertype__"):  # NewType
        return for_type(tp.__supertype__, c)
    if isinstance(tp, typing.TypeVar):
        bound = tp.__bound__ or (typing.Union[tp.__constraints__] if tp.__constraints__ else None)  # noqa: UP007
        return for_type(bound, c) if bound is not None else st.one_of(_ints(c), _texts(c))
    protocol = kinds.protocol(tp, _ints(c), _floats(c))
    if protocol is not None:
        return protocol
    if isinstance(tp, type) and objects.user_class(tp):
        return kinds.guarded(tp, c, _class_strategy)
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is typing.Union or (hasattr(types, "UnionType") and isinstance(tp, types.UnionType)):
        parts = [for_type(a, c) for a in args]
        drawn = [p for p in parts if p is not None]
        return None if len(drawn) != len(parts) else st.one_of(*drawn)
    if origin is typing.Literal:
        return st.sampled_from(args)
    if tp in (list, tuple, set, frozenset, dict) and not args:
        origin, args = tp, ()
    if tp is range:
        return st.builds(range, st.integers(-5, 10), st.integers(-5, 20), st.sampled_from((1, 1, 2, 3, -1, -2)))
    if tp is type or origin is type:
        return kinds.types_for(args[0] if args else typing.Any)
    if origin is cabc.Callable or tp is cabc.Callable or tp is typing.Callable:
        return kinds.callables(args)
    if origin in (cabc.Iterator, cabc.Generator) or tp in (cabc.Iterator, cabc.Generator):
        inner = for_type(args[0], c) if args else _ints(c)
        return None if inner is None else st.lists(inner, max_size=MAX_LIST).map(iter)
    if origin is None:
        return None
    if origin is tuple:
        if tp == tuple[()] or args == ((),):
            return st.just(())
        if not args:
            return st.lists(_ints(c), max_size=MAX_LIST).map(tuple)
        if len(args) == 2 and args[1] is Ellipsis:
            inner = for_type(args[0], c)
            return None if inner is None else st.lists(inner, max_size=MAX_LIST).map(tuple)
        parts = [for_type(a, c) for a in args]
        return None if any(p is None for p in parts) else st.tuples(*parts)
    if origin in _SEQUENCES:
        inner = for_type(args[0], c) if args else _ints(c)
        return None if inner is None else st.lists(inner, max_size=MAX_LIST)
    if origin is frozenset:
        inner = for_type(args[0], c) if args else _ints(c)
        return None if inner is None else st.frozensets(inner, max_size=MAX_SET)
    if origin in _SETS:
        inner = for_type(args[0], c) if args else _ints(c)
        return None if inner is None else st.sets(inner, max_size=MAX_SET)
    if origin in _MAPPINGS:
        key = for_type(args[0], c) if args else _texts(c)
        value = for_type(args[1], c) if len(args) > 1 else _ints(c)
        return None if key is None or value is None else st.dictionaries(key, value, max_size=MAX_DICT)
    return None


def _class_strategy(tp: type, c: Constants) -> SearchStrategy[Any] | None:
    return kinds.of_class(tp, lambda hint: for_type(hint, c))


def _standard_value(tp: Any, c: Constants) -> SearchStrategy[Any] | None:
    """Decimal, Fraction and date: small values that the generated test writes as one call of
    literals (``killability.values``); the function's integer constants are mixed in."""
    if tp is decimal.Decimal:
        cents = st.integers(-10_000, 10_000).map(lambda n: decimal.Decimal(n).scaleb(-2))
        whole = _ints(c).map(decimal.Decimal)
        return st.one_of(whole, cents, st.decimals(-100, 100, places=3))
    if tp is fractions.Fraction:
        return st.one_of(_ints(c).map(fractions.Fraction), st.fractions(-20, 20, max_denominator=12))
    if tp is datetime.date:
        near = st.dates(datetime.date(1999, 12, 1), datetime.date(2001, 3, 31))  # month and leap-year edges
        return st.one_of(st.dates(datetime.date(1900, 1, 1), datetime.date(2100, 12, 31)), near)
    return None


def _typeddict(tp: Any, c: Constants) -> SearchStrategy[Any] | None:
    """A TypedDict is a plain dict at run time: its required keys always, optional ones sometimes."""
    try:
        hints = typing.get_type_hints(tp)
    except Exception:  # unresolvable forward reference
        return None
    parts = {k: for_type(v, c) for k, v in hints.items()}
    if any(p is None for p in parts.values()):
        return None
    drawn = {k: v for k, v in parts.items() if v is not None}  # all of them (above)
    required = getattr(tp, "__required_keys__", frozenset(hints))
    return st.fixed_dictionaries(
        {k: v for k, v in drawn.items() if k in required},
        optional={k: v for k, v in drawn.items() if k not in required},
    )


def _bounds(metadata: tuple[Any, ...]) -> dict[str, Any]:
    """Bounds from ``Annotated`` metadata: annotated-types style objects (``Ge(0)``, ``Interval``,
    ``Len``, ``MultipleOf``: attributes ge/gt/le/lt/min_length/max_length/multiple_of), ``range``
    objects and ``slice(lo, hi)``."""
    found: dict[str, Any] = {}
    for item in metadata:
        if isinstance(item, range):
            found.update(ge=item.start, le=item.stop - 1)
        elif isinstance(item, slice):
            found.update({k: v for k, v in (("ge", item.start), ("le", item.stop)) if v is not None})
        for attr in ("ge", "gt", "le", "lt", "min_length", "max_length", "multiple_of"):
            value = getattr(item, attr, None)
            if isinstance(value, (int, float)) and not isinstance(value, bool):
                found[attr] = value
    return found


def _annotated(tp: Any, c: Constants) -> SearchStrategy[Any] | None:
    base, *metadata = typing.get_args(tp)
    bounds = _bounds(tuple(metadata))
    lo: Any = bounds.get("ge", bounds["gt"] + (1 if base is int else 0) if "gt" in bounds else None)
    hi: Any = bounds.get("le", bounds["lt"] - (1 if base is int else 0) if "lt" in bounds else None)
    if base is int and (lo is not None or hi is not None):
        lo_i = int(lo) if lo is not None else min(-10, int(hi) - 20)
        hi_i = int(hi) if hi is not None else max(60, lo_i + 20)
        inside = tuple(v for v in c.ints if lo_i <= v <= hi_i)
        core = st.integers(lo_i, hi_i)
        return st.one_of(core, st.sampled_from(inside)) if inside else core
    if base is float and (lo is not None or hi is not None):
        if hi is None or lo is None:  # one bound: small values next to it, as for plain floats
            lo, hi = (lo, lo + 100.0) if hi is None else (hi - 100.0, hi)
        strategy = st.floats(
            min_value=lo,
            max_value=hi,
            allow_nan=False,
            allow_infinity=False,
            exclude_min="gt" in bounds and "ge" not in bounds,
            exclude_max="lt" in bounds and "le" not in bounds,
        )
        return strategy.map(lambda v: round(v, 2)).filter(lambda v: _inside(v, bounds))
    if "min_length" in bounds or "max_length" in bounds:
        low = int(bounds.get("min_length", 0))
        high = int(bounds.get("max_length", max(low, MAX_LIST)))
        sized = _sized(base, low, max(low, min(high, low + MAX_LIST)), c)
        if sized is not None:
            return sized
    inner = for_type(base, c)
    if inner is None:
        return None
    if "min_length" in bounds or "max_length" in bounds:
        low, high = bounds.get("min_length", 0), bounds.get("max_length", float("inf"))
        return inner.filter(lambda v: hasattr(v, "__len__") and low <= len(v) <= high)
    if bounds.get("multiple_of") and base is int:
        step = int(bounds["multiple_of"])
        return inner.map(lambda v: v - v % step)
    return inner


def _inside(v: float, bounds: dict[str, Any]) -> bool:
    return all(
        check(v, bounds[key])
        for key, check in (("ge", float.__ge__), ("gt", float.__gt__), ("le", float.__le__), ("lt", float.__lt__))
        if key in bounds
    )


def _sized(base: Any, low: int, high: int, c: Constants) -> SearchStrategy[Any] | None:
    """A ``Len(low, high)``-bounded str, list or set drawn at that size (not filtered down to it)."""
    if base is str:
        return st.text(alphabet=_ALPHABET, min_size=low, max_size=high)
    origin, args = typing.get_origin(base) or base, typing.get_args(base)
    if origin not in (list, set):
        return None
    inner = for_type(args[0], c) if args else _ints(c)
    if inner is None:
        return None
    return (st.lists if origin is list else st.sets)(inner, min_size=low, max_size=high)
