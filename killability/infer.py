"""Input types for parameters without type hints, read from the function's text (never executed).

Sources, in order of trust (the first that says something about a parameter wins):
``doctest`` (calls of the function with literal arguments in its docstring, ``>>> f(...)`` or
``f(...) == ...``), ``tests`` (such calls in the package's own tests), ``default`` (a literal
default value) and ``usage`` (what the body does with the parameter: ``.split()`` makes it a
string, ``len()``/indexing/iteration a list, arithmetic a number). The literal argument tuples found
in docstrings and tests are also returned as explicit examples for the search.

A type is a small tuple tree: ``("int",)``, ``("list", T)``, ``("tuple", (T, ...))``,
``("tuplev", T)`` (variable length), ``("dict", K, V)``, ``("set", T)``, ``("opt", T)``
(T or None), ``("class", "Point")`` (a class of the module: ``Point(1, 2)`` or ``Color.RED`` in an
example), ``("callable", n)`` (the body calls the parameter with n arguments: ``key(x)``). ``hint_text`` renders it as a type hint (``list[tuple[int, str]]``).
"""

from __future__ import annotations

import ast
import datetime
import decimal
import fractions
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from killability import objects, values
from killability.values import read, source

Type = tuple

INT: Type = ("int",)
FLOAT: Type = ("float",)
STR: Type = ("str",)
BOOL: Type = ("bool",)
MAX_EXAMPLES = 12

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


@dataclass(frozen=True)
class Guess:
    """What one parameter's inputs should look like, and where that was read."""

    name: str
    type: Type
    origin: str  # doctest / tests / default / usage

    @property
    def hint(self) -> str:
        return hint_text(self.type)


@dataclass(frozen=True)
class Inference:
    guesses: tuple[Guess, ...]
    examples: tuple[tuple[str, ...], ...]  # positional argument literals, one tuple per example call
    example_origin: str = ""  # doctest / tests

    def guess(self, name: str) -> Guess | None:
        return next((g for g in self.guesses if g.name == name), None)


def hint_text(tp: Type) -> str:
    kind = tp[0]
    if kind in ("int", "float", "str", "bool", "bytes", "complex", "Decimal", "Fraction", "date"):
        return kind
    if kind == "none":
        return "None"
    if kind == "opt":
        return f"{hint_text(tp[1])} | None"
    if kind == "list":
        return f"list[{hint_text(tp[1])}]"
    if kind == "set":
        return f"set[{hint_text(tp[1])}]"
    if kind == "frozenset":
        return f"frozenset[{hint_text(tp[1])}]"
    if kind == "tuplev":
        return f"tuple[{hint_text(tp[1])}, ...]"
    if kind == "tuple":
        return "tuple[()]" if not tp[1] else f"tuple[{', '.join(hint_text(t) for t in tp[1])}]"
    if kind == "dict":
        return f"dict[{hint_text(tp[1])}, {hint_text(tp[2])}]"
    if kind == "union":
        return " | ".join(hint_text(t) for t in tp[1])
    if kind == "class":
        return tp[1]
    if kind == "callable":  # drawn from named pure builtins (killability/class_strategies.py)
        return "Callable[[float, float], float]" if tp[1] == 2 else "Callable[[Any], Any]"
    return "int"


def type_of(value: Any) -> Type | None:
    """The type tree of a literal value (None when it has none we can draw)."""
    if value is None:
        return ("none",)
    for kind in (bool, int, float, complex, str, bytes, decimal.Decimal, fractions.Fraction, datetime.date):
        if type(value) is kind:
            return (kind.__name__,)
    if type(value) in (list, set, frozenset):
        inner = join_all(type_of(v) for v in value)
        return None if inner is False else (type(value).__name__, inner or INT)
    if type(value) is tuple:
        parts = [type_of(v) for v in value]
        if any(p is None for p in parts):
            return None
        if 0 < len(parts) <= 4:
            return ("tuple", tuple(parts))
        inner = join_all(parts)
        return None if inner is False else ("tuplev", inner or INT)
    if isinstance(value, objects.Instance):
        return ("class", value.name)
    if isinstance(value, objects.Member):
        return ("class", value.cls)
    if type(value) is dict:
        keys = join_all(type_of(k) for k in value)
        values = join_all(type_of(v) for v in value.values())
        if keys is False or values is False:
            return None
        return ("dict", keys or STR, values or INT)
    return None


