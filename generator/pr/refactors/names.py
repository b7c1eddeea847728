"""Rename a local variable of one function to a clearer name."""

from __future__ import annotations

import libcst as cst

from core.syntax import function_named, walk
from generator.disguise.rewrites.base import bound_names, replace_nodes
from generator.pr.refactor_base import Example, Fresh, ModuleSite, Refactor, editable, module_names, replace_function

# what a reviewer would accept as a clearer (or merely different) name for a local
SYNONYMS = {
    "total": "subtotal",
    "count": "tally",
    "best": "longest",
    "current": "run_length",
    "kept": "remaining",
    "wanted": "to_reorder",
    "levels": "stock",
    "seen": "skus",
    "chosen": "selected",
    "ranked": "by_count",
    "counts": "frequencies",
    "received": "units_in",
    "sold": "units_out",
    "totals": "window_sums",
    "days": "recorded",
    "peak": "highest",
    "level": "on_hand",
    "quantities": "matching",
    "grades": "letters_by_name",
    "names": "honoured",
    "values": "percents",
    "order": "ranking",
    "keep": "how_many",
    "dropped": "dropped_at",
    "result": "outcome",
    "out": "result",
    "acc": "accumulated",
    "i": "index",
    "j": "inner",
    "n": "size",
    "k": "step",
    "res": "result",
    "tmp": "staged",
    "label": "category",
    "letters": "scale",
    "items": "entries",
    "found": "matches",
    "parts": "pieces",
    "words": "tokens",
    "lines": "rows",
}

_NESTED = (cst.Lambda, cst.FunctionDef, cst.ClassDef, cst.CompFor)


def _local_names(func: cst.FunctionDef) -> list[str]:
    """Locals bound in the body by assignment or a loop (not parameters, not nested scopes')."""
    params = {p.name.value for p in walk(func.params) if isinstance(p, cst.Param)}
    nested: set[str] = set()
    for node in walk(func.body):
        if isinstance(node, _NESTED):
            nested |= bound_names(node) if not isinstance(node, cst.CompFor) else bound_names(node.target)
            if isinstance(node, cst.Lambda):
                nested |= {p.name.value for p in walk(node.params) if isinstance(p, cst.Param)}
    names = [n for n in bound_names(func.body) if n not in params and n not in nested]
    globals_ = {n for node in walk(func.body) if isinstance(node, (cst.Global, cst.Nonlocal)) for n in _declared(node)}
    return sorted(n for n in names if n not in globals_)


def _declared(node: cst.Global | cst.Nonlocal) -> list[str]:
    return [item.name.value for item in node.names]


def _not_reads(node: cst.CSTNode) -> list[cst.CSTNode] | None:
    """Skip the Name nodes that are not variables: attribute names and keyword argument names."""
    if isinstance(node, cst.Attribute):
        return [node.value]
    if isinstance(node, cst.Arg):
        return [node.value]
    return None


class RenameLocal(Refactor):
    name = "rename_local"
    description = "a local variable  ->  the same variable under a clearer name"
    examples = (
        Example(
            "def f(xs: list[int]) -> int:\n    total = 0\n    for x in xs:\n        total += x\n    return total\n",
            (
                "def f(xs: list[int]) -> int:\n    subtotal = 0\n    for x in xs:\n        subtotal += x\n    return subtotal\n",
            ),
        ),
        Example("def f(total: int) -> int:\n    return total + 1\n", must_not_fire=True),
    )

    def sites(self, module: cst.Module) -> list[ModuleSite]:
        taken = module_names(module)
        out = []
        for func in editable(module):
            for local in _local_names(func):
                new = SYNONYMS.get(local)
                if new and new not in taken:
                    out.append(ModuleSite(func.name.value, (func.name.value,), func, (local, new)))
        return out

    def apply(self, module: cst.Module, site: ModuleSite, fresh: Fresh) -> cst.Module:
        func = function_named(module, site.function)
        assert func is not None
        old, new = site.payload
        hits = {id(n): cst.Name(new) for n in walk(func.body, _not_reads) if isinstance(n, cst.Name) and n.value == old}
        return replace_function(module, func, func.with_changes(body=replace_nodes(func.body, hits)))
