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

import re
from dataclasses import dataclass

import libcst as cst

from core.syntax import dispatch

# Words that point at a role. Checked against the name's '_'-separated parts.
_FLAG_PREFIXES = (
    "is",
    "has",
    "can",
    "should",
    "allow",
    "allows",
    "use",
    "include",
    "exclude",
    "strict",
    "enabled",
    "found",
    "ok",
    "valid",
    "done",
    "seen",
    "skip",
    "keep",
    "inclusive",
    "needs",
)
_INDEX_NAMES = {
    "i",
    "j",
    "k",
    "idx",
    "index",
    "ix",
    "pos",
    "position",
    "mid",
    "lo",
    "hi",
    "left",
    "right",
    "p",
    "q",
    "ptr",
    "cursor",
    "offset",
    "start_idx",
    "end_idx",
    "col",
    "row",
    "r",
    "c",
    "n_i",
}
_DATE_WORDS = {
    "day",
    "days",
    "date",
    "dates",
    "week",
    "weeks",
    "month",
    "months",
    "year",
    "years",
    "hour",
    "hours",
    "minute",
    "minutes",
    "min",
    "mins",
    "second",
    "seconds",
    "sec",
    "time",
    "today",
    "deadline",
    "due",
    "expires",
    "expiry",
    "age",
    "ts",
    "clock",
    "start",
    "end",
    "now",
    "dawn",
    "night",
    "weekday",
    "doy",
}
_RATE_WORDS = {
    "rate",
    "rates",
    "ratio",
    "pct",
    "percent",
    "percentage",
    "factor",
    "share",
    "fraction",
    "probability",
    "prob",
    "multiplier",
    "speed",
    "efficiency",
    "alpha",
}
_LIMIT_WORDS = {
    "limit",
    "max",
    "maximum",
    "min",
    "minimum",
    "cap",
    "threshold",
    "bound",
    "ceiling",
    "floor",
    "grace",
    "tolerance",
    "budget",
    "quota",
    "capacity",
    "size",
    "width",
    "window",
    "target",
    "cutoff",
    "allowance",
    "step",
    "lo",
    "hi",
    "low",
    "high",
    "upper",
    "lower",
    "base",
}
_COUNT_WORDS = {
    "count",
    "counts",
    "n",
    "num",
    "number",
    "qty",
    "quantity",
    "many",
    "tally",
    "len",
    "length",
    "nth",
    "times",
    "hits",
    "attempts",
    "retries",
    "late",
    "needed",
    "pages",
    "batches",
    "runs",
    "streak",
    "best",
    "longest",
    "steps",
    "k",
}
_AMOUNT_WORDS = {
    "total",
    "sum",
    "amount",
    "price",
    "cost",
    "fee",
    "fees",
    "balance",
    "value",
    "score",
    "cents",
    "charge",
    "pay",
    "weight",
    "mass",
    "distance",
    "area",
    "volume",
    "avg",
    "mean",
    "median",
    "yield",
    "kwh",
    "money",
    "bill",
    "fine",
    "tax",
    "subtotal",
    "spent",
    "remaining",
    "acc",
}
_IDENT_WORDS = {
    "id",
    "ids",
    "code",
    "key",
    "keys",
    "name",
    "names",
    "sku",
    "user",
    "patron",
    "owner",
    "label",
    "tag",
    "isbn",
    "ref",
    "email",
    "handle",
    "team",
    "player",
    "host",
    "ip",
}
_TEXT_WORDS = {
    "text",
    "word",
    "line",
    "string",
    "s",
    "msg",
    "message",
    "char",
    "ch",
    "title",
    "prefix",
    "suffix",
    "sep",
    "sentence",
    "token",
    "piece",
    "chunk",
    "out_text",
    "result_text",
    "body",
}
_MAPPING_WORDS = {
    "map",
    "mapping",
    "by",
    "lookup",
    "table",
    "index",
    "dict",
    "seen",
    "counts",
    "freq",
    "totals",
    "groups",
    "buckets",
    "registry",
}

_NUMBER_HINTS = {"int", "float", "Decimal", "Fraction", "complex"}
_SEQUENCE_CALLS = {"sorted", "list", "tuple", "set", "reversed", "filter", "map", "zip", "enumerate", "range"}


@dataclass(frozen=True)
class NameRole:
    """One renamable name of a function: how it is bound and the role it was given."""

    name: str
    binding: str  # "function" | "param" | "local"
    role: str  # a ROLE_KEYS entry, e.g. "collections"
    kind: str  # "int" | "float" | "bool" | "str" | "list" | "dict" | "set" | "tuple" | "unknown"
    source: str | None = None  # for loop variables: the name of the collection iterated, if any


def words_of(name: str) -> list[str]:
    return [w for w in re.split(r"[_\d]+", name.lower()) if w]


