"""The input type tree of an unhinted parameter, its rendering as a hint, and the join of two guesses.

A type is a small tuple tree: ``("int",)``, ``("list", T)``, ``("tuple", (T, ...))``,
``("tuplev", T)`` (variable length), ``("dict", K, V)``, ``("set", T)``, ``("opt", T)``
(T or None), ``("class", "Point")``, ``("callable", n)``. :func:`type_of` reads it from a literal
value, :func:`join` merges two guesses, :func:`hint_text` renders it (``list[tuple[int, str]]``);
:class:`TreeText` is the one walk that writes a tree as text (hints here, strategies in the harvest).
"""

from __future__ import annotations

import datetime
import decimal
import fractions
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from killability import objects

Type = tuple


INT: Type = ("int",)


FLOAT: Type = ("float",)


STR: Type = ("str",)


BOOL: Type = ("bool",)


@dataclass(frozen=True)
class TreeText:
    """How to write a type tree as text, node by node, each container from its children already
    written: the one walk over the tree shape that ``hint_text`` and the harvest's strategy text
    (``generator/harvest/strategy_text.py``) share."""

    leaf: Callable[[Type], str]  # a node without children (int, str, class, callable, ...)
    one: Mapping[str, Callable[[str], str]]  # opt, list, set, frozenset, tuplev: from the element
    many: Mapping[str, Callable[[list[str]], str]]  # tuple, union: from the members
    pair: Callable[[str, str], str]  # dict: from the key and the value

    def write(self, tp: Type) -> str:
        kind = tp[0]
        if kind in self.one:
            return self.one[kind](self.write(tp[1]))
        if kind in self.many:
            return self.many[kind]([self.write(t) for t in tp[1]])
        if kind == "dict":
            return self.pair(self.write(tp[1]), self.write(tp[2]))
        return self.leaf(tp)


def _hint_leaf(tp: Type) -> str:
    kind = tp[0]
    if kind in ("int", "float", "str", "bool", "bytes", "complex", "Decimal", "Fraction", "date"):
        return kind
    if kind == "none":
        return "None"
    if kind == "class":
        return tp[1]
    if kind == "callable":  # drawn from named pure builtins (killability/class_strategies.py)
        return "Callable[[float, float], float]" if tp[1] == 2 else "Callable[[Any], Any]"
    return "int"


_HINTS = TreeText(
    leaf=_hint_leaf,
    one={
        "opt": "{} | None".format,
        "list": "list[{}]".format,
        "set": "set[{}]".format,
        "frozenset": "frozenset[{}]".format,
        "tuplev": "tuple[{}, ...]".format,
    },
    many={
        "tuple": lambda parts: f"tuple[{', '.join(parts)}]" if parts else "tuple[()]",
        "union": " | ".join,
    },
    pair="dict[{}, {}]".format,
)


def hint_text(tp: Type) -> str:
    """The type tree as a hint (``list[tuple[int, str]]``)."""
    return _HINTS.write(tp)


def type_of(value: Any) -> Type | None:
    """The type tree of a literal value (None when it has none we can draw)."""
    if value is None:
        return ("none",)
    for kind in (bool, int, float, complex, str, bytes, decimal.Decimal, fractions.Fraction, datetime.date):
        if type(value) is kind:
            return (kind.__name__,)
    if type(value) in (list, set, frozenset):
        inner = join_all(type_of(v) for v in value)
        return None if inner is False else (type(value).__name__, inner or INT)
    if type(value) is tuple:
        parts = [type_of(v) for v in value]
        if any(p is None for p in parts):
            return None
        if 0 < len(parts) <= 4:
            return ("tuple", tuple(parts))
        inner = join_all(parts)
        return None if inner is False else ("tuplev", inner or INT)
    if isinstance(value, objects.Instance):
        return ("class", value.name)
    if isinstance(value, objects.Member):
        return ("class", value.cls)
    if type(value) is dict:
        keys = join_all(type_of(k) for k in value)
        values = join_all(type_of(v) for v in value.values())
        if keys is False or values is False:
            return None
        return ("dict", keys or STR, values or INT)
    return None


def join(a: Type | None, b: Type | None) -> Type | None:
    """The smallest type covering both (None when they cannot be joined)."""
    if a is None or b is None:
        return None
    if a == b:
        return a
    if a == ("none",):
        return b if b[0] == "opt" else ("opt", b)
    if b == ("none",):
        return join(b, a)
    if a[0] == "opt" or b[0] == "opt":
        inner = join(a[1] if a[0] == "opt" else a, b[1] if b[0] == "opt" else b)
        return None if inner is None else ("opt", inner)
    if {a[0], b[0]} <= {"int", "float", "bool"}:
        return FLOAT if "float" in (a[0], b[0]) else INT
    if a[0] == b[0] and a[0] in ("list", "set", "frozenset", "tuplev"):
        inner = join(a[1], b[1])
        return None if inner is None else (a[0], inner)
    if a[0] == b[0] == "tuple" and len(a[1]) == len(b[1]):
        parts = [join(x, y) for x, y in zip(a[1], b[1])]
        return None if any(p is None for p in parts) else ("tuple", tuple(parts))
    if {a[0], b[0]} <= {"tuple", "tuplev"}:
        items = [*(a[1] if a[0] == "tuple" else (a[1],)), *(b[1] if b[0] == "tuple" else (b[1],))]
        joined = join_all(items)
        return None if joined in (None, False) else ("tuplev", joined)
    if a[0] == b[0] == "dict":
        k, v = join(a[1], b[1]), join(a[2], b[2])
        return None if k is None or v is None else ("dict", k, v)
    return None


def join_all(types: Iterable[Type | None]) -> Type | None | bool:
    """Join of all (None for an empty sequence, False when they do not join)."""
    result: Type | None = None
    for tp in types:
        if tp is None:
            return False
        result = tp if result is None else join(result, tp)
        if result is None:
            return False
    return result
