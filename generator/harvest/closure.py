"""What a harvested function needs carried along: its dependency closure, or the reason it is refused.

Read with libcst (never executed). The closure of a candidate (:mod:`generator.harvest.module_index`)
is every module-level name it reads (:mod:`generator.harvest.names_read`), transitively: imports are
kept as imports; helper functions and constants are moved INTO the function (nested ``def``s and
local assignments after the docstring), so both the seed and the snippet cut from it are
self-contained. Relative imports inside a package are followed into the sibling module. A function
is refused, with the reason, when it (or a helper) writes globals, does I/O, uses the network,
randomness, time, the locale or the interpreter (:mod:`generator.harvest.purity`), is a generator or
coroutine, is decorated, has nothing to draw, or needs a class or a name that cannot be carried.
"""

from __future__ import annotations

import ast
import builtins
from collections.abc import Callable
from dataclasses import dataclass, field

import libcst as cst

from generator.harvest.module_index import Binding, ModuleIndex
from generator.harvest.names_read import annotation_names, default_names, free_names, statement_names
from generator.harvest.purity import IMPURE_BUILTINS, IMPURE_MODULES, purity_problem

_BUILTIN_NAMES = set(dir(builtins))
MAX_CONSTANT_LINES = 30
MAX_CLASS_LINES = 400


class Refused(Exception):
    """The reason a function cannot seed an item (one line)."""


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
    statement = cst.ensure_type(bindings[0].node, cst.SimpleStatementLine)  # a constant: one assignment line
    small = next(s for s in statement.body if isinstance(s, (cst.Assign, cst.AnnAssign)))
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
            need_function(ix, cst.ensure_type(binding.node, cst.FunctionDef), "helper")
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
        node = cst.ensure_type(binding.node, cst.ClassDef)
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
