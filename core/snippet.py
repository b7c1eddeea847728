"""Cutting a function out of a seed module into a self-contained snippet.

A snippet is what reviewers see and what the generated test imports: the module-level imports the
function uses (never the toolkit's or hypothesis), a blank line, the module-level classes the
function names (in its hints or body; and the classes those name, e.g. a dataclass field's type:
the test builds its values from them, ``killability/objects.py``), then the function itself. Line
numbers of the module map to snippet lines through ``Snippet.map_line``.
"""

from __future__ import annotations

import ast
import builtins
import functools
import keyword
import re
from dataclasses import dataclass

import libcst as cst
from libcst.metadata import MetadataWrapper, PositionProvider

from core.errors import SeedError
from core.seeds import parse_module
from core.syntax import function_named

_EXCLUDED_MODULES = {"hypothesis", "__future__"}


@dataclass(frozen=True)
class Snippet:
    code: str
    function: str
    first_line: int  # module line of the function's first line
    offset: int  # snippet line = module line - offset
    function_at: int = -1  # where the function's text starts in ``code`` (after imports and classes)

    def map_line(self, module_line: int) -> int:
        return module_line - self.offset

    def map_lines(self, module_lines: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(self.map_line(line) for line in module_lines)


class _NamesUsed(cst.CSTVisitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_Name(self, node: cst.Name) -> None:
        self.names.add(node.value)

    def visit_Annotation(self, node: cst.Annotation) -> None:
        # a string annotation ("Brush", "list[Point]") names classes too
        for string in _strings(node):
            self.names.update(re.findall(r"[A-Za-z_]\w*", string))


class _RenameFunction(cst.CSTTransformer):
    def __init__(self, old: str, new: str) -> None:
        super().__init__()
        self.old, self.new = old, new

    def leave_Name(self, original_node: cst.Name, updated_node: cst.Name) -> cst.Name:
        return updated_node.with_changes(value=self.new) if updated_node.value == self.old else updated_node


def _strings(node: cst.CSTNode) -> list[str]:
    found: list[str] = []

    class _Strings(cst.CSTVisitor):
        def visit_SimpleString(self, string: cst.SimpleString) -> None:
            value = string.evaluated_value
            if isinstance(value, str):
                found.append(value)

    node.visit(_Strings())
    return found


def _import_binds(stmt: cst.SimpleStatementLine) -> set[str] | None:
    names: set[str] = set()
    for small in stmt.body:
        if isinstance(small, cst.Import):
            for alias in small.names:
                dotted = cst.helpers.get_full_name_for_node(alias.name) or ""
                if dotted.split(".")[0] in _EXCLUDED_MODULES:
                    return None
                bound = cst.ensure_type(alias.asname.name, cst.Name).value if alias.asname else dotted.split(".")[0]
                names.add(bound)
        elif isinstance(small, cst.ImportFrom):
            mod = cst.helpers.get_full_name_for_node(small.module) if small.module else ""
            if (mod or "").split(".")[0] in _EXCLUDED_MODULES or isinstance(small.names, cst.ImportStar):
                return None
            for alias in small.names:
                target = alias.asname.name if alias.asname else alias.name
                bound = cst.ensure_type(target, cst.Name).value
                names.add(str(bound))
        else:
            return None
    return names


def _names_used(module: cst.Module, function: str) -> set[str]:
    target = function_named(module, function)
    used = _NamesUsed()
    if target is not None:
        target.visit(used)
    return used.names


def _classes_used(module: cst.Module, names: set[str]) -> list[cst.ClassDef]:
    """The module-level classes named in ``names``, and the ones they name, in module order."""
    defined = {s.name.value: s for s in module.body if isinstance(s, cst.ClassDef)}
    wanted: set[str] = set()
    pending = [n for n in names if n in defined]
    while pending:
        name = pending.pop()
        if name in wanted:
            continue
        wanted.add(name)
        inner = _NamesUsed()
        defined[name].visit(inner)
        pending += [n for n in inner.names if n in defined and n not in wanted]
    return [cls for cls in defined.values() if cls.name.value in wanted]


def def_line(source: str, module: cst.Module, target: cst.FunctionDef, rendered: str) -> int:
    """The line of ``target``'s ``def`` in ``source`` (what libcst's PositionProvider gives as the
    function's start), found from libcst's own rendering of the function (``rendered``, without
    its leading lines) in the module text: resolving positions over the whole module for one line
    cost most of a snippet's extraction. Falls back to PositionProvider when the rendering does not
    occur exactly once in the text (another indentation or newline convention, a repeated body)."""
    start = source.find(rendered)
    if start >= 0 and source.find(rendered, start + 1) < 0:
        if target.decorators:
            bare = cst.Module(body=[target.with_changes(leading_lines=(), decorators=(), lines_after_decorators=())])
            tail = bare.code
            if not rendered.endswith(tail):
                return _def_line_by_metadata(module, target)
            start += len(rendered) - len(tail)
        return source.count("\n", 0, start) + 1
    return _def_line_by_metadata(module, target)


def _def_line_by_metadata(module: cst.Module, target: cst.FunctionDef) -> int:
    return MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)[target].start.line


def extract_function(
    source: str, function: str, *, path: str = "<seed>", rename_to: str | None = None, twin: str | None = None
) -> Snippet:
    """The snippet for ``function`` of the module ``source`` (optionally renamed).

    ``twin`` is another version of the same module (the fixed seed for a mutant, or the mutant for
    the fixed seed): imports either version needs are kept, so twins have identical headers and a
    fault that drops the last use of an import does not show as a missing import line."""
    module = parse_module(source, path)
    target = function_named(module, function)
    if target is None:
        raise SeedError(f"{path}: no top-level function named '{function}'")
    used = _NamesUsed()
    target.visit(used)
    if twin is not None:
        used.names |= _names_used(parse_module(twin, path), function)
    classes = _classes_used(module, used.names)
    for cls in classes:
        cls.visit(used)
    imports = []
    for stmt in module.body:
        if isinstance(stmt, cst.SimpleStatementLine):
            bound = _import_binds(stmt)
            if bound and bound & used.names:
                imports.append(module.code_for_node(stmt.with_changes(leading_lines=())))
    func = target.with_changes(leading_lines=())
    first_line = def_line(source, module, target, cst.Module(body=[func]).code)
    if rename_to and rename_to != function:
        func = cst.ensure_type(func.visit(_RenameFunction(function, rename_to)), cst.FunctionDef)
    func_code = cst.Module(body=[func]).code
    header = "".join(imports)
    if header:
        header += "\n\n"
    for cls in classes:
        header += cst.Module(body=[cls.with_changes(leading_lines=())]).code + "\n\n"
    code = header + func_code
    # Decorators count: the function's own first line in the module vs in the snippet.
    snippet_first = header.count("\n") + 1
    return Snippet(
        code=code,
        function=rename_to or function,
        first_line=first_line,
        offset=first_line - snippet_first,
        function_at=len(header),
    )


_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_BUILTIN_WORDS = frozenset(dir(builtins)) | frozenset(keyword.kwlist)
_WORD = re.compile(r"\w")


@functools.lru_cache(maxsize=16)
def _module_bindings(source: str) -> frozenset[str]:
    """The names the module's top-level statements bind (imports, defs, classes, assignments), read
    with :mod:`ast` (never executed)."""
    names: set[str] = set()
    for node in ast.parse(source).body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((alias.asname or alias.name).split(".")[0] for alias in node.names)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            names.update(n.id for t in targets for n in ast.walk(t) if isinstance(n, ast.Name))
    return frozenset(names)


def spliced(fixed: Snippet, source: str, variant: str) -> str | None:
    """The snippet text of ``variant``, another version of the module ``source`` whose change lies
    inside ``fixed``'s function (a mutant), without parsing it: ``fixed.code`` with the changed text
    spliced in. None (extract it) when the change does not lie inside the function's text, the
    function's text is not found once, or the change names something the function did not (its
    imports and classes could then differ). The header is ``fixed``'s: an import the variant no
    longer uses stays, which changes no behaviour (for measuring, where a parse per mutant cost
    more than running it)."""
    if fixed.function_at < 0:
        return None
    text = fixed.code[fixed.function_at :]
    at = source.find(text)
    if at < 0 or source.find(text, at + 1) >= 0:
        return None
    limit = min(len(source), len(variant))
    start = 0
    while start < limit and source[start] == variant[start]:
        start += 1
    end = 0
    while end < limit - start and source[-1 - end] == variant[-1 - end]:
        end += 1
    while start > 0 and _WORD.match(source[start - 1]):  # whole words: `height` -> `weight` is a new name
        start -= 1
    while end > 0 and _WORD.match(source[len(source) - end]):
        end -= 1
    if start < at or len(source) - end > at + len(text):
        return None
    inserted = variant[start : len(variant) - end]
    new_names = set(_IDENTIFIER.findall(inserted)) - set(_IDENTIFIER.findall(text))
    if new_names and not (new_names <= _BUILTIN_WORDS and not new_names & _module_bindings(source)):
        return None  # only builtins and keywords that no import, def or assignment of the module rebinds
    return fixed.code[: fixed.function_at] + text[: start - at] + inserted + text[len(source) - end - at :]
