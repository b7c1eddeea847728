"""Role inference: what each identifier of a seed function *is* (a collection, a count, a flag...).

The disguise renames by role, so a role must be guessed from what the code says about the name:
its annotation, the value it is first bound to, how it is used (iterated, measured with ``len``,
subscripted), and the words it is made of. Roles are the word lists of a domain pack
(:data:`generator.disguise.domains.ROLE_KEYS`).

Only names *bound inside the function* (the function itself, its parameters, locals, loop and
comprehension variables, lambda parameters, nested defs) are renamable. Builtins, imported names,
globals, attribute names and keyword-argument names never are; names declared ``global`` or
``nonlocal`` are left alone as well.
"""

from __future__ import annotations

from dataclasses import dataclass

import libcst as cst

from core.syntax import dispatch
from generator.disguise.role_words import guess_role, words_of
from generator.disguise.value_kinds import kind_of_annotation, kind_of_value


@dataclass(frozen=True)
class NameRole:
    """One renamable name of a function: how it is bound and the role it was given."""

    name: str
    binding: str  # "function" | "param" | "local"
    role: str  # a ROLE_KEYS entry, e.g. "collections"
    kind: str  # "int" | "float" | "bool" | "str" | "list" | "dict" | "set" | "tuple" | "unknown"
    source: str | None = None  # for loop variables: the name of the collection iterated, if any


class _Binder:
    """Collects the names bound inside one function, in first-binding order, with evidence."""

    def __init__(self) -> None:
        self.order: list[str] = []
        self.kind: dict[str, str] = {}
        self.loop_over: dict[str, str | None] = {}
        self.range_loop: set[str] = set()
        self.sequence_use: set[str] = set()
        self.frozen: set[str] = set()
        self.param_annotations: dict[str, str | None] = {}
        self.alias: dict[str, str] = {}

    def _bind(self, name: str, kind: str = "unknown") -> None:
        if name not in self.kind:
            self.order.append(name)
            self.kind[name] = kind
        elif self.kind[name] == "unknown" and kind != "unknown":
            self.kind[name] = kind

    def _bind_target(self, target: cst.BaseExpression, value: cst.BaseExpression | None) -> None:
        if isinstance(target, cst.Name):
            self._bind(target.value, kind_of_value(value))
            if isinstance(value, cst.Name):
                self.alias.setdefault(target.value, value.value)
        elif isinstance(target, (cst.Tuple, cst.List)):
            values = None
            if isinstance(value, (cst.Tuple, cst.List)) and len(value.elements) == len(target.elements):
                values = [e.value for e in value.elements]
            for index, element in enumerate(target.elements):
                self._bind_target(element.value, values[index] if values else None)
        elif isinstance(target, cst.StarredElement):
            self._bind_target(target.value, cst.List([]))

    def _bind_loop(self, target: cst.BaseExpression, iterable: cst.BaseExpression) -> None:
        over = iterable.value if isinstance(iterable, cst.Name) else None
        is_range = (
            isinstance(iterable, cst.Call) and isinstance(iterable.func, cst.Name) and iterable.func.value == "range"
        )
        is_enumerate = (
            isinstance(iterable, cst.Call)
            and isinstance(iterable.func, cst.Name)
            and iterable.func.value == "enumerate"
        )
        if over:
            self.sequence_use.add(over)
        if isinstance(target, cst.Name):
            self._bind(target.value)
            self.loop_over.setdefault(target.value, over)
            if is_range:
                self.range_loop.add(target.value)
        elif isinstance(target, (cst.Tuple, cst.List)):
            for index, element in enumerate(target.elements):
                if isinstance(element.value, cst.Name):
                    self._bind(element.value.value)
                    if is_enumerate and index == 0:
                        self.range_loop.add(element.value.value)
                else:
                    self._bind_target(element.value, None)

    def visit_Param(self, node: cst.Param) -> None:
        self._bind(node.name.value)

    def visit_Assign(self, node: cst.Assign) -> None:
        for target in node.targets:
            self._bind_target(target.target, node.value)

    def visit_AnnAssign(self, node: cst.AnnAssign) -> None:
        if isinstance(node.target, cst.Name):
            self._bind(node.target.value, kind_of_value(node.value))

    def visit_AugAssign(self, node: cst.AugAssign) -> None:
        if isinstance(node.target, cst.Name):
            self._bind(node.target.value, kind_of_value(node.value))

    def visit_For(self, node: cst.For) -> None:
        self._bind_loop(node.target, node.iter)

    def visit_CompFor(self, node: cst.CompFor) -> None:
        self._bind_loop(node.target, node.iter)

    def visit_NamedExpr(self, node: cst.NamedExpr) -> None:
        if isinstance(node.target, cst.Name):
            self._bind(node.target.value, kind_of_value(node.value))

    def visit_AsName(self, node: cst.AsName) -> None:
        if isinstance(node.name, cst.Name):
            self._bind(node.name.value)

    def visit_Import(self, node: cst.Import) -> bool:
        for alias in node.names:
            bound = alias.asname.name if alias.asname else alias.name
            if isinstance(bound, cst.Name):
                self.frozen.add(bound.value)
            else:
                dotted = cst.helpers.get_full_name_for_node(bound) or ""
                self.frozen.add(dotted.split(".")[0])
        return False

    def visit_ImportFrom(self, node: cst.ImportFrom) -> bool:
        if not isinstance(node.names, cst.ImportStar):
            for alias in node.names:
                bound = alias.asname.name if alias.asname else alias.name
                if isinstance(bound, cst.Name):
                    self.frozen.add(bound.value)
        return False

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self._bind(node.name.value)

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        # a class's name is behaviour (the gate compares the names of raised exception types)
        self.frozen.add(node.name.value)

    def visit_Global(self, node: cst.Global) -> None:
        self.frozen.update(item.name.value for item in node.names)

    def visit_Nonlocal(self, node: cst.Nonlocal) -> None:
        self.frozen.update(item.name.value for item in node.names)

    def visit_Call(self, node: cst.Call) -> None:
        if isinstance(node.func, cst.Name) and node.func.value in (
            "len",
            "sorted",
            "sum",
            "reversed",
            "enumerate",
            "zip",
            "min",
            "max",
            "set",
            "list",
            "any",
            "all",
        ):
            for arg in node.args:
                if isinstance(arg.value, cst.Name):
                    self.sequence_use.add(arg.value.value)
        if (
            isinstance(node.func, cst.Attribute)
            and isinstance(node.func.value, cst.Name)
            and node.func.attr.value in ("append", "extend", "insert", "pop", "sort")
        ):
            self.sequence_use.add(node.func.value.value)