def join(a: Type | None, b: Type | None) -> Type | None:
    """The smallest type covering both (None when they cannot be joined)."""
    if a is None or b is None:
        return None
    if a == b:
        return a
    if a == ("none",):
        return b if b[0] == "opt" else ("opt", b)
    if b == ("none",):
        return join(b, a)
    if a[0] == "opt" or b[0] == "opt":
        inner = join(a[1] if a[0] == "opt" else a, b[1] if b[0] == "opt" else b)
        return None if inner is None else ("opt", inner)
    if {a[0], b[0]} <= {"int", "float", "bool"}:
        return FLOAT if "float" in (a[0], b[0]) else INT
    if a[0] == b[0] and a[0] in ("list", "set", "frozenset", "tuplev"):
        inner = join(a[1], b[1])
        return None if inner is None else (a[0], inner)
    if a[0] == b[0] == "tuple" and len(a[1]) == len(b[1]):
        parts = [join(x, y) for x, y in zip(a[1], b[1])]
        return None if any(p is None for p in parts) else ("tuple", tuple(parts))
    if {a[0], b[0]} <= {"tuple", "tuplev"}:
        items = [*(a[1] if a[0] == "tuple" else (a[1],)), *(b[1] if b[0] == "tuple" else (b[1],))]
        inner = join_all(items)
        return None if inner in (None, False) else ("tuplev", inner)
    if a[0] == b[0] == "dict":
        k, v = join(a[1], b[1]), join(a[2], b[2])
        return None if k is None or v is None else ("dict", k, v)
    return None


def join_all(types: Iterable[Type | None]) -> Type | None | bool:
    """Join of all (None for an empty sequence, False when they do not join)."""
    result: Type | None = None
    for tp in types:
        if tp is None:
            return False
        result = tp if result is None else join(result, tp)
        if result is None:
            return False
    return result


# ------------------------------------------------------------------------------------------------
# example calls


def _literal(node: ast.expr) -> tuple[bool, Any]:
    """A literal, or a value ``killability.values`` writes as one call (``Decimal('0.5')``)."""
    try:
        value = values.read(ast.unparse(node), objects_too=True)
    except (values.NotAValue, ValueError, RecursionError):
        return False, None
    return (False, None) if objects.names_a_variable(value) else (True, value)


def _call_args(call: ast.Call, params: Sequence[str]) -> tuple[str, ...] | None:
    """Positional literal texts of a call (keywords moved to their positions), or None."""
    values: list[Any] = []
    for arg in call.args:
        if isinstance(arg, ast.Starred):
            return None
        ok, value = _literal(arg)
        if not ok:
            return None
        values.append(value)
    by_name: dict[str, Any] = {}
    for keyword in call.keywords:
        if keyword.arg is None or keyword.arg not in params:
            return None
        ok, value = _literal(keyword.value)
        if not ok:
            return None
        by_name[keyword.arg] = value
    if by_name:
        last = max(params.index(k) for k in by_name)
        if last < len(values):
            return None
        for name in params[len(values) : last + 1]:
            if name not in by_name:
                return None  # a gap: the default in between is not known here
            values.append(by_name[name])
    if len(values) > len(params):
        return None
    return tuple(source(v) for v in values)


def _calls_to(tree: ast.AST, function: str) -> Iterable[ast.Call]:
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            if (isinstance(func, ast.Name) and func.id == function) or (
                isinstance(func, ast.Attribute) and func.attr == function
            ):
                yield node


def _docstring_lines(doc: str) -> Iterable[str]:
    """Statements in a docstring: doctest lines (``>>>`` with their ``...`` continuations) and any
    other line that parses as Python (``f(1, 2) == 3``)."""
    pending: list[str] = []
    for raw in doc.splitlines():
        line = raw.strip()
        if line.startswith(">>>"):
            if pending:
                yield "\n".join(pending)
            pending = [line[3:].strip()]
        elif line.startswith("...") and pending:
            pending.append(line[3:].strip())
        else:
            if pending:
                yield "\n".join(pending)
                pending = []
            if "(" in line:
                yield line
    if pending:
        yield "\n".join(pending)


_VALUE_MODULES = {("decimal", "Decimal"), ("fractions", "Fraction"), ("datetime", "date")}


def _value_aliases(tree: ast.AST) -> dict[str, str]:
    """Names under which a text imports the value types ``killability.values`` writes."""
    found: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            for alias in node.names:
                if (node.module, alias.name) in _VALUE_MODULES:
                    found[alias.asname or alias.name] = alias.name
    return found


class _Unalias(ast.NodeTransformer):
    def __init__(self, aliases: dict[str, str]) -> None:
        self.aliases = aliases

    def visit_Name(self, node: ast.Name) -> ast.Name:
        return ast.Name(self.aliases[node.id], node.ctx) if node.id in self.aliases else node


