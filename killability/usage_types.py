"""Input types read from what a function body does with each parameter (never executed).

``.split()`` makes it a string, ``len()``/indexing/iteration a list, arithmetic a number, a call
``key(x)`` a callable; :func:`usage_types` decides one type per parameter from that evidence.
"""

from __future__ import annotations

import ast
from collections.abc import Sequence

from killability.type_tree import FLOAT, INT, STR, Type

_STR_METHODS = {
    "split",
    "rsplit",
    "splitlines",
    "lower",
    "upper",
    "strip",
    "lstrip",
    "rstrip",
    "startswith",
    "endswith",
    "replace",
    "find",
    "rfind",
    "isdigit",
    "isalpha",
    "isalnum",
    "isspace",
    "isupper",
    "islower",
    "title",
    "capitalize",
    "casefold",
    "expandtabs",
    "partition",
    "rpartition",
    "encode",
    "format",
    "zfill",
    "center",
    "ljust",
    "rjust",
    "swapcase",
    "isidentifier",
    "isdecimal",
    "isnumeric",
    "translate",
    "removeprefix",
    "removesuffix",
    "istitle",
    "isprintable",
    "isascii",
}


_LIST_METHODS = {"append", "extend", "insert", "pop", "sort", "reverse", "remove", "clear"}


_DICT_METHODS = {"items", "keys", "values", "get", "setdefault", "popitem", "update"}


_SET_METHODS = {"add", "discard", "union", "intersection", "difference", "issubset", "issuperset"}


_NUMERIC_CALLS = {"range", "abs", "round", "divmod", "chr", "pow", "hex", "oct", "bin"}


_SEQUENCE_CALLS = {
    "len",
    "sorted",
    "sum",
    "min",
    "max",
    "reversed",
    "enumerate",
    "list",
    "tuple",
    "set",
    "any",
    "all",
    "zip",
    "iter",
}


_FLOAT_CALLS = {
    "sqrt",
    "exp",
    "log",
    "log10",
    "sin",
    "cos",
    "tan",
    "atan2",
    "floor",
    "ceil",
    "fabs",
    "isclose",
    "hypot",
    "fmod",
    "modf",
    "copysign",
    "isnan",
    "isinf",
}


