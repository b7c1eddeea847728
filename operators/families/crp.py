"""CRP: constant replacement on integer literals used as bounds, indices, thresholds and defaults.

A plain decimal integer literal ``v`` (``-1`` included) becomes ``v - 1`` and ``v + 1`` when it is:
a ``range`` start/stop (never negative) or step, a subscript index or slice bound (so ``xs[0]`` ->
``xs[1]`` and ``xs[-1]``), an operand of a comparison (``count > 3`` -> ``> 4`` / ``> 2``), a
parameter default (never made negative), or the offset in ``e + k`` / ``e - k`` (``n - 1`` ->
``n - 2``; ``e - 1`` -> ``e`` drops the offset instead of writing ``e - 0``).
"""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst

from operators._analysis import call_name, int_literal, int_value, keep_parens
from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code

_OFF_BY_ONE = (
    "off-by-one",
    "off by one",
    "one too many",
    "one too few",
    "boundary",
    "fencepost",
    "wrong constant",
    "threshold",
    "inclusive",
    "exclusive",
)
_CONTEXT_WORDS = {
    "range": ("range", "start", "starts", "stop", "loop", "iteration", "iterations"),
    "index": ("index", "first", "last", "element", "position", "slice"),
    "comparison": ("threshold", "limit", "cutoff", "boundary", "more than", "at least", "at most", "less than"),
    "default": ("default", "default value"),
    "offset": ("offset", "minus one", "plus one", "adjustment"),
}


def _context(node: cst.CSTNode, ctx: SiteContext) -> tuple[str, bool] | None:
    """(context, may_go_negative) for a literal in a bound/index position, else None."""
    parent = ctx.parent(node)
    if isinstance(parent, cst.Arg) and parent.keyword is None and not parent.star:
        call = ctx.parent(parent)
        if isinstance(call, cst.Call) and call_name(call) == "range" and len(call.args) <= 3:
            position = next(i for i, a in enumerate(call.args) if a is parent)
            return ("range", position == 2)
        return None
    if isinstance(parent, cst.Index):
        return ("index", True)
    if isinstance(parent, cst.Slice) and (parent.lower is node or parent.upper is node):
        return ("index", True)
    if isinstance(parent, cst.Comparison) and parent.left is node or isinstance(parent, cst.ComparisonTarget):
        return ("comparison", True)
    if isinstance(parent, cst.Param) and parent.default is node:
        return ("default", False)
    if (
        isinstance(parent, cst.BinaryOperation)
        and parent.right is node
        and isinstance(parent.operator, (cst.Add, cst.Subtract))
    ):
        return ("offset", False)
    return None


class ConstantReplacement(Operator):
    name = "CRP"
    title = "constant replacement"
    mechanism = "wrong constant (off-by-one)"
    tier = "easy"
    node_types = (cst.Integer, cst.UnaryOperation, cst.BinaryOperation)
    keywords = ()
    explanation = "On line {{ line }} the constant is {{ description }}, so the {{ role }} is off by one."
    examples = (
        Example(
            code("""
                def f(xs):
                    for i in range(1, len(xs)):
                        pass
                    return xs[0]
            """),
            (
                code("""
                def f(xs):
                    for i in range(0, len(xs)):
                        pass
                    return xs[0]
            """),
                code("""
                def f(xs):
                    for i in range(2, len(xs)):
                        pass
                    return xs[0]
            """),
                code("""
                def f(xs):
                    for i in range(1, len(xs)):
                        pass
                    return xs[1]
            """),
                code("""
                def f(xs):
                    for i in range(1, len(xs)):
                        pass
                    return xs[-1]
            """),
            ),
        ),
        Example(
            code("""
                def f(count):
                    return count > 3
            """),
            (
                code("""
                def f(count):
                    return count > 4
            """),
                code("""
                def f(count):
                    return count > 2
            """),
            ),
        ),
        Example(
            code("""
                def f(xs, n: int = 0):
                    return xs[-1]
            """),
            (
                code("""
                def f(xs, n: int = 1):
                    return xs[-1]
            """),
                code("""
                def f(xs, n: int = 0):
                    return xs[-2]
            """),
                code("""
                def f(xs, n: int = 0):
                    return xs[0]
            """),
            ),
        ),
        Example(
            code("""
                def f(xs):
                    return xs[len(xs) - 1]
            """),
            (
                code("""
                def f(xs):
                    return xs[len(xs) - 2]
            """),
                code("""
                def f(xs):
                    return xs[len(xs)]
            """),
            ),
        ),
        NoFire(
            code("""
                def f(x):
                    return x * 2
            """)
        ),
        NoFire(
            code("""
                def f(x):
                    y = 10
                    return round(x, 2)
            """)
        ),
        NoFire(
            code("""
                def f(x):
                    return 0x10 > x
            """)
        ),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        if isinstance(node, cst.BinaryOperation):
            value = int_value(node.right)
            if value == 1 and isinstance(node.operator, (cst.Add, cst.Subtract)):
                sign = "+" if isinstance(node.operator, cst.Add) else "-"
                left = ctx.code(node.left).strip()
                yield Replacement(
                    node=keep_parens(node, node.left),
                    description=f"`{left} {sign} 1` without its `{sign} 1`",
                    keywords=(_OFF_BY_ONE, _CONTEXT_WORDS["offset"] + (f"{sign} 1",)),
                    facts={"role": "bound"},
                )
            return
        if isinstance(node, cst.Integer) and isinstance(ctx.parent(node), cst.UnaryOperation):
            return  # `-1` is handled as one literal
        value = int_value(node)
        if value is None or not isinstance(node, cst.BaseExpression):  # a number literal is an expression
            return
        where = _context(node, ctx)
        if where is None:
            return
        role, may_go_negative = where
        for new in (value + 1, value - 1):
            if new < 0 and value >= 0 and not may_go_negative:
                continue
            if role == "offset" and new == 0:
                continue  # `e - 0`: the offset-dropping mutant above says it better
            if role == "range" and new < 0 <= value:
                continue
            yield Replacement(
                node=keep_parens(node, int_literal(new)),
                description=f"`{new}` instead of `{value}`",
                keywords=(_OFF_BY_ONE, _CONTEXT_WORDS[role] + (str(value), str(new))),
                facts={
                    "role": {
                        "range": "loop range",
                        "index": "position",
                        "comparison": "threshold",
                        "default": "default value",
                        "offset": "bound",
                    }[role]
                },
            )