def calls_in_text(
    texts: Iterable[str], function: str, params: Sequence[str], limit: int | None = None
) -> list[tuple[str, ...]]:
    """Distinct literal argument tuples of calls to ``function`` in each parseable text (docstring
    statements or test modules), in order of appearance; at most ``limit`` of them when given."""
    found: list[tuple[str, ...]] = []
    aliases: dict[str, str] = {}  # `from fractions import Fraction as F` in an earlier doctest line
    for text in texts:
        if function not in text and " import " not in text:
            continue
        try:
            tree = ast.parse(text)
        except (SyntaxError, ValueError):
            continue
        aliases.update(_value_aliases(tree))
        if function not in text:
            continue
        if aliases:
            tree = _Unalias(aliases).visit(tree)
        for call in _calls_to(tree, function):
            args = _call_args(call, params)
            if args is not None and args and args not in found:
                found.append(args)
            if limit is not None and len(found) >= limit:
                return found
    return found


# ------------------------------------------------------------------------------------------------
# usage in the body


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
                    if self._param(arg):
                        self.weak.add(arg.id)  # type: ignore[attr-defined]
            if func.attr == "join" and node.args:
                self._vote(self._param(node.args[0]), ("list", STR))
                self._vote(owner, STR)
            if func.attr in _FLOAT_CALLS:
                for arg in node.args:
                    self._vote(self._param(arg), FLOAT)
        for arg in node.args:
            if self._param(arg):
                self.weak.add(arg.id)  # type: ignore[attr-defined]
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
                    if self._param(arg):
                        self.weak.add(arg.id)  # type: ignore[attr-defined]
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
        if self._param(node.value) and any(isinstance(t, ast.Subscript) for t in node.targets):
            self.weak.add(node.value.id)  # type: ignore[attr-defined]
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
                if self._param(item):
                    self.weak.add(item.id)  # type: ignore[attr-defined]
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


# ------------------------------------------------------------------------------------------------


def find_function(tree: ast.AST, name: str) -> ast.FunctionDef | None:
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == name:
            return node
    return None


def drawn_parameters(function: ast.FunctionDef) -> list[str]:
    """The positional parameters (the ones a generated test passes)."""
    return [a.arg for a in (*function.args.posonlyargs, *function.args.args)]


def infer(source: str, function: str, tests: Sequence[str] = ()) -> Inference:
    """Guesses for every positional parameter of ``function`` that has no annotation."""
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return Inference((), ())
    node = find_function(tree, function)
    if node is None:
        return Inference((), ())
    params = drawn_parameters(node)
    doc = ast.get_docstring(node) or ""
    doc_calls = calls_in_text(_docstring_lines(doc), function, params)[:MAX_EXAMPLES]
    test_calls = calls_in_text(tests, function, params, limit=MAX_EXAMPLES) if tests else []
    annotated = {a.arg for a in (*node.args.posonlyargs, *node.args.args) if a.annotation is not None}
    positional = [*node.args.posonlyargs, *node.args.args]
    defaults = dict(zip([a.arg for a in positional][len(positional) - len(node.args.defaults) :], node.args.defaults))
    usage = usage_types(node, params)
    guesses: list[Guess] = []
    for index, name in enumerate(params):
        if name in annotated or (index == 0 and name in ("self", "cls")):
            continue
        guess: Guess | None = None
        for origin, calls in (("doctest", doc_calls), ("tests", test_calls)):
            drawn = [read(c[index], objects_too=True) for c in calls if len(c) > index]
            tp = join_all(type_of(v) for v in drawn)
            if tp not in (None, False):
                guess = Guess(name, _widen(tp, usage.get(name)), origin)  # type: ignore[arg-type]
                break
        if guess is None and name in defaults:
            ok, value = _literal(defaults[name])
            tp = type_of(value) if ok else None
            if tp is not None and tp != ("none",):
                guess = Guess(name, tp, "default")
            elif tp == ("none",) and name in usage:
                guess = Guess(name, ("opt", usage[name]), "default+usage")
        if guess is None and name in usage:
            guess = Guess(name, usage[name], "usage")
        if guess is not None:
            guesses.append(guess)
    examples = doc_calls or test_calls
    return Inference(tuple(guesses), tuple(examples), "doctest" if doc_calls else "tests" if test_calls else "")


def _widen(tp: Type, used: Type | None) -> Type:
    """An example type that is only None (``f(x=None)``) takes the body's type as its other half;
    an empty list's element type comes from the body when it says more."""
    if tp == ("none",) and used is not None:
        return ("opt", used)
    if tp[0] in ("list", "set") and used is not None and used[0] == tp[0] and tp[1] == INT:
        return used
    return tp
