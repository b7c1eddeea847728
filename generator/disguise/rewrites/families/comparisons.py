"""Comparison shapes: mirrored operands (``a < b`` -> ``b > a``) and clamping branches written
with ``min``/``max`` (``if x > 200: x = 200`` -> ``x = min(x, 200)``)."""

from __future__ import annotations

import libcst as cst

from generator.disguise.rewrites.base import (
    Fresh,
    FunctionFacts,
    Rewrite,
    Site,
    blocks,
    collect,
    edit_block,
    is_call_to,
    locate,
    needs_parens,
    paren,
    replace_nodes,
    single_small,
    sole_name_target,
)

_MIRROR: dict[type, type] = {
    cst.LessThan: cst.GreaterThan,
    cst.GreaterThan: cst.LessThan,
    cst.LessThanEqual: cst.GreaterThanEqual,
    cst.GreaterThanEqual: cst.LessThanEqual,
    cst.Equal: cst.Equal,
    cst.NotEqual: cst.NotEqual,
}
_LITERALS = (cst.Integer, cst.Float, cst.SimpleString)


def _quiet(node: cst.BaseExpression) -> bool:
    """Evaluating ``node`` has no side effect and can only fail with a TypeError (so evaluating
    two of them in the other order cannot change the outcome)."""
    if isinstance(node, (cst.Name, *_LITERALS)):
        return True
    if is_call_to(node, "len", 1):
        return isinstance(node.args[0].value, cst.Name)
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        return _quiet(node.expression)
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, (cst.Add, cst.Subtract, cst.Multiply)):
        return _quiet(node.left) and _quiet(node.right)
    return False


class MirrorComparison(Rewrite):
    name = "mirror_comparison"
    description = "a < b  ->  b > a (operands without side effects; never to put a literal first)"
    max_steps = 1

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        out = []
        for node in collect(func, lambda n: isinstance(n, cst.Comparison)):
            assert isinstance(node, cst.Comparison)
            if len(node.comparisons) != 1:
                continue
            target = node.comparisons[0]
            if type(target.operator) not in _MIRROR or isinstance(target.comparator, _LITERALS):
                continue
            if isinstance(node.left, _LITERALS) and type(target.operator) in (cst.Equal, cst.NotEqual):
                pass
            if _quiet(node.left) and _quiet(target.comparator):
                out.append(Site(node))
        return out

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        node = site.anchor
        assert isinstance(node, cst.Comparison)
        target = node.comparisons[0]
        old = target.operator
        new_op = _MIRROR[type(old)](whitespace_before=old.whitespace_before, whitespace_after=old.whitespace_after)
        left = target.comparator
        right = node.left
        new = node.with_changes(left=left, comparisons=[target.with_changes(operator=new_op, comparator=right)])
        return replace_nodes(func, {id(node): new})


def _clamp(stmt: cst.BaseStatement, facts: FunctionFacts) -> tuple[str, str, cst.BaseExpression] | None:
    """``if x > C: x = C`` (or <, >=, <=; C a literal or another name) -> (x, "min"/"max", C)."""
    if not isinstance(stmt, cst.If) or stmt.orelse is not None or not isinstance(stmt.body, cst.IndentedBlock):
        return None
    if len(stmt.body.body) != 1:
        return None
    assign = single_small(stmt.body.body[0], cst.Assign)
    test = stmt.test
    if not isinstance(assign, cst.Assign) or sole_name_target(assign) is None:
        return None
    if not isinstance(test, cst.Comparison) or len(test.comparisons) != 1 or not isinstance(test.left, cst.Name):
        return None
    name = assign.targets[0].target.value
    bound = test.comparisons[0].comparator
    op = type(test.comparisons[0].operator)
    if test.left.value != name or facts.kinds.get(name) not in ("int", "float"):
        return None
    if not (
        isinstance(bound, (cst.Integer, cst.Float))
        or (isinstance(bound, cst.Name) and facts.kinds.get(bound.value) in ("int", "float"))
    ):
        return None
    if cst.Module(body=[]).code_for_node(bound) != cst.Module(body=[]).code_for_node(assign.value):
        return None
    if op in (cst.GreaterThan, cst.GreaterThanEqual):
        return name, "min", bound
    if op in (cst.LessThan, cst.LessThanEqual):
        return name, "max", bound
    return None


class ClampWithMinMax(Rewrite):
    name = "clamp_with_min_max"
    description = "if x > C: x = C  ->  x = min(x, C)"

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        facts = FunctionFacts.of(func)
        return [Site(s) for block in blocks(func) for s in block.body if _clamp(s, facts) is not None]

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        stmt = site.anchor
        assert isinstance(stmt, cst.If)  # the statement sites() found
        found = _clamp(stmt, FunctionFacts.of(func))
        assert found is not None
        name, which, bound = found
        block, index = locate(func, stmt)
        value = cst.Call(func=cst.Name(which), args=[cst.Arg(cst.Name(name)), cst.Arg(bound)])
        new = cst.SimpleStatementLine(
            body=[cst.Assign(targets=[cst.AssignTarget(cst.Name(name))], value=value)], leading_lines=stmt.leading_lines
        )
        return edit_block(func, block, lambda stmts: stmts[:index] + [new] + stmts[index + 1 :])


def _numeric(node: cst.BaseExpression, facts: FunctionFacts) -> bool:
    if isinstance(node, (cst.Integer, cst.Float)):
        return True
    if isinstance(node, cst.Name):
        return facts.kinds.get(node.value) in ("int", "float")
    if is_call_to(node, "len", 1):
        return isinstance(node.args[0].value, cst.Name)
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        return _numeric(node.expression, facts)
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, (cst.Add, cst.Subtract, cst.Multiply)):
        return _numeric(node.left, facts) and _numeric(node.right, facts)
    return False


class CommuteOperands(Rewrite):
    name = "commute_operands"
    description = "a + b  ->  b + a, a * b -> b * a (numbers only: exact for int and float)"
    max_steps = 1

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        facts = FunctionFacts.of(func)
        out = []
        for node in collect(
            func, lambda n: isinstance(n, cst.BinaryOperation) and isinstance(n.operator, (cst.Add, cst.Multiply))
        ):
            assert isinstance(node, cst.BinaryOperation)
            if isinstance(node.right, (cst.Integer, cst.Float)) and not isinstance(node.left, (cst.Integer, cst.Float)):
                continue  # keep "x + 1" natural: never write "1 + x"
            if type(node.left) is type(node.right):
                continue  # swapping two names (or two literals) would not change the shape
            if _numeric(node.left, facts) and _numeric(node.right, facts):
                out.append(Site(node))
        return out

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        node = site.anchor
        assert isinstance(node, cst.BinaryOperation)
        op = type(node.operator)
        left = node.right
        right = node.left
        if isinstance(right, cst.BinaryOperation) and needs_parens(right, op):
            right = paren(right)
        new = node.with_changes(left=left, right=right)
        return replace_nodes(func, {id(node): new})
