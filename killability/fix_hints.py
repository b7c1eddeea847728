"""The one-line fix for a parameter the search cannot draw: a hint of a supported type nearest to
the real one (``deque[int]`` -> ``list[int]``), or a ``STRATEGIES`` entry written out for it.
"""

from __future__ import annotations

import collections
import enum
import inspect
import types
import typing
from typing import Any

from killability import objects


def _expression(tp: Any) -> str | None:
    """A hypothesis expression for a hint, with ``st.builds(Name)`` for classes (None if unknown)."""
    simple = {
        int: "st.integers(0, 10)",
        float: "st.floats(-10, 10)",
        str: "st.text(max_size=8)",
        bool: "st.booleans()",
        bytes: "st.binary(max_size=8)",
        complex: "st.complex_numbers(max_magnitude=10)",
        type(None): "st.none()",
    }
    if tp in simple:
        return simple[tp]
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    parts = [_expression(a) for a in args if a is not Ellipsis]
    if origin in (list, set, frozenset) and parts and parts[0]:
        kind = {list: "lists", set: "sets", frozenset: "frozensets"}[origin]
        return f"st.{kind}({parts[0]}, max_size=5)"
    if origin is tuple and parts and all(parts):
        return (
            f"st.tuples({', '.join(p for p in parts if p)})"
            if Ellipsis not in args
            else f"st.lists({parts[0]}, max_size=5).map(tuple)"
        )
    if origin is dict and len(parts) == 2 and all(parts):
        return f"st.dictionaries({parts[0]}, {parts[1]}, max_size=4)"
    if origin is typing.Union and all(parts):
        return f"st.one_of({', '.join(p for p in parts if p)})"
    if isinstance(tp, type) and objects.user_class(tp):
        if issubclass(tp, enum.Enum):
            return f"st.sampled_from({tp.__name__})"
        return f"st.builds({tp.__name__})"
    return None


def _shown(hint: Any) -> str:
    if isinstance(hint, type):
        return hint.__name__
    return str(hint).replace("typing.", "")


def fix_hint(name: str, hint: Any, path: str, function: str) -> str:
    if hint is inspect.Parameter.empty:
        return (
            f"{path}: parameter '{name}' of {function} has no input strategy (no type hint, and no docstring "
            f"example, default or use in the body says what it is); add a type hint to '{name}' or a "
            f"STRATEGIES entry (STRATEGIES = {{'{name}': st.integers(0, 10)}}) to the seed"
        )
    what = (
        f"{path}: parameter '{name}' of {function} has no input strategy (type hint {_shown(hint)} is not "
        f"supported: the generated test can only carry literal values, the seed's own classes and a few "
        f"builtin values)"
    )
    nearest = _nearest(hint)
    if nearest is not None:
        expression = _expression(nearest)
        return (
            f"{what}; change the hint to {_shown(nearest)}, or add a STRATEGIES entry such as "
            f"STRATEGIES = {{'{name}': {expression}}}"
        )
    expression = _expression(hint)
    if expression is None:
        return f"{what}; change the hint to a type of those, or add a STRATEGIES entry that draws such values"
    return f"{what}; add a STRATEGIES entry that draws such values, e.g. STRATEGIES = {{'{name}': {expression}}}"


def _nearest(hint: Any) -> Any:
    """The literal type nearest to a standard container hint (``deque[int]`` -> ``list[int]``), or None."""
    origin, args = typing.get_origin(hint) or hint, typing.get_args(hint)
    if origin in (collections.deque, collections.UserList):
        return types.GenericAlias(list, args) if args else list
    if origin is collections.Counter:
        return types.GenericAlias(dict, (args[0], int)) if args else dict
    if origin in (collections.OrderedDict, collections.defaultdict, collections.ChainMap, collections.UserDict):
        return types.GenericAlias(dict, args) if args else dict
    return None
