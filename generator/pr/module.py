"""Reading a module seed (the PR track's input), without executing it.

A module seed is a plain module of several functions (``module_seeds/<domain>/<name>.py``, the
format agreed for the shipped library): a ``Domain: task.`` docstring, public type-hinted
functions with spec docstrings that call each other, ``STRATEGIES = {"<function>": {"<param>":
strategy}}`` for every public function, optional ``PRECONDITIONS = {"<function>": callable}``,
``SEED = {"domain", "keywords", "tags", "kind": "module"}``, optional ``clean_<entry>``
controls and, for a module harvested from real code (``redpen harvest --modules``), ``HARVEST =
{"package", "version", "licence", "module", "file"}`` (:attr:`ModuleSeed.provenance`).
Everything here comes from the syntax tree (libcst); strategies and preconditions are evaluated
later, in the sandbox, through a per-function *view* (:func:`function_view`): the module text
plus two lines that give the one function's strategies and precondition the names a
function seed uses (``STRATEGIES``, ``precondition``), so the killability machinery draws the
inputs of one public function of a module as it draws those of a seed.
"""

from __future__ import annotations

import ast
import functools
from dataclasses import dataclass
from pathlib import Path

import libcst as cst

from core.errors import SeedError
from core.seeds import parse_module, read_source
from core.syntax import top_level_functions, walk

RESERVED = frozenset({"precondition"})


@dataclass(frozen=True)
class ModuleSeed:
    """A parsed module seed. ``gateable``: the public functions with an entry in STRATEGIES (their
    valid inputs can be drawn); ``calls``: (function, top-level functions it calls by name)."""

    path: str
    source: str
    domain: str
    task: str
    keywords: tuple[str, ...]
    functions: tuple[str, ...]
    public: tuple[str, ...]
    gateable: tuple[str, ...]
    preconditions: tuple[str, ...]
    calls: tuple[tuple[str, tuple[str, ...]], ...]
    provenance: tuple[tuple[str, str], ...] = ()  # HARVEST of a harvested module (package, version, licence, ...)

    @property
    def name(self) -> str:
        return Path(self.path).stem

    def callees(self, function: str) -> tuple[str, ...]:
        return dict(self.calls).get(function, ())

    def callers_of(self, touched: set[str] | frozenset[str]) -> tuple[str, ...]:
        """The gateable functions whose behaviour may depend on ``touched`` (they are one of them,
        or call one of them, directly or through other functions), in module order."""
        graph = dict(self.calls)
        out = []
        for name in self.gateable:
            seen, todo = {name}, [name]
            while todo:
                for callee in graph.get(todo.pop(), ()):
                    if callee not in seen:
                        seen.add(callee)
                        todo.append(callee)
            if seen & touched:
                out.append(name)
        return tuple(out)


def _literal_keys(module: cst.Module, name: str) -> tuple[str, ...] | None:
    """The string keys of a top-level ``NAME = {...}`` dict, or None when there is none."""
    for stmt in module.body:
        if not isinstance(stmt, cst.SimpleStatementLine):
            continue
        for small in stmt.body:
            if (
                isinstance(small, cst.Assign)
                and any(isinstance(t.target, cst.Name) and t.target.value == name for t in small.targets)
                and isinstance(small.value, cst.Dict)
            ):
                keys = []
                for element in small.value.elements:
                    if isinstance(element, cst.DictElement) and isinstance(element.key, cst.SimpleString):
                        key = element.key.evaluated_value
                        if isinstance(key, str):
                            keys.append(key)
                return tuple(keys)
    return None


def _meta(module: cst.Module, path: str) -> dict[str, object]:
    for stmt in module.body:
        if isinstance(stmt, cst.SimpleStatementLine):
            for small in stmt.body:
                if isinstance(small, cst.Assign) and any(
                    isinstance(t.target, cst.Name) and t.target.value == "SEED" for t in small.targets
                ):
                    try:
                        value = ast.literal_eval(module.code_for_node(small.value))
                    except (ValueError, SyntaxError):
                        raise SeedError(f"{path}: SEED must be a literal dict (strings, numbers, lists)") from None
                    if not isinstance(value, dict):
                        raise SeedError(f"{path}: SEED must be a dict like {{'domain': 'retail', 'kind': 'module'}}")
                    return value
    return {}


