"""Values a generated test can carry: Python literals, plus a few standard-library values written
as one constructor call of literals (``Decimal('1.50')``, ``Fraction(1, 3)``, ``date(2024, 2, 29)``,
``frozenset({1, 2})``).

``source(value)`` writes such a value as text (sets sorted, so the text does not depend on string
hashing), ``read(text)`` reads it back without ``eval``: only literal nodes and calls of the names in
``CONSTRUCTORS`` with literal arguments are accepted. ``imports(texts)`` lists the import lines a test
file needs for the constructors its values use. ``stable_repr(value)`` is ``repr`` without the
memory addresses of default reprs (``<generator object f at 0x7f...>``), which differ on every run.
"""

from __future__ import annotations

import ast
import datetime
import decimal
import fractions
import re
from collections.abc import Callable, Iterable
from typing import Any

from killability import objects

# name in the text -> (the callable, the import line a test file needs, the check of its arguments)
CONSTRUCTORS: dict[str, tuple[Callable[..., Any], str, Callable[[tuple[Any, ...]], bool]]] = {
    "Decimal": (
        decimal.Decimal,
        "from decimal import Decimal",
        lambda a: len(a) == 1 and isinstance(a[0], str) and len(a[0]) <= 60,
    ),
    "Fraction": (
        fractions.Fraction,
        "from fractions import Fraction",
        lambda a: len(a) == 2 and all(type(x) is int and abs(x) < 10**30 for x in a) and a[1] != 0,
    ),
    "date": (datetime.date, "from datetime import date", lambda a: len(a) == 3 and all(type(x) is int for x in a)),
    "frozenset": (frozenset, "", lambda a: len(a) == 0 or (len(a) == 1 and isinstance(a[0], (set, list, tuple)))),
    "set": (set, "", lambda a: len(a) == 0),
    "range": (
        range,
        "",
        lambda a: 1 <= len(a) <= 3 and all(type(x) is int and abs(x) < 10**9 for x in a) and (len(a) < 3 or a[2] != 0),
    ),
    "iter": (iter, "", lambda a: len(a) == 1 and type(a[0]) in (list, tuple)),
}


class NotAValue(ValueError):
    """The text is not a literal or an accepted constructor call of literals."""


def _sorted_items(values: Iterable[Any]) -> list[str]:
    return sorted(source(v) for v in values)


def source(value: Any) -> str:
    """``repr``-like text for ``value`` (see the module docstring)."""
    kind = type(value)
    if kind in (set, frozenset):
        if not value:
            return "set()" if kind is set else "frozenset()"
        inner = "{" + ", ".join(_sorted_items(value)) + "}"
        return inner if kind is set else f"frozenset({inner})"
    if kind in (list, tuple):
        items = [source(v) for v in value]
        if kind is tuple:
            return "(" + items[0] + ",)" if len(items) == 1 else "(" + ", ".join(items) + ")"
        return "[" + ", ".join(items) + "]"
    if kind is dict:
        return "{" + ", ".join(f"{source(k)}: {source(v)}" for k, v in value.items()) + "}"
    if kind is decimal.Decimal:
        return f"Decimal({str(value)!r})"
    if kind is fractions.Fraction:
        return f"Fraction({value.numerator}, {value.denominator})"
    if kind is datetime.date:
        return f"date({value.year}, {value.month}, {value.day})"
    if kind not in (int, float, str, bytes, bool, complex, type(None)):
        text = objects.write(value, source)
        if text is not None:
            return text
    return stable_repr(value)


_ADDRESS = re.compile(r" at 0x[0-9a-fA-F]+")


def without_addresses(text: str) -> str:
    """``text`` without the memory addresses of default reprs (`` at 0x7f5f133dae30``): a key
    must be byte-identical on every build, and an address is not."""
    return _ADDRESS.sub("", text)


def stable_repr(value: Any) -> str:
    """``repr(value)`` without memory addresses (``without_addresses``)."""
    return without_addresses(repr(value))


def _value(node: ast.AST, objects_too: bool = False) -> Any:
    def again(child: ast.AST) -> Any:
        return _value(child, objects_too)

    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in CONSTRUCTORS
        and not node.keywords
    ):
        make, _, accepts = CONSTRUCTORS[node.func.id]
        args = tuple(again(a) for a in node.args)
        if not accepts(args):
            raise NotAValue(f"{node.func.id}(...) with these arguments is not accepted")
        try:
            return make(*args)
        except (ValueError, TypeError, ArithmeticError) as exc:
            raise NotAValue(str(exc)) from None
    if isinstance(node, (ast.List, ast.Tuple, ast.Set)):
        items = [again(e) for e in node.elts]
        return {ast.List: list, ast.Tuple: tuple, ast.Set: set}[type(node)](items)
    if isinstance(node, ast.Dict):
        if any(k is None for k in node.keys):
            raise NotAValue("** in a dict")
        return {again(k): again(v) for k, v in zip(node.keys, node.values) if k is not None}  # none is (above)
    if objects_too:
        found, value = objects.node_value(node, again)
        if found:
            return value
    try:
        return ast.literal_eval(node)
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError) as exc:
        raise NotAValue(str(exc)) from None


def from_node(node: ast.AST, *, objects_too: bool = False) -> Any:
    """The value an expression node stands for (what ``read`` gives for its text); raises NotAValue."""
    try:
        return _value(node, objects_too)
    except RecursionError:
        raise NotAValue("nested too deeply") from None


def read(text: str, *, objects_too: bool = False) -> Any:
    """The value ``text`` stands for (literal or accepted constructor call); raises NotAValue.
    ``objects_too``: also the forms of ``killability.objects`` (``Point(x=1)``, ``Color.RED``, ``abs``),
    the seed's classes as inert placeholders that ``objects.rebind`` builds in a module namespace."""
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except (SyntaxError, ValueError, MemoryError, RecursionError) as exc:
        raise NotAValue(str(exc)) from None
    try:
        return _value(tree.body, objects_too)
    except RecursionError:
        raise NotAValue("nested too deeply") from None


def imports(texts: Iterable[str]) -> list[str]:
    """Import lines (sorted) for the constructors used in ``texts``."""
    names: set[str] = set()
    for text in texts:
        if "(" not in text:
            continue
        try:
            tree = ast.parse(text, mode="eval")
        except SyntaxError:
            continue
        names.update(
            n.func.id
            for n in ast.walk(tree)
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id in CONSTRUCTORS
        )
    return sorted(line for name in names if (line := CONSTRUCTORS[name][1]))
