"""PRC: grouping parentheses lost, so operator precedence regroups the arithmetic.

* ``(a + b) * c`` -> ``a + b * c`` (and ``/``, ``//``, ``%`` in place of ``*``; either side);
* ``a - (b + c)`` -> ``a - b + c``, ``a - (b - c)`` -> ``a - b - c``;
* ``a / (b * c)`` -> ``a / b * c`` (``//`` and ``%`` too).

The slip of moving or inlining an expression by hand: the text keeps every name and operator, only
the grouping goes. Only where the regrouped text parses to another expression, and only where the
whole expression sits in a place no operator binds to (an assignment, an argument, a return, a
comparison operand, ...) or keeps its own parentheses, so the text means what the mutant says.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable

import libcst as cst

from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code

_ADDITIVE = (cst.Add, cst.Subtract)
_MULTIPLICATIVE = (cst.Multiply, cst.Divide, cst.FloorDivide, cst.Modulo)
_BINDING = (cst.BinaryOperation, cst.UnaryOperation, cst.Attribute, cst.Subscript, cst.Call, cst.Await)


def _regroups(parent: cst.BaseBinaryOp, child: cst.BaseExpression, side: str) -> bool:
    if not isinstance(child, cst.BinaryOperation) or not child.lpar:
        return False
    if isinstance(parent, _MULTIPLICATIVE) and isinstance(child.operator, _ADDITIVE):
        return True
    if side == "right" and isinstance(parent, cst.Subtract) and isinstance(child.operator, _ADDITIVE):
        return True
    return side == "right" and isinstance(parent, _MULTIPLICATIVE[1:]) and isinstance(child.operator, _MULTIPLICATIVE)


def _shape(text: str) -> str:
    return ast.dump(ast.parse(text.strip(), mode="eval"))


class PrecedenceLost(Operator):
    name = "PRC"
    title = "grouping parentheses lost"
    mechanism = "operator precedence"
    tier = "medium"
    node_types = (cst.BinaryOperation,)
    keywords = (("precedence", "parentheses", "grouping", "order of operations", "evaluated first"),)
    explanation = (
        "On line {{ line }} `{{ before }}` became `{{ after }}`: without the parentheses, "
        "precedence groups the arithmetic differently."
    )
    examples = (
        Example(
            code("""
                def f(a: int, b: int, c: int) -> int:
                    return (a + b) * c
            """),
            (
                code("""
                def f(a: int, b: int, c: int) -> int:
                    return a + b * c
            """),
            ),
        ),
        Example(
            code("""
                def f(total: int, fee: int, tax: int) -> int:
                    left = total - (fee + tax)
                    return left
            """),
            (
                code("""
                def f(total: int, fee: int, tax: int) -> int:
                    left = total - fee + tax
                    return left
            """),
            ),
        ),
        Example(
            code("""
                def f(n: int, rows: int, cols: int) -> int:
                    return max(0, n // (rows * cols))
            """),
            (
                code("""
                def f(n: int, rows: int, cols: int) -> int:
                    return max(0, n // rows * cols)
            """),
            ),
        ),
        NoFire(
            code("""
                def f(a: int, b: int, c: int) -> int:
                    return (a * b) + c
            """)
        ),
        NoFire(
            code("""
                def f(a: int, b: int, c: int) -> int:
                    return a + (b - c)
            """)
        ),
        NoFire(
            code("""
                def f(a: int, b: int, c: int) -> int:
                    return a - (b + c) * c
            """)
        ),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        assert isinstance(node, cst.BinaryOperation)
        if not node.lpar and isinstance(ctx.parent(node), _BINDING):
            return  # regrouped, the text would also regroup with the operator around it
        bare = node.with_changes(lpar=[], rpar=[])
        before = ctx.code(bare).strip()
        shape = ""  # of ``before``, parsed once, when some side regroups
        for side in ("left", "right"):
            child = getattr(node, side)
            if not _regroups(node.operator, child, side):
                continue
            text = ctx.code(bare.with_changes(**{side: child.with_changes(lpar=[], rpar=[])})).strip()
            shape = shape or _shape(before)
            try:
                if _shape(text) == shape:
                    continue
                new = cst.parse_expression(text)
            except (SyntaxError, cst.ParserSyntaxError):
                continue
            yield Replacement(
                node=new.with_changes(lpar=node.lpar, rpar=node.rpar),
                description=f"`{before}` lost its parentheses: `{text}`",
                keywords=(("precedence", "parentheses", "grouping", "order of operations"),),
                facts={},
            )
