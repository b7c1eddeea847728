"""Mechanism signatures: what makes two planted faults "the same bug" in different code.

A site's signature is its operator, its mechanism, the structural role of the edited code (an
accumulator update, a boundary guard, a loop bound, a connector in a guard, a default argument,
a returned expression...) and the abstract token change (``<`` -> ``<=``, ``+=`` -> ``=``, a number
changed, a statement of some shape deleted), with names and literal values abstracted away. Two
sites with equal signatures plant the same mechanism; the transplant disguise
(``generator/disguise/transplant.py``) uses this to move a seed's defect into another seed.
"""

from __future__ import annotations

import io
import keyword
import re
import tokenize
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

import libcst as cst

from operators.engine import FunctionMutator, PlannedEdit

Signature = tuple[str, ...]


def _tokens(text: str) -> list[str]:
    """Abstract tokens of a code fragment: names -> N, numbers -> 0, strings -> S."""
    out: list[str] = []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(text).readline):
            if tok.type == tokenize.NAME:
                out.append(tok.string if keyword.iskeyword(tok.string) or tok.string in _BUILTINS else "N")
            elif tok.type == tokenize.NUMBER:
                out.append("0")
            elif tok.type == tokenize.STRING:
                out.append("S")
            elif tok.type == tokenize.OP:
                out.append(tok.string)
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return text.split()
    return out


_BUILTINS = frozenset(
    [
        "abs",
        "len",
        "min",
        "max",
        "sum",
        "round",
        "int",
        "float",
        "range",
        "sorted",
        "any",
        "all",
        "divmod",
        "math",
        "floor",
        "ceil",
    ]
)


def token_change(before: str, after: str) -> str:
    """The differing middle of two fragments' abstract token lists (``< -> <=``)."""
    a, b = _tokens(before), _tokens(after)
    start = 0
    while start < min(len(a), len(b)) and a[start] == b[start]:
        start += 1
    end = 0
    while end < min(len(a), len(b)) - start and a[-1 - end] == b[-1 - end]:
        end += 1
    left, right = a[start : len(a) - end], b[start : len(b) - end]
    if not right and len(left) > 2:  # a deleted statement: its role says what it was
        return "deleted"
    if left == right:  # only a name or a literal changed: say which way a number moved
        return _literal_change(before, after)
    return f"{' '.join(left)} -> {' '.join(right)}"


def _literal_change(before: str, after: str) -> str:
    numbers = [re.findall(r"(?<![\w.])\d+(?:\.\d+)?", text) for text in (before, after)]
    for x, y in zip(*numbers):
        if x != y:
            return "constant up" if float(y) > float(x) else "constant down"
    return "name swapped"


_ROLE_OF_STATEMENT: tuple[tuple[type, str], ...] = (
    (cst.AugAssign, "accumulator update"),
    (cst.Return, "returned value"),
    (cst.Assign, "assignment"),
    (cst.AnnAssign, "assignment"),
    (cst.Raise, "raise"),
    (cst.Expr, "call statement"),
)


def structural_role(node: cst.CSTNode, parents: Mapping[Any, cst.CSTNode]) -> str:
    """Where the edited node sits: the first telling ancestor, innermost first."""
    if isinstance(node, cst.AugAssign):
        return "accumulator update"
    child = node
    current = parents.get(node)
    while current is not None:
        if isinstance(current, cst.Param):
            return "default argument"
        if isinstance(current, (cst.If, cst.While)) and child is current.test:
            kind = "loop bound" if isinstance(current, cst.While) else "guard"
            if isinstance(node, (cst.BooleanOperation,)) or _has_connector(child):
                return f"connector in a {kind}"
            return kind
        if isinstance(current, cst.IfExp) and child is current.test:
            return "guard"
        if isinstance(current, cst.For) and child is current.iter:
            return "loop bound"
        if isinstance(current, (cst.CompFor, cst.CompIf)):
            return "comprehension filter" if isinstance(current, cst.CompIf) else "loop bound"
        if isinstance(current, (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp)):
            return "comprehension value"
        if (
            isinstance(current, cst.Call)
            and isinstance(current.func, cst.Name)
            and current.func.value in ("range", "enumerate", "zip")
        ):
            return "loop bound"
        if isinstance(current, (cst.If, cst.While, cst.For)) and isinstance(node, cst.BaseStatement):
            return "statement in a block"
        for kind, role in _ROLE_OF_STATEMENT:
            if isinstance(current, kind):
                if kind is cst.Return and isinstance(parents.get(parents.get(current)), cst.IndentedBlock):
                    block_owner = parents.get(parents.get(parents.get(current)))
                    if isinstance(block_owner, cst.If):
                        return "early return"
                return role
        if isinstance(current, cst.FunctionDef):
            break
        child, current = current, parents.get(current)
    return _statement_role(node)


def _has_connector(node: cst.CSTNode) -> bool:
    return isinstance(node, cst.BooleanOperation)


def _statement_role(node: cst.CSTNode) -> str:
    """Role of a deleted statement (SDL): its shape."""
    if isinstance(node, cst.If):
        body = node.body.body if isinstance(node.body, cst.IndentedBlock) else ()
        first = body[0] if body else None
        if (
            isinstance(first, cst.SimpleStatementLine)
            and first.body
            and isinstance(first.body[0], (cst.Return, cst.Raise))
        ):
            return "edge-case guard"
        return "conditional block"
    if isinstance(node, cst.SimpleStatementLine) and node.body:
        for kind, role in _ROLE_OF_STATEMENT:
            if isinstance(node.body[0], kind):
                return role
    return type(node).__name__


def edit_signature(edit: PlannedEdit, parents: Mapping[cst.CSTNode, cst.CSTNode]) -> Signature:
    """The signature of one planned edit."""
    site = edit.site
    return (
        site.operator,
        site.mechanism,
        structural_role(edit.node, parents),
        token_change(site.before, site.after),
    )


def mutator_parents(mutator: FunctionMutator) -> Mapping[cst.CSTNode, cst.CSTNode]:
    return mutator.parents


def pair_signature(parts: Iterable[Signature]) -> Signature:
    """A higher-order mutant's signature: its sites' signatures in a canonical order."""
    return tuple(" | ".join(p) for p in sorted(parts))


def as_key(signature: Sequence[str]) -> str:
    return " || ".join(signature)
