"""Extract an expression into a helper function, and inline a one-line helper into its callers."""

from __future__ import annotations

import libcst as cst

from core.syntax import function_named, top_level_functions, walk
from generator.disguise.rewrites.base import (
    ATOMS,
    bound_names,
    code,
    is_docstring,
    name_reads,
    paren,
    replace_nodes,
    strip_parens,
)
from generator.pr.module import is_public
from generator.pr.refactor_base import Example, Fresh, ModuleSite, Refactor, editable, module_names, replace_function

_SCOPES = (cst.Lambda, cst.ListComp, cst.SetComp, cst.DictComp, cst.GeneratorExp, cst.FunctionDef, cst.ClassDef)
_EXTRACTABLE = (cst.BinaryOperation, cst.BooleanOperation, cst.Comparison)
_FORBIDDEN = (cst.NamedExpr, cst.Yield, cst.Await, *_SCOPES)


def _no_scope(node: cst.CSTNode) -> list[cst.CSTNode] | None:
    return [] if isinstance(node, _SCOPES) else None


def _locals(func: cst.FunctionDef) -> set[str]:
    return bound_names(func.body) | {p.name.value for p in walk(func.params) if isinstance(p, cst.Param)}


def _in_targets(func: cst.FunctionDef) -> set[int]:
    """ids of the nodes inside assignment targets (never extracted)."""
    out: set[int] = set()
    for node in walk(func.body):
        if isinstance(node, (cst.AssignTarget, cst.AugAssign, cst.For, cst.Del)):
            out.update(id(n) for n in walk(node.target))
    return out


class ExtractHelper(Refactor):
    name = "extract_helper"
    description = "a condition or a computation  ->  a private helper function called in its place"
    examples = (
        Example(
            "def f(xs: list[int], k: int) -> int:\n    return sum(xs) * k + 1\n",
            (
                "def f(xs: list[int], k: int) -> int:\n    return _f_term(xs, k)\n\n\n"
                "def _f_term(xs, k):\n    return sum(xs) * k + 1\n",
            ),
        ),
        Example("def f(a: int) -> int:\n    return a\n", must_not_fire=True),
    )

    def sites(self, module: cst.Module) -> list[ModuleSite]:
        out = []
        for func in editable(module):
            if not is_public(func.name.value):
                continue
            local = _locals(func)
            targets = _in_targets(func)
            for node in walk(func.body, _no_scope):
                if not isinstance(node, _EXTRACTABLE) or id(node) in targets:
                    continue
                text = code(node)
                if "\n" in text or len(text) > 70 or any(isinstance(n, _FORBIDDEN) for n in walk(node)):
                    continue
                reads = [n for n in dict.fromkeys(name_reads(node)) if n in local]
                if reads:
                    out.append(ModuleSite(func.name.value, (func.name.value,), node, tuple(reads)))
        return out

    def apply(self, module: cst.Module, site: ModuleSite, fresh: Fresh) -> cst.Module:
        func = function_named(module, site.function)
        assert func is not None and isinstance(site.anchor, cst.BaseExpression)
        kind = "check" if isinstance(site.anchor, (cst.Comparison, cst.BooleanOperation)) else "term"
        taken = module_names(module)
        name, number = f"_{site.function}_{kind}", 2
        while name in taken:
            name, number = f"_{site.function}_{kind}_{number}", number + 1
        params = ", ".join(site.payload)
        helper = cst.parse_statement(f"def {name}({params}):\n    return {code(strip_parens(site.anchor))}\n")
        assert isinstance(helper, cst.FunctionDef)
        helper = helper.with_changes(leading_lines=[cst.EmptyLine(), cst.EmptyLine()])
        call = cst.parse_expression(f"{name}({params})")
        new_func = replace_nodes(func, {id(site.anchor): call})
        return replace_function(module, func, [new_func, helper])


def _one_liner(func: cst.FunctionDef) -> cst.BaseExpression | None:
    body = [s for s in func.body.body if not is_docstring(s)]
    if len(body) != 1 or not isinstance(body[0], cst.SimpleStatementLine) or len(body[0].body) != 1:
        return None
    small = body[0].body[0]
    return small.value if isinstance(small, cst.Return) and small.value is not None else None


