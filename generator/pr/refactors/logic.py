"""De Morgan's laws on a condition, and an index loop that also reads its element -> ``enumerate``."""

from __future__ import annotations

import libcst as cst

from core.syntax import function_named, walk
from generator.disguise.rewrites.base import (
    bound_names,
    code,
    collect,
    count_name,
    has_closure,
    instances,
    is_call_to,
    mutated_names,
    paren,
    replace_nodes,
)
from generator.pr.refactor_base import Example, Fresh, ModuleSite, Refactor, editable, module_names, replace_function


def _negated(node: cst.BaseExpression) -> cst.BaseExpression | None:
    if isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Not) and not node.lpar:
        return node.expression
    return None


class DeMorgan(Refactor):
    name = "de_morgan"
    description = "not a and not b  ->  not (a or b); not a or not b  ->  not (a and b)"
    examples = (
        Example(
            "def f(a: int, b: int) -> bool:\n    return not a == 1 and not b == 2\n",
            ("def f(a: int, b: int) -> bool:\n    return not (a == 1 or b == 2)\n",),
        ),
        Example("def f(a: int, b: int) -> bool:\n    return not a and b\n", must_not_fire=True),
    )

    def sites(self, module: cst.Module) -> list[ModuleSite]:
        out = []
        for func in editable(module):
            for node in walk(func.body):
                if (
                    isinstance(node, cst.BooleanOperation)
                    and _negated(node.left) is not None
                    and _negated(node.right) is not None
                ):
                    out.append(ModuleSite(func.name.value, (func.name.value,), node))
        return out

    def apply(self, module: cst.Module, site: ModuleSite, fresh: Fresh) -> cst.Module:
        func = function_named(module, site.function)
        node = site.anchor
        assert func is not None and isinstance(node, cst.BooleanOperation)
        left, right = _negated(node.left), _negated(node.right)
        assert left is not None and right is not None
        flipped = cst.Or() if isinstance(node.operator, cst.And) else cst.And()
        inner = cst.BooleanOperation(left=left, operator=flipped, right=right)
        new = cst.UnaryOperation(operator=cst.Not(), expression=paren(inner), lpar=node.lpar, rpar=node.rpar)
        return replace_function(module, func, replace_nodes(func, {id(node): new}))


def _singular(name: str) -> str:
    if name.endswith("ies") and len(name) > 4:
        return name[:-3] + "y"
    if name.endswith("s") and not name.endswith("ss") and len(name) > 1:
        return name[:-1]
    return ""


def _element_reads(body: cst.CSTNode, seq: str, index: str) -> list[cst.Subscript]:
    """``seq[index]`` reads in ``body`` (not assignment targets)."""
    targets = {
        id(n)
        for t in collect(body, lambda n: isinstance(n, (cst.AssignTarget, cst.AugAssign, cst.Del)))
        for n in walk(t.target)  # type: ignore[attr-defined]  # each of those three has a target
    }
    return [
        s
        for s in instances(body, cst.Subscript)
        if id(s) not in targets
        and isinstance(s.value, cst.Name)
        and s.value.value == seq
        and len(s.slice) == 1
        and isinstance(s.slice[0].slice, cst.Index)
        and isinstance(s.slice[0].slice.value, cst.Name)
        and s.slice[0].slice.value.value == index
    ]


class EnumerateLoop(Refactor):
    name = "enumerate_loop"
    description = "for i in range(len(xs)): ... xs[i] ... i ...  ->  for i, x in enumerate(xs): ... x ... i ..."
    examples = (
        Example(
            "def f(xs: list[int]) -> int:\n    t = 0\n    for i in range(len(xs)):\n        t += xs[i] * i\n    return t\n",
            (
                "def f(xs: list[int]) -> int:\n    t = 0\n    for i, x in enumerate(xs):\n"
                "        t += x * i\n    return t\n",
            ),
        ),
        Example(
            "def f(xs: list[int]) -> int:\n    for i in range(len(xs)):\n        xs[i] = i\n    return 0\n",
            must_not_fire=True,
        ),
    )

    def sites(self, module: cst.Module) -> list[ModuleSite]:
        out = []
        for func in editable(module):
            for loop in instances(func.body, cst.For):
                if loop.orelse or loop.asynchronous or not isinstance(loop.target, cst.Name):
                    continue
                if not is_call_to(loop.iter, "range", 1) or not is_call_to(loop.iter.args[0].value, "len", 1):
                    continue
                seq_node = loop.iter.args[0].value.args[0].value
                if not isinstance(seq_node, cst.Name):
                    continue
                seq, index = seq_node.value, loop.target.value
                reads = _element_reads(loop.body, seq, index)
                changed = bound_names(loop.body) | mutated_names(loop.body)
                if not reads or seq in changed or index in changed or has_closure(loop.body):
                    continue
                if count_name(loop.body, index) == len(reads):
                    continue  # every use is an element read: index_to_element's job
                out.append(ModuleSite(func.name.value, (func.name.value,), loop, (seq, index)))
        return out

    def apply(self, module: cst.Module, site: ModuleSite, fresh: Fresh) -> cst.Module:
        func = function_named(module, site.function)
        loop = site.anchor
        assert func is not None and isinstance(loop, cst.For)
        seq, index = site.payload
        element = _singular(seq)
        if not element or element in module_names(module):
            element = fresh("items")
        body = replace_nodes(loop.body, {id(s): cst.Name(element) for s in _element_reads(loop.body, seq, index)})
        target = cst.Tuple(
            elements=[
                cst.Element(cst.Name(index), comma=cst.Comma(whitespace_after=cst.SimpleWhitespace(" "))),
                cst.Element(cst.Name(element)),
            ],
            lpar=[],
            rpar=[],
        )
        new = loop.with_changes(target=target, iter=cst.parse_expression(f"enumerate({seq})"), body=body)
        assert code(new)
        return replace_function(module, func, replace_nodes(func, {id(loop): new}))
