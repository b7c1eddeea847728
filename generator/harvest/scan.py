"""Finding the functions of a module that can seed items, and what each one needs carried along.

Read with libcst (never executed). A candidate is a public function defined at module level (also
under ``if``/``try``) or a ``@staticmethod`` of a public class. Its dependency closure is every
module-level name it reads, transitively: imports are kept as imports; helper functions and
constants are moved INTO the function (nested ``def``s and local assignments after the docstring),
so both the seed and the snippet cut from it are self-contained. Relative imports inside a package
are followed into the sibling module. A function is refused, with the reason, when it (or a helper)
writes globals, does I/O, uses the network, randomness, time, the locale or the interpreter, is a
generator or coroutine, is decorated, has nothing to draw, or needs a class or a name that cannot be
carried.
"""

from __future__ import annotations

import ast
import builtins
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

import libcst as cst

IMPURE_MODULES = {
    "os": "I/O",
    "io": "I/O",
    "shutil": "I/O",
    "pathlib": "I/O",
    "tempfile": "I/O",
    "glob": "I/O",
    "fcntl": "I/O",
    "sqlite3": "I/O",
    "logging": "I/O",
    "pickle": "I/O",
    "marshal": "I/O",
    "mmap": "I/O",
    "select": "I/O",
    "socket": "network",
    "ssl": "network",
    "urllib": "network",
    "http": "network",
    "smtplib": "network",
    "ftplib": "network",
    "asyncio": "network",
    "webbrowser": "network",
    "random": "randomness",
    "secrets": "randomness",
    "uuid": "randomness",
    "time": "time",
    "threading": "time",
    "signal": "time",
    "subprocess": "processes",
    "multiprocessing": "processes",
    "ctypes": "processes",
    "importlib": "the interpreter",
    "locale": "the locale",
    "getpass": "I/O",
    "builtins": "the interpreter",
    "gc": "the interpreter",
    "weakref": "the interpreter",
    "inspect": "the interpreter",
    "sysconfig": "the interpreter",
}
SYS_SAFE = {"maxsize", "float_info", "byteorder", "hexversion", "version_info", "maxunicode", "int_info"}
IMPURE_BUILTINS = {
    "open": "I/O",
    "print": "I/O",
    "input": "I/O",
    "exec": "the interpreter",
    "eval": "the interpreter",
    "compile": "the interpreter",
    "globals": "globals",
    "locals": "the interpreter",
    "vars": "the interpreter",
    "breakpoint": "the interpreter",
    "exit": "the interpreter",
    "quit": "the interpreter",
    "help": "I/O",
    "id": "object identity",
    "hash": "string hashing (randomised per run)",
    "__import__": "the interpreter",
    "memoryview": "the interpreter",
    "setattr": "object state",
    "delattr": "object state",
}
IMPURE_ATTRS = {
    "now": "time",
    "today": "time",
    "utcnow": "time",
    "write": "I/O",
    "read": "I/O",
    "readline": "I/O",
    "urandom": "randomness",
    "getenv": "I/O",
}
_BUILTIN_NAMES = set(dir(builtins))
MAX_CONSTANT_LINES = 30
MAX_CLASS_LINES = 400


class Refused(Exception):
    """The reason a function cannot seed an item (one line)."""


@dataclass(frozen=True)
class Binding:
    """One module-level binding of a name: a def, a constant assignment, an import, a class."""

    kind: str  # function / constant / import / class / other
    name: str
    node: cst.CSTNode  # FunctionDef, the whole SimpleStatementLine, Import/ImportFrom alias statement, ClassDef
    line: int
    order: int
    import_text: str = ""  # for imports: the statement binding only this name
    module: str = ""  # for imports: the module imported from ('.x' for relative)
    imported: str = ""  # for from-imports: the name imported


@dataclass
class ModuleIndex:
    """Every module-level binding of one module, by name (several when under try/if)."""

    name: str
    module: cst.Module
    bindings: dict[str, list[Binding]] = field(default_factory=dict)
    globals_written: set[str] = field(default_factory=set)
    classes: dict[str, cst.ClassDef] = field(default_factory=dict)

    def add(self, binding: Binding) -> None:
        self.bindings.setdefault(binding.name, []).append(binding)


def _names_in(node: cst.CSTNode) -> set[str]:
    found: set[str] = set()

    class V(cst.CSTVisitor):
        def visit_Name(self, n: cst.Name) -> None:
            found.add(n.value)

    node.visit(V())
    return found


