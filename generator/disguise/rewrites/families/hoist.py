"""Hoist ``len(xs)`` into a local before the first statement that needs it, when ``xs`` is never
rebound or changed in the function and that statement evaluates the call unconditionally."""

from __future__ import annotations

import libcst as cst

from generator.disguise.rewrites.base import (
    Fresh,
    Rewrite,
    Site,
    bound_names,
    collect,
    edit_block,
    is_call_to,
    is_docstring,
    mutated_names,
    replace_nodes,
)


def _len_calls(node: cst.CSTNode, name: str) -> list[cst.Call]:
    return [
        c
        for c in collect(node, lambda n: is_call_to(n, "len", 1))
        if isinstance(c.args[0].value, cst.Name) and c.args[0].value.value == name
    ]


def _unconditional(node: cst.CSTNode) -> list[cst.CSTNode]:
    """Sub-expressions of a statement that always run when the statement runs."""
    roots: list[cst.CSTNode] = []
    if isinstance(node, cst.SimpleStatementLine):
        for small in node.body:
            if (
                isinstance(small, (cst.Assign, cst.AugAssign, cst.AnnAssign, cst.Return, cst.Expr))
                and small.value is not None
            ):
                roots.append(small.value)
    elif isinstance(node, (cst.If, cst.While)):
        roots.append(node.test)
    elif isinstance(node, cst.For):
        roots.append(node.iter)
    out: list[cst.CSTNode] = []

    def walk(expr: cst.CSTNode) -> None:
        out.append(expr)
        if isinstance(expr, cst.BooleanOperation):
            walk(expr.left)
        elif isinstance(expr, cst.IfExp):
            walk(expr.test)
        elif isinstance(expr, cst.Comparison):
            walk(expr.left)
            if expr.comparisons:
                walk(expr.comparisons[0].comparator)
        elif isinstance(expr, (cst.Lambda,)):
            return
        elif isinstance(expr, (cst.ListComp, cst.SetComp, cst.GeneratorExp, cst.DictComp)):
            walk(expr.for_in.iter)
        else:
            for child in expr.children:
                walk(child)

    for root in roots:
        walk(root)
    return out


class HoistLength(Rewrite):
    name = "hoist_length"
    description = "len(xs) used in the body  ->  n = len(xs) before its first use"
    may_touch_defect = True
    max_steps = 2

    def _candidates(self, func: cst.FunctionDef) -> list[tuple[int, str]]:
        body = func.body
        if not isinstance(body, cst.IndentedBlock):
            return []
        changing = bound_names(body) | mutated_names(body)
        params = {p.name.value for p in (*func.params.posonly_params, *func.params.params, *func.params.kwonly_params)}
        seen: set[str] = set()
        out = []
        names = sorted(
            {
                c.args[0].value.value
                for c in collect(body, lambda n: is_call_to(n, "len", 1))
                if isinstance(c.args[0].value, cst.Name)
            }
        )
        for name in names:
            if name in seen or name not in params or name in changing:
                continue
            for index, stmt in enumerate(body.body):
                calls = _len_calls(stmt, name)
                if not calls:
                    continue
                assign = stmt.body[0] if isinstance(stmt, cst.SimpleStatementLine) and len(stmt.body) == 1 else None
                if isinstance(assign, cst.Assign) and any(c is assign.value for c in calls):
                    break  # already a local of its own

                always = {id(n) for n in _unconditional(stmt)}
                if any(id(c) in always for c in calls) and not is_docstring(stmt):
                    out.append((index, name))
                seen.add(name)
                break
        return sorted(out)

    def sites(self, func: cst.FunctionDef) -> list[Site]:
        body = func.body
        return [Site(body.body[index], (name,)) for index, name in self._candidates(func)]

    def apply(self, func: cst.FunctionDef, site: Site, fresh: Fresh) -> cst.FunctionDef:
        (name,) = site.payload
        local = fresh("counts")
        body = func.body
        assert isinstance(body, cst.IndentedBlock)
        index = next(i for i, s in enumerate(body.body) if s is site.anchor)
        mapping = {id(c): cst.Name(local) for c in _len_calls(body, name)}
        new_func = replace_nodes(func, mapping)
        new_body = new_func.body
        assert isinstance(new_body, cst.IndentedBlock)
        anchor = new_body.body[index]
        assign = cst.SimpleStatementLine(
            body=[cst.Assign(targets=[cst.AssignTarget(cst.Name(local))], value=cst.parse_expression(f"len({name})"))],
            leading_lines=anchor.leading_lines,
        )
        moved = anchor.with_changes(leading_lines=())
        return edit_block(new_func, new_body, lambda stmts: stmts[:index] + [assign, moved] + stmts[index + 1 :])
