"""Single exit through a result local <-> returning the expression directly."""

from __future__ import annotations

import libcst as cst

from generator.disguise.rewrites.base import (
    Fresh,
    Rewrite,
    Site,
    blocks,
    count_name,
    edit_block,
    locate,
    names_in,
    single_small,
    sole_name_target,
)
from generator.disguise.value_kinds import kind_of_annotation

_ROLE_FOR_KIND = {
    "int": "counts",
    "float": "amounts",
    "bool": "flags",
    "str": "texts",
    "list": "collections",
    "tuple": "collections",
    "set": "collections",
    "dict": "mappings",
}


class ReturnViaLocal(Rewrite):
    name = "return_via_local"
    description = "return <expr>  ->  result = <expr>; return result"
    opposite = "inline_return_local"
    max_steps = 2

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        out = []
        for block in blocks(func):
            for stmt in block.body:
                ret = single_small(stmt, cst.Return)
                if (
                    isinstance(ret, cst.Return)
                    and ret.value is not None
                    and not isinstance(ret.value, (cst.Name, cst.Integer, cst.Float, cst.SimpleString))
                ):
                    out.append(Site(stmt))
        return out

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        last = site.anchor
        assert isinstance(last, cst.SimpleStatementLine)
        ret = last.body[0]
        assert isinstance(ret, cst.Return) and ret.value is not None
        annotation = cst.Module(body=[]).code_for_node(func.returns.annotation) if func.returns else None
        local = fresh(_ROLE_FOR_KIND.get(kind_of_annotation(annotation), "amounts"))
        value = (
            ret.value.with_changes(lpar=[], rpar=[])
            if ret.value.lpar and not isinstance(ret.value, cst.Tuple)
            else ret.value
        )
        assign = last.with_changes(body=[cst.Assign(targets=[cst.AssignTarget(cst.Name(local))], value=value)])
        new_ret = cst.SimpleStatementLine(body=[cst.Return(value=cst.Name(local))])
        block, index = locate(func, last)
        return edit_block(func, block, lambda stmts: stmts[:index] + [assign, new_ret] + stmts[index + 1 :])


class InlineReturnLocal(Rewrite):
    name = "inline_return_local"
    description = "x = <expr>; return x  ->  return <expr>"
    opposite = "return_via_local"

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        out = []
        for block in blocks(func):
            body = block.body
            for index in range(len(body) - 1):
                assign = single_small(body[index], cst.Assign)
                ret = single_small(body[index + 1], cst.Return)
                if not isinstance(assign, cst.Assign) or not isinstance(ret, cst.Return):
                    continue
                if sole_name_target(assign) is None:
                    continue
                name = assign.targets[0].target.value
                if not isinstance(ret.value, cst.Name) or ret.value.value != name or name in names_in(assign.value):
                    continue
                if count_name(func, name) != 2:
                    continue
                out.append(Site(body[index]))
        return out

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        stmt = site.anchor
        block, index = locate(func, stmt)
        assign = single_small(stmt, cst.Assign)
        assert isinstance(assign, cst.Assign) and isinstance(stmt, cst.SimpleStatementLine)
        value = assign.value
        if isinstance(value, cst.Tuple) and not value.lpar:
            value = value.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
        new = stmt.with_changes(body=[cst.Return(value=value)])
        return edit_block(func, block, lambda stmts: stmts[:index] + [new] + stmts[index + 2 :])
