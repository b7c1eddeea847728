"""ASW: two adjacent positional arguments of a call swapped, or the two operands of an order
comparison (``a < b`` -> ``b < a``) or of a non-commutative operation (``a - b``, ``a / b``, ``a % b``,
and ``a + b`` where it is not known to be numeric, e.g. text built in the wrong order).

Only when the two argument texts differ, they are not both literals, the callee is not symmetric in
them (``min``, ``max``, ``set``, ``zip``, ... are left alone) and no argument is starred. The swap of
``range(a, b)``, ``divmod(a, b)``, ``pow``, ``isinstance``-like calls, ``xs.insert(i, x)`` and calls
of the function's own helpers is what a developer who misremembers a signature writes.
"""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst

from operators._analysis import is_number_literal, is_numeric_expression
from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code
from operators.families.vmr import GENERIC_WORDS

_SYMMETRIC = {
    "min",
    "max",
    "set",
    "frozenset",
    "zip",
    "print",
    "sum",
    "hash",
    "any",
    "all",
    "sorted",
    "len",
    "abs",
    "math.hypot",
    "math.gcd",
    "math.lcm",
    "math.isclose",
    "operator.add",
    "operator.mul",
}


_ORDER = (cst.LessThan, cst.LessThanEqual, cst.GreaterThan, cst.GreaterThanEqual)
_NON_COMMUTATIVE = (cst.Subtract, cst.Divide, cst.FloorDivide, cst.Modulo)


def _literal(node: cst.BaseExpression) -> bool:
    return (
        is_number_literal(node)
        or isinstance(node, (cst.SimpleString, cst.Name))
        and (not isinstance(node, cst.Name) or node.value in ("True", "False", "None"))
    )


class ArgumentSwap(Operator):
    name = "ASW"
    title = "swapped arguments"
    mechanism = "swapped arguments"
    tier = "medium"
    node_types = (cst.Call, cst.Comparison, cst.BinaryOperation)
    keywords = (
        (
            "swapped",
            "swap",
            "wrong order",
            "reversed",
            "order of the arguments",
            "argument order",
            "arguments are reversed",
            "transposed",
        ),
    )
    explanation = "On line {{ line }} the arguments `{{ first }}` and `{{ second }}` are passed in the wrong order."
    examples = (
        Example(
            code("""
                def f(xs: list[int], i: int, x: int) -> list[int]:
                    xs.insert(i, x)
                    return xs
            """),
            (
                code("""
                def f(xs: list[int], i: int, x: int) -> list[int]:
                    xs.insert(x, i)
                    return xs
            """),
            ),
        ),
        Example(
            code("""
                def f(a: int, b: int) -> list[int]:
                    return list(range(a, b))
            """),
            (
                code("""
                def f(a: int, b: int) -> list[int]:
                    return list(range(b, a))
            """),
            ),
        ),
        Example(
            code("""
                def f(perm: list[int], i: int, j: int) -> bool:
                    return perm[i] < perm[j]
            """),
            (
                code("""
                def f(perm: list[int], i: int, j: int) -> bool:
                    return perm[j] < perm[i]
            """),
            ),
        ),
        NoFire(
            code("""
                def f(a: int, b: int) -> int:
                    return max(a, b)
            """)
        ),
        NoFire(
            code("""
                def f(xs: list[int]) -> list[int]:
                    return xs[1:2]
            """)
        ),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        if isinstance(node, (cst.Comparison, cst.BinaryOperation)):
            yield from self._operands(node, ctx)
            return
        assert isinstance(node, cst.Call)
        func = node.func
        name = (
            func.value
            if isinstance(func, cst.Name)
            else (
                f"{func.value.value}.{func.attr.value}"
                if isinstance(func, cst.Attribute) and isinstance(func.value, cst.Name)
                else None
            )
        )
        if name in _SYMMETRIC:
            return
        args = list(node.args)
        for i in range(len(args) - 1):
            a, b = args[i], args[i + 1]
            if a.keyword is not None or b.keyword is not None or a.star or b.star:
                break
            first, second = ctx.code(a.value).strip(), ctx.code(b.value).strip()
            if first == second or (_literal(a.value) and _literal(b.value)):
                continue
            swapped = list(args)
            swapped[i] = a.with_changes(value=b.value)
            swapped[i + 1] = b.with_changes(value=a.value)
            yield Replacement(
                node=node.with_changes(args=swapped),
                description=f"arguments `{first}` and `{second}` swapped",
                keywords=_named(first, second),
                facts={"first": first, "second": second},
            )

    def _operands(self, node: cst.Comparison | cst.BinaryOperation, ctx: SiteContext) -> Iterable[Replacement]:
        if isinstance(node, cst.Comparison):
            if len(node.comparisons) != 1 or not isinstance(node.comparisons[0].operator, _ORDER):
                return
            left, right = node.left, node.comparisons[0].comparator
        else:
            if not isinstance(node.operator, _NON_COMMUTATIVE) and not (
                isinstance(node.operator, cst.Add) and not is_numeric_expression(node, ctx)
            ):
                return
            left, right = node.left, node.right
        if (
            _literal(left)
            or _literal(right)
            or any(isinstance(x, (cst.Comparison, cst.BinaryOperation, cst.BooleanOperation)) for x in (left, right))
        ):
            return
        first, second = ctx.code(left).strip(), ctx.code(right).strip()
        if first == second:
            return
        new: cst.BaseExpression
        if isinstance(node, cst.Comparison):
            target = node.comparisons[0]
            new = node.with_changes(left=right, comparisons=[target.with_changes(comparator=left)])
        else:
            new = node.with_changes(left=right, right=left)
        yield Replacement(
            node=new,
            description=f"operands `{first}` and `{second}` swapped",
            keywords=_named(first, second),
            facts={"first": first, "second": second},
        )


def _named(*texts: str) -> tuple[tuple[str, ...], ...]:
    """A keyword group per swapped text, except a generic word any explanation would hit."""
    return tuple((text,) for text in texts if text not in GENERIC_WORDS)
