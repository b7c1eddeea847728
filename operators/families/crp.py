"""CRP: a wrong constant: an integer literal moved by one, or a boolean literal flipped, outside bounds.

A plain decimal integer literal ``v`` (``-1`` included) becomes ``v - 1`` and ``v + 1`` when it is an
operand of a comparison (``count > 3`` -> ``> 4`` / ``> 2``), a parameter default (never made
negative), the offset in ``e + k`` / ``e - k`` (``n - 1`` -> ``n - 2``; ``e - 1`` -> ``e`` drops the
offset instead of writing ``e - 0``), an assigned initial value (``product = 1`` -> ``0``), the step
of ``+=``/``-=`` (never ``0``), a returned literal, or the right operand of ``*``, ``**``, ``//``,
``%``, ``/`` (never ``0`` or ``1``: ``n ** 2`` -> ``n ** 3``). ``True``/``False`` assigned or
returned is flipped. The same changes in a bound position (a ``range`` argument, an ``enumerate``
start, an index or slice bound: ``operators/_bounds.py``) are OBO's: one mechanism, one label.
"""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst

from operators._analysis import call_name, int_literal, int_value, keep_parens
from operators._bounds import bound_position
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
    "init": ("initial value", "initialized", "starts at", "initialization"),
    "step": ("step", "increment", "increments by", "counts"),
    "return": ("return value", "returns", "result"),
    "operand": ("factor", "multiplier", "exponent", "constant"),
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
    mechanism = "wrong constant"
    tier = "easy"
    node_types = (cst.Integer, cst.UnaryOperation, cst.BinaryOperation, cst.Name)
    keywords = ()
    explanation = "On line {{ line }} the constant is {{ description }}, so the {{ role }} is off by one."
    examples = (
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
                    return xs[n]
            """),
            (
                code("""
                def f(xs, n: int = 1):
                    return xs[n]
            """),
            ),
        ),
        Example(
            code("""
                def f(xs: list[int]) -> int:
                    product = 1
                    for x in xs:
                        product *= x
                    return product
            """),
            (
                code("""
                def f(xs: list[int]) -> int:
                    product = 0
                    for x in xs:
                        product *= x
                    return product
            """),
            ),
        ),
        Example(
            code("""
                def f(n: int) -> int:
                    return n**2 - 1
            """),
            (
                code("""
                def f(n: int) -> int:
                    return n**3 - 1
            """),
                code("""
                def f(n: int) -> int:
                    return n**2
            """),
            ),
        ),
        Example(
            code("""
                def f(xs: list[int]) -> bool:
                    for x in xs:
                        if x < 0:
                            return False
                    return True
            """),
            (
                code("""
                def f(xs: list[int]) -> bool:
                    for x in xs:
                        if x < 0:
                            return True
                    return True
            """),
            ),
        ),
        NoFire(
            code("""
                def f(xs):
                    return xs[len(xs) - 1]
            """)
        ),
        NoFire(
            code("""
                def f(x):
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
        if isinstance(node, cst.Name):
            yield from _flips(node, ctx)
            return
        yield from shifts(node, ctx, in_bounds=False)


_ROLES = {
    "range": "loop range",
    "index": "position",
    "comparison": "threshold",
    "default": "default value",
    "offset": "bound",
    "init": "initial value",
    "step": "step",
    "return": "returned value",
    "operand": "factor",
}
_MULTIPLICATIVE = (cst.Multiply, cst.Power, cst.FloorDivide, cst.Modulo, cst.Divide)


def _value_context(node: cst.CSTNode, ctx: SiteContext) -> tuple[str, bool] | None:
    """The contexts outside bounds: an initial value, an update step, a returned literal, a factor."""
    parent = ctx.parent(node)
    if isinstance(parent, cst.Tuple):
        parent = ctx.parent(parent)
    if isinstance(parent, (cst.Assign, cst.AnnAssign)) and parent.value is not None:
        return ("init", False)
    if isinstance(parent, cst.AugAssign) and isinstance(parent.operator, (cst.AddAssign, cst.SubtractAssign)):
        return ("step", False)
    if isinstance(parent, cst.Return):
        return ("return", False)
    if isinstance(parent, cst.BinaryOperation) and isinstance(parent.operator, _MULTIPLICATIVE):
        return ("operand", False)
    return None


def shifts(node: cst.CSTNode, ctx: SiteContext, *, in_bounds: bool) -> Iterable[Replacement]:
    """A literal moved by one, or an ``e +/- 1`` offset dropped: in a bound position (OBO's, when
    ``in_bounds``) or elsewhere (CRP's)."""
    if (bound_position(node, ctx) is not None) != in_bounds:
        return
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
    where = _context(node, ctx) or (None if in_bounds else _value_context(node, ctx))
    if where is None:
        return
    role, may_go_negative = where
    parent = ctx.parent(node)
    for new in (value + 1, value - 1):
        if new < 0 and value >= 0 and not may_go_negative:
            continue
        if role in ("offset", "step") and new == 0:
            continue  # `e - 0`, `x += 0`: the offset-dropping mutant above says it better
        if role == "range" and new < 0 <= value:
            continue
        if role == "operand" and (new in (0, 1) or isinstance(parent, cst.BinaryOperation) and parent.left is node):
            continue  # `x * 1`, `x ** 0` do nothing a reader would not see at once
        yield Replacement(
            node=keep_parens(node, int_literal(new)),
            description=f"`{new}` instead of `{value}`",
            keywords=(_OFF_BY_ONE, _CONTEXT_WORDS[role] + (str(value), str(new))),
            facts={"role": _ROLES[role]},
        )


def _flips(node: cst.Name, ctx: SiteContext) -> Iterable[Replacement]:
    """``True`` <-> ``False`` as an assigned or returned value (a flag's wrong start, the wrong early
    return)."""
    if node.value not in ("True", "False"):
        return
    where = _value_context(node, ctx)
    if where is None or where[0] not in ("init", "return"):
        return
    new = "False" if node.value == "True" else "True"
    yield Replacement(
        node=node.with_changes(value=new),
        description=f"`{new}` instead of `{node.value}`",
        keywords=(("wrong value", "True", "False", "flag", "boolean"), _CONTEXT_WORDS[where[0]]),
        facts={"role": _ROLES[where[0]]},
    )