class _Usage(ast.NodeVisitor):
    """Votes per parameter from what the body does with it."""

    def __init__(self, params: set[str]) -> None:
        self.params = params
        self.votes: dict[str, list[Type]] = {p: [] for p in params}
        self.element: dict[str, list[Type]] = {p: [] for p in params}
        self.loop_vars: dict[str, str] = {}  # loop variable -> the parameter it iterates
        self.weak: set[str] = set()  # compared or combined with something unknown: a number, probably
        self.floaty = False

    def visit_Constant(self, node: ast.Constant) -> None:
        if isinstance(node.value, float):
            self.floaty = True

    def _param(self, node: ast.AST) -> str | None:
        return node.id if isinstance(node, ast.Name) and node.id in self.params else None

    def _vote(self, name: str | None, tp: Type) -> None:
        if name is not None:
            self.votes[name].append(tp)
        elif False:  # pragma: no cover
            pass

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        if isinstance(func, ast.Attribute):
            owner = self._param(func.value)
            element = self.loop_vars.get(func.value.id) if isinstance(func.value, ast.Name) else None
            kind = (
                STR
                if func.attr in _STR_METHODS
                else ("list", INT)
                if func.attr in _LIST_METHODS
                else ("dict", STR, INT)
                if func.attr in _DICT_METHODS
                else ("set", INT)
                if func.attr in _SET_METHODS
                else None
            )
            if kind is not None:
                if owner:
                    self._vote(owner, kind)
                elif element:
                    self.element[element].append(kind)
            if func.attr in ("append", "insert", "index", "count", "remove") and node.args:
                for arg in node.args:
                    if param := self._param(arg):
                        self.weak.add(param)
            if func.attr == "join" and node.args:
                self._vote(self._param(node.args[0]), ("list", STR))
                self._vote(owner, STR)
            if func.attr in _FLOAT_CALLS:
                for arg in node.args:
                    self._vote(self._param(arg), FLOAT)
        for arg in node.args:
            if param := self._param(arg):
                self.weak.add(param)
        if isinstance(func, ast.Attribute):
            pass
        elif isinstance(func, ast.Name):
            if func.id in self.params and 1 <= len(node.args) <= 2 and not node.keywords:
                self._vote(func.id, ("callable", len(node.args)))  # key(x): a function of one argument
            elif func.id in _NUMERIC_CALLS:
                for arg in node.args:
                    self._vote(self._param(arg), INT)
            elif func.id in _SEQUENCE_CALLS and node.args and (len(node.args) == 1 or func.id not in ("min", "max")):
                self._vote(self._param(node.args[0]), ("list", INT))
            elif func.id in ("min", "max"):
                for arg in node.args:
                    if param := self._param(arg):
                        self.weak.add(param)
            elif func.id in ("float",):
                for arg in node.args:
                    self._vote(self._param(arg), FLOAT)
            elif func.id == "ord" and node.args:
                self._vote(self._param(node.args[0]), STR)
        self.generic_visit(node)

    def visit_BinOp(self, node: ast.BinOp) -> None:
        for side, other in ((node.left, node.right), (node.right, node.left)):
            name = self._param(side)
            if name is None:
                continue
            if (
                isinstance(node.op, ast.Mod)
                and isinstance(side, ast.Name)
                and side is node.left
                and isinstance(other, (ast.Tuple, ast.Dict))
                or isinstance(other, ast.Constant)
                and isinstance(other.value, str)
            ):
                self._vote(name, STR)
            elif isinstance(other, ast.Constant) and isinstance(other.value, float):
                self._vote(name, FLOAT)
            elif isinstance(
                node.op,
                (
                    ast.Sub,
                    ast.Div,
                    ast.FloorDiv,
                    ast.Mod,
                    ast.Pow,
                    ast.BitAnd,
                    ast.BitOr,
                    ast.BitXor,
                    ast.LShift,
                    ast.RShift,
                ),
            ):
                self._vote(name, FLOAT if isinstance(node.op, ast.Div) and False else INT)
            elif isinstance(other, ast.Constant) and isinstance(other.value, int):
                self._vote(name, INT)
            else:
                self.weak.add(name)
        self.generic_visit(node)

    def visit_Assign(self, node: ast.Assign) -> None:
        param = self._param(node.value)
        if param and any(isinstance(t, ast.Subscript) for t in node.targets):
            self.weak.add(param)
        self.generic_visit(node)

    def visit_UnaryOp(self, node: ast.UnaryOp) -> None:
        if isinstance(node.op, (ast.USub, ast.Invert)):
            self._vote(self._param(node.operand), INT)
        self.generic_visit(node)

    def visit_Compare(self, node: ast.Compare) -> None:
        items = [node.left, *node.comparators]
        for i, item in enumerate(items):
            name = self._param(item)
            if name is None:
                continue
            for j, other in enumerate(items):
                if j == i or not isinstance(other, ast.Constant):
                    continue
                value = other.value
                if isinstance(value, str) and not isinstance(node.ops[min(i, j)], (ast.In, ast.NotIn)):
                    self._vote(name, STR)
                elif isinstance(value, float):
                    self._vote(name, FLOAT)
                elif isinstance(value, int) and not isinstance(value, bool):
                    self._vote(name, INT)
        if len(items) > 1 and not any(isinstance(op, (ast.In, ast.NotIn, ast.Is, ast.IsNot)) for op in node.ops):
            for item in items:
                if param := self._param(item):
                    self.weak.add(param)
        for op, right in zip(node.ops, node.comparators):
            if isinstance(op, (ast.In, ast.NotIn)):
                name = self._param(right)
                if name and isinstance(node.left, ast.Constant) and isinstance(node.left.value, str):
                    self._vote(name, STR)
                elif name:
                    self._vote(name, ("list", INT))
        self.generic_visit(node)

    def visit_Subscript(self, node: ast.Subscript) -> None:
        name = self._param(node.value)
        if name is not None:
            self._vote(name, ("list", INT))
        self.generic_visit(node)

    def _loop(self, target: ast.AST, iterable: ast.AST) -> None:
        name = self._param(iterable)
        if name is None:
            return
        self._vote(name, ("list", INT))
        if isinstance(target, ast.Name):
            self.loop_vars[target.id] = name
        elif (
            isinstance(target, ast.Tuple)
            and all(isinstance(e, ast.Name) for e in target.elts)
            and 1 < len(target.elts) <= 4
        ):
            self.element[name].append(("tuple", tuple(INT for _ in target.elts)))

    def visit_For(self, node: ast.For) -> None:
        self._loop(node.target, node.iter)
        self.generic_visit(node)

    def visit_comprehension(self, node: ast.comprehension) -> None:
        self._loop(node.target, node.iter)
        self.generic_visit(node)

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if isinstance(node.value, ast.Name) and node.value.id in ("math", "cmath"):
            self.floaty = True
        self.generic_visit(node)


def _decide(votes: list[Type], element: list[Type], floaty: bool) -> Type | None:
    if not votes and not element:
        return None
    kinds = {v[0] for v in votes}
    if "callable" in kinds:
        return next(v for v in votes if v[0] == "callable")
    numbers = sum(v[0] in ("int", "float") for v in votes)
    if numbers > len(votes) - numbers and not element:
        return FLOAT if "float" in kinds or floaty else INT
    if "str" in kinds:
        return STR
    for container in ("dict", "set"):
        if container in kinds:
            return next(v for v in votes if v[0] == container)
    if "list" in kinds or element:
        inner = INT
        if element:
            kinds_e = [e for e in element if e[0] != "list"]
            if any(e == STR for e in element):
                inner = STR
            elif kinds_e and kinds_e[0][0] == "tuple":
                inner = kinds_e[0]
            elif any(e[0] == "list" for e in element):
                inner = ("list", INT)
        return ("list", inner)
    if "float" in kinds or floaty:
        return FLOAT
    return INT


def usage_types(function: ast.FunctionDef, params: Sequence[str]) -> dict[str, Type]:
    visitor = _Usage(set(params))
    for stmt in function.body:
        visitor.visit(stmt)
    result: dict[str, Type] = {}
    for name in params:
        votes = visitor.votes[name]
        numeric = all(v[0] in ("int", "float") for v in votes)
        decided = _decide(votes, visitor.element[name], visitor.floaty and numeric)
        if decided is None and name in visitor.weak:
            decided = FLOAT if visitor.floaty else INT
        if decided is not None:
            result[name] = decided
    return result
