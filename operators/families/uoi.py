"""UOI: unary operator insertion, kept selective.

* ``not`` before an ``if``/``elif``/``while`` condition (never before one that already starts with
  ``not``: dropping that is LCR's);
* ``-`` before a numeric name that is returned or assigned (``return total`` -> ``return -total``).

``- 1`` / ``+ 1`` on bounds, indices and lengths is an off-by-one, OBO's (one label per mechanism).
"""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst

from operators._analysis import (
    is_numeric_expression,
    parenthesize,
    returns_number,
    target_name_ids,
)
from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code


class UnaryOperatorInsertion(Operator):
    name = "UOI"
    title = "unary operator insertion"
    mechanism = "inverted condition"
    tier = "easy"
    node_types = (cst.BaseExpression,)
    keywords = ()
    explanation = "On line {{ line }}, `{{ before }}` became `{{ after }}`: {{ effect }}."
    examples = (
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
