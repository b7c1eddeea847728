"""A safe-but-suspicious edit: a ``None`` test tidied into a truthiness test, where it is safe.

``x is not None`` -> ``x`` and ``x is None`` -> ``not x`` in a boolean context, ``x if x is not None
else d`` -> ``x or d``: the very edit of the NTR operator (``operators/families/ntr.py``, one shared ``truthiness_edit``). Where the value can
be ``0``, ``""`` or empty it is a regression, and the proof refuses the step; where it cannot (an
object, a non-empty tuple), the proof keeps it, and the PR shows a reader the same tidy-up that,
elsewhere, is a planted fault. Telling the two apart takes the rest of the module.
"""

from __future__ import annotations

from collections.abc import Callable

import libcst as cst

from core.syntax import children, function_named, walk
from generator.disguise.rewrites.base import replace_nodes
from generator.pr.refactor_base import Example, Fresh, ModuleSite, Refactor, editable, replace_function
from operators.families.ntr import truthiness_edit


def _parent_of(func: cst.FunctionDef) -> Callable[[cst.CSTNode], cst.CSTNode | None]:
    parents: dict[int, cst.CSTNode] = {}
    for node in walk(func):
        for kid in children(node):
            parents[id(kid)] = node
    return lambda node: parents.get(id(node))


class TruthyNoneCheck(Refactor):
    name = "truthy_none_check"
    description = "if x is not None:  ->  if x: (is None -> not x; x if x is not None else d -> x or d), where no valid x is falsy"
    suspicious = True
    examples = (
        Example(
            "def f(x: int | None) -> bool:\n    if x is not None:\n        return bool(x)\n    return False\n",
            ("def f(x: int | None) -> bool:\n    if x:\n        return bool(x)\n    return False\n",),
        ),
        Example("def f(x: int | None) -> bool:\n    return x is None\n", must_not_fire=True),
    )

    def sites(self, module: cst.Module) -> list[ModuleSite]:
        out = []
        for func in editable(module):
            parent_of = _parent_of(func)
            for node in walk(func.body):
                if isinstance(node, (cst.Comparison, cst.IfExp)) and truthiness_edit(node, parent_of):
                    out.append(ModuleSite(func.name.value, (func.name.value,), node))
        return out

    def apply(self, module: cst.Module, site: ModuleSite, fresh: Fresh) -> cst.Module:
        func = function_named(module, site.function)
        assert func is not None and site.anchor is not None
        edit = truthiness_edit(site.anchor, _parent_of(func))
        assert edit is not None
        return replace_function(module, func, replace_nodes(func, {id(site.anchor): edit[0]}))
