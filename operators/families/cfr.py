"""CFR: ceil/floor/round/trunc confusions and true vs floor division.

``math.ceil`` <-> ``math.floor``, ``math.trunc`` -> ``math.floor``, ``round(x)`` -> ``int(x)``,
``int(x)`` -> ``round(x)`` (one argument, not a string literal), and ``/`` <-> ``//`` (also
``/=`` <-> ``//=``). Bare ``ceil``/``floor`` names are swapped only when the other one is imported
from ``math`` in the same module.
"""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst

from operators._analysis import call_name
from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code

_ROUNDING = (
    "round",
    "rounds",
    "rounding",
    "rounded",
    "truncate",
    "truncates",
    "truncation",
    "truncated",
    "ceil",
    "ceiling",
    "floor",
    "floors",
    "rounds up",
    "rounds down",
)
_SWAPS = {"ceil": ("floor",), "floor": ("ceil",), "trunc": ("floor",)}
_DIVISION = (
    "floor division",
    "integer division",
    "true division",
    "fraction",
    "fractional",
    "remainder",
    "truncate",
    "truncates",
    "truncation",
    "rounds down",
    "//",
)


def _math_imports(ctx: SiteContext) -> set[str]:
    cached = ctx.cache.get("math_imports")
    if cached is None:
        cached = set()
        for stmt in ctx.module.body:
            if isinstance(stmt, cst.SimpleStatementLine):
                for small in stmt.body:
                    if (
                        isinstance(small, cst.ImportFrom)
                        and isinstance(small.module, cst.Name)
                        and small.module.value == "math"
                        and not isinstance(small.names, cst.ImportStar)
                    ):
                        cached |= {
                            a.name.value for a in small.names if a.asname is None and isinstance(a.name, cst.Name)
                        }
        ctx.cache["math_imports"] = cached
    return cached


class CeilFloorRounding(Operator):
    name = "CFR"
    title = "ceil/floor/round and division replacement"
    mechanism = "wrong rounding"
    tier = "medium"
    node_types = (cst.Call, cst.BinaryOperation, cst.AugAssign)
    keywords = ()
    explanation = (
        "On line {{ line }}, {{ description }}, which rounds the result in the wrong direction for some inputs."
    )
    examples = (
        Example(
            code("""
                import math

                def f(n, k):
                    return math.ceil(n / k)
            """),
            (
                code("""
                import math

                def f(n, k):
                    return math.floor(n / k)
            """),
                code("""
                import math

                def f(n, k):
                    return math.ceil(n // k)
            """),
            ),
        ),
        Example(
            code("""
                def f(x):
                    return round(x)
            """),
            (
                code("""
                def f(x):
                    return int(x)
            """),
            ),
        ),
        Example(
            code("""
                def f(x):
                    return int(x * 100)
            """),
            (
                code("""
                def f(x):
                    return round(x * 100)
            """),
            ),
        ),
        Example(
            code("""
                def f(a, b):
                    return a // b
            """),
            (
                code("""
                def f(a, b):
                    return a / b
            """),
            ),
        ),
        Example(
            code("""
                from math import ceil, floor

                def f(x):
                    return ceil(x)
            """),
            (
                code("""
                from math import ceil, floor

                def f(x):
                    return floor(x)
            """),
            ),
        ),
        NoFire(
            code("""
                from math import ceil

                def f(x):
                    return ceil(x)
            """)
        ),
        NoFire(
            code("""
                def f(s):
                    return int('12')
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
                def f(a, b):
                    return a * b
            """)
        ),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        if isinstance(node, cst.BinaryOperation):
            if isinstance(node.operator, (cst.Divide, cst.FloorDivide)):
                floor = isinstance(node.operator, cst.FloorDivide)
                new = (cst.Divide if floor else cst.FloorDivide)(
                    whitespace_before=node.operator.whitespace_before, whitespace_after=node.operator.whitespace_after
                )
                yield self._division(node.with_changes(operator=new), floor)
            return
        if isinstance(node, cst.AugAssign):
            if isinstance(node.operator, (cst.DivideAssign, cst.FloorDivideAssign)):
                floor = isinstance(node.operator, cst.FloorDivideAssign)
                new_aug = (cst.DivideAssign if floor else cst.FloorDivideAssign)(
                    whitespace_before=node.operator.whitespace_before, whitespace_after=node.operator.whitespace_after
                )
                yield self._division(node.with_changes(operator=new_aug), floor)
            return
        assert isinstance(node, cst.Call)
        name = call_name(node)
        if name is None:
            return
        base = name.removeprefix("math.")
        if base in _SWAPS and (name.startswith("math.") or base in _math_imports(ctx)):
            for other in _SWAPS[base]:
                if name.startswith("math."):
                    func = node.func.with_changes(attr=cst.Name(other))
                elif other in _math_imports(ctx):
                    func = cst.Name(other)
                else:
                    continue
                yield Replacement(
                    node=node.with_changes(func=func),
                    description=f"`{base}` replaced by `{other}`",
                    keywords=((base, other, "ceiling") if "ceil" in (base, other) else (base, other), _ROUNDING),
                )
            return
        if len(node.args) != 1 or node.args[0].keyword is not None or node.args[0].star:
            return
        if isinstance(node.args[0].value, (cst.SimpleString, cst.FormattedString, cst.ConcatenatedString)):
            return
        if name in ("round", "int"):
            other = "int" if name == "round" else "round"
            yield Replacement(
                node=node.with_changes(func=cst.Name(other)),
                description=f"`{name}(...)` replaced by `{other}(...)`",
                keywords=(
                    ("round", "rounds", "rounding", "rounded", "nearest"),
                    ("int", "truncate", "truncates", "truncation", "truncated", "toward zero", "floor", "rounds down"),
                ),
            )

    def _division(self, node: cst.CSTNode, was_floor: bool) -> Replacement:
        old, new = ("//", "/") if was_floor else ("/", "//")
        return Replacement(
            node=node,
            description=f"`{old}` replaced by `{new}`",
            keywords=(_DIVISION, ("divide", "divides", "division", "divided", "quotient")),
            mechanism="wrong division (true vs floor)",
        )
