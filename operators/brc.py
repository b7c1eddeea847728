"""BRC: ``break`` and ``continue`` confused: the loop stops where it should skip one element, or
skips one element where it should stop."""
from __future__ import annotations

from typing import Iterable

import libcst as cst

from .base import Example, NoFire, Operator, Replacement, SiteContext


class BreakContinue(Operator):
    name = "BRC"
    title = "break/continue confusion"
    mechanism = "wrong loop control"
    tier = "medium"
    node_types = (cst.Break, cst.Continue)
    keywords = (("break", "continue"), ("stops", "stop", "skips", "skip", "exits the loop", "ends the loop", "early"))
    explanation = ("On line {{ line }} the loop uses `{{ after }}` where it needs `{{ before }}`, so it "
                   "{% if after == 'break' %}stops at the first element it should only skip{% else %}goes on past the "
                   "point where it should stop{% endif %}.")
    examples = (
        Example("def f(xs: list[int]) -> int:\n    t = 0\n    for x in xs:\n        if x < 0:\n            continue\n        t += x\n    return t\n",
                ("def f(xs: list[int]) -> int:\n    t = 0\n    for x in xs:\n        if x < 0:\n            break\n        t += x\n    return t\n",)),
        Example("def f(xs: list[int]) -> int:\n    t = 0\n    for x in xs:\n        if x < 0:\n            break\n        t += x\n    return t\n",
                ("def f(xs: list[int]) -> int:\n    t = 0\n    for x in xs:\n        if x < 0:\n            continue\n        t += x\n    return t\n",)),
        NoFire("def f(xs: list[int]) -> int:\n    return sum(xs)\n"),
    )

    def replacements(self, node: cst.CSTNode, ctx: SiteContext) -> Iterable[Replacement]:
        if isinstance(node, cst.Break):
            yield Replacement(node=cst.Continue(semicolon=node.semicolon), description="`break` -> `continue`")
        elif isinstance(node, cst.Continue):
            yield Replacement(node=cst.Break(semicolon=node.semicolon), description="`continue` -> `break`")
