"""OBO: off-by-one at a loop's start: ``range(n)`` <-> ``range(1, n)``, ``range(0, n)`` -> ``range(1, n)``,
``range(1, n)`` -> ``range(n)``, and ``enumerate(xs)`` <-> ``enumerate(xs, 1)``.

Literal bounds moved by one elsewhere are CRP's; ``+ 1``/``- 1`` on non-literal bounds and indices
are UOI's. This operator adds the start argument a developer forgets or adds by habit.
"""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst

from operators._analysis import int_value
from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code

_WORDS = (("range", "loop", "start", "first index", "index 0", "index 1"),)
_COUNT = (("enumerate", "count", "counter", "start", "numbering"),)


class LoopStart(Operator):
    name = "OBO"
    title = "off-by-one loop start"
    mechanism = "off-by-one"
    tier = "easy"
    node_types = (cst.Call,)
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
    explanation = "On line {{ line }}, `{{ before }}` became `{{ after }}`, so counting starts one place off."
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
        NoFire(
            code("""
                def f(xs: list[int]) -> int:
                    return len(xs)
            """)
        ),
        NoFire(
            code("""
                def f(n: int) -> list[int]:
                    return list(range(2, n, 3))
            """)
        ),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        assert isinstance(node, cst.Call)
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
