"""LCR: logical connector replacement: ``and``<->``or``, dropping one side of a connector, and
dropping a ``not`` (a negation the condition needed)."""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst

from operators._analysis import keep_parens
from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code

_WORD = {cst.And: "and", cst.Or: "or"}
_MECHANISM = ("connector", "connective", "logical operator", "boolean operator")
# (what the mutant does, what the spec needed) per swap; bare "and"/"or" would be free words.
_SWAP_GROUPS = {
    "or": (
        ("`or`", "or instead of and", "logical or", "either", "any one", "only one"),
        ("both", "`and`", "should be and", "all of", "conjunction") + _MECHANISM,
    ),
    "and": (
        ("`and`", "and instead of or", "logical and", "both", "requires both", "all of"),
        ("either", "`or`", "should be or", "any of", "disjunction") + _MECHANISM,
    ),
}


class LogicalConnectorReplacement(Operator):
    name = "LCR"
    title = "logical connector replacement"
    mechanism = "wrong logical connector"
    tier = "medium"
    node_types = (cst.BooleanOperation, cst.UnaryOperation)
    keywords = ()
    explanation = (
        "On line {{ line }} the condition {{ description }}, so it accepts or rejects the cases where "
        "{% if kind == 'swap' %}only one of the two sub-conditions holds{% elif kind == 'drop' %}the dropped "
        "sub-condition matters{% else %}the negation mattered{% endif %}."
    )
    examples = (
        Example(
            code("""
                def f(a, b):
                    return a > 0 and b > 0
            """),
            (
                code("""
                def f(a, b):
                    return a > 0 or b > 0
            """),
                code("""
                def f(a, b):
                    return a > 0
            """),
                code("""
                def f(a, b):
                    return b > 0
            """),
            ),
        ),
        Example(
            code("""
                def f(a, b, c):
                    return a and b and c
            """),
            (
                code("""
                def f(a, b, c):
                    return a or b and c
            """),
            ),
        ),
        Example(
            code("""
                def f(a, b):
                    return not(a or b)
            """),
            (
                code("""
                def f(a, b):
                    return not(a)
            """),
            ),
        ),
        Example(
            code("""
                def f(xs):
                    if not xs:
                        return 0
                    return 1
            """),
            (
                code("""
                def f(xs):
                    if xs:
                        return 0
                    return 1
            """),
            ),
        ),
        NoFire(
            code("""
                def f(a, b):
                    return a < b
            """)
        ),
        NoFire(
            code("""
                def f(a):
                    return -a
            """)
        ),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        if isinstance(node, cst.UnaryOperation):
            if isinstance(node.operator, cst.Not):
                yield Replacement(
                    node=keep_parens(node, node.expression),
                    description="lost its `not`",
                    keywords=(
                        ("inverted", "negated", "negation", "opposite", "reversed", "backwards", "missing not"),
                        ("condition", "check", "guard", "branch", "test"),
                    ),
                    facts={"kind": "not"},
                    mechanism="missing negation",
                )
            return
        assert isinstance(node, cst.BooleanOperation)
        old = _WORD[type(node.operator)]
        new = "or" if old == "and" else "and"
        new_op = (cst.Or if old == "and" else cst.And)(
            whitespace_before=node.operator.whitespace_before, whitespace_after=node.operator.whitespace_after
        )
        # Printed as typed: in `a and b and c` the swap reads `a or b and c`, exactly the text a
        # developer who typed the wrong connective would have written.
        swapped: cst.BaseExpression = node.with_changes(operator=new_op)
        yield Replacement(
            node=swapped,
            description=f"uses `{new}` instead of `{old}`",
            keywords=_SWAP_GROUPS[new],
            facts={"kind": "swap"},
        )
        for kept, dropped in ((node.left, node.right), (node.right, node.left)):
            yield Replacement(
                node=keep_parens(node, kept),
                description=f"no longer checks `{ctx.code(dropped).strip()}`",
                keywords=(
                    (
                        "missing",
                        "dropped",
                        "omits",
                        "omitted",
                        "ignores",
                        "ignored",
                        "no longer",
                        "forgot",
                        "only checks",
                        "not checked",
                        "never checked",
                    ),
                    (ctx.code(dropped).strip(), "sub-condition", "clause", "conjunct", "disjunct"),
                ),
                facts={"kind": "drop"},
                mechanism="missing condition in a logical connector",
            )
