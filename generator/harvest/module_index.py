"""The index of one module's top-level names (read with libcst, never executed) and its candidates.

:func:`index_module` records every module-level binding (imports, functions, classes, constants,
also under ``if``/``try``) with its statement; :func:`candidates` lists the public functions
defined at module level, and the ``@staticmethod``s of public classes, worth trying as seeds.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable
from dataclasses import dataclass, field

import libcst as cst


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
                bound = cst.ensure_type(alias.asname.name, cst.Name).value if alias.asname else dotted.split(".")[0]
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
                bound = cst.ensure_type(alias.asname.name, cst.Name).value if alias.asname else imported
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


def candidates(index: ModuleIndex) -> list[tuple[str, cst.FunctionDef, int, str]]:
    """(name, function node, line, note) of every public function worth trying, in source order;
    static methods of public classes come as ``Class_method`` under their own name."""
    found: list[tuple[str, cst.FunctionDef, int, str]] = []
    for name, bindings in index.bindings.items():
        if name.startswith("_"):
            continue
        for binding in bindings:
            if binding.kind == "function":
                found.append((name, cst.ensure_type(binding.node, cst.FunctionDef), binding.line, ""))
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
