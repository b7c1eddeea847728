"""UOI: unary operator insertion, kept selective.

* ``not`` before an ``if``/``elif``/``while`` condition (never before one that already starts with
  ``not``: dropping that is LCR's);
* ``- 1`` / ``+ 1`` on non-literal ``range`` bounds (``range(len(x))`` -> ``range(len(x) - 1)``), on
  ``len(...)`` calls, and on numeric subscript indices and slice bounds (``xs[i]`` -> ``xs[i + 1]``);
  literal bounds and ``e +/- k`` offsets are CRP's;
* ``-`` before a numeric name that is returned or assigned (``return total`` -> ``return -total``).
"""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst

from operators._analysis import (
    as_operand,
    call_name,
    int_value,
    is_numeric_expression,
    is_plus_minus_constant,
    parenthesize,
    returns_number,
    target_name_ids,
)
from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code

_OFF_BY_ONE = (
    "off-by-one",
    "off by one",
    "one too many",
    "one too few",
    "one past",
    "one short",
    "fencepost",
    "boundary",
    "skips",
    "misses",
    "extra iteration",
    "last element",
    "first element",
)


def _plus_minus_one(expr: cst.BaseExpression) -> list[tuple[cst.BaseExpression, str]]:
    operand = as_operand(expr)
    out: list[tuple[cst.BaseExpression, str]] = []
    for op, sign in ((cst.Subtract(), "-"), (cst.Add(), "+")):
        out.append((cst.BinaryOperation(left=operand, operator=op, right=cst.Integer("1")), sign))
    return out


class UnaryOperatorInsertion(Operator):
    name = "UOI"
    title = "unary operator insertion"
    mechanism = "off-by-one"
    tier = "easy"
    node_types = (cst.BaseExpression,)
    keywords = ()
    explanation = "On line {{ line }}, `{{ before }}` became `{{ after }}`: {{ effect }}."
    examples = (
        Example(
            code("""
                def f(xs):
                    t = 0
                    for i in range(len(xs)):
                        t += xs[i]
                    return t
            """),
            (
                code("""
                def f(xs):
                    t = 0
                    for i in range(len(xs) - 1):
                        t += xs[i]
                    return t
            """),
                code("""
                def f(xs):
                    t = 0
                    for i in range(len(xs)):
                        t += xs[i + 1]
                    return t
            """),
            ),
        ),
        Example(
            code("""
                def f(xs):
                    if xs:
                        return 1
                    return 0
            """),
            (
                code("""
                def f(xs):
                    if not xs:
                        return 1
                    return 0
            """),
            ),
        ),
        Example(
            code("""
                def f(a, b):
                    while a and b:
                        a -= 1
                    return a
            """),
            (
                code("""
                def f(a, b):
                    while not (a and b):
                        a -= 1
                    return a
            """),
            ),
        ),
        Example(
            code("""
                def f(xs: list[int]) -> int:
                    total = 0
                    for x in xs:
                        total += x
                    return total
            """),
            (
                code("""
                def f(xs: list[int]) -> int:
                    total = 0
                    for x in xs:
                        total += x
                    return -total
            """),
            ),
        ),
        NoFire(
            code("""
                def f(d, key):
                    return d[key]
            """)
        ),
        NoFire(
            code("""
                def f(n):
                    return list(range(10))
            """)
        ),
        NoFire(
            code("""
                def f(xs):
                    if not xs:
                        return 0
                    return 1
            """)
        ),
        NoFire(
            code("""
                def f(name):
                    return name
            """)
        ),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        assert isinstance(node, cst.BaseExpression)
        parent = ctx.parent(node)
        code = ctx.code(node).strip()
        # `not` before a branch/loop condition
        if isinstance(parent, (cst.If, cst.While)) and parent.test is node:
            if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Not):
                return
            operand = (
                node
                if node.lpar or not isinstance(node, (cst.BooleanOperation, cst.IfExp, cst.Lambda, cst.NamedExpr))
                else parenthesize(node)
            )
            yield Replacement(
                node=cst.UnaryOperation(operator=cst.Not(), expression=operand),
                description=f"condition `{code}` negated",
                keywords=(
                    ("inverted", "negated", "negation", "opposite", "reversed", "backwards", "wrong branch"),
                    ("condition", "check", "guard", "branch", "loop"),
                ),
                facts={"effect": "the branch now runs exactly when it should not"},
                mechanism="inverted condition",
            )
            return
        if int_value(node) is not None or is_plus_minus_constant(node):
            return
        # +/- 1 on range bounds, len(), and numeric indices / slice bounds
        where: tuple[str, ...] | None = None
        if isinstance(parent, cst.Arg) and parent.keyword is None and parent.star == "":
            call = ctx.parent(parent)
            if (
                call_name(call) == "range"
                and isinstance(call, cst.Call)
                and len(call.args) <= 3
                and any(a is parent for a in call.args[:2])
            ):
                where = ("range", "loop bound", "iterations", "iterates", "last")
        if where is None and call_name(node) == "len" and not is_plus_minus_constant(parent):
            where = ("len", "length", "size")
        if (
            where is None
            and isinstance(parent, (cst.Index, cst.Slice))
            and not isinstance(node, cst.Slice)
            and is_numeric_expression(node, ctx)
        ):
            where = ("index", "indexes", "indexing", "element", "slice", "position")
        if where is not None:
            for new, sign in _plus_minus_one(node):
                yield Replacement(
                    node=new,
                    description=f"`{code}` -> `{code} {sign} 1`",
                    keywords=(_OFF_BY_ONE, where),
                    facts={"effect": "the bound or position is off by one"},
                )
            return
        # sign flip on a numeric name that is returned or assigned
        if isinstance(node, cst.Name) and id(node) not in target_name_ids(ctx) and is_numeric_expression(node, ctx):
            returned = isinstance(parent, cst.Return) and returns_number(ctx)
            assigned = isinstance(parent, cst.Assign) and parent.value is node
            if returned or assigned:
                yield Replacement(
                    node=cst.UnaryOperation(operator=cst.Minus(), expression=node),
                    description=f"`{code}` negated to `-{code}`",
                    keywords=(("sign", "negative", "negated", "negation", "minus", "opposite sign"), (code,)),
                    facts={"effect": "the value has the wrong sign"},
                    mechanism="sign error",
                )
