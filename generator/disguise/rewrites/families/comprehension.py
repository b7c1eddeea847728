"""List comprehension <-> explicit loop filling a list."""

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


def _comp_assign(stmt: cst.BaseStatement) -> tuple[str, cst.ListComp] | None:
    assign = single_small(stmt, cst.Assign)
    if not isinstance(assign, cst.Assign) or sole_name_target(assign) is None:
        return None
    value = assign.value
    if not isinstance(value, cst.ListComp) or value.for_in.inner_for_in is not None or value.for_in.asynchronous:
        return None
    return assign.targets[0].target.value, value


class ComprehensionToLoop(Rewrite):
    name = "comprehension_to_loop"
    description = "r = [e for x in xs if c]  ->  r = []; for x in xs: if c: r.append(e)"
    opposite = "loop_to_comprehension"

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        out = []
        for block in blocks(func):
            for stmt in block.body:
                found = _comp_assign(stmt)
                if found is None:
                    continue
                result, comp = found
                loop_names = names_in(comp.for_in.target)
                if result in names_in(comp) or result in loop_names:
                    continue
                if any(count_name(func, n) != count_name(comp, n) for n in loop_names):
                    continue
                out.append(Site(stmt))
        return out

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        stmt = site.anchor
        assert isinstance(stmt, cst.SimpleStatementLine)  # the statement sites() found
        found = _comp_assign(stmt)
        assert found is not None
        result, comp = found
        block, index = locate(func, stmt)
        init = cst.SimpleStatementLine(
            body=[cst.Assign(targets=[cst.AssignTarget(cst.Name(result))], value=cst.List([]))],
            leading_lines=stmt.leading_lines,
        )
        append = cst.SimpleStatementLine(
            body=[
                cst.Expr(
                    cst.Call(
                        func=cst.Attribute(value=cst.Name(result), attr=cst.Name("append")), args=[cst.Arg(comp.elt)]
                    )
                )
            ]
        )
        inner: cst.BaseStatement = append
        conditions = [c.test for c in comp.for_in.ifs]
        if conditions:
            test = conditions[0]
            for extra in conditions[1:]:
                test = cst.BooleanOperation(left=test, operator=cst.And(), right=extra)
            inner = cst.If(test=test, body=cst.IndentedBlock(body=[append]))
        target = comp.for_in.target
        loop = cst.For(target=target, iter=comp.for_in.iter, body=cst.IndentedBlock(body=[inner]))
        return edit_block(func, block, lambda stmts: stmts[:index] + [init, loop] + stmts[index + 1 :])


def _append_of(stmt: cst.BaseStatement, result: str) -> cst.BaseExpression | None:
    small = single_small(stmt, cst.Expr)
    if not isinstance(small, cst.Expr):
        return None
    call = small.value
    if (
        isinstance(call, cst.Call)
        and isinstance(call.func, cst.Attribute)
        and isinstance(call.func.value, cst.Name)
        and call.func.value.value == result
        and call.func.attr.value == "append"
        and len(call.args) == 1
        and call.args[0].keyword is None
        and not call.args[0].star
    ):
        return call.args[0].value
    return None


class LoopToComprehension(Rewrite):
    name = "loop_to_comprehension"
    description = "r = []; for x in xs: if c: r.append(e)  ->  r = [e for x in xs if c]"
    opposite = "comprehension_to_loop"

    def _match(
        self, func: cst.FunctionDef, first: cst.BaseStatement, second: cst.BaseStatement
    ) -> tuple[str, cst.For, cst.BaseExpression, cst.BaseExpression | None] | None:
        assign = single_small(first, cst.Assign)
        if not isinstance(assign, cst.Assign) or sole_name_target(assign) is None:
            return None
        if not isinstance(assign.value, cst.List) or assign.value.elements:
            return None
        result = assign.targets[0].target.value
        if (
            not isinstance(second, cst.For)
            or second.orelse
            or second.asynchronous
            or not isinstance(second.body, cst.IndentedBlock)
        ):
            return None
        if len(second.body.body) != 1:
            return None
        only = second.body.body[0]
        condition = None
        if (
            isinstance(only, cst.If)
            and only.orelse is None
            and isinstance(only.body, cst.IndentedBlock)
            and len(only.body.body) == 1
        ):
            condition = only.test
            only = only.body.body[0]
        element = _append_of(only, result)
        if element is None:
            return None
        if result in names_in(second.iter) | names_in(element) | (names_in(condition) if condition else set()):
            return None
        if result in names_in(second.target):
            return None
        if any(count_name(func, n) != count_name(second, n) for n in names_in(second.target)):
            return None
        return result, second, element, condition

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        out = []
        for block in blocks(func):
            body = block.body
            for index in range(len(body) - 1):
                if self._match(func, body[index], body[index + 1]) is not None:
                    out.append(Site(body[index]))
        return out

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        stmt = site.anchor
        block, index = locate(func, stmt)
        found = self._match(func, block.body[index], block.body[index + 1])
        assert found is not None and isinstance(stmt, cst.SimpleStatementLine)
        result, loop, element, condition = found
        ifs = [cst.CompIf(test=condition)] if condition is not None else []
        comp = cst.ListComp(elt=element, for_in=cst.CompFor(target=loop.target, iter=loop.iter, ifs=ifs))
        new = stmt.with_changes(body=[cst.Assign(targets=[cst.AssignTarget(cst.Name(result))], value=comp)])
        return edit_block(func, block, lambda stmts: stmts[:index] + [new] + stmts[index + 2 :])
