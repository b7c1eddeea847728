"""Reading seed files: the target function, its spec, and the seed's declared metadata.

Loading never executes the seed (seeds are untrusted code): everything here comes from the
concrete syntax tree. Strategies and preconditions are evaluated later, inside the sandbox.
"""

from __future__ import annotations

import ast
import functools
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import libcst as cst

from core.errors import SeedError
from core.model import content_hash
from core.paths import seed_key
from core.syntax import top_level_functions

RESERVED_NAMES = {"precondition"}


@dataclass(frozen=True)
class Parameter:
    name: str
    annotation: str | None
    default: str | None
    kind: str  # "positional", "keyword", "var_positional", "var_keyword"


@dataclass(frozen=True)
class Seed:
    """A parsed seed file. ``path`` is as given; ``source`` is the exact file text."""

    path: str
    source: str
    function: str
    docstring: str
    module_docstring: str
    domain: str
    keywords: tuple[str, ...]
    tags: tuple[str, ...]
    parameters: tuple[Parameter, ...]
    clean_function: str | None
    strategy_params: tuple[str, ...]
    has_precondition: bool
    first_line: int
    last_line: int
    functions: tuple[str, ...]
    status: str = "ready"  # "needs-spec": a harvested seed whose docstring does not state the behaviour

    @property
    def id(self) -> str:
        return content_hash(self.path, self.function, self.source)

    @property
    def name(self) -> str:
        return Path(self.path).stem


def read_source(path: str | Path) -> str:
    """The text of a Python file, with one-line errors for the usual problems."""
    p = Path(path)
    if not p.exists():
        raise SeedError(f"{path}: no such file; check the path")
    if p.is_dir():
        raise SeedError(f"{path}: is a directory; pass a .py file")
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise SeedError(f"{path}: cannot read ({exc.strerror})") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SeedError(f"{path}: not UTF-8 text (bad byte at offset {exc.start}); save the file as UTF-8") from None


def parse_module(source: str, path: str) -> cst.Module:
    """Parse with libcst, reporting Python's own syntax error (file:line) when the code is broken.

    The same texts are parsed again and again by a work unit (the seed, its mutants, their twins);
    libcst trees are immutable, so the last ones parsed are kept and shared."""
    return _parse_module(source, path)


@functools.lru_cache(maxsize=64)
def _parse_module(source: str, path: str) -> cst.Module:
    try:
        compile(source, path, "exec", dont_inherit=True)
    except SyntaxError as exc:
        raise SeedError(f"{path}:{exc.lineno}: syntax error: {exc.msg}; fix the file so Python can import it") from None
    except ValueError as exc:  # e.g. null bytes
        raise SeedError(f"{path}: cannot be compiled ({exc}); fix the file so Python can import it") from None
    try:
        return cst.parse_module(source)
    except cst.ParserSyntaxError as exc:
        raise SeedError(f"{path}:{exc.raw_line}: syntax error: {exc.message}") from None


def choose_target(functions: list[cst.FunctionDef], path: str, requested: str | None) -> cst.FunctionDef:
    names = [f.name.value for f in functions]
    if requested is not None:
        for func in functions:
            if func.name.value == requested:
                return func
        known = ", ".join(names) if names else "none"
        raise SeedError(
            f"{path}: no top-level function named '{requested}' (functions: {known}); pass one of them to --function"
        )
    for func in functions:
        name = func.name.value
        if not name.startswith("_") and not name.startswith("clean_") and name not in RESERVED_NAMES:
            return func
    raise SeedError(f"{path}: no public top-level function to work on; add one, or name a private one with --function")


def _module_literal(module: cst.Module, name: str, path: str) -> object | None:
    for stmt in module.body:
        if not isinstance(stmt, cst.SimpleStatementLine):
            continue
        for small in stmt.body:
            if isinstance(small, cst.Assign) and any(
                isinstance(t.target, cst.Name) and t.target.value == name for t in small.targets
            ):
                code = module.code_for_node(small.value)
                try:
                    value: object = ast.literal_eval(code)
                except (ValueError, SyntaxError):
                    raise SeedError(f"{path}: {name} must be a literal dict (strings, numbers, lists)") from None
                return value
    return None


def _strategy_keys(module: cst.Module) -> tuple[str, ...]:
    for stmt in module.body:
        if not isinstance(stmt, cst.SimpleStatementLine):
            continue
        for small in stmt.body:
            if (
                isinstance(small, cst.Assign)
                and any(isinstance(t.target, cst.Name) and t.target.value == "STRATEGIES" for t in small.targets)
                and isinstance(small.value, cst.Dict)
            ):
                keys: list[str] = []
                for element in small.value.elements:
                    if isinstance(element, cst.DictElement) and isinstance(element.key, cst.SimpleString):
                        key = element.key.evaluated_value
                        if isinstance(key, str):  # a bytes key never names a parameter
                            keys.append(key)
                return tuple(keys)
    return ()


