"""Input strategies: from type hints, overridden per parameter by the seed's STRATEGIES, filtered by
its precondition. Runs inside the sandbox child (it needs the seed's live objects).

Values stay small (short collections, integers around -10..60, short strings over a small
alphabet) so a reviewer can check a witness by hand; the constants that appear in the function
(and their neighbours) are mixed in, because boundaries sit next to them.
"""
from __future__ import annotations

import collections.abc as cabc
import inspect
import types
import typing
from dataclasses import dataclass
from typing import Any, Callable, Mapping

from hypothesis import strategies as st
from hypothesis.strategies import SearchStrategy

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
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is typing.Union or (hasattr(types, "UnionType") and isinstance(tp, types.UnionType)):
        parts = [for_type(a, c) for a in args]
        return None if any(p is None for p in parts) else st.one_of(*parts)  # type: ignore[arg-type]
    if origin is typing.Literal:
        return st.sampled_from(args)
    if tp in (list, tuple, set, frozenset, dict) and not args:
        origin, args = tp, ()
    if origin is None:
        return None
    if origin is tuple:
        if not args:
            return st.lists(_ints(c), max_size=MAX_LIST).map(tuple)
        if args == ((),):
            return st.just(())
        if len(args) == 2 and args[1] is Ellipsis:
            inner = for_type(args[0], c)
            return None if inner is None else st.lists(inner, max_size=MAX_LIST).map(tuple)
        parts = [for_type(a, c) for a in args]
        return None if any(p is None for p in parts) else st.tuples(*parts)  # type: ignore[arg-type]
    if origin in _SEQUENCES:
        inner = for_type(args[0], c) if args else _ints(c)
        return None if inner is None else st.lists(inner, max_size=MAX_LIST)
    if origin is frozenset:
        return None  # no literal form a test file could carry; use a STRATEGIES entry of sets
    if origin in _SETS:
        inner = for_type(args[0], c) if args else _ints(c)
        return None if inner is None else st.sets(inner, max_size=MAX_SET)
    if origin in _MAPPINGS:
        key = for_type(args[0], c) if args else _texts(c)
        value = for_type(args[1], c) if len(args) > 1 else _ints(c)
        return None if key is None or value is None else st.dictionaries(key, value, max_size=MAX_DICT)
    return None


@dataclass
class Signature:
    """The positional parameters the search draws (in order) and how many of them are required."""

    names: tuple[str, ...]
    strategies: tuple[SearchStrategy[Any], ...]
    required: int

    def args(self) -> SearchStrategy[tuple[Any, ...]]:
        """Positional argument tuples; trailing parameters with defaults are sometimes omitted
        (shrinking prefers omitting them), because a default (e.g. a mutable one) is behaviour too."""
        if self.required == len(self.names):
            return st.tuples(*self.strategies)
        return st.integers(self.required, len(self.names)).flatmap(lambda n: st.tuples(*self.strategies[:n]))


def _fix_hint(name: str, function: str) -> str:
    return (f"add a type hint to '{name}' (e.g. '{name}: list[int]') or a STRATEGIES entry "
            f"(STRATEGIES = {{'{name}': st.integers(0, 10)}}) to the seed")


def signature(function: Callable[..., Any], overrides: Mapping[str, Any], consts: Constants,
              path: str = "seed") -> Signature:
    """Strategies for the target's positional parameters; raises NoStrategy naming the parameter."""
    name = getattr(function, "__name__", "function")
    try:
        hints = typing.get_type_hints(function)
    except Exception:  # noqa: BLE001 - unresolvable forward references: fall back to raw annotations
        hints = {}
    names: list[str] = []
    strats: list[SearchStrategy[Any]] = []
    required = 0
    for param in inspect.signature(function).parameters.values():
        if param.kind in (param.VAR_POSITIONAL, param.VAR_KEYWORD):
            continue
        if param.kind is param.KEYWORD_ONLY:
            if param.default is param.empty and param.name not in overrides:
                raise NoStrategy(f"{path}: parameter '{param.name}' of {name} is keyword-only without a default; "
                                 f"the generated test calls positionally, so make it positional")
            continue
        if param.name in overrides:
            strategy = overrides[param.name]
            if not isinstance(strategy, SearchStrategy):
                raise NoStrategy(f"{path}: STRATEGIES['{param.name}'] is not a hypothesis strategy; "
                                 f"use e.g. st.integers(0, 10)")
        else:
            hint = hints.get(param.name, param.annotation)
            if hint is param.empty and param.default is not param.empty and param.default is not None:
                hint = type(param.default)
            strategy = None if hint is param.empty or isinstance(hint, str) else for_type(hint, consts)
            if strategy is None:
                shown = "no type hint" if hint is param.empty else f"type hint {getattr(hint, '__name__', hint)!s} is not supported"
                raise NoStrategy(f"{path}: parameter '{param.name}' of {name} has no input strategy ({shown}); "
                                 + _fix_hint(param.name, name))
        names.append(param.name)
        strats.append(strategy)
        if param.default is param.empty:
            required = len(names)
    return Signature(tuple(names), tuple(strats), required)
