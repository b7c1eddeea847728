"""Safe-but-suspicious edits: changes that look like a planted bug to a reader, and are not (each
is proven on the module's valid inputs like every refactoring; the proof drops a step where the
types make it unsafe, e.g. a float bound).

- ``shift_bound``: ``i <= n - 1`` -> ``i < n`` (and the three mirror forms), or the other way;
- ``negative_index``: ``xs[len(xs) - 1]`` -> ``xs[-1]``;
- ``swap_exclusive_guards``: two early-exit guards whose conditions cannot both hold, in the other order.
"""

from __future__ import annotations

import math

import libcst as cst

from core.syntax import function_named, walk
from generator.disguise.rewrites.base import (
    FunctionFacts,
    code,
    edit_block,
    instances,
    is_call_to,
    locate,
    replace_nodes,
    stmt_blocks,
    terminates,
)
from generator.pr.refactor_base import Example, Fresh, ModuleSite, Refactor, editable, replace_function

# op after the shift, for (op, +1 or -1 on the right side being dropped)
_DROP = {(cst.LessThanEqual, -1): cst.LessThan, (cst.GreaterThan, -1): cst.GreaterThanEqual}
_DROP.update({(cst.LessThan, 1): cst.LessThanEqual, (cst.GreaterThanEqual, 1): cst.GreaterThan})
# op -> (op after, the constant added to the right side)
_ADD = {cst.LessThan: (cst.LessThanEqual, -1), cst.GreaterThanEqual: (cst.GreaterThan, -1)}


def _unit(node: cst.BaseExpression) -> int:
    """+1 / -1 when ``node`` is ``E + 1`` / ``E - 1``, else 0."""
    if isinstance(node, cst.BinaryOperation) and isinstance(node.right, cst.Integer) and node.right.value == "1":
        if isinstance(node.operator, cst.Add):
            return 1
        if isinstance(node.operator, cst.Subtract):
            return -1
    return 0


def _integral(node: cst.BaseExpression, facts: FunctionFacts) -> bool:
    if isinstance(node, cst.Integer) or is_call_to(node, "len", 1):
        return True
    if isinstance(node, cst.Name):
        return facts.kinds.get(node.value) == "int"
    if isinstance(node, cst.BinaryOperation) and isinstance(node.operator, (cst.Add, cst.Subtract)):
        return _integral(node.left, facts) and _integral(node.right, facts)
    return False


class ShiftBound(Refactor):
    name = "shift_bound"
    description = "i <= n - 1  ->  i < n; i < n  ->  i <= n - 1 (integer bounds)"
    suspicious = True
    examples = (
        Example(
            "def f(i: int, n: int) -> bool:\n    return i <= n - 1\n",
            ("def f(i: int, n: int) -> bool:\n    return i < n\n",),
        ),
        Example(
            "def f(xs: list[int], i: int) -> bool:\n    return i < len(xs)\n",
            ("def f(xs: list[int], i: int) -> bool:\n    return i <= len(xs) - 1\n",),
        ),
        Example("def f(i: int) -> bool:\n    return i < 10\n", ("def f(i: int) -> bool:\n    return i <= 9\n",)),
        Example("def f(a: str, b: str) -> bool:\n    return a < b\n", must_not_fire=True),
    )

    def sites(self, module: cst.Module) -> list[ModuleSite]:
        out = []
        for func in editable(module):
            facts = FunctionFacts.of(func)
            for node in instances(func.body, cst.Comparison):
                if len(node.comparisons) != 1:
                    continue
                target = node.comparisons[0]
                key = (type(target.operator), _unit(target.comparator))
                if key in _DROP or (type(target.operator) in _ADD and _integral(target.comparator, facts)):
                    out.append(ModuleSite(func.name.value, (func.name.value,), node))
        return out

    def apply(self, module: cst.Module, site: ModuleSite, fresh: Fresh) -> cst.Module:
        func = function_named(module, site.function)
        node = site.anchor
        assert func is not None and isinstance(node, cst.Comparison)
        target = node.comparisons[0]
        right = target.comparator
        key = (type(target.operator), _unit(right))
        if key in _DROP:
            assert isinstance(right, cst.BinaryOperation)
            new_op, new_right = _DROP[key](), right.left
        else:
            op, delta = _ADD[type(target.operator)]
            if isinstance(right, cst.Integer):  # a literal bound is written as the shifted literal
                new_right = cst.parse_expression(str(int(right.value) + delta))
            else:
                new_right = cst.parse_expression(f"{code(right)} {'+' if delta > 0 else '-'} {abs(delta)}")
            new_op = op()
        new_op = new_op.with_changes(
            whitespace_before=target.operator.whitespace_before,  # type: ignore[attr-defined]  # every comparison operator has both
            whitespace_after=target.operator.whitespace_after,  # type: ignore[attr-defined]  # as above
        )
        new = node.with_changes(comparisons=[target.with_changes(operator=new_op, comparator=new_right)])
        return replace_function(module, func, replace_nodes(func, {id(node): new}))


