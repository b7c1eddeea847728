"""Calls of a function with literal arguments, read from its docstring and its package's tests.

``>>> f(...)`` and ``f(...) == ...`` lines of a docstring, and such calls in test text (module
aliases of value types undone: ``dt.date(...)`` reads as ``datetime.date(...)``), give the literal
argument tuples that the inference turns into types and hands the search as explicit examples.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Sequence
from typing import Any

from killability import objects, values
from killability.values import source


def literal_of(node: ast.expr) -> tuple[bool, Any]:
    """A literal, or a value ``killability.values`` writes as one call (``Decimal('0.5')``)."""
    try:
        value = values.read(ast.unparse(node), objects_too=True)
    except (values.NotAValue, ValueError, RecursionError):
        return False, None
    return (False, None) if objects.names_a_variable(value) else (True, value)


def _call_args(call: ast.Call, params: Sequence[str]) -> tuple[str, ...] | None:
    """Positional literal texts of a call (keywords moved to their positions), or None."""
    values: list[Any] = []
    for arg in call.args:
        if isinstance(arg, ast.Starred):
            return None
        ok, value = literal_of(arg)
        if not ok:
            return None
        values.append(value)
    by_name: dict[str, Any] = {}
    for keyword in call.keywords:
        if keyword.arg is None or keyword.arg not in params:
            return None
        ok, value = literal_of(keyword.value)
        if not ok:
            return None
        by_name[keyword.arg] = value
    if by_name:
        last = max(params.index(k) for k in by_name)
        if last < len(values):
            return None
        for name in params[len(values) : last + 1]:
            if name not in by_name:
                return None  # a gap: the default in between is not known here
            values.append(by_name[name])
    if len(values) > len(params):
        return None
    return tuple(source(v) for v in values)


def _calls_to(tree: ast.AST, function: str) -> Iterable[ast.Call]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            if (isinstance(func, ast.Name) and func.id == function) or (
                isinstance(func, ast.Attribute) and func.attr == function
            ):
                yield node


def docstring_lines(doc: str) -> Iterable[str]:
    """Statements in a docstring: doctest lines (``>>>`` with their ``...`` continuations) and any
    other line that parses as Python (``f(1, 2) == 3``)."""
    pending: list[str] = []
    for raw in doc.splitlines():
        line = raw.strip()
        if line.startswith(">>>"):
            if pending:
                yield "\n".join(pending)
            pending = [line[3:].strip()]
        elif line.startswith("...") and pending:
            pending.append(line[3:].strip())
        else:
            if pending:
                yield "\n".join(pending)
                pending = []
            if "(" in line:
                yield line
    if pending:
        yield "\n".join(pending)


_VALUE_MODULES = {("decimal", "Decimal"), ("fractions", "Fraction"), ("datetime", "date")}


def _value_aliases(tree: ast.AST) -> dict[str, str]:
    """Names under which a text imports the value types ``killability.values`` writes."""
    found: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                if (node.module, alias.name) in _VALUE_MODULES:
                    found[alias.asname or alias.name] = alias.name
    return found


class _Unalias(ast.NodeTransformer):
    def __init__(self, aliases: dict[str, str]) -> None:
        self.aliases = aliases

    def visit_Name(self, node: ast.Name) -> ast.Name:
        return ast.Name(self.aliases[node.id], node.ctx) if node.id in self.aliases else node


def calls_in_text(
    texts: Iterable[str], function: str, params: Sequence[str], limit: int | None = None
) -> list[tuple[str, ...]]:
    """Distinct literal argument tuples of calls to ``function`` in each parseable text (docstring
    statements or test modules), in order of appearance; at most ``limit`` of them when given."""
    found: list[tuple[str, ...]] = []
    aliases: dict[str, str] = {}  # `from fractions import Fraction as F` in an earlier doctest line
    for text in texts:
        if function not in text and " import " not in text:
            continue
        try:
            tree = ast.parse(text)
        except (SyntaxError, ValueError):
            continue
        aliases.update(_value_aliases(tree))
        if function not in text:
            continue
        if aliases:
            tree = _Unalias(aliases).visit(tree)
        for call in _calls_to(tree, function):
            args = _call_args(call, params)
            if args is not None and args and args not in found:
                found.append(args)
            if limit is not None and len(found) >= limit:
                return found
    return found