def _provenance(module: cst.Module, path: str) -> tuple[tuple[str, str], ...]:
    """The ``HARVEST = {...}`` literal of a harvested module (where its code came from, under which
    licence), read from the syntax tree; () for an authored module."""
    for stmt in module.body:
        for small in stmt.body if isinstance(stmt, cst.SimpleStatementLine) else ():
            if isinstance(small, cst.Assign) and any(
                isinstance(t.target, cst.Name) and t.target.value == "HARVEST" for t in small.targets
            ):
                try:
                    value = ast.literal_eval(module.code_for_node(small.value))
                except (ValueError, SyntaxError):
                    raise SeedError(
                        f"{path}: HARVEST must be a literal dict of strings (package, licence, ...)"
                    ) from None
                if not isinstance(value, dict):
                    raise SeedError(f"{path}: HARVEST must be a dict like {{'package': 'python-stdlib', ...}}")
                return tuple((str(k), str(v)) for k, v in value.items() if isinstance(v, (str, int, float)))
    return ()


def _called(func: cst.FunctionDef, names: set[str]) -> tuple[str, ...]:
    found = []
    for node in walk(func.body):
        if isinstance(node, cst.Name) and node.value in names and node.value not in found:
            found.append(node.value)
    return tuple(found)


def is_public(name: str) -> bool:
    return not name.startswith(("_", "clean_", "precondition_")) and name not in RESERVED


def parse_module_seed(source: str, path: str) -> ModuleSeed:
    """A module seed from its text; a one-line SeedError naming the file and the fix otherwise."""
    module = parse_module(source, path)
    functions = top_level_functions(module)
    names = [f.name.value for f in functions]
    public = [n for n in names if is_public(n)]
    if not public:
        raise SeedError(f"{path}: no public top-level function; a module seed needs several")
    strategies = _literal_keys(module, "STRATEGIES") or ()
    gateable = tuple(n for n in public if n in strategies)
    if not gateable:
        raise SeedError(
            f"{path}: no function can be gated: STRATEGIES has no entry for any public function "
            f"({', '.join(public)}); add STRATEGIES = {{'{public[0]}': {{'<param>': <strategy>}}}}"
        )
    meta = _meta(module, path)
    doc = module.get_docstring() or ""
    head, _, task = doc.partition(":")
    domain = str(meta.get("domain") or (head.strip().lower().replace(" ", "_") if task else Path(path).parent.name))
    known = set(names)
    return ModuleSeed(
        path=path,
        source=source,
        domain=domain,
        task=task.strip() if task else doc.strip(),
        keywords=tuple(str(k) for k in raw) if isinstance(raw := meta.get("keywords"), (list, tuple)) else (),
        functions=tuple(names),
        public=tuple(public),
        gateable=gateable,
        preconditions=_literal_keys(module, "PRECONDITIONS") or (),
        calls=tuple((f.name.value, _called(f, known - {f.name.value})) for f in functions),
        provenance=_provenance(module, path),
    )


def load_module_seed(path: str | Path) -> ModuleSeed:
    return parse_module_seed(read_source(path), str(path))


def function_view(source: str, function: str, has_precondition: bool) -> str:
    """The module text as a seed of one of its functions: its STRATEGIES entry as ``STRATEGIES``
    and its PRECONDITIONS entry (when it has one) as ``precondition``, the names the input drawing
    (``killability.inputs``) reads."""
    tail = f"\n\nSTRATEGIES = STRATEGIES[{function!r}]\n"
    if has_precondition:
        tail += f"precondition = PRECONDITIONS[{function!r}]\n"
    return source.rstrip("\n") + "\n" + tail


def discover_modules(root: str | Path) -> list[Path]:
    """Every module seed below ``root`` (``<domain>/<name>.py``), in a stable order."""
    return sorted(p for p in Path(root).rglob("*.py") if not p.name.startswith("_"))


_DATA = frozenset({"STRATEGIES", "PRECONDITIONS", "SEED", "HARVEST"})  # HARVEST: a harvested module's provenance


def _alias(name: cst.ImportAlias) -> str:
    bound = name.asname.name if name.asname else name.name
    return bound.value if isinstance(bound, cst.Name) else ""


def _hypothesis_names(module: cst.Module) -> set[str]:
    """The names the module's ``from hypothesis import ...`` / ``import hypothesis`` statements bind."""
    names: set[str] = set()
    for stmt in module.body:
        if not isinstance(stmt, cst.SimpleStatementLine):
            continue
        for small in stmt.body:
            if isinstance(small, cst.ImportFrom) and small.module is not None:
                if module.code_for_node(small.module).split(".")[0] == "hypothesis" and not isinstance(
                    small.names, cst.ImportStar
                ):
                    names |= {_alias(a) for a in small.names}
            elif isinstance(small, cst.Import):
                names |= {_alias(a) for a in small.names if module.code_for_node(a.name).split(".")[0] == "hypothesis"}
    return names - {""}


