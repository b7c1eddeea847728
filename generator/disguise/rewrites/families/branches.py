"""Branch shapes: if/else inversion, guard clause <-> else block, early return <-> conditional
expression."""

from __future__ import annotations

import libcst as cst

from generator.disguise.rewrites.base import (
    ATOMS,
    Fresh,
    Rewrite,
    Site,
    as_block,
    blocks,
    collect,
    edit_block,
    locate,
    paren,
    replace_nodes,
    single_small,
    terminates,
)

_FLIP: dict[type, type] = {
    cst.Equal: cst.NotEqual,
    cst.NotEqual: cst.Equal,
    cst.In: cst.NotIn,
    cst.NotIn: cst.In,
    cst.Is: cst.IsNot,
    cst.IsNot: cst.Is,
}


def negate(test: cst.BaseExpression) -> cst.BaseExpression:
    """``not test`` written the plain way (flip ==, !=, in, is; drop a leading not)."""
    if isinstance(test, cst.Comparison) and len(test.comparisons) == 1 and type(test.comparisons[0].operator) in _FLIP:
        target = test.comparisons[0]
        old = target.operator
        new_op = _FLIP[type(old)](whitespace_before=old.whitespace_before, whitespace_after=old.whitespace_after)
        return test.with_changes(comparisons=[target.with_changes(operator=new_op)])
    if isinstance(test, cst.UnaryOperation) and isinstance(test.operator, cst.Not):
        inner = test.expression
        if isinstance(inner, (cst.BooleanOperation, cst.IfExp, cst.Lambda, cst.NamedExpr)) and not inner.lpar:
            return paren(inner)
        return inner.with_changes(lpar=[], rpar=[]) if inner.lpar and isinstance(inner, ATOMS) else inner
    operand = test if isinstance(test, ATOMS) or test.lpar else paren(test)
    return cst.UnaryOperation(operator=cst.Not(), expression=operand)


class InvertIf(Rewrite):
    name = "invert_if"
    description = "if c: A else: B  ->  if not c: B else: A"
    max_steps = 1

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        return [Site(n) for n in collect(func, lambda n: isinstance(n, cst.If) and isinstance(n.orelse, cst.Else))]

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        node = site.anchor
        assert isinstance(node, cst.If) and isinstance(node.orelse, cst.Else)
        new = node.with_changes(
            test=negate(node.test),
            body=as_block(node.orelse.body),
            orelse=node.orelse.with_changes(body=as_block(node.body)),
        )
        return replace_nodes(func, {id(node): new})


class GuardToElse(Rewrite):
    name = "guard_to_else"
    description = "if c: return x; rest  ->  if c: return x else: rest"
    opposite = "flatten_else"

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        out = []
        for block in blocks(func):
            body = block.body
            for _index, stmt in enumerate(body[:-1]):
                if isinstance(stmt, cst.If) and stmt.orelse is None and terminates(stmt.body):
                    out.append(Site(stmt))
        return out

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        node = site.anchor
        assert isinstance(node, cst.If)
        block, index = locate(func, node)

        def edit(stmts: list[cst.BaseStatement]) -> list[cst.BaseStatement]:
            rest = stmts[index + 1 :]
            rest = [rest[0].with_changes(leading_lines=()), *rest[1:]]
            new = node.with_changes(body=as_block(node.body), orelse=cst.Else(body=cst.IndentedBlock(body=rest)))
            return stmts[:index] + [new]

        return edit_block(func, block, edit)


class FlattenElse(Rewrite):
    name = "flatten_else"
    description = "if c: return x else: rest  ->  if c: return x; rest"
    opposite = "guard_to_else"

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        out = []
        for block in blocks(func):
            for stmt in block.body:
                if (
                    isinstance(stmt, cst.If)
                    and isinstance(stmt.orelse, cst.Else)
                    and terminates(stmt.body)
                    and isinstance(stmt.orelse.body, cst.IndentedBlock)
                ):
                    out.append(Site(stmt))
        return out

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        node = site.anchor
        assert isinstance(node, cst.If) and isinstance(node.orelse, cst.Else)
        block, index = locate(func, node)
        rest = list(node.orelse.body.body)
        new = node.with_changes(orelse=None)
        return edit_block(func, block, lambda stmts: stmts[:index] + [new, *rest] + stmts[index + 1 :])


def _return_value(stmt: cst.BaseStatement) -> cst.BaseExpression | None:
    ret = single_small(stmt, cst.Return)
    return ret.value if isinstance(ret, cst.Return) else None


def _wrap(e: cst.BaseExpression) -> cst.BaseExpression:
    return paren(e) if isinstance(e, (cst.IfExp, cst.Lambda, cst.NamedExpr)) and not e.lpar else e


