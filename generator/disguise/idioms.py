"""Idiom expansion, applied to EVERY snippet alike (a house style, not a disguise).

Authored clean controls lean on comprehensions, ``sum``/``any``/``all`` over generators and
conditional expressions, while seed functions mostly use plain loops and ``if`` statements; left
alone, those idioms tell a clean control from the other variants. Every snippet of an item gets
the same treatment, wherever it fits (probability one for all four variants), so no idiom is a tell:

* ``x = sum(e for v in vs if c)`` / ``return sum(...)`` -> an accumulator loop
  (``sum`` adds left to right from ``0``; so does the loop);
* ``return any(p for v in vs if c)`` / ``all`` -> a loop with early returns;
* ``x = [e for ...]`` / ``{e for ...}`` / ``{k: v for ...}`` (or ``return`` of one) -> a loop
  filling a list, set or dict;
* ``return a if c else b`` -> ``if c: return a`` / ``return b``; ``x = a if c else b`` -> an
  ``if``/``else`` assignment.

An expansion is skipped where it could change behaviour: a loop variable used elsewhere in the
function (comprehension variables do not leak, loop variables do), an assignment expression, an
``async`` comprehension. Twins are expanded together or not at all (``expand_group``): the same
number of expansions in each member, else none, so the twin diff stays the planted fault. The
build proves every result anyway (kill matrices, equivalence searches).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

import libcst as cst

from generator.disguise.comprehension_names import NameCounts, NamesOutside, comprehension_targets, name_counts
from generator.disguise.statement_builders import (
    conjunction,
    evaluated_first,
    line_of,
    nested_loops,
    parenthesized,
    plain_value,
)

_FRESH = {
    "sum": ("total", "acc", "running", "subtotal"),
    "list": ("result", "found", "picked", "values"),
    "set": ("seen", "distinct", "members"),
    "dict": ("table", "mapping", "by_key"),
    "any": ("found_any", "hit", "matched"),
    "all": ("every", "all_ok", "holds"),
    "parts": ("parts", "values", "collected", "pieces"),
}


# calls that consume a whole iterable: F(generator) == F(list built from it)
_CONSUMERS = frozenset({"sorted", "list", "tuple", "set", "frozenset", "max", "min", "len"})


class _Expand(cst.CSTTransformer):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0
        self.functions: list[NameCounts] = []  # per enclosing function: names outside comprehensions
        self.all_names: list[NameCounts] = []
        self.loops: list[set[str]] = []  # names bound by the enclosing for statements

    def visit_For(self, node: cst.For) -> None:
        self.loops.append(set(name_counts(node.target).counts))

    def leave_For(self, original_node: cst.For, updated_node: cst.For) -> cst.For:
        self.loops.pop()
        return updated_node

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        outside = NamesOutside()
        node.visit(outside)
        self.functions.append(outside)
        self.all_names.append(name_counts(node))

    def leave_FunctionDef(self, original_node: cst.FunctionDef, updated_node: cst.FunctionDef) -> cst.FunctionDef:
        self.functions.pop()
        self.all_names.pop()
        return updated_node

    def leave_IndentedBlock(
        self, original_node: cst.IndentedBlock, updated_node: cst.IndentedBlock
    ) -> cst.IndentedBlock:
        if not self.functions:
            return updated_node
        body: list[cst.BaseStatement] = []
        changed = False
        for stmt in updated_node.body:
            new = self._statement(stmt)
            if new is None:
                body.append(stmt)
            else:
                changed = True
                self.count += 1
                body.extend(new)
        return updated_node.with_changes(body=body) if changed else updated_node

    # ---- one statement -----------------------------------------------------------------
    def _statement(self, stmt: cst.BaseStatement) -> list[cst.BaseStatement] | None:
        out = None
        slot: cst.BaseExpression | None = None
        if isinstance(stmt, cst.If):
            slot = stmt.test
        elif isinstance(stmt, cst.For) and stmt.asynchronous is None:
            slot = stmt.iter
        elif isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1:
            small = stmt.body[0]
            if isinstance(small, cst.Return) and small.value is not None:
                out = self._value(small.value, None, stmt)
                slot = small.value
            elif isinstance(small, cst.Assign):
                if len(small.targets) == 1 and isinstance(small.targets[0].target, cst.Name):
                    out = self._value(small.value, small.targets[0].target.value, stmt)
                slot = small.value
            elif isinstance(small, (cst.AugAssign, cst.Expr)):
                slot = small.value
        if out is None and slot is not None:
            out = self._hoist(stmt, slot)
        if not out:
            return None
        if isinstance(stmt, (cst.SimpleStatementLine, cst.BaseCompoundStatement)) and stmt.leading_lines:
            out[0] = out[0].with_changes(leading_lines=stmt.leading_lines)
        return out

    def _safe(self, comp: cst.CompFor, whole: cst.CSTNode) -> bool:
        if name_counts(whole).walrus:
            return False
        targets = comprehension_targets(comp)
        return (
            "\x00async" not in targets
            and not any(self.functions[-1].counts.get(n, 0) for n in targets)
            and not any(targets & bound for bound in self.loops)
        )

    def _fresh(self, kind: str) -> str | None:
        names = self.all_names[-1].counts
        name = next((n for n in _FRESH[kind] if n not in names), None)
        if name is not None:
            names[name] = names.get(name, 0) + 1
        return name

    # ---- a generator consumed first by a statement: hoisted into a loop before it -----------
    def _hoist(self, stmt: cst.BaseStatement, slot: cst.BaseExpression) -> list[cst.BaseStatement] | None:
        for node in evaluated_first(slot):
            made = self._consumed(node)
            if made is None:
                continue
            prelude, replacement = made
            # replacing an expression inside the statement leaves a statement
            return [*prelude, cast(cst.BaseStatement, stmt.deep_replace(node, replacement))]
        return None

    def _consumed(self, node: cst.BaseExpression) -> tuple[list[cst.BaseStatement], cst.BaseExpression] | None:
        if isinstance(node, (cst.ListComp, cst.SetComp, cst.DictComp)):
            if not self._safe(node.for_in, node):
                return None
            kind = {cst.ListComp: "list", cst.SetComp: "set", cst.DictComp: "dict"}[type(node)]
            name = self._fresh(kind)
            made = self._fill(node, kind, name) if name else None
            return (made, cst.Name(name)) if made and name else None
        if not isinstance(node, cst.Call) or not node.args or node.args[0].keyword is not None or node.args[0].star:
            return None
        comp = node.args[0].value
        if not isinstance(comp, (cst.GeneratorExp, cst.ListComp)) or not self._safe(comp.for_in, comp):
            return None
        func = node.func
        callee = (
            func.value if isinstance(func, cst.Name) else func.attr.value if isinstance(func, cst.Attribute) else ""
        )
        if callee == "sum" and len(node.args) == 1:
            name = self._fresh("sum")
            made = self._fill(comp, "sum", name) if name else None
            return (made, cst.Name(name)) if made and name else None
        if callee in ("any", "all") and len(node.args) == 1 and comp.for_in.inner_for_in is None:
            name = self._fresh(callee)
            return (self._flag(comp, callee == "any", name), cst.Name(name)) if name else None
        if (callee in _CONSUMERS and isinstance(func, cst.Name)) or (
            callee == "join" and isinstance(func, cst.Attribute)
        ):
            if callee == "len" or isinstance(comp, cst.ListComp) and callee == "list":
                return None
            name = self._fresh("parts")
            made = self._fill(comp, "list", name) if name else None
            if not made or not name:
                return None
            return made, node.with_changes(args=[cst.Arg(cst.Name(name)), *node.args[1:]])
        return None

    def _flag(self, comp: cst.GeneratorExp | cst.ListComp, is_any: bool, name: str) -> list[cst.BaseStatement]:
        element = comp.elt
        test = element if is_any else cst.UnaryOperation(operator=cst.Not(), expression=parenthesized(element))
        hit = cst.If(
            test=test,
            body=cst.IndentedBlock(
                body=[
                    line_of(cst.Assign(targets=[cst.AssignTarget(cst.Name(name))], value=cst.Name(str(is_any)))),
                    line_of(cst.Break()),
                ]
            ),
        )
        return [
            line_of(cst.Assign(targets=[cst.AssignTarget(cst.Name(name))], value=cst.Name(str(not is_any)))),
            nested_loops(comp.for_in, hit),
        ]

    def _value(
        self, value: cst.BaseExpression, target: str | None, stmt: cst.SimpleStatementLine
    ) -> list[cst.BaseStatement] | None:
        if value.lpar:
            return None
        if isinstance(value, cst.IfExp):
            return self._ternary(value, target)
        if isinstance(value, cst.Call) and isinstance(value.func, cst.Name) and value.func.value == "next":
            return self._next(value, target)
        if (
            isinstance(value, cst.Call)
            and isinstance(value.func, cst.Name)
            and len(value.args) == 1
            and value.args[0].keyword is None
            and not value.args[0].star
            and isinstance(value.args[0].value, (cst.GeneratorExp, cst.ListComp))
        ):
            comp = value.args[0].value
            if not self._safe(comp.for_in, comp):
                return None
            if value.func.value == "sum":
                return self._fill(comp, "sum", target)
            if value.func.value in ("any", "all") and target is None:
                return self._any_all(comp, value.func.value == "any")
            return None
        if isinstance(value, (cst.ListComp, cst.SetComp, cst.DictComp)) and self._safe(value.for_in, value):
            kind = {cst.ListComp: "list", cst.SetComp: "set", cst.DictComp: "dict"}[type(value)]
            return self._fill(value, kind, target)
        return None

    def _next(self, call: cst.Call, target: str | None) -> list[cst.BaseStatement] | None:
        """``next((e for v in vs if c), d)`` with a plain default: the first match, else ``d``."""
        if len(call.args) != 2 or any(a.keyword is not None or a.star for a in call.args):
            return None
        comp, default = call.args[0].value, call.args[1].value
        if (
            not isinstance(comp, cst.GeneratorExp)
            or comp.for_in.inner_for_in is not None
            or not plain_value(default)
            or not self._safe(comp.for_in, comp)
        ):
            return None
        if target is None:
            return [nested_loops(comp.for_in, line_of(cst.Return(value=comp.elt))), line_of(cst.Return(value=default))]
        if target in comprehension_targets(comp.for_in) or target in name_counts(comp).counts:
            return None
        name = cst.Name(target)
        found = cst.IndentedBlock(
            body=[line_of(cst.Assign(targets=[cst.AssignTarget(name)], value=comp.elt)), line_of(cst.Break())]
        )
        clause = comp.for_in
        body: cst.BaseStatement = (
            cst.If(test=conjunction([c.test for c in clause.ifs]), body=found) if clause.ifs else found.body[0]
        )
        inner = cst.IndentedBlock(body=[body] if clause.ifs else list(found.body))
        loop = cst.For(target=clause.target, iter=clause.iter, body=inner)
        return [line_of(cst.Assign(targets=[cst.AssignTarget(name)], value=default)), loop]

    def _fill(
        self, comp: cst.ListComp | cst.SetComp | cst.DictComp | cst.GeneratorExp, kind: str, target: str | None
    ) -> list[cst.BaseStatement] | None:
        name = target or self._fresh(kind)
        if name is None or name in comprehension_targets(comp.for_in):
            return None
        acc = cst.Name(name)
        init_value = {
            "sum": cst.Integer("0"),
            "list": cst.List([]),
            "dict": cst.Dict([]),
            "set": cst.Call(func=cst.Name("set")),
        }[kind]
        step: cst.BaseSmallStatement
        if isinstance(comp, cst.DictComp):  # kind "dict" (a dict comprehension is filled, never summed)
            step = cst.Assign(
                targets=[cst.AssignTarget(cst.Subscript(value=acc, slice=[cst.SubscriptElement(cst.Index(comp.key))]))],
                value=comp.value,
            )
        elif kind == "sum":
            step = cst.AugAssign(target=acc, operator=cst.AddAssign(), value=comp.elt)
        else:
            method = "append" if kind == "list" else "add"
            step = cst.Expr(cst.Call(func=cst.Attribute(value=acc, attr=cst.Name(method)), args=[cst.Arg(comp.elt)]))
        out: list[cst.BaseStatement] = [
            line_of(cst.Assign(targets=[cst.AssignTarget(acc)], value=init_value)),
            nested_loops(comp.for_in, line_of(step)),
        ]
        if target is None:
            out.append(line_of(cst.Return(value=acc)))
        return out

    def _any_all(self, comp: cst.GeneratorExp | cst.ListComp, is_any: bool) -> list[cst.BaseStatement]:
        element = comp.elt
        test = element if is_any else cst.UnaryOperation(operator=cst.Not(), expression=parenthesized(element))
        hit = cst.If(test=test, body=cst.IndentedBlock(body=[line_of(cst.Return(value=cst.Name(str(is_any))))]))
        return [nested_loops(comp.for_in, hit), line_of(cst.Return(value=cst.Name(str(not is_any))))]

    def _ternary(self, value: cst.IfExp, target: str | None) -> list[cst.BaseStatement]:
        def strip(e: cst.BaseExpression) -> cst.BaseExpression:
            return e.with_changes(lpar=[], rpar=[]) if e.lpar and not isinstance(e, cst.Tuple) else e

        if target is None:
            branch = cst.If(
                test=strip(value.test), body=cst.IndentedBlock(body=[line_of(cst.Return(value=strip(value.body)))])
            )
            return [branch, line_of(cst.Return(value=strip(value.orelse)))]
        name = cst.AssignTarget(cst.Name(target))
        return [
            cst.If(
                test=strip(value.test),
                body=cst.IndentedBlock(body=[line_of(cst.Assign(targets=[name], value=strip(value.body)))]),
                orelse=cst.Else(
                    body=cst.IndentedBlock(body=[line_of(cst.Assign(targets=[name], value=strip(value.orelse)))])
                ),
            )
        ]


def expand(code: str, *, rounds: int = 4) -> tuple[str, int]:
    """``code`` with every idiom above expanded (to a fixed point), and how many expansions ran."""
    module = cst.parse_module(code)
    total = 0
    for _ in range(rounds):
        transformer = _Expand()
        module = module.visit(transformer)
        total += transformer.count
        if not transformer.count:
            break
    return module.code, total


def expand_group(codes: Sequence[str]) -> list[str]:
    """Expand a twin group together: every member the same number of times, else none at all."""
    results = [expand(code) for code in codes]
    if len({count for _, count in results}) != 1:
        return list(codes)
    return [text for text, _ in results]
