"""The libcst pieces the idiom expansions are built from: nested ``for``/``if`` statements for a
comprehension's clauses, conjunctions, one-statement lines, and which sub-expressions a statement
evaluates first (a generator there can be hoisted in front of it without changing the order).
"""

from __future__ import annotations

from collections.abc import Sequence

import libcst as cst


def parenthesized(expr: cst.BaseExpression) -> cst.BaseExpression:
    if isinstance(expr, (cst.BooleanOperation, cst.IfExp, cst.Lambda)) and not expr.lpar:
        return expr.with_changes(lpar=[cst.LeftParen()], rpar=[cst.RightParen()])
    return expr


def conjunction(tests: Sequence[cst.BaseExpression]) -> cst.BaseExpression:
    test = parenthesized(tests[0]) if len(tests) > 1 else tests[0]
    for extra in tests[1:]:
        test = cst.BooleanOperation(left=test, operator=cst.And(), right=parenthesized(extra))
    return test


def line_of(small: cst.BaseSmallStatement) -> cst.SimpleStatementLine:
    return cst.SimpleStatementLine(body=[small])


def nested_loops(comp: cst.CompFor, inner: cst.BaseStatement) -> cst.BaseStatement:
    """Nested ``for``/``if`` statements for a comprehension's clauses around ``inner``."""
    clauses: list[cst.CompFor] = []
    current: cst.CompFor | None = comp
    while current is not None:
        clauses.append(current)
        current = current.inner_for_in
    body = inner
    for clause in reversed(clauses):
        if clause.ifs:
            body = cst.If(test=conjunction([c.test for c in clause.ifs]), body=cst.IndentedBlock(body=[body]))
        body = cst.For(
            target=clause.target.with_changes(lpar=[], rpar=[])
            if isinstance(clause.target, cst.Tuple)
            else clause.target,
            iter=clause.iter,
            body=cst.IndentedBlock(body=[body]),
        )
    return body


def plain_value(node: cst.BaseExpression) -> bool:
    """A name or a literal number or string: evaluating it has no effect."""
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        node = node.expression
    return isinstance(node, (cst.Name, cst.Integer, cst.Float, cst.SimpleString))


def plain_callee(func: cst.BaseExpression) -> bool:
    """A callee whose evaluation has no effect: ``f``, ``a.b``, ``"sep".join``."""
    if isinstance(func, cst.Name):
        return True
    return isinstance(func, cst.Attribute) and isinstance(func.value, (cst.Name, cst.SimpleString))


def evaluated_first(expr: cst.BaseExpression) -> list[cst.BaseExpression]:
    """The sub-expressions a statement evaluates before anything else, outermost first: hoisting
    one of them in front of the statement keeps the order of evaluation."""
    out: list[cst.BaseExpression] = []
    node: cst.BaseExpression | None = expr
    while node is not None:
        out.append(node)
        if (
            isinstance(node, cst.Call)
            and plain_callee(node.func)
            and node.args
            and node.args[0].keyword is None
            and not node.args[0].star
        ):
            node = node.args[0].value
        elif isinstance(node, (cst.BinaryOperation, cst.Comparison, cst.BooleanOperation)):
            node = node.left
        elif isinstance(node, cst.UnaryOperation):
            node = node.expression
        else:
            node = None
    return out
