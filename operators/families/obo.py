"""OBO: off-by-one: every ±1 shift of a bound, an index or a length, one label for one mechanism.

* a loop's start: ``range(n)`` <-> ``range(1, n)``, ``range(0, n)`` -> ``range(1, n)``, ``range(1, n)``
  -> ``range(n)``, and ``enumerate(xs)`` <-> ``enumerate(xs, 1)`` (the start argument a developer
  forgets or adds by habit);
* a literal in a bound position (``operators/_bounds.py``: a ``range`` argument, an index or slice
  bound) moved by one (``xs[0]`` -> ``xs[1]``, ``range(2, n)`` -> ``range(3, n)``), an ``e +/- k``
  offset there moved by one or an ``e +/- 1`` there dropped (``xs[len(xs) - 1]`` -> ``xs[len(xs)]``);
* ``- 1`` / ``+ 1`` added to a non-literal ``range`` bound, a ``len(...)`` call, a numeric index or
  slice bound (``range(len(x))`` -> ``range(len(x) - 1)``, ``xs[i]`` -> ``xs[i + 1]``).

The same literal changes outside bounds (thresholds, defaults, initial values) are CRP's.
"""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst

from operators._analysis import as_operand, call_name, int_value, is_numeric_expression, is_plus_minus_constant
from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code
from operators.families.crp import shifts

_OFF_BY_ONE = (
    "off-by-one",
    "off by one",
    "one too many",
    "one too few",
    "one past",
    "one short",
    "fencepost",
    "boundary",
    "skips",
    "misses",
    "extra iteration",
    "last element",
    "first element",
)

_WORDS = (("range", "loop", "start", "first index", "index 0", "index 1"),)
_COUNT = (("enumerate", "count", "counter", "start", "numbering"),)