def _import_text(stmt: cst.Import | cst.ImportFrom, alias: cst.ImportAlias, module: cst.Module) -> str:
    if isinstance(stmt, cst.Import):
        return module.code_for_node(cst.Import(names=[alias.with_changes(comma=cst.MaybeSentinel.DEFAULT)])) + "\n"
    return (
        module.code_for_node(
            stmt.with_changes(names=[alias.with_changes(comma=cst.MaybeSentinel.DEFAULT)], lpar=None, rpar=None)
        )
        + "\n"
    )


def index_module(name: str, source: str) -> ModuleIndex:
    """Bindings by name. Lines come from a parallel walk of Python's own AST (a libcst position
    pass over a whole module costs seconds on the large ones)."""
    module = cst.parse_module(source)
    tree = ast.parse(source)
    index = ModuleIndex(name, module)
    index.globals_written = {n for node in ast.walk(tree) if isinstance(node, ast.Global) for n in node.names}
    order = 0
    lines: dict[int, int] = {}

    def line(node: cst.CSTNode) -> int:
        return lines.get(id(node), 0)

    def walk(body: Iterable[cst.CSTNode], nodes: list[ast.stmt]) -> None:
        nonlocal order
        at = 0
        for stmt in body:
            order += 1
            here = nodes[at] if at < len(nodes) else None
            lines[id(stmt)] = here.lineno if here is not None else 0
            at += len(stmt.body) if isinstance(stmt, cst.SimpleStatementLine) else 1
            if isinstance(stmt, cst.FunctionDef):
                index.add(Binding("function", stmt.name.value, stmt, line(stmt), order))
            elif isinstance(stmt, cst.ClassDef):
                index.add(Binding("class", stmt.name.value, stmt, line(stmt), order))
                index.classes[stmt.name.value] = stmt
            elif isinstance(stmt, cst.SimpleStatementLine):
                for small in stmt.body:
                    _small(stmt, small, order)
            elif isinstance(stmt, cst.If) and isinstance(here, ast.If):
                walk(stmt.body.body, here.body)
                if isinstance(stmt.orelse, cst.If):
                    walk([stmt.orelse], here.orelse)
                elif stmt.orelse is not None:
                    walk(stmt.orelse.body.body, here.orelse)
            elif isinstance(stmt, cst.Try) and isinstance(here, ast.Try):
                walk(stmt.body.body, here.body)
                for handler, ast_handler in zip(stmt.handlers, here.handlers):
                    walk(handler.body.body, ast_handler.body)
                if stmt.orelse is not None:
                    walk(stmt.orelse.body.body, here.orelse)
            else:
                for target in _names_in(stmt):
                    index.add(Binding("other", target, stmt, line(stmt), order))

    def _small(stmt: cst.SimpleStatementLine, small: cst.BaseSmallStatement, order: int) -> None:
        if isinstance(small, cst.Import):
            for alias in small.names:
                dotted = cst.helpers.get_full_name_for_node(alias.name) or ""
                bound = alias.asname.name.value if alias.asname else dotted.split(".")[0]  # type: ignore[union-attr]
                index.add(
                    Binding(
                        "import",
                        bound,
                        stmt,
                        line(stmt),
                        order,
                        _import_text(small, alias, module),
                        dotted if alias.asname else dotted.split(".")[0],
                    )
                )
        elif isinstance(small, cst.ImportFrom):
            dots = "." * len(small.relative)
            mod = dots + (cst.helpers.get_full_name_for_node(small.module) or "" if small.module else "")
            if isinstance(small.names, cst.ImportStar):
                index.add(Binding("other", "*", stmt, line(stmt), order, module=mod))
                return
            for alias in small.names:
                imported = str(cst.helpers.get_full_name_for_node(alias.name))
                bound = alias.asname.name.value if alias.asname else imported  # type: ignore[union-attr]
                index.add(
                    Binding("import", bound, stmt, line(stmt), order, _import_text(small, alias, module), mod, imported)
                )
        elif isinstance(small, (cst.Assign, cst.AnnAssign)):
            targets = small.targets if isinstance(small, cst.Assign) else [small]
            names = [t.target.value for t in targets if isinstance(t.target, cst.Name)]
            simple = len(names) == len(targets) and (not isinstance(small, cst.AnnAssign) or small.value is not None)
            for target in names if simple else _target_names(small):
                index.add(Binding("constant" if simple else "other", target, stmt, line(stmt), order))
        elif isinstance(small, cst.AugAssign) and isinstance(small.target, cst.Name):
            index.add(Binding("other", small.target.value, stmt, line(stmt), order))

    walk(module.body, tree.body)
    return index


def _target_names(small: cst.CSTNode) -> set[str]:
    targets = getattr(small, "targets", None) or [small]
    found: set[str] = set()
    for t in targets:
        found |= _names_in(getattr(t, "target", t))
    return found


