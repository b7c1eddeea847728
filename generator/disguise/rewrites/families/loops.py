"""Loop forms: index loop <-> element loop, and a counting ``for`` over ``range`` -> ``while``."""

from __future__ import annotations

import libcst as cst

from generator.disguise.rewrites.base import (
    Fresh,
    FunctionFacts,
    Rewrite,
    Site,
    as_block,
    bound_names,
    collect,
    containing_block,
    count_name,
    edit_block,
    has_closure,
    instances,
    is_call_to,
    mutated_names,
    names_in,
    replace_nodes,
)

_INDEXABLE = {"list", "tuple", "str"}


def _index_subscripts(node: cst.CSTNode, seq: str, index: str) -> list[cst.Subscript]:
    def match(n: cst.Subscript) -> bool:
        return (
            isinstance(n.value, cst.Name)
            and n.value.value == seq
            and len(n.slice) == 1
            and isinstance(n.slice[0].slice, cst.Index)
            and isinstance(n.slice[0].slice.value, cst.Name)
            and n.slice[0].slice.value.value == index
        )

    return [n for n in instances(node, cst.Subscript) if match(n)]


def _outside_uses(func: cst.FunctionDef, loop: cst.For, name: str) -> int:
    return count_name(func, name) - count_name(loop, name)


class IndexToElement(Rewrite):
    name = "index_to_element"
    description = "for i in range(len(xs)): ... xs[i] ...  ->  for x in xs: ... x ..."
    opposite = "element_to_index"

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        out = []
        for loop in collect(func, lambda n: isinstance(n, cst.For)):
            assert isinstance(loop, cst.For)
            if loop.asynchronous or not isinstance(loop.target, cst.Name) or not is_call_to(loop.iter, "range", 1):
                continue
            inner = loop.iter.args[0].value
            if not is_call_to(inner, "len", 1) or not isinstance(inner.args[0].value, cst.Name):
                continue
            seq = inner.args[0].value.value
            index = loop.target.value
            subs = _index_subscripts(loop.body, seq, index)
            uses = count_name(loop.body, index) + (count_name(loop.orelse, index) if loop.orelse else 0)
            if not subs or uses != len(subs) or _outside_uses(func, loop, index) or has_closure(loop.body):
                continue
            if seq in bound_names(loop.body) or seq in mutated_names(loop.body) or index in bound_names(loop.body):
                continue
            in_target = any(
                id(s)
                in {
                    id(x)
                    for t in collect(loop.body, lambda n: isinstance(n, (cst.AssignTarget, cst.Del)))
                    for x in collect(t, lambda n: isinstance(n, cst.Subscript))
                }
                for s in subs
            )
            aug_targets = [a.target for a in instances(loop.body, cst.AugAssign)]
            if in_target or any(any(s is t for t in aug_targets) for s in subs):
                continue
            out.append(Site(loop, (seq,)))
        return out

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        loop = site.anchor
        assert isinstance(loop, cst.For) and isinstance(loop.target, cst.Name)
        (seq,) = site.payload
        element = fresh("items")
        body = replace_nodes(
            loop.body, {id(s): cst.Name(element) for s in _index_subscripts(loop.body, seq, loop.target.value)}
        )
        new = loop.with_changes(target=cst.Name(element), iter=cst.Name(seq), body=body)
        return replace_nodes(func, {id(loop): new})


class ElementToIndex(Rewrite):
    name = "element_to_index"
    description = "for x in xs: ...  ->  for i in range(len(xs)): x = xs[i]; ..."
    opposite = "index_to_element"

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        facts = FunctionFacts.of(func)
        out = []
        for loop in collect(func, lambda n: isinstance(n, cst.For)):
            assert isinstance(loop, cst.For)
            if loop.asynchronous or not isinstance(loop.iter, cst.Name) or loop.iter.lpar:
                continue
            seq = loop.iter.value
            if facts.kinds.get(seq) not in _INDEXABLE:
                continue
            if seq in bound_names(loop.body) or seq in mutated_names(loop.body) or seq in names_in(loop.target):
                continue
            out.append(Site(loop, (seq,)))
        return out

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        loop = site.anchor
        assert isinstance(loop, cst.For)
        (seq,) = site.payload
        index = fresh("indices")
        target = loop.target.with_changes(lpar=[], rpar=[]) if isinstance(loop.target, cst.Tuple) else loop.target
        if isinstance(target, cst.Tuple):
            target = target.with_changes(lpar=[], rpar=[])
        first = cst.SimpleStatementLine(
            body=[cst.Assign(targets=[cst.AssignTarget(target)], value=cst.parse_expression(f"{seq}[{index}]"))]
        )
        block = as_block(loop.body)
        body = block.with_changes(body=[first, *block.body])
        new = loop.with_changes(target=cst.Name(index), iter=cst.parse_expression(f"range(len({seq}))"), body=body)
        return replace_nodes(func, {id(loop): new})


