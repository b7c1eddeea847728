"""ABS: absolute-value insertion (Offutt's fifth sufficient operator): ``e`` -> ``abs(e)`` and
``-abs(e)``.

Kept selective: only numeric, non-literal operands of ordering comparisons (``<``, ``<=``, ``>``,
``>=``), values added or subtracted into an accumulator (``t += e``), and values returned by a
function annotated to return a number. Never inside an existing ``abs(...)``.
"""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst

from operators._analysis import (
    call_name,
    is_number_literal,
    is_numeric_expression,
    returns_number,
    target_name_ids,
)
from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code

_ORDERING = (cst.LessThan, cst.LessThanEqual, cst.GreaterThan, cst.GreaterThanEqual)


def _abs(expr: cst.BaseExpression) -> cst.Call:
    inner = expr.with_changes(lpar=[], rpar=[]) if expr.lpar else expr
    return cst.Call(func=cst.Name("abs"), args=[cst.Arg(inner)])


class AbsoluteValueInsertion(Operator):
    name = "ABS"
    title = "absolute value insertion"
    mechanism = "wrong sign handling"
    tier = "easy"
    node_types = (cst.BaseExpression,)
    keywords = (
        ("abs", "absolute", "absolute value", "magnitude"),
        ("sign", "negative", "negatives", "positive", "signed"),
    )
    explanation = (
        "On line {{ line }}, `{{ before }}` is replaced by `{{ after }}`, which discards the sign, so "
        "negative values are handled wrongly."
    )
    examples = (
        Example(
            code("""
                def f(a: int, b: int) -> bool:
                    return a - b > 0
            """),
            (
                code("""
                def f(a: int, b: int) -> bool:
                    return abs(a - b) > 0
            """),
                code("""
                def f(a: int, b: int) -> bool:
                    return -abs(a - b) > 0
            """),
            ),
        ),
        Example(
            code("""
                def f(xs: list[int]) -> int:
                    t = 0
                    for x in xs:
                        t += x
                    return t
            """),
            (
                code("""
                def f(xs: list[int]) -> int:
                    t = 0
                    for x in xs:
                        t += abs(x)
                    return t
            """),
                code("""
                def f(xs: list[int]) -> int:
                    t = 0
                    for x in xs:
                        t += x
                    return abs(t)
            """),
            ),
        ),
        NoFire(
            code("""
                def f(a: int) -> bool:
                    return abs(a) > 3
            """)
        ),
        NoFire(
            code("""
                def f(a, b):
                    return a == b
            """)
        ),
        NoFire(
            code("""
                def f(name: str) -> str:
                    return name
            """)
        ),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        assert isinstance(node, cst.BaseExpression)
        if is_number_literal(node) or call_name(node) == "abs" or id(node) in target_name_ids(ctx):
            return
        parent = ctx.parent(node)
        if isinstance(parent, cst.Arg) and call_name(ctx.parent(parent)) == "abs":
            return
        eligible = False
        if isinstance(parent, cst.Comparison) and parent.left is node:
            eligible = isinstance(parent.comparisons[0].operator, _ORDERING)
        elif isinstance(parent, cst.ComparisonTarget) and parent.comparator is node:
            eligible = isinstance(parent.operator, _ORDERING)
        elif isinstance(parent, cst.AugAssign) and parent.value is node:
            eligible = isinstance(parent.operator, (cst.AddAssign, cst.SubtractAssign))
        elif isinstance(parent, cst.Return) and parent.value is node:
            eligible = returns_number(ctx)
        if not eligible or not (is_numeric_expression(node, ctx) or isinstance(parent, (cst.Return, cst.AugAssign))):
            return
        if isinstance(
            node,
            (
                cst.SimpleString,
                cst.FormattedString,
                cst.ConcatenatedString,
                cst.List,
                cst.Tuple,
                cst.Dict,
                cst.Set,
                cst.ListComp,
                cst.Comparison,
                cst.BooleanOperation,
                cst.Lambda,
            ),
        ):
            return
        code = ctx.code(node).strip()
        plain = _abs(node)
        yield Replacement(node=plain, description=f"`{code}` -> `abs({code})`")
        yield Replacement(
            node=cst.UnaryOperation(operator=cst.Minus(), expression=plain), description=f"`{code}` -> `-abs({code})`"
        )
