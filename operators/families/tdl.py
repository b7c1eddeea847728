"""TDL: a term dropped from a sum, difference or product (``a + b - c`` -> ``a + b``), an exponent
dropped (``x ** 2`` -> ``x``), or a ``max``/``min`` of two values reduced to one of them (the bound
that was forgotten: ``max(0, total + x)`` -> ``total + x``).

Only arithmetic ``+``, ``-`` and ``*`` whose two sides are not literals (a dropped literal offset is
CRP's ``e - 1`` -> ``e``) and not strings or collections, in a numeric context: the value is
returned, assigned, accumulated, compared or used as an index. The left operand of ``-`` is kept
(dropping it would negate the result, which no one writes).
"""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst

from operators._analysis import is_number_literal, is_numeric_expression
from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code
from operators.families.vmr import GENERIC_WORDS

_NOT_NUMBERS = (
    cst.SimpleString,
    cst.FormattedString,
    cst.ConcatenatedString,
    cst.List,
    cst.Tuple,
    cst.Dict,
    cst.Set,
    cst.ListComp,
    cst.SetComp,
    cst.DictComp,
    cst.GeneratorExp,
)


class TermDeletion(Operator):
    name = "TDL"
    title = "term deletion"
    mechanism = "missing term"
    tier = "easy"
    node_types = (cst.BinaryOperation, cst.Call)
    keywords = (
        (
            "missing",
            "omits",
            "leaves out",
            "forgets",
            "forgot",
            "without",
            "drops",
            "ignores",
            "not included",
            "never added",
            "never subtracted",
        ),
    )
    explanation = "On line {{ line }} the term `{{ dropped }}` is missing from `{{ before }}` (it reads `{{ after }}`)."
    examples = (
        Example(
            code("""
                def f(price: int, tax: int, fee: int) -> int:
                    return price + tax - fee
            """),
            (
                code("""
                def f(price: int, tax: int, fee: int) -> int:
                    return price + tax
            """),
                code("""
                def f(price: int, tax: int, fee: int) -> int:
                    return price - fee
            """),
            ),
        ),
        Example(
            code("""
                def f(xs: list[int]) -> int:
                    best = 0
                    for x in xs:
                        best = max(0, best + x)
                    return best
            """),
            (
                code("""
                def f(xs: list[int]) -> int:
                    best = 0
                    for x in xs:
                        best = best + x
                    return best
            """),
            ),
        ),
        NoFire(
            code("""
                def f(n: int) -> int:
                    return n - 1
            """)
        ),
        NoFire(
            code("""
                def f(a: str, b: str) -> str:
                    return a + '-' + b
            """)
        ),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        if isinstance(node, cst.Call):
            yield from self._bound(node, ctx)
            return
        assert isinstance(node, cst.BinaryOperation)
        if isinstance(node.operator, cst.Power) and not is_number_literal(node.left):
            text = ctx.code(node.right).strip()
            yield Replacement(
                node=node.left.with_changes(lpar=node.lpar, rpar=node.rpar) if node.lpar else node.left,
                description=f"exponent `{text}` dropped",
                keywords=((text, "power", "squared", "exponent"),),
                facts={"dropped": f"** {text}"},
            )
            return
        if not isinstance(node.operator, (cst.Add, cst.Subtract, cst.Multiply)):
            return
        left, right = node.left, node.right
        if any(is_number_literal(x) or isinstance(x, _NOT_NUMBERS) for x in (left, right)):
            return
        if any(
            isinstance(x, cst.BinaryOperation)
            and isinstance(x.operator, cst.Add)
            and any(isinstance(y, _NOT_NUMBERS) for y in (x.left, x.right))
            for x in (left, right)
        ):
            return
        if not (
            is_numeric_expression(node, ctx) or is_numeric_expression(left, ctx) or is_numeric_expression(right, ctx)
        ):
            return
        whole = ctx.code(node).strip()
        keeps = [(left, right)] + ([(right, left)] if not isinstance(node.operator, cst.Subtract) else [])
        for kept, dropped in keeps:
            kept_node = kept.with_changes(lpar=node.lpar, rpar=node.rpar) if node.lpar and not kept.lpar else kept
            text = ctx.code(dropped).strip()
            if text in GENERIC_WORDS:  # any explanation would "name" it: no specific keyword group
                continue
            yield Replacement(
                node=kept_node,
                description=f"term `{text}` dropped from `{whole}`",
                keywords=((text,),),
                facts={"dropped": text},
            )

    def _bound(self, node: cst.Call, ctx: SiteContext) -> Iterable[Replacement]:
        if not (
            isinstance(node.func, cst.Name)
            and node.func.value in ("max", "min")
            and len(node.args) == 2
            and all(a.keyword is None and not a.star for a in node.args)
        ):
            return
        whole = ctx.code(node).strip()
        for kept, dropped in ((node.args[1], node.args[0]), (node.args[0], node.args[1])):
            if is_number_literal(kept.value):
                continue
            text = ctx.code(dropped.value).strip()
            yield Replacement(
                node=kept.value,
                description=f"`{whole}` reduced to its argument `{ctx.code(kept.value).strip()}`",
                keywords=((node.func.value, f"{node.func.value}(", "bound", "clamp", "never below", "never above"),),
                facts={"dropped": f"the {node.func.value}() with {text}"},
            )