def function_roles(func: cst.FunctionDef, module: cst.Module | None = None) -> tuple[NameRole, ...]:
    """Every renamable name of ``func`` (the function itself first, then parameters in order, then
    the other bound names in first-binding order) with its inferred role."""
    code = (module or cst.Module(body=[])).code_for_node
    binder = _Binder()
    dispatch(binder, func)
    params = [*func.params.posonly_params, *func.params.params, *func.params.kwonly_params]
    for extra in (func.params.star_arg, func.params.star_kwarg):
        if isinstance(extra, cst.Param):
            params.append(extra)
    annotations = {p.name.value: (code(p.annotation.annotation) if p.annotation else None) for p in params}
    star = {
        p.name.value: ("list" if p is func.params.star_arg else "dict")
        for p in params
        if p is func.params.star_arg or p is func.params.star_kwarg
    }
    for name, other in binder.alias.items():
        if binder.kind.get(name) == "unknown":
            binder.kind[name] = (
                kind_of_annotation(annotations.get(other))
                if other in annotations
                else binder.kind.get(other, "unknown")
            )
    result: list[NameRole] = []
    fname = func.name.value
    result.append(NameRole(fname, "function", "verbs", "unknown"))
    ordered = [p.name.value for p in params] + [n for n in binder.order if n not in annotations and n != fname]
    for name in ordered:
        if name in binder.frozen:
            continue
        is_param = name in annotations
        kind = (
            star.get(name) or kind_of_annotation(annotations.get(name))
            if is_param
            else binder.kind.get(name, "unknown")
        )
        if is_param and kind == "unknown":
            default = next((p.default for p in params if p.name.value == name), None)
            kind = (
                kind_of_value(default)
                if default is not None and not (isinstance(default, cst.Name) and default.value == "None")
                else kind
            )
        role = guess_role(
            name,
            kind,
            loop_over=binder.loop_over.get(name) if name in binder.loop_over else None,
            range_loop=name in binder.range_loop,
            used_as_sequence=name in binder.sequence_use,
        )
        if name in binder.loop_over and role == "items" and binder.loop_over[name] is None:
            role = "items"
        result.append(NameRole(name, "param" if is_param else "local", role, kind, binder.loop_over.get(name)))
    return tuple(result)


def function_intent(name: str, return_annotation: str | None) -> str:
    """What the function does, for picking a verb: one of generator.disguise.domains.INTENTS."""
    parts = set(words_of(name))
    first = words_of(name)[0] if words_of(name) else ""
    ret = kind_of_annotation(return_annotation)
    if ret == "bool" or first in ("is", "has", "can", "check", "validate", "valid", "should", "needs", "allowed"):
        return "check"
    if first in ("count", "num", "tally") or "count" in parts:
        return "count"
    if parts & {"total", "sum", "charge", "cost", "price", "fee", "bill", "pay", "fine", "fare", "tax", "prorate"}:
        return "total"
    if parts & {"find", "first", "locate", "closest", "nearest", "best", "top", "pick", "winner", "lookup", "last"}:
        return "find"
    if parts & {"filter", "select", "flag", "tag", "overdue", "late", "missed", "dedupe", "drop", "keep", "extract"}:
        return "select" if ret in ("list", "set", "tuple", "unknown") else "count"
    if parts & {
        "build",
        "make",
        "merge",
        "split",
        "group",
        "expand",
        "encode",
        "format",
        "render",
        "wrap",
        "plan",
        "assign",
        "schedule",
        "fill",
        "rank",
        "sort",
        "normalize",
        "clean",
        "compress",
        "rows",
        "label",
    }:
        return "build"
    if ret == "int":
        return "count"
    if ret in ("list", "dict", "str", "tuple", "set"):
        return "build"
    return "measure"