class BranchToTernary(Rewrite):
    name = "branch_to_ternary"
    description = "if c: return x; return y  ->  return x if c else y"
    opposite = "ternary_to_branch"

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        out = []
        for block in blocks(func):
            body = block.body
            for index, stmt in enumerate(body[:-1]):
                if (
                    isinstance(stmt, cst.If)
                    and stmt.orelse is None
                    and isinstance(stmt.body, cst.IndentedBlock)
                    and len(stmt.body.body) == 1
                    and _return_value(stmt.body.body[0]) is not None
                    and _return_value(body[index + 1]) is not None
                ):
                    out.append(Site(stmt))
        return out

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        node = site.anchor
        assert isinstance(node, cst.If) and isinstance(node.body, cst.IndentedBlock)
        block, index = locate(func, node)
        yes = _return_value(node.body.body[0])
        no = _return_value(block.body[index + 1])
        assert yes is not None and no is not None
        value = cst.IfExp(test=_wrap(node.test), body=_wrap(yes), orelse=_wrap(no))
        ret = cst.SimpleStatementLine(body=[cst.Return(value=value)], leading_lines=node.leading_lines)
        return edit_block(func, block, lambda stmts: stmts[:index] + [ret] + stmts[index + 2 :])


class TernaryToBranch(Rewrite):
    name = "ternary_to_branch"
    description = "return x if c else y  ->  if c: return x; return y"
    opposite = "branch_to_ternary"

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        out = []
        for block in blocks(func):
            for stmt in block.body:
                value = _return_value(stmt)
                if isinstance(value, cst.IfExp):
                    out.append(Site(stmt))
        return out

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        stmt = site.anchor
        assert isinstance(stmt, cst.SimpleStatementLine)  # the statement sites() found
        value = _return_value(stmt)
        assert isinstance(value, cst.IfExp)
        block, index = locate(func, stmt)

        def strip(e):
            return e.with_changes(lpar=[], rpar=[]) if e.lpar and not isinstance(e, cst.Tuple) else e

        branch = cst.If(
            test=strip(value.test),
            body=cst.IndentedBlock(body=[cst.SimpleStatementLine(body=[cst.Return(value=strip(value.body))])]),
            leading_lines=stmt.leading_lines,
        )
        tail = cst.SimpleStatementLine(body=[cst.Return(value=strip(value.orelse))])
        return edit_block(func, block, lambda stmts: stmts[:index] + [branch, tail] + stmts[index + 1 :])


def _and_operand(e: cst.BaseExpression) -> cst.BaseExpression:
    return (
        paren(e)
        if isinstance(e, (cst.BooleanOperation, cst.IfExp, cst.Lambda, cst.NamedExpr))
        and not e.lpar
        and not (isinstance(e, cst.BooleanOperation) and isinstance(e.operator, cst.And))
        else e
    )


class NestAndCondition(Rewrite):
    name = "nest_and_condition"
    description = "if a and b: S  ->  if a: if b: S (no else)"
    opposite = "merge_nested_if"

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        return [
            Site(n)
            for n in collect(
                func,
                lambda n: (
                    isinstance(n, cst.If)
                    and n.orelse is None
                    and isinstance(n.test, cst.BooleanOperation)
                    and not n.test.lpar
                    and isinstance(n.test.operator, cst.And)
                ),
            )
        ]

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        node = site.anchor
        assert isinstance(node, cst.If) and isinstance(node.test, cst.BooleanOperation)
        outer, inner = node.test.left, node.test.right
        nested = cst.If(test=inner, body=as_block(node.body))
        new = node.with_changes(test=outer, body=cst.IndentedBlock(body=[nested]))
        return replace_nodes(func, {id(node): new})


class MergeNestedIf(Rewrite):
    name = "merge_nested_if"
    description = "if a: if b: S  ->  if a and b: S (neither has an else)"
    opposite = "nest_and_condition"

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        def match(n: cst.CSTNode) -> bool:
            return (
                isinstance(n, cst.If)
                and n.orelse is None
                and isinstance(n.body, cst.IndentedBlock)
                and len(n.body.body) == 1
                and isinstance(n.body.body[0], cst.If)
                and n.body.body[0].orelse is None
            )

        return [Site(n) for n in collect(func, match)]

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        node = site.anchor
        assert isinstance(node, cst.If) and isinstance(node.body, cst.IndentedBlock)
        inner = node.body.body[0]
        assert isinstance(inner, cst.If)
        test = cst.BooleanOperation(left=_and_operand(node.test), operator=cst.And(), right=_and_operand(inner.test))
        new = node.with_changes(test=test, body=as_block(inner.body))
        return replace_nodes(func, {id(node): new})