@functools.lru_cache(maxsize=64)
def runtime_text(source: str) -> str:
    """The module as its functions run: the top-level statements that only build its input data
    (STRATEGIES, PRECONDITIONS, SEED, strategies built with hypothesis) blanked out, each line kept
    as an empty line so every other line keeps its number. A fresh module instance per input call
    then costs no strategy construction (most of a differential run's time, measured: 4.2 s of CPU
    for 500 inputs of one function with four variants, before)."""
    module = cst.parse_module(source)
    hyp = _hypothesis_names(module)
    read_by_functions = {n.value for f in top_level_functions(module) for n in walk(f) if isinstance(n, cst.Name)}
    lines = source.splitlines(keepends=True)
    line = 1 + sum(module.code_for_node(h).count("\n") for h in module.header)
    for stmt in module.body:
        size = module.code_for_node(stmt).count("\n")
        if isinstance(stmt, cst.SimpleStatementLine) and all(isinstance(s, cst.Assign) for s in stmt.body):
            targets = {t.target.value for s in stmt.body for t in s.targets if isinstance(t.target, cst.Name)}  # type: ignore[attr-defined]  # all Assign
            reads = {n.value for n in walk(stmt) if isinstance(n, cst.Name)}
            if targets and not targets & read_by_functions and (targets <= _DATA or reads & hyp):
                for index in range(line - 1, line - 1 + size):
                    if lines[index].strip():
                        lines[index] = "\n"
        line += size
    return "".join(lines)


def _is_control(stmt: cst.BaseStatement) -> bool:
    return isinstance(stmt, cst.FunctionDef) and stmt.name.value.startswith(("clean_", "precondition"))


def _imported(stmt: cst.BaseSmallStatement) -> list[cst.ImportAlias]:
    if isinstance(stmt, (cst.Import, cst.ImportFrom)) and not isinstance(stmt.names, cst.ImportStar):
        return list(stmt.names)
    return []


def _reads(node: cst.CSTNode) -> set[str]:
    return {n.value for n in walk(node) if isinstance(n, cst.Name)}


def _closed(names: set[str], functions: dict[str, cst.FunctionDef]) -> set[str]:
    """``names`` with every function of ``functions`` they read, directly or through each other."""
    names, todo = set(names), list(names & functions.keys())
    while todo:
        more = _reads(functions[todo.pop()]) & functions.keys() - names
        names |= more
        todo.extend(more)
    return names


def _data_builders(source: str) -> set[str]:
    """The private top-level functions that only build input data: reached from the data
    statements (``runtime_text`` blanks them) or reading hypothesis names, and read by nothing a
    pull request shows (``_date()`` of a seed's STRATEGIES, which reads ``st``). Shown, they would
    be test-data code, and code naming a module (``st``) the shown module does not import."""
    module = cst.parse_module(source)
    hyp = _hypothesis_names(module)
    private = {
        f.name.value: f for f in top_level_functions(module) if f.name.value.startswith("_") and not _is_control(f)
    }
    data = {n for n, f in private.items() if _reads(f) & hyp}
    reached: set[str] = set()
    runtime = runtime_text(source).splitlines()
    line = sum(module.code_for_node(h).count("\n") for h in module.header)
    for stmt in module.body:
        size = module.code_for_node(stmt).count("\n")
        if not any(text.strip() for text in runtime[line : line + size]):
            data |= _reads(stmt) & private.keys()  # a data statement: blanked in the runtime text
        elif not _is_control(stmt) and not (isinstance(stmt, cst.FunctionDef) and stmt.name.value in private):
            reached |= _reads(stmt)
        line += size
    return _closed(data, private) - _closed(reached, private)


@functools.lru_cache(maxsize=64)
def presented_text(source: str) -> str:
    """The module as a pull request shows it: without the seed's controls (``clean_<entry>``, which
    would hand a reviewer the correct version, and the preconditions), without its input data and
    provenance (the statements ``runtime_text`` blanks, the private functions that only build that
    data, and the hypothesis imports they need); two blank lines before each remaining function or
    class, none at the end."""
    module = cst.parse_module(runtime_text(source))
    hyp = _hypothesis_names(module)
    builders = _data_builders(source)
    body: list[cst.BaseStatement] = []
    for stmt in module.body:
        if _is_control(stmt) or (isinstance(stmt, cst.FunctionDef) and stmt.name.value in builders):
            continue
        if isinstance(stmt, cst.SimpleStatementLine) and all(
            isinstance(s, (cst.Import, cst.ImportFrom)) for s in stmt.body
        ):
            names = {_alias(a) for s in stmt.body for a in _imported(s)}
            if names and names <= hyp:
                continue
        if isinstance(stmt, (cst.FunctionDef, cst.ClassDef)) and body:
            stmt = stmt.with_changes(leading_lines=[cst.EmptyLine(), cst.EmptyLine()])
        body.append(stmt)
    return module.with_changes(body=body, footer=[]).code.rstrip("\n") + "\n"
