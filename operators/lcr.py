"""LCR: logical connector replacement: ``and``<->``or``, dropping one side of a connector, and
dropping a ``not`` (a negation the condition needed)."""
from __future__ import annotations

from typing import Iterable

import libcst as cst

from ._analysis import keep_parens
from .base import Example, NoFire, Operator, Replacement, SiteContext

_WORD = {cst.And: "and", cst.Or: "or"}
_MECHANISM = ("connector", "connective", "logical operator", "boolean operator")
# (what the mutant does, what the spec needed) per swap; bare "and"/"or" would be free words.
_SWAP_GROUPS = {
    "or": (("`or`", "or instead of and", "logical or", "either", "any one", "only one"),
           ("both", "`and`", "should be and", "all of", "conjunction") + _MECHANISM),
    "and": (("`and`", "and instead of or", "logical and", "both", "requires both", "all of"),
            ("either", "`or`", "should be or", "any of", "disjunction") + _MECHANISM),
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
        Example("def f(a, b):\n    return a > 0 and b > 0\n",
                ("def f(a, b):\n    return a > 0 or b > 0\n", "def f(a, b):\n    return a > 0\n",
                 "def f(a, b):\n    return b > 0\n")),
        Example("def f(a, b, c):\n    return a and b and c\n", ("def f(a, b, c):\n    return a or b and c\n",)),
        Example("def f(a, b):\n    return not(a or b)\n", ("def f(a, b):\n    return not(a)\n",)),
        Example("def f(xs):\n    if not xs:\n        return 0\n    return 1\n",
                ("def f(xs):\n    if xs:\n        return 0\n    return 1\n",)),
        NoFire("def f(a, b):\n    return a < b\n"),
        NoFire("def f(a):\n    return -a\n"),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        if isinstance(node, cst.UnaryOperation):
            if isinstance(node.operator, cst.Not):
                yield Replacement(
                    node=keep_parens(node, node.expression),
                    description="lost its `not`",
                    keywords=(("inverted", "negated", "negation", "opposite", "reversed", "backwards", "missing not"),
                              ("condition", "check", "guard", "branch", "test")),
                    facts={"kind": "not"},
                    mechanism="missing negation",
                )
            return
        assert isinstance(node, cst.BooleanOperation)
        old = _WORD[type(node.operator)]
        new = "or" if old == "and" else "and"
        new_op = (cst.Or if old == "and" else cst.And)(whitespace_before=node.operator.whitespace_before,
                                                        whitespace_after=node.operator.whitespace_after)
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
                keywords=(("missing", "dropped", "omits", "omitted", "ignores", "ignored", "no longer",
                           "forgot", "only checks", "not checked", "never checked"),
                          (ctx.code(dropped).strip(), "sub-condition", "clause", "conjunct", "disjunct")),
                facts={"kind": "drop"},
                mechanism="missing condition in a logical connector",
            )
