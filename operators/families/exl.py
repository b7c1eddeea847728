"""EXL: excess logic: an extra condition a programmer adds "to be safe".

* a truthiness filter added to a comprehension over a sequence: ``[x for x in xs if p(x)]`` ->
  ``[x for x in xs if x and p(x)]``, ``[f(x) for x in xs]`` -> ``[f(x) for x in xs if x]`` (zeros and
  empty strings silently skipped);
* a positivity guard joined to a branch condition on a numeric local: ``if total > limit:`` ->
  ``if total > limit and total > 0:`` (the zero or negative case the spec still counts is dropped).

HumanEvalFix's "excess logic" bugs add exactly such a clause (``n >= 8 and n <= 8``); what the clause
removes is reasoned about only against the spec. A guard that cannot fail is a local tell
(``generator/local_tells.py``) and is rejected there.
"""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst

from operators._analysis import function_locals, int_value
from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code

_SPACE = cst.SimpleWhitespace(" ")


def _and(left: cst.BaseExpression, right: cst.BaseExpression) -> cst.BooleanOperation:
    return cst.BooleanOperation(
        left=left, operator=cst.And(whitespace_before=_SPACE, whitespace_after=_SPACE), right=right
    )


def _operand(node: cst.BaseExpression) -> cst.BaseExpression:
    """``node`` as an operand of ``and`` (parenthesised when it is an ``or``, a conditional, ...)."""
    if node.lpar or not isinstance(node, (cst.BooleanOperation, cst.IfExp, cst.Lambda, cst.NamedExpr)):
        return node
    if isinstance(node, cst.BooleanOperation) and isinstance(node.operator, cst.And):
        return node
    return node.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])


class ExcessLogic(Operator):
    name = "EXL"
    title = "excess logic"
    mechanism = "excess condition"
    tier = "medium"
    node_types = (cst.CompFor, cst.If)
    keywords = (
        (
            "extra condition",
            "unnecessary",
            "excess",
            "too strict",
            "additional check",
            "skips",
            "filters out",
            "excludes",
            "zero",
        ),
    )
    explanation = (
        "On line {{ line }} the extra condition `{{ clause }}` was added: it drops the {{ dropped }} "
        "that the specification still counts."
    )
    examples = (
        Example(
            code("""
                def f(xs: list[int]) -> list[int]:
                    return [x * 2 for x in xs if x < 10]
            """),
            (
                code("""
                def f(xs: list[int]) -> list[int]:
                    return [x * 2 for x in xs if x and x < 10]
            """),
            ),
        ),
        Example(
            code("""
                def f(words: list[str]) -> list[int]:
                    return [len(w) for w in words]
            """),
            (
                code("""
                def f(words: list[str]) -> list[int]:
                    return [len(w) for w in words if w]
            """),
            ),
        ),
        Example(
            code("""
                def f(total: int, limit: int) -> str:
                    if total >= limit:
                        return "over"
                    return "ok"
            """),
            (
                code("""
                def f(total: int, limit: int) -> str:
                    if total >= limit and total > 0:
                        return "over"
                    return "ok"
            """),
            ),
        ),
        NoFire(
            code("""
                def f(pairs: list[tuple[int, int]]) -> list[int]:
                    return [a for a, b in pairs]
            """)
        ),
        NoFire(
            code("""
                def f(name: str, other: str) -> bool:
                    if name == other:
                        return True
                    return False
            """)
        ),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        if isinstance(node, cst.CompFor):
            yield from self._filter(node)
        elif isinstance(node, cst.If):
            yield from self._guard(node, ctx)

    def _filter(self, node: cst.CompFor) -> Iterable[Replacement]:
        if not isinstance(node.target, cst.Name) or node.inner_for_in is not None or len(node.ifs) > 1:
            return
        item = cst.Name(node.target.value)
        if node.ifs:
            test = node.ifs[0].test
            if isinstance(test, cst.Name) and test.value == item.value:
                return
            new_if = node.ifs[0].with_changes(test=_and(item, _operand(test)))
        else:
            new_if = cst.CompIf(test=item, whitespace_before=_SPACE)
        yield Replacement(
            node=node.with_changes(ifs=[new_if]),
            description=f"items `{item.value}` that are zero or empty are skipped",
            keywords=(("falsy", "zero", "empty", "skipped", "filtered", "truthiness"), (item.value,)),
            facts={"clause": f"if {item.value}", "dropped": "zero or empty items"},
        )

    def _guard(self, node: cst.If, ctx: SiteContext) -> Iterable[Replacement]:
        test = node.test
        if not isinstance(test, cst.Comparison) or len(test.comparisons) != 1:
            return
        if not isinstance(
            test.comparisons[0].operator, (cst.LessThan, cst.LessThanEqual, cst.GreaterThan, cst.GreaterThanEqual)
        ):
            return
        left = test.left
        if not isinstance(left, cst.Name) or int_value(test.comparisons[0].comparator) is not None:
            return  # `x < 0 and x > 0`, `x > 0 and x > 0`: a clause against a literal reads as nonsense
        local = function_locals(ctx).get(left.value)
        if local is None or not local.numeric:
            return
        clause = cst.Comparison(
            left=cst.Name(left.value),
            comparisons=[
                cst.ComparisonTarget(
                    operator=cst.GreaterThan(whitespace_before=_SPACE, whitespace_after=_SPACE),
                    comparator=cst.Integer("0"),
                )
            ],
        )
        yield Replacement(
            node=node.with_changes(test=_and(test, clause)),
            description=f"`and {left.value} > 0` added to the condition",
            keywords=(("positive", "zero", "negative", "extra condition"), (left.value,)),
            facts={"clause": f"and {left.value} > 0", "dropped": "zero and negative cases"},
        )