def _plain_params(func: cst.FunctionDef) -> list[str] | None:
    p = func.params
    if p.posonly_params or p.kwonly_params or p.star_kwarg or isinstance(p.star_arg, cst.Param):
        return None
    if any(param.default is not None for param in p.params) or func.decorators:
        return None
    return [param.name.value for param in p.params]


_SIMPLE = (cst.Name, cst.Integer, cst.Float, cst.SimpleString)
_SHORT_CIRCUIT = (cst.BooleanOperation, cst.IfExp, cst.Comparison)


class InlineHelper(Refactor):
    name = "inline_helper"
    description = "a private one-line helper  ->  its expression written at each call"
    examples = (
        Example(
            "def _double(x):\n    return x * 2\n\n\ndef f(a: int) -> int:\n    return _double(a) + 1\n",
            ("def f(a: int) -> int:\n    return (a * 2) + 1\n",),
        ),
        Example(
            "def _double(x):\n    return x * 2\n\n\ndef f(a: int) -> int:\n    g = _double\n    return g(a)\n",
            must_not_fire=True,
        ),
    )

    def sites(self, module: cst.Module) -> list[ModuleSite]:
        out = []
        functions = top_level_functions(module)
        for helper in functions:
            name = helper.name.value
            expr = _one_liner(helper)
            params = _plain_params(helper)
            if is_public(name) or name.startswith("clean_") or expr is None or params is None:
                continue
            if any(isinstance(n, _FORBIDDEN) for n in walk(expr)):
                continue
            uses = [n for n in walk(module) if isinstance(n, cst.Name) and n.value == name]
            calls = [n for n in walk(module) if isinstance(n, cst.Call) and isinstance(n.func, cst.Name)]
            calls = [c for c in calls if c.func.value == name]  # type: ignore[attr-defined]  # filtered on Name above
            if len(uses) != len(calls) + 1 or not calls:  # the def's own name + one per call: never used as a value
                continue
            if any(len(c.args) != len(params) or any(a.keyword or a.star for a in c.args) for c in calls):
                continue
            call_ids = {id(c) for c in calls}
            callers = [f for f in functions if f is not helper and any(id(n) in call_ids for n in walk(f))]
            globals_read = set(name_reads(expr)) - set(params)
            if any(globals_read & _locals(f) for f in callers) or name in {f.name.value for f in callers}:
                continue
            order = [n for n in name_reads(expr) if n in params]
            ordered = order == params  # each parameter read once, in order: any argument may be inlined
            short = any(
                isinstance(n, _SHORT_CIRCUIT) and not (isinstance(n, cst.Comparison) and len(n.comparisons) == 1)
                for n in walk(expr)
            )
            if not all(all(isinstance(a.value, _SIMPLE) for a in c.args) or (ordered and not short) for c in calls):
                continue
            touched = (*(f.name.value for f in callers), name)
            out.append(ModuleSite(callers[0].name.value, touched, helper, (name,)))
        return out

    def apply(self, module: cst.Module, site: ModuleSite, fresh: Fresh) -> cst.Module:
        helper = site.anchor
        assert isinstance(helper, cst.FunctionDef)
        expr = _one_liner(helper)
        params = _plain_params(helper)
        assert expr is not None and params is not None
        mapping: dict[int, cst.CSTNode] = {}
        for call in walk(module):
            if isinstance(call, cst.Call) and isinstance(call.func, cst.Name) and call.func.value == helper.name.value:
                values = {p: a.value for p, a in zip(params, call.args)}
                names = {
                    id(n): (values[n.value] if isinstance(values[n.value], ATOMS) else paren(values[n.value]))
                    for n in walk(expr)
                    if isinstance(n, cst.Name) and n.value in values
                }
                body = replace_nodes(expr, names)
                mapping[id(call)] = body if isinstance(body, ATOMS) else paren(body)
        new = replace_nodes(module, mapping)
        body = list(new.body)
        at = next(i for i, s in enumerate(body) if isinstance(s, cst.FunctionDef) and s.name.value == helper.name.value)
        removed = body.pop(at)
        if at < len(body) and isinstance(removed, cst.FunctionDef):
            body[at] = body[at].with_changes(leading_lines=removed.leading_lines)  # the gap it leaves, as it was
        return new.with_changes(body=body)