class LoopStart(Operator):
    name = "OBO"
    title = "off-by-one"
    mechanism = "off-by-one"
    tier = "easy"
    node_types = (cst.BaseExpression,)
    keywords = (
        (
            "off-by-one",
            "off by one",
            "first element",
            "skips the first",
            "starts at 1",
            "starts at 0",
            "start index",
            "zero-based",
            "one-based",
            "fencepost",
        ),
    )
    explanation = "On line {{ line }}, `{{ before }}` became `{{ after }}`: the bound or position is off by one."
    examples = (
        Example(
            code("""
                def f(xs: list[int]) -> int:
                    t = 0
                    for i in range(len(xs)):
                        t += xs[i]
                    return t
            """),
            (
                code("""
                def f(xs: list[int]) -> int:
                    t = 0
                    for i in range(1, len(xs)):
                        t += xs[i]
                    return t
            """),
            ),
        ),
        Example(
            code("""
                def f(xs: list[int]) -> list[int]:
                    return [i * x for i, x in enumerate(xs)]
            """),
            (
                code("""
                def f(xs: list[int]) -> list[int]:
                    return [i * x for i, x in enumerate(xs, 1)]
            """),
            ),
        ),
        Example(
            code("""
                def f(xs: list[int]) -> int:
                    t = 0
                    for i in range(1, len(xs)):
                        t += xs[i]
                    return t
            """),
            (
                code("""
                def f(xs: list[int]) -> int:
                    t = 0
                    for i in range(len(xs)):
                        t += xs[i]
                    return t
            """),
            ),
        ),
        Example(
            code("""
                def f(xs):
                    t = 0
                    for i in range(len(xs)):
                        t += xs[i]
                    return t
            """),
            (
                code("""
                def f(xs):
                    t = 0
                    for i in range(len(xs) - 1):
                        t += xs[i]
                    return t
            """),
                code("""
                def f(xs):
                    t = 0
                    for i in range(len(xs)):
                        t += xs[i + 1]
                    return t
            """),
            ),
        ),
        Example(
            code("""
                def f(xs):
                    return xs[len(xs) - 1] + xs[0]
            """),
            (
                code("""
                def f(xs):
                    return xs[len(xs)] + xs[0]
            """),
                code("""
                def f(xs):
                    return xs[len(xs) - 2] + xs[0]
            """),
                code("""
                def f(xs):
                    return xs[len(xs) - 1] + xs[1]
            """),
            ),
        ),
        NoFire(
            code("""
                def f(d: dict, key: str) -> int:
                    return d[key]
            """)
        ),
        NoFire(
            code("""
                def f(count: int) -> bool:
                    return count > 3
            """)
        ),
        NoFire(
            code("""
                def f(x: float) -> float:
                    return round(x, 2)
            """)
        ),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        assert isinstance(node, cst.BaseExpression)
        if isinstance(node, cst.Call):
            yield from self._start(node)
        yield from shifts(node, ctx, in_bounds=True)
        yield from _plus_minus_one(node, ctx)

    def _start(self, node: cst.Call) -> Iterable[Replacement]:
        if not isinstance(node.func, cst.Name) or any(a.keyword is not None or a.star for a in node.args):
            return
        args = list(node.args)
        name = node.func.value
        if name == "range" and len(args) == 1:
            start = cst.Arg(cst.Integer("1"), comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" ")))
            yield Replacement(
                node=node.with_changes(args=[start, args[0]]),
                description="the loop starts at 1, not 0",
                keywords=_WORDS,
            )
        elif name == "range" and len(args) == 2:
            first = int_value(args[0].value)
            if first == 1:
                yield Replacement(
                    node=node.with_changes(args=[args[1]]), description="the loop starts at 0, not 1", keywords=_WORDS
                )
            elif first == 0:
                yield Replacement(
                    node=node.with_changes(args=[args[0].with_changes(value=cst.Integer("1")), args[1]]),
                    description="the loop starts at 1, not 0",
                    keywords=_WORDS,
                )
        elif name == "enumerate" and len(args) == 1:
            start = cst.Arg(cst.Integer("1"))
            yield Replacement(
                node=node.with_changes(
                    args=[args[0].with_changes(comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" "))), start]
                ),
                description="counting starts at 1, not 0",
                keywords=_COUNT,
            )
        elif name == "enumerate" and len(args) == 2 and int_value(args[1].value) == 1:
            yield Replacement(
                node=node.with_changes(args=[args[0].with_changes(comma=cst.MaybeSentinel.DEFAULT)]),
                description="counting starts at 0, not 1",
                keywords=_COUNT,
            )


def _plus_minus_one(node: cst.BaseExpression, ctx: SiteContext) -> Iterable[Replacement]:
    """``- 1`` / ``+ 1`` on a non-literal range bound, a ``len()`` call, a numeric index or slice bound."""
    if int_value(node) is not None or is_plus_minus_constant(node):
        return
    parent = ctx.parent(node)
    where: tuple[str, ...] | None = None
    if isinstance(parent, cst.Arg) and parent.keyword is None and parent.star == "":
        call = ctx.parent(parent)
        if (
            call_name(call) == "range"
            and isinstance(call, cst.Call)
            and len(call.args) <= 3
            and any(a is parent for a in call.args[:2])
        ):
            where = ("range", "loop bound", "iterations", "iterates", "last")
    if where is None and call_name(node) == "len" and not is_plus_minus_constant(parent):
        where = ("len", "length", "size")
    if (
        where is None
        and isinstance(parent, (cst.Index, cst.Slice))
        and not isinstance(node, cst.Slice)
        and is_numeric_expression(node, ctx)
    ):
        where = ("index", "indexes", "indexing", "element", "slice", "position")
    if where is None:
        return
    text = ctx.code(node).strip()
    operand = as_operand(node)
    for op, sign in ((cst.Subtract(), "-"), (cst.Add(), "+")):
        yield Replacement(
            node=cst.BinaryOperation(left=operand, operator=op, right=cst.Integer("1")),
            description=f"`{text}` -> `{text} {sign} 1`",
            keywords=(_OFF_BY_ONE, where),
            facts={"effect": "the bound or position is off by one", "role": "bound"},
        )