# ------------------------------------------------------------------------------------------------
# free names and purity


def free_names(func: cst.FunctionDef) -> set[str]:
    """Names ``func`` reads from its module (compiled alone: LOAD_GLOBAL of every nested code)."""
    import dis
    import types

    code = compile(cst.Module(body=[func.with_changes(decorators=())]).code, "<harvest>", "exec", dont_inherit=True)
    wanted: set[str] = set()

    def walk(co: types.CodeType) -> None:
        for instruction in dis.get_instructions(co):
            if instruction.opname in ("LOAD_GLOBAL", "LOAD_NAME", "STORE_GLOBAL", "DELETE_GLOBAL") and isinstance(
                instruction.argval, str
            ):
                wanted.add(instruction.argval)
        for const in co.co_consts:
            if isinstance(const, types.CodeType):
                walk(const)

    target = next(c for c in code.co_consts if isinstance(c, types.CodeType))
    walk(target)
    return wanted


def statement_names(node: cst.CSTNode) -> set[str]:
    """Names a module-level statement (a constant's assignment, a class) reads when it runs."""
    import dis
    import types

    code = compile(cst.Module(body=[node]).code, "<harvest>", "exec", dont_inherit=True)
    wanted: set[str] = set()

    def walk(co: types.CodeType) -> None:
        stored: set[str] = set()  # a class body (or the module) reads its own names with LOAD_NAME
        for instruction in dis.get_instructions(co):
            if not isinstance(instruction.argval, str):
                continue
            if instruction.opname == "LOAD_GLOBAL" or (
                instruction.opname == "LOAD_NAME" and instruction.argval not in stored
            ):
                wanted.add(instruction.argval)
            elif instruction.opname == "STORE_NAME":
                stored.add(instruction.argval)
        for const in co.co_consts:
            if isinstance(const, types.CodeType):
                walk(const)

    walk(code)
    return wanted - {"__annotations__", "__name__", "__module__", "__qualname__"}  # a class body's own


def default_names(func: cst.FunctionDef) -> set[str]:
    """Names the function's defaults read (evaluated at module level when the def runs)."""
    found: set[str] = set()
    params = func.params
    for param in (*params.posonly_params, *params.params, *params.kwonly_params):
        if param.default is not None:
            found |= statement_names(cst.SimpleStatementLine(body=[cst.Expr(param.default)]))
    return found


def annotation_names(func: cst.FunctionDef) -> set[str]:
    """Names the function's type hints read (string hints included)."""
    found: set[str] = set()
    params = func.params
    hints = [p.annotation for p in (*params.posonly_params, *params.params, *params.kwonly_params) if p.annotation]
    for star in (params.star_arg, params.star_kwarg):
        if isinstance(star, cst.Param) and star.annotation:
            hints.append(star.annotation)
    if func.returns is not None:
        hints.append(func.returns)
    for hint in hints:
        expression = hint.annotation
        if isinstance(expression, cst.SimpleString) and isinstance(expression.evaluated_value, str):
            try:
                expression = cst.parse_expression(expression.evaluated_value)
            except cst.ParserSyntaxError:
                continue
        found |= statement_names(cst.SimpleStatementLine(body=[cst.Expr(expression)]))
    return found


def local_names(func: cst.FunctionDef) -> set[str]:
    import types

    code = compile(cst.Module(body=[func.with_changes(decorators=())]).code, "<harvest>", "exec", dont_inherit=True)
    target = next(c for c in code.co_consts if isinstance(c, types.CodeType))
    return set(target.co_varnames) | set(target.co_cellvars)


class _Purity(cst.CSTVisitor):
    def __init__(self) -> None:
        self.problem = ""
        self.depth = 0

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self.depth += 1

    def leave_FunctionDef(self, original_node: cst.FunctionDef) -> None:
        self.depth -= 1

    def visit_Lambda(self, node: cst.Lambda) -> None:
        self.depth += 1

    def leave_Lambda(self, original_node: cst.Lambda) -> None:
        self.depth -= 1

    def _say(self, text: str) -> None:
        if not self.problem:
            self.problem = text

    def visit_Global(self, node: cst.Global) -> None:
        self._say("writes module globals (global statement)")

    def visit_Nonlocal(self, node: cst.Nonlocal) -> None:
        self._say("writes an enclosing scope (nonlocal statement)")

    def visit_Yield(self, node: cst.Yield) -> None:
        if self.depth == 0:
            self._say("is a generator (returns an iterator, not a value)")

    def visit_Await(self, node: cst.Await) -> None:
        self._say("is a coroutine")

    def visit_Attribute(self, node: cst.Attribute) -> None:
        if node.attr.value in IMPURE_ATTRS:
            self._say(f"uses {IMPURE_ATTRS[node.attr.value]} (.{node.attr.value})")