def kind_of_annotation(annotation: str | None) -> str:
    if not annotation:
        return "unknown"
    text = annotation.replace(" ", "")
    parts = [p for p in text.split("|") if p not in ("None", "NoneType")]
    head = parts[0] if parts else text
    base = head.split("[", 1)[0].split(".")[-1]
    table = {
        "int": "int",
        "float": "float",
        "bool": "bool",
        "str": "str",
        "list": "list",
        "List": "list",
        "Sequence": "list",
        "tuple": "tuple",
        "Tuple": "tuple",
        "dict": "dict",
        "Dict": "dict",
        "Mapping": "dict",
        "defaultdict": "dict",
        "Counter": "dict",
        "set": "set",
        "Set": "set",
        "frozenset": "set",
        "Decimal": "float",
        "Fraction": "float",
        "Iterable": "list",
    }
    return table.get(base, "unknown")


def kind_of_value(node: cst.BaseExpression | None) -> str:
    """The likely type of an expression a name is first bound to."""
    if node is None:
        return "unknown"
    if isinstance(node, cst.Integer):
        return "int"
    if isinstance(node, (cst.Float, cst.Imaginary)):
        return "float"
    if isinstance(node, cst.Name) and node.value in ("True", "False"):
        return "bool"
    if isinstance(node, (cst.SimpleString, cst.FormattedString, cst.ConcatenatedString)):
        return "str"
    if isinstance(node, (cst.List, cst.ListComp)):
        return "list"
    if isinstance(node, (cst.Dict, cst.DictComp)):
        return "dict"
    if isinstance(node, (cst.Set, cst.SetComp)):
        return "set"
    if isinstance(node, cst.Tuple):
        return "tuple"
    if isinstance(node, (cst.Comparison, cst.BooleanOperation)) or (
        isinstance(node, cst.UnaryOperation) and isinstance(node.operator, cst.Not)
    ):
        return "bool"
    if isinstance(node, cst.BinaryOperation):
        if isinstance(node.operator, cst.Divide):
            return "float"
        left, right = kind_of_value(node.left), kind_of_value(node.right)
        if "str" in (left, right):
            return "str"
        if "list" in (left, right) and not isinstance(node.operator, cst.Multiply):
            return "list"
        if isinstance(node.operator, cst.Multiply) and "list" in (left, right):
            return "list"
        if "float" in (left, right):
            return "float"
        return "int" if "int" in (left, right) or "unknown" in (left, right) else "unknown"
    if isinstance(node, cst.UnaryOperation):
        return kind_of_value(node.expression)
    if isinstance(node, cst.Call):
        func = node.func
        name = (
            func.value if isinstance(func, cst.Name) else (func.attr.value if isinstance(func, cst.Attribute) else "")
        )
        if name in ("len", "int", "round", "floor", "ceil", "ord", "isqrt", "bisect_left", "bisect_right", "bisect"):
            return "int"
        if name in ("float", "sqrt", "fsum", "mean", "median", "log", "exp", "hypot", "dist"):
            return "float"
        if name in ("sum", "abs", "max", "min"):
            return "int"
        if name in ("str", "join", "lower", "upper", "strip", "replace", "format", "rstrip", "lstrip"):
            return "str"
        if name in ("bool", "all", "any", "isinstance", "startswith", "endswith", "isdigit"):
            return "bool"
        if name in ("dict", "defaultdict", "Counter", "OrderedDict"):
            return "dict"
        if name in ("set", "frozenset"):
            return "set"
        if name in _SEQUENCE_CALLS or name in ("split", "items", "keys", "values", "copy", "deque"):
            return "list"
    if isinstance(node, cst.IfExp):
        body = kind_of_value(node.body)
        return body if body != "unknown" else kind_of_value(node.orelse)
    return "unknown"


def guess_role(
    name: str, kind: str, *, loop_over: str | None = None, range_loop: bool = False, used_as_sequence: bool = False
) -> str:
    """The pack role for ``name`` given its likely type and how it is used."""
    parts = words_of(name)
    partset = set(parts)
    last = parts[-1] if parts else name
    if kind == "bool" or (parts and parts[0] in _FLAG_PREFIXES and kind in ("unknown", "bool")):
        return "flags"
    if range_loop or (name in _INDEX_NAMES and kind in ("int", "unknown")):
        return "indices"
    if kind == "dict" or (
        kind == "unknown"
        and partset & _MAPPING_WORDS
        and not used_as_sequence
        and last in ("map", "mapping", "lookup", "table", "dict", "registry")
    ):
        return "mappings"
    if kind in ("list", "tuple", "set") or used_as_sequence:
        return "collections"
    if kind == "str" or (kind == "unknown" and (partset & _TEXT_WORDS or partset & _IDENT_WORDS)):
        return "identifiers" if partset & _IDENT_WORDS else "texts"
    if partset & _RATE_WORDS:
        return "rates"
    if partset & _DATE_WORDS:
        return "dates"
    if partset & _LIMIT_WORDS:
        return "limits"
    if kind == "float" or partset & _AMOUNT_WORDS:
        return "amounts"
    if partset & _COUNT_WORDS or kind == "int":
        return "counts"
    if loop_over is not None:
        return "items"
    if kind == "unknown" and last.endswith("s") and not last.endswith("ss") and len(last) > 3:
        return "collections"
    return "items"


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