def _last_index(node: cst.Subscript) -> bool:
    if not isinstance(node.value, cst.Name) or len(node.slice) != 1 or not isinstance(node.slice[0].slice, cst.Index):
        return False
    index = node.slice[0].slice.value
    return (
        _unit(index) == -1
        and isinstance(index, cst.BinaryOperation)
        and is_call_to(index.left, "len", 1)
        and isinstance(index.left.args[0].value, cst.Name)
        and index.left.args[0].value.value == node.value.value
    )


class NegativeIndex(Refactor):
    name = "negative_index"
    description = "xs[len(xs) - 1]  ->  xs[-1]"
    suspicious = True
    examples = (
        Example(
            "def f(xs: list[int]) -> int:\n    return xs[len(xs) - 1]\n",
            ("def f(xs: list[int]) -> int:\n    return xs[-1]\n",),
        ),
        Example("def f(xs: list[int], ys: list[int]) -> int:\n    return xs[len(ys) - 1]\n", must_not_fire=True),
    )

    def sites(self, module: cst.Module) -> list[ModuleSite]:
        return [
            ModuleSite(func.name.value, (func.name.value,), node)
            for func in editable(module)
            for node in instances(func.body, cst.Subscript)
            if _last_index(node)
        ]

    def apply(self, module: cst.Module, site: ModuleSite, fresh: Fresh) -> cst.Module:
        func = function_named(module, site.function)
        node = site.anchor
        assert func is not None and isinstance(node, cst.Subscript)
        element = node.slice[0].with_changes(slice=cst.Index(cst.parse_expression("-1")))
        return replace_function(module, func, replace_nodes(func, {id(node): node.with_changes(slice=[element])}))


def _interval(test: cst.BaseExpression) -> tuple[str, float, float] | None:
    """(the compared expression, lowest, highest integer) a one-comparison guard against an integer holds for."""
    if not isinstance(test, cst.Comparison) or len(test.comparisons) != 1:
        return None
    right = test.comparisons[0].comparator
    if (
        isinstance(right, cst.UnaryOperation)
        and isinstance(right.operator, cst.Minus)
        and isinstance(right.expression, cst.Integer)
    ):
        value = -int(right.expression.value)
    elif isinstance(right, cst.Integer):
        value = int(right.value)
    else:
        return None
    if any(isinstance(n, cst.Call) for n in walk(test.left)):
        return None
    bounds = {
        cst.Equal: (value, value),
        cst.LessThan: (-math.inf, value - 1),
        cst.LessThanEqual: (-math.inf, value),
        cst.GreaterThan: (value + 1, math.inf),
        cst.GreaterThanEqual: (value, math.inf),
    }.get(type(test.comparisons[0].operator))
    return (code(test.left), *bounds) if bounds else None


def _guard(stmt: cst.BaseStatement) -> tuple[str, float, float] | None:
    if not isinstance(stmt, cst.If) or stmt.orelse is not None or not terminates(stmt.body):
        return None
    return _interval(stmt.test)


class SwapExclusiveGuards(Refactor):
    name = "swap_exclusive_guards"
    description = "if x < 0: return A; if x > 9: return B  ->  the two guards in the other order"
    suspicious = True
    examples = (
        Example(
            "def f(x: int) -> str:\n    if x < 0:\n        return 'low'\n    if x > 9:\n        return 'high'\n    return 'ok'\n",
            (
                "def f(x: int) -> str:\n    if x > 9:\n        return 'high'\n    if x < 0:\n        return 'low'\n    return 'ok'\n",
            ),
        ),
        Example(
            "def f(x: int) -> str:\n    if x > 5:\n        return 'a'\n    if x > 9:\n        return 'b'\n    return 'c'\n",
            must_not_fire=True,
        ),
    )

    def sites(self, module: cst.Module) -> list[ModuleSite]:
        out = []
        for func in editable(module):
            for _block, body in stmt_blocks(func):
                for first, second in zip(body, body[1:]):
                    a, b = _guard(first), _guard(second)
                    if a and b and a[0] == b[0] and (a[2] < b[1] or b[2] < a[1]):
                        out.append(ModuleSite(func.name.value, (func.name.value,), first))
        return out

    def apply(self, module: cst.Module, site: ModuleSite, fresh: Fresh) -> cst.Module:
        func = function_named(module, site.function)
        assert func is not None and site.anchor is not None
        block, index = locate(func, site.anchor)
        a, b = block.body[index], block.body[index + 1]
        lead_a, lead_b = a.leading_lines, b.leading_lines  # type: ignore[attr-defined]  # both are `if` statements (the sites say so)
        new_b, new_a = b.with_changes(leading_lines=lead_a), a.with_changes(leading_lines=lead_b)
        new = edit_block(func, block, lambda stmts: stmts[:index] + [new_b, new_a] + stmts[index + 2 :])
        return replace_function(module, func, new)