def purity_problem(func: cst.FunctionDef) -> str:
    if func.asynchronous is not None:
        return "is a coroutine"
    visitor = _Purity()
    func.body.visit(visitor)
    return visitor.problem


# ------------------------------------------------------------------------------------------------
# closure


@dataclass
class Closure:
    imports: list[str] = field(default_factory=list)  # import statements (one name each)
    carried: list[Binding] = field(default_factory=list)  # helpers and constants, module order
    taken: list[str] = field(default_factory=list)  # "helper _f (module x line n)" etc.
    defaults: dict[str, str] = field(default_factory=dict)  # module constant in a default -> its literal


_ARITHMETIC = (
    ast.Expression,
    ast.Constant,
    ast.BinOp,
    ast.UnaryOp,
    ast.Tuple,
    ast.List,
    ast.operator,
    ast.unaryop,
    ast.Load,
)


def _constant_value(ix: ModuleIndex, name: str) -> str:
    """The literal value of a module constant used as a parameter default (defaults are evaluated
    when the def runs, so the value is written in place of the name)."""
    bindings = [b for b in ix.bindings.get(name, []) if b.kind == "constant"]
    if len(bindings) != 1 or len(ix.bindings[name]) != 1:
        raise Refused(f"a parameter default reads module-level name '{name}', which is not one plain constant")
    small = next(s for s in bindings[0].node.body if isinstance(s, (cst.Assign, cst.AnnAssign)))  # type: ignore[attr-defined]
    text = ix.module.code_for_node(small.value)
    try:
        tree = ast.parse(text.strip(), mode="eval")
        if not all(isinstance(n, _ARITHMETIC) for n in ast.walk(tree)):
            raise ValueError(text)
        value = eval(compile(tree, "<default>", "eval"), {"__builtins__": {}})
    except Exception:
        raise Refused(f"a parameter default reads module-level name '{name}', whose value is not a literal") from None
    return repr(value)


Resolver = Callable[[str, str], "ModuleIndex | None"]  # (relative module, from module) -> index


def _choose(bindings: list[Binding], name: str) -> Binding:
    kinds = {b.kind for b in bindings}
    if "other" in kinds:
        raise Refused(f"uses module-level name '{name}' that is not a plain constant, import or function")
    if len(bindings) == 1:
        return bindings[0]
    if kinds == {"function"}:
        return bindings[0]  # several versions (try/except ImportError): the first is tried first
    if kinds == {"import"}:
        return bindings[0]  # the same name imported in several places (try/except ImportError)
    if "import" in kinds and kinds <= {"import", "function", "constant"}:
        others = [b for b in bindings if b.kind != "import"]
        return others[0]  # a pure-Python fallback defined where the accelerator import may fail
    raise Refused(f"module-level name '{name}' is bound in several places")


def _check_name(index: ModuleIndex, name: str) -> None:
    if name in index.globals_written:
        raise Refused(f"module-level name '{name}' is written at run time (global statement)")


