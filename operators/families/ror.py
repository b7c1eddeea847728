"""ROR: relational operator replacement (boundary shifts, negations, identity and membership).

Besides the boundary shift and the negation, an order comparison is turned around (``<`` <-> ``>``,
``<=`` <-> ``>=``: the direction a developer who thinks of the other operand first writes) and, on a
numeric comparison, ``==`` becomes ``<`` or ``>`` and a strict ``<``/``>`` becomes ``==`` (HumanEvalFix's
operator misuse: ``depth == 0`` written ``depth < 0``, ``balance < 0`` written ``balance == 0``).
"""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst

from operators._analysis import is_number_literal, is_numeric_expression, respaced
from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code

_SYMBOL: dict[type[cst.BaseCompOp], str] = {
    cst.LessThan: "<",
    cst.LessThanEqual: "<=",
    cst.GreaterThan: ">",
    cst.GreaterThanEqual: ">=",
    cst.Equal: "==",
    cst.NotEqual: "!=",
    cst.Is: "is",
    cst.IsNot: "is not",
    cst.In: "in",
    cst.NotIn: "not in",
}
_BY_SYMBOL: dict[str, type[cst.BaseCompOp]] = {v: k for k, v in _SYMBOL.items()}

# (replacement symbol, kind) per operator: boundary shifts first, then negations.
_TABLE: dict[str, tuple[tuple[str, str], ...]] = {
    "<": (("<=", "boundary"), (">=", "negation"), (">", "direction"), ("==", "numeric")),
    "<=": (("<", "boundary"), (">", "negation"), (">=", "direction")),
    ">": ((">=", "boundary"), ("<=", "negation"), ("<", "direction"), ("==", "numeric")),
    ">=": ((">", "boundary"), ("<", "negation"), ("<=", "direction")),
    "==": (("!=", "negation"), ("<", "numeric"), (">", "numeric")),
    "!=": (("==", "negation"),),
    "is": (("is not", "negation"),),
    "is not": (("is", "negation"),),
    "in": (("not in", "negation"),),
    "not in": (("in", "negation"),),
}

_WORDS = {
    "<": "less than",
    "<=": "less than or equal",
    ">": "greater than",
    ">=": "greater than or equal",
    "==": "equal",
    "!=": "not equal",
    "is": "is",
    "is not": "is not",
    "in": "in",
    "not in": "not in",
}


class RelationalOperatorReplacement(Operator):
    name = "ROR"
    title = "relational operator replacement"
    mechanism = "wrong comparison operator"
    tier = "easy"
    node_types = (cst.Comparison,)
    keywords = (("comparison", "compare", "condition", "operator"),)
    explanation = (
        "Line {{ line }} compares with `{{ after }}` where the specification needs `{{ before }}`"
        "{% if kind == 'boundary' %}: the boundary case is handled on the wrong side (off by one){% endif %}."
    )
    examples = (
        Example(
            code("""
                def f(a, b):
                    return a < b
            """),
            (
                code("""
                def f(a, b):
                    return a <= b
            """),
                code("""
                def f(a, b):
                    return a >= b
            """),
                code("""
                def f(a, b):
                    return a > b
            """),
            ),
        ),
        Example(
            code("""
                def f(s: str) -> bool:
                    depth = 0
                    for c in s:
                        depth += 1 if c == "(" else -1
                        if depth == 0:
                            return True
                    return False
            """),
            (
                code("""
                def f(s: str) -> bool:
                    depth = 0
                    for c in s:
                        depth += 1 if c == "(" else -1
                        if depth < 0:
                            return True
                    return False
            """),
            ),
        ),
        Example(
            code("""
                def f(x, xs):
                    if x in xs:
                        return 1
                    return 0
            """),
            (
                code("""
                def f(x, xs):
                    if x not in xs:
                        return 1
                    return 0
            """),
            ),
        ),
        Example(
            code("""
                def f(x):
                    return x is None
            """),
            (
                code("""
                def f(x):
                    return x is not None
            """),
            ),
        ),
        NoFire(
            code("""
                def f(a, b):
                    return a + b
            """)
        ),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        assert isinstance(node, cst.Comparison)
        for index, target in enumerate(node.comparisons):
            symbol = _SYMBOL[type(target.operator)]
            left = node.left if index == 0 else node.comparisons[index - 1].comparator
            for new_symbol, kind in _TABLE[symbol]:
                if kind == "numeric" and not _numeric(left, target.comparator, ctx):
                    continue
                new_op = respaced(target.operator, _BY_SYMBOL[new_symbol])
                comparisons = list(node.comparisons)
                comparisons[index] = target.with_changes(operator=new_op)
                groups: list[tuple[str, ...]] = [(symbol, _WORDS[symbol])]
                if kind in ("boundary", "numeric"):
                    groups.insert(
                        0, ("boundary", "off-by-one", "off by one", "inclusive", "exclusive", "edge case", "equal")
                    )
                else:
                    groups.insert(
                        0, ("inverted", "negated", "reversed", "opposite", "wrong operator", "wrong comparison")
                    )
                yield Replacement(
                    node=node.with_changes(comparisons=comparisons),
                    description=f"`{symbol}` -> `{new_symbol}`",
                    keywords=tuple(groups),
                    facts={"kind": kind},
                )


def _numeric(left: cst.BaseExpression, right: cst.BaseExpression, ctx: SiteContext) -> bool:
    """One side a number literal, the other numeric (``==`` <-> ``<`` is no slip on text or objects)."""
    return (is_number_literal(right) and is_numeric_expression(left, ctx)) or (
        is_number_literal(left) and is_numeric_expression(right, ctx)
    )
