"""The syntax-tree toolkit: fast libcst traversal and copy-on-write rewriting, and the one way to find
a module's top-level functions (libcst and ast trees alike)."""

from __future__ import annotations

import ast
import dataclasses
import functools
from collections.abc import Iterator
from typing import Any

import libcst as cst

AstFunction = ast.FunctionDef | ast.AsyncFunctionDef

# Builtins that neither mutate their arguments nor have visible effects: a call to one of them does
# not pin a statement in place (distinct/fingerprint: canonical statement order) and does not change
# the names passed to it (disguise/rewrites: which names a statement may mutate).
PURE_BUILTINS: frozenset[str] = frozenset(
    {
        "abs",
        "all",
        "any",
        "ascii",
        "bin",
        "bool",
        "bytes",
        "callable",
        "chr",
        "complex",
        "dict",
        "divmod",
        "enumerate",
        "filter",
        "float",
        "format",
        "frozenset",
        "getattr",
        "hasattr",
        "hash",
        "hex",
        "id",
        "int",
        "isinstance",
        "issubclass",
        "iter",
        "len",
        "list",
        "map",
        "max",
        "min",
        "oct",
        "ord",
        "pow",
        "range",
        "repr",
        "reversed",
        "round",
        "set",
        "slice",
        "sorted",
        "str",
        "sum",
        "tuple",
        "type",
        "zip",
    }
)


_LAYOUT_FIELDS = frozenset(
    {
        "lpar",
        "rpar",
        "comma",
        "semicolon",
        "leading_lines",
        "lines_after_decorators",
        "header",
        "footer",
        "trailing_whitespace",
        "newline",
        "colon",
        "equal",
        "star",
        "dot",
        "lbracket",
        "rbracket",
        "lbrace",
        "rbrace",
        "first_line",
        "indent",
        "empty_lines",
        "prefix",
    }
)


@functools.cache
def _child_fields(node_type: type) -> tuple[str, ...]:
    return tuple(
        f.name
        for f in dataclasses.fields(node_type)
        if f.name not in _LAYOUT_FIELDS and not f.name.startswith("whitespace")
    )


def children(node: cst.CSTNode) -> list[cst.CSTNode]:
    """Direct child nodes, read from the dataclass fields (much faster than libcst's visitors)."""
    out: list[cst.CSTNode] = []
    for name in _child_fields(type(node)):
        value = getattr(node, name)
        if isinstance(value, cst.CSTNode):
            out.append(value)
        elif isinstance(value, (list, tuple)):
            out.extend(v for v in value if isinstance(v, cst.CSTNode))
    return out


def walk(node: cst.CSTNode, skip: Any = None) -> Iterator[cst.CSTNode]:
    """Pre-order traversal; ``skip(node)`` may return a list of the children to descend into
    instead of all of them (or None for all)."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        chosen = skip(current) if skip is not None else None
        kids = children(current) if chosen is None else chosen
        stack.extend(reversed(kids))


def rebuild(node: cst.CSTNode, replace: Any, fields: Any = None) -> Any:
    """Copy-on-write rewrite of a tree: ``replace(node)`` returns a replacement (a node, or a
    ``RemovalSentinel`` / ``FlattenSentinel`` inside statement lists) or None to descend;
    ``fields(node)`` may restrict which child fields are descended into. Untouched subtrees are
    shared, so this is far cheaper than a libcst transformer pass."""
    found = replace(node)
    if found is not None:
        return found
    names = fields(node) if fields is not None else None
    changes: dict[str, Any] = {}
    for name in names if names is not None else _child_fields(type(node)):
        value = getattr(node, name)
        if isinstance(value, cst.CSTNode):
            new = rebuild(value, replace, fields)
            if new is not value:
                changes[name] = new
        elif isinstance(value, (list, tuple)) and value:
            items: list[Any] = []
            changed = False
            for item in value:
                if not isinstance(item, cst.CSTNode):
                    items.append(item)
                    continue
                new = rebuild(item, replace, fields)
                if new is not item:
                    changed = True
                if isinstance(new, cst.RemovalSentinel):
                    continue
                if isinstance(new, cst.FlattenSentinel):
                    items.extend(new.nodes)
                else:
                    items.append(new)
            if changed:
                changes[name] = type(value)(items) if isinstance(value, tuple) else items
    return node.with_changes(**changes) if changes else node


def dispatch(visitor: object, root: cst.CSTNode) -> None:
    """Call ``visitor.visit_<NodeType>(node)`` in pre-order; a method returning False prunes."""
    stack = [root]
    while stack:
        current = stack.pop()
        method = getattr(visitor, "visit_" + type(current).__name__, None)
        if method is not None and method(current) is False:
            continue
        stack.extend(reversed(children(current)))


# ------------------------------------------------------------------------------- function finders


def top_level_functions(module: cst.Module) -> list[cst.FunctionDef]:
    """The module's top-level ``def`` statements, in source order."""
    return [stmt for stmt in module.body if isinstance(stmt, cst.FunctionDef)]


def function_named(module: cst.Module, name: str) -> cst.FunctionDef | None:
    """The top-level function ``name`` of ``module``, or None."""
    return next((f for f in top_level_functions(module) if f.name.value == name), None)


def docstring_statement(func: cst.FunctionDef) -> cst.SimpleStatementLine | None:
    """The statement holding ``func``'s docstring (its first, a lone string), or None."""
    body = func.body
    if not isinstance(body, cst.IndentedBlock) or not body.body:
        return None
    first = body.body[0]
    if (
        isinstance(first, cst.SimpleStatementLine)
        and len(first.body) == 1
        and isinstance(first.body[0], cst.Expr)
        and isinstance(first.body[0].value, (cst.SimpleString, cst.ConcatenatedString))
    ):
        return first
    return None


def require_function(module: cst.Module, name: str) -> cst.FunctionDef:
    """The top-level function ``name`` of ``module``; KeyError when there is none."""
    found = function_named(module, name)
    if found is None:
        raise KeyError(name)
    return found


def ast_functions(tree: ast.Module) -> list[AstFunction]:
    """The top-level ``def`` / ``async def`` statements of an ast module, in source order."""
    return [node for node in tree.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))]


def ast_function_named(tree: ast.Module, name: str | None = None) -> AstFunction | None:
    """The top-level function ``name`` of an ast module (default: the first one), or None."""
    return next((f for f in ast_functions(tree) if name is None or f.name == name), None)
