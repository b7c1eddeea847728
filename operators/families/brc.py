"""BRC: ``break`` and ``continue`` confused: the loop stops where it should skip one element, or
skips one element where it should stop."""

from __future__ import annotations

from collections.abc import Iterable

import libcst as cst

from operators.base import Example, NoFire, Operator, Replacement, SiteContext, code


def _loop(control: str) -> str:
    """The examples' loop: a running total that skips or stops at (``control``) a negative element."""
    return code(f"""
        def f(xs: list[int]) -> int:
            t = 0
            for x in xs:
                if x < 0:
                    {control}
                t += x
            return t
    """)


class BreakContinue(Operator):
    name = "BRC"
    title = "break/continue confusion"
    mechanism = "wrong loop control"
    tier = "medium"
    node_types = (cst.Break, cst.Continue)
    keywords = (("break", "continue"), ("stops", "stop", "skips", "skip", "exits the loop", "ends the loop", "early"))
    explanation = (
        "On line {{ line }} the loop uses `{{ after }}` where it needs `{{ before }}`, so it "
        "{% if after == 'break' %}stops at the first element it should only skip{% else %}goes on past the "
        "point where it should stop{% endif %}."
    )
    examples = (
        Example(_loop("continue"), (_loop("break"),)),
        Example(_loop("break"), (_loop("continue"),)),
        NoFire(
            code("""
                def f(xs: list[int]) -> int:
                    return sum(xs)
            """)
        ),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        if isinstance(node, cst.Break):
            yield Replacement(node=cst.Continue(semicolon=node.semicolon), description="`break` -> `continue`")
        elif isinstance(node, cst.Continue):
            yield Replacement(node=cst.Break(semicolon=node.semicolon), description="`continue` -> `break`")
