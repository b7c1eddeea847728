"""Reorder independent statements: two adjacent plain initialisations (``a = 0``; ``b = []``)."""

from __future__ import annotations

import libcst as cst

from generator.disguise.rewrites.base import (
    Fresh,
    Rewrite,
    Site,
    blocks,
    edit_block,
    locate,
    single_small,
    sole_name_target,
)

_CONSTANTS = (cst.Integer, cst.Float, cst.SimpleString)


def _init(stmt: cst.BaseStatement) -> tuple[str, cst.BaseExpression] | None:
    assign = single_small(stmt, cst.Assign)
    if not isinstance(assign, cst.Assign) or sole_name_target(assign) is None:
        return None
    value = assign.value
    plain = (
        isinstance(value, _CONSTANTS)
        or (isinstance(value, cst.Name) and value.value in ("True", "False", "None"))
        or (isinstance(value, (cst.List, cst.Dict, cst.Tuple)) and not value.elements)
        or (
            isinstance(value, cst.UnaryOperation)
            and isinstance(value.operator, cst.Minus)
            and isinstance(value.expression, _CONSTANTS)
        )
    )
    return (assign.targets[0].target.value, value) if plain else None


class SwapInitialisations(Rewrite):
    name = "swap_initialisations"
    description = "a = 0; b = []  ->  b = []; a = 0"
    max_steps = 1

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        out = []
        for block in blocks(func):
            body = block.body
            index = 0
            while index < len(body) - 1:
                first, second = _init(body[index]), _init(body[index + 1])
                if first and second and first[0] != second[0]:
                    out.append(Site(body[index]))
                    index += 2
                else:
                    index += 1
        return out

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        stmt = site.anchor
        block, index = locate(func, stmt)
        a, b = block.body[index], block.body[index + 1]
        new_b = b.with_changes(leading_lines=a.leading_lines)
        new_a = a.with_changes(leading_lines=b.leading_lines)
        return edit_block(func, block, lambda stmts: stmts[:index] + [new_b, new_a] + stmts[index + 2 :])
