"""Where a value is a bound: the one test that decides OBO (off-by-one) against CRP (wrong constant).

A node is *in a bound position* when it is, or is an additive operand chain ending in, a ``range``
argument, an ``enumerate`` start, a subscript index or a slice bound (``xs[len(xs) - 1]``,
``range(1, n + 1)``). A ±1 change there (a literal moved, ``+ 1``/``- 1`` added or dropped) is OBO's;
the same change anywhere else (a threshold, a default, an initial value, a step) is CRP's. One
mechanism, one label (docs/architecture/operators.md, "One label per mechanism").
"""

from __future__ import annotations

import libcst as cst

from operators._analysis import call_name
from operators.base import SiteContext

_ADDITIVE = (cst.Add, cst.Subtract)


def bound_position(node: cst.CSTNode, ctx: SiteContext) -> str | None:
    """``"range"``, ``"enumerate"`` or ``"index"`` when ``node`` sits in a bound position, else None."""
    child = node
    parent = ctx.parent(child)
    while (
        isinstance(parent, cst.BinaryOperation)
        and isinstance(parent.operator, _ADDITIVE)
        or isinstance(parent, cst.UnaryOperation)
        and isinstance(parent.operator, cst.Minus)
    ):
        child, parent = parent, ctx.parent(parent)
    if isinstance(parent, cst.Arg) and parent.keyword is None and not parent.star:
        call = ctx.parent(parent)
        if isinstance(call, cst.Call):
            name = call_name(call)
            if name == "range" and len(call.args) <= 3:
                return "range"
            if name == "enumerate" and len(call.args) == 2 and call.args[1] is parent:
                return "enumerate"
        return None
    if isinstance(parent, cst.Index) and parent.value is child:
        return "index"
    if isinstance(parent, cst.Slice) and (parent.lower is child or parent.upper is child):
        return "index"
    return None