def _int_bound(node: cst.BaseExpression, facts: FunctionFacts) -> bool:
    if isinstance(node, cst.Integer):
        return True
    if isinstance(node, cst.Name):
        return facts.kinds.get(node.value) == "int"
    if is_call_to(node, "len", 1):
        return isinstance(node.args[0].value, cst.Name)
    if isinstance(node, cst.BinaryOperation) and isinstance(
        node.operator, (cst.Add, cst.Subtract, cst.Multiply, cst.FloorDivide)
    ):
        return _int_bound(node.left, facts) and _int_bound(node.right, facts)
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Minus):
        return _int_bound(node.expression, facts)
    return False


class ForToWhile(Rewrite):
    name = "for_to_while"
    description = "for i in range(a, b): body  ->  i = a; while i < b: body; i += 1"

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        facts = FunctionFacts.of(func)
        out = []
        for loop in collect(func, lambda n: isinstance(n, cst.For)):
            assert isinstance(loop, cst.For)
            if loop.asynchronous or loop.orelse or not isinstance(loop.target, cst.Name):
                continue
            if not (is_call_to(loop.iter, "range", 1) or is_call_to(loop.iter, "range", 2)):
                continue
            if containing_block(func, loop) is None:
                continue
            args = [a.value for a in loop.iter.args]
            if not all(_int_bound(a, facts) for a in args):
                continue
            index = loop.target.value
            bound_vars = set().union(*(names_in(a) for a in args)) - {"len"}
            changed = bound_names(loop.body) | mutated_names(loop.body)
            if index in changed or bound_vars & changed or index in bound_vars:
                continue
            if collect(loop.body, lambda n: isinstance(n, cst.Continue)) or has_closure(loop.body):
                continue
            if _outside_uses(func, loop, index):
                continue
            out.append(Site(loop))
        return out

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        loop = site.anchor
        assert isinstance(loop, cst.For) and isinstance(loop.target, cst.Name) and isinstance(loop.iter, cst.Call)
        found = containing_block(func, loop)
        assert found is not None
        block, position = found
        index = loop.target.value
        args = [a.value for a in loop.iter.args]
        start = args[0] if len(args) == 2 else cst.Integer("0")
        stop = args[-1]
        init = cst.SimpleStatementLine(
            body=[cst.Assign(targets=[cst.AssignTarget(cst.Name(index))], value=start)],
            leading_lines=loop.leading_lines,
        )
        step = cst.SimpleStatementLine(
            body=[cst.AugAssign(target=cst.Name(index), operator=cst.AddAssign(), value=cst.Integer("1"))]
        )
        body = as_block(loop.body)
        test = cst.Comparison(left=cst.Name(index), comparisons=[cst.ComparisonTarget(cst.LessThan(), stop)])
        new = cst.While(test=test, body=body.with_changes(body=[*body.body, step]))
        return edit_block(func, block, lambda stmts: stmts[:position] + [init, new] + stmts[position + 1 :])


class HoistLoopIterable(Rewrite):
    name = "hoist_loop_iterable"
    description = "for x in sorted(xs): ...  ->  ordered = sorted(xs); for x in ordered: ..."
    max_steps = 1

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        out = []
        for loop in collect(func, lambda n: isinstance(n, cst.For)):
            assert isinstance(loop, cst.For)
            if loop.asynchronous or isinstance(loop.iter, cst.Name) or is_call_to(loop.iter, "range"):
                continue
            if containing_block(func, loop) is not None:
                out.append(Site(loop))
        return out

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        loop = site.anchor
        assert isinstance(loop, cst.For)
        found = containing_block(func, loop)
        assert found is not None
        block, position = found
        local = fresh("collections")
        value = (
            loop.iter.with_changes(lpar=[], rpar=[])
            if loop.iter.lpar and not isinstance(loop.iter, cst.Tuple)
            else loop.iter
        )
        assign = cst.SimpleStatementLine(
            body=[cst.Assign(targets=[cst.AssignTarget(cst.Name(local))], value=value)],
            leading_lines=loop.leading_lines,
        )
        new = loop.with_changes(iter=cst.Name(local), leading_lines=())
        return edit_block(func, block, lambda stmts: stmts[:position] + [assign, new] + stmts[position + 1 :])