def closure(index: ModuleIndex, func: cst.FunctionDef, resolve: Resolver | None = None) -> Closure:
    """What ``func`` needs from its module (and, through relative imports, its package)."""
    result = Closure()
    seen: set[tuple[str, str]] = set()
    carried_names: dict[str, str] = {}

    def need_function(ix: ModuleIndex, node: cst.FunctionDef, owner: str) -> None:
        if node.decorators and owner != "target":
            raise Refused(f"helper '{node.name.value}' is decorated")
        problem = purity_problem(node)
        if problem:
            raise Refused(problem if owner == "target" else f"helper '{node.name.value}' {problem}")
        for name in sorted(free_names(node)):
            need(ix, name)
        if owner == "target":
            for name in sorted(default_names(node)):
                result.defaults[name] = _constant_value(ix, name)
            for name in sorted(annotation_names(node) - set(result.defaults)):
                need(ix, name)  # hints run when the def runs: their imports and classes come along

    def need(ix: ModuleIndex, name: str) -> None:
        if (ix.name, name) in seen:
            return
        seen.add((ix.name, name))
        _check_name(ix, name)
        bindings = ix.bindings.get(name)
        if not bindings:
            if name in IMPURE_BUILTINS:
                raise Refused(f"uses {IMPURE_BUILTINS[name]} ({name})")
            if name in _BUILTIN_NAMES:
                return
            if "*" in ix.bindings:
                raise Refused(f"uses '{name}', which may come from a star import")
            raise Refused(f"uses '{name}', which is not defined at module level")
        binding = _choose(bindings, name)
        if binding.kind == "class":
            need_class(ix, binding, name)
            return
        if binding.kind == "import":
            top = binding.module.lstrip(".").split(".")[0] if binding.module else ""
            if binding.module.startswith("."):
                carry_relative(ix, binding, name)
                return
            if top in IMPURE_MODULES:
                raise Refused(f"uses {IMPURE_MODULES[top]} (module {top})")
            if top == "sys":
                return _sys_ok(binding, name, result)
            if binding.import_text not in result.imports:
                result.imports.append(binding.import_text)
            return
        if name in carried_names and carried_names[name] != ix.name:
            raise Refused(f"two carried helpers are both called '{name}'")
        carried_names[name] = ix.name
        if binding.kind == "function":
            need_function(ix, binding.node, "helper")  # type: ignore[arg-type]
        else:
            if (
                binding.node.body[0] is not None
                and len(ix.module.code_for_node(binding.node).splitlines()) > MAX_CONSTANT_LINES
            ):
                raise Refused(f"constant '{name}' is longer than {MAX_CONSTANT_LINES} lines")
            for used in sorted(statement_names(binding.node) - {name}):
                need(ix, used)
        result.carried.append(binding)
        result.taken.append(f"{binding.kind} {name} ({ix.name}:{binding.line})")

    def need_class(ix: ModuleIndex, binding: Binding, name: str) -> None:
        node: cst.ClassDef = binding.node  # type: ignore[assignment]
        if len(ix.module.code_for_node(node).splitlines()) > MAX_CLASS_LINES:
            raise Refused(f"needs class '{name}', longer than {MAX_CLASS_LINES} lines")
        if not all(_plain_decorator(d) for d in node.decorators):
            raise Refused(f"needs class '{name}', which is decorated")
        for stmt in node.body.body:
            if isinstance(stmt, cst.FunctionDef):
                problem = purity_problem(stmt)
                if problem:
                    raise Refused(f"needs class '{name}', whose method {stmt.name.value} {problem}")
        for used in sorted(statement_names(node) - {name}):
            need(ix, used)
        carried_names[name] = ix.name
        result.carried.append(binding)
        result.taken.append(f"class {name} ({ix.name}:{binding.line})")

    def carry_relative(ix: ModuleIndex, binding: Binding, name: str) -> None:
        other = resolve(binding.module, ix.name) if resolve else None
        if other is None:
            raise Refused(f"relative import of '{name}' from '{binding.module}' cannot be followed")
        if binding.imported != name:
            raise Refused(f"relative import renames '{binding.imported}' to '{name}'")
        need(other, binding.imported)

    seen.add((index.name, func.name.value))
    need_function(index, func, "target")
    result.carried.sort(key=lambda b: b.order)
    return result


_CLASS_DECORATORS = {"dataclass", "dataclasses.dataclass", "total_ordering", "functools.total_ordering"}


def _plain_decorator(decorator: cst.Decorator) -> bool:
    """``@dataclass`` (with or without arguments) or ``@total_ordering``: the class stays plain data."""
    target = decorator.decorator.func if isinstance(decorator.decorator, cst.Call) else decorator.decorator
    return (cst.helpers.get_full_name_for_node(target) or "") in _CLASS_DECORATORS


def _sys_ok(binding: Binding, name: str, result: Closure) -> None:
    raise Refused("uses the interpreter (module sys)")


def candidates(index: ModuleIndex) -> list[tuple[str, cst.FunctionDef, int, str]]:
    """(name, function node, line, note) of every public function worth trying, in source order;
    static methods of public classes come as ``Class_method`` under their own name."""
    found: list[tuple[str, cst.FunctionDef, int, str]] = []
    for name, bindings in index.bindings.items():
        if name.startswith("_"):
            continue
        for binding in bindings:
            if binding.kind == "function":
                found.append((name, binding.node, binding.line, ""))  # type: ignore[arg-type]
                break
    for cname, cls in index.classes.items():
        if cname.startswith("_"):
            continue
        for stmt in cls.body.body:
            if (
                isinstance(stmt, cst.FunctionDef)
                and not stmt.name.value.startswith("_")
                and any(
                    isinstance(d.decorator, cst.Name) and d.decorator.value == "staticmethod" for d in stmt.decorators
                )
            ):
                line = next((b.line for b in index.bindings[cname] if b.kind == "class"), 0)
                found.append((stmt.name.value, stmt.with_changes(decorators=()), line, f"static method of {cname}"))
    found.sort(key=lambda item: item[2])
    return found