def _parameters(module: cst.Module, func: cst.FunctionDef) -> tuple[Parameter, ...]:
    def one(param: cst.Param, kind: str) -> Parameter:
        annotation = module.code_for_node(param.annotation.annotation) if param.annotation else None
        default = module.code_for_node(param.default) if param.default is not None else None
        return Parameter(param.name.value, annotation, default, kind)

    params = func.params
    result = [one(p, "positional") for p in (*params.posonly_params, *params.params)]
    if isinstance(params.star_arg, cst.Param):
        result.append(one(params.star_arg, "var_positional"))
    result.extend(one(p, "keyword") for p in params.kwonly_params)
    if params.star_kwarg is not None:
        result.append(one(params.star_kwarg, "var_keyword"))
    return tuple(result)


def _parsed(
    source: str, path: str, function: str | None
) -> tuple[cst.Module, list[cst.FunctionDef], cst.FunctionDef, dict[str, Any]]:
    """What every seed reading needs checked: the module, its functions, the target, SEED."""
    module = parse_module(source, path)
    functions = top_level_functions(module)
    target = choose_target(functions, path, function)
    meta = _module_literal(module, "SEED", path) or {}
    if not isinstance(meta, dict):
        raise SeedError(f"{path}: SEED must be a dict like {{'domain': 'retail', 'keywords': [...], 'tags': [...]}}")
    return module, functions, target, meta


def seed_pair(source: str, path: str, function: str | None = None) -> tuple[str, str | None]:
    """The target's name and its clean control's (None without one), as :func:`parse_seed` finds
    and checks them, without the positions (a third of the cost; what the gold audit needs)."""
    _, functions, target, _ = _parsed(source, path, function)
    name = target.name.value
    return name, f"clean_{name}" if any(f.name.value == f"clean_{name}" for f in functions) else None


def function_span(module: cst.Module, target: cst.FunctionDef) -> tuple[int, int]:
    """The first and last line of a top-level function, as libcst's ``PositionProvider`` gives
    them (the ``def`` line; the last line of its last statement, not comments after it), from the
    code of the statements before it: resolving positions for the whole module took half of the
    time of reading a library (one codegen with position tracking per seed)."""
    index = next(i for i, statement in enumerate(module.body) if statement is target)
    before = sum(module.code_for_node(line).count("\n") for line in module.header)
    before += sum(module.code_for_node(statement).count("\n") for statement in module.body[:index])
    head = len(target.leading_lines) + len(target.lines_after_decorators)
    head += sum(module.code_for_node(decorator).count("\n") for decorator in target.decorators)
    lines = module.code_for_node(target).split("\n")[head:]
    while lines and (not lines[-1].strip() or lines[-1].lstrip().startswith("#")):
        lines.pop()  # blank lines and the comments of the blocks' footers
    first = before + head + 1
    return first, first + len(lines) - 1


def parse_seed(source: str, path: str, function: str | None = None) -> Seed:
    module, functions, target, meta = _parsed(source, path, function)
    name = target.name.value
    first_line, last_line = function_span(module, target)
    module_doc = module.get_docstring() or ""
    domain = meta.get("domain")
    if not domain:
        head = module_doc.split(":", 1)[0].strip() if ":" in module_doc else ""
        domain = head.lower().replace(" ", "_") if head and len(head) < 40 else Path(path).parent.name or "general"
    names = tuple(f.name.value for f in functions)
    return Seed(
        path=str(path),
        source=source,
        function=name,
        docstring=target.get_docstring() or "",
        module_docstring=module_doc,
        domain=str(domain),
        keywords=tuple(str(k) for k in meta.get("keywords", ())),
        tags=tuple(str(t) for t in meta.get("tags", ())),
        parameters=_parameters(module, target),
        clean_function=f"clean_{name}" if f"clean_{name}" in names else None,
        strategy_params=_strategy_keys(module),
        has_precondition="precondition" in names,
        first_line=first_line,
        last_line=last_line,
        functions=names,
        status=str(meta.get("status", "ready")),
    )


def load_seed(path: str | Path, function: str | None = None) -> Seed:
    return parse_seed(read_source(path), str(path), function)


def load_library_seed(path: str | Path, library: str | Path | None = None) -> Seed:
    """A seed of the ``library`` folder read from ``path`` and named by its key
    (``core.paths.seed_key``), as builds, the ledger and the records name it, whatever the working
    directory, the spelling of the path or the place of the library."""
    return parse_seed(read_source(path), seed_key(path, library))


def discover_seeds(root: str | Path) -> list[Path]:
    """Every seed file below ``root`` (``<domain>/<name>.py``), in a stable order."""
    base = Path(root)
    return sorted(p for p in base.rglob("*.py") if not p.name.startswith("_"))
