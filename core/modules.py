"""Reading module seeds (``module_seeds/<domain>/<name>.py``): the material of the PR track.

A module seed is a module of several public functions that call each other. Like a seed, it is
untrusted code and is never executed here: everything comes from the concrete syntax tree (its
functions, their specs and line spans, who calls whom, which functions have input strategies).
The format is in docs/architecture/modules.md.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType

import libcst as cst

from core.errors import SeedError
from core.paths import seed_key
from core.seeds import Parameter, _module_literal, _parameters, function_span, parse_module, read_source
from core.syntax import top_level_functions, walk

MIN_PUBLIC_FUNCTIONS = 3
CONTROL_PREFIXES = ("clean_", "precondition_")


@dataclass(frozen=True)
class ModuleFunction:
    """One top-level function of a module seed; lines are 1-based and inclusive."""

    name: str
    parameters: tuple[Parameter, ...]
    docstring: str
    first_line: int
    last_line: int
    public: bool
    strategy_params: tuple[str, ...]
    has_precondition: bool

    @property
    def gateable(self) -> bool:
        """A public function whose every parameter without a default has a strategy."""
        drawn = set(self.strategy_params)
        needed = {p.name for p in self.parameters if p.default is None and p.kind in ("positional", "keyword")}
        return self.public and needed <= drawn


@dataclass(frozen=True)
class ModuleSeed:
    """A parsed module seed. ``text`` is the exact file text, ``key`` its library key."""

    path: str
    key: str
    text: str
    domain: str
    module_docstring: str
    functions: tuple[ModuleFunction, ...]
    edges: tuple[tuple[str, str], ...]
    metadata: Mapping[str, object] = field(default_factory=lambda: MappingProxyType({}))

    @property
    def name(self) -> str:
        return Path(self.path).stem

    @property
    def public(self) -> tuple[ModuleFunction, ...]:
        return tuple(f for f in self.functions if f.public)

    def function(self, name: str) -> ModuleFunction:
        for func in self.functions:
            if func.name == name:
                return func
        raise KeyError(name)

    def callees(self, name: str) -> tuple[str, ...]:
        return tuple(callee for caller, callee in self.edges if caller == name)

    def depth(self, name: str) -> int:
        """The number of calls on the longest chain of calls down from ``name`` (0: calls no other
        function of the module); a call back up a chain (recursion) is not followed."""

        def down(current: str, seen: frozenset[str]) -> int:
            below = [down(c, seen | {c}) for c in self.callees(current) if c not in seen]
            return 1 + max(below) if below else 0

        return down(name, frozenset({name}))

    @property
    def entry(self) -> str:
        """The public function with the deepest call chain below it (the first one on a tie)."""
        return max(self.public, key=lambda f: self.depth(f.name)).name

    @property
    def clean_entry(self) -> str | None:
        name = f"clean_{self.entry}"
        return name if any(f.name == name for f in self.functions) else None

    @property
    def lines(self) -> int:
        return len(self.text.splitlines())


def _is_public(name: str) -> bool:
    return not name.startswith("_") and not name.startswith(CONTROL_PREFIXES)


def _nested_keys(module: cst.Module, name: str, path: str) -> dict[str, tuple[str, ...]]:
    """``{function: (param, ...)}`` of a module-level ``NAME = {"f": {"p": ..., ...}, ...}``."""
    for stmt in module.body:
        if not isinstance(stmt, cst.SimpleStatementLine):
            continue
        for small in stmt.body:
            if not (
                isinstance(small, cst.Assign)
                and any(isinstance(t.target, cst.Name) and t.target.value == name for t in small.targets)
            ):
                continue
            if not isinstance(small.value, cst.Dict):
                raise SeedError(f"{path}: {name} must be a dict literal {{'function': {{'param': strategy}}}}")
            found: dict[str, tuple[str, ...]] = {}
            for element in small.value.elements:
                key = element.key if isinstance(element, cst.DictElement) else None
                function = key.evaluated_value if isinstance(key, cst.SimpleString) else None
                if not isinstance(function, str) or not isinstance(element, cst.DictElement):
                    raise SeedError(f"{path}: {name} keys must be function names written as strings")
                params: list[str] = []
                if isinstance(element.value, cst.Dict):
                    for inner in element.value.elements:
                        inner_key = inner.key if isinstance(inner, cst.DictElement) else None
                        if isinstance(inner_key, cst.SimpleString) and isinstance(inner_key.evaluated_value, str):
                            params.append(inner_key.evaluated_value)
                found[function] = tuple(params)
            return found
    return {}


def _calls(func: cst.FunctionDef, names: set[str]) -> list[str]:
    """The module's functions that ``func`` calls by name, in order of first call."""
    called: list[str] = []
    for node in walk(func.body):
        if isinstance(node, cst.Call) and isinstance(node.func, cst.Name):
            callee = node.func.value
            if callee in names and callee != func.name.value and callee not in called:
                called.append(callee)
    return called


def parse_module_seed(text: str, path: str, key: str | None = None) -> ModuleSeed:
    """A :class:`ModuleSeed` from a module seed's text; SeedError (one line naming ``path``) when it
    does not parse or cannot be used."""
    module = parse_module(text, path)
    defs = top_level_functions(module)
    names = {f.name.value for f in defs}
    strategies = _nested_keys(module, "STRATEGIES", path)
    preconditions = _nested_keys(module, "PRECONDITIONS", path)
    public = [f.name.value for f in defs if _is_public(f.name.value)]
    if len(public) < MIN_PUBLIC_FUNCTIONS:
        listed = ", ".join(public) or "none"
        raise SeedError(
            f"{path}: {len(public)} public top-level function(s) ({listed}); a module seed needs at least "
            f"{MIN_PUBLIC_FUNCTIONS}"
        )
    missing = [name for name in public if name not in strategies]
    if missing:
        raise SeedError(f"{path}: no STRATEGIES entry for public function {missing[0]}; add its parameters' strategies")
    unknown = sorted(set(strategies) - names)
    if unknown:
        raise SeedError(f"{path}: STRATEGIES names {unknown[0]}, which is no top-level function of the module")
    functions = []
    for func in defs:
        name = func.name.value
        first, last = function_span(module, func)
        functions.append(
            ModuleFunction(
                name=name,
                parameters=_parameters(module, func),
                docstring=func.get_docstring() or "",
                first_line=first,
                last_line=last,
                public=_is_public(name),
                strategy_params=strategies.get(name, ()),
                has_precondition=name in preconditions,
            )
        )
    if not any(f.gateable for f in functions):
        raise SeedError(
            f"{path}: no function can be gated (no public function has a strategy for every parameter without a default)"
        )
    edges = tuple((func.name.value, callee) for func in defs for callee in _calls(func, names))
    meta = _module_literal(module, "SEED", path) or {}
    if not isinstance(meta, dict):
        raise SeedError(f"{path}: SEED must be a dict like {{'domain': 'retail', 'kind': 'module', ...}}")
    if meta.get("kind", "module") != "module":
        raise SeedError(f"{path}: SEED kind is {meta.get('kind')!r}; a module seed says 'kind': 'module'")
    domain = str(meta.get("domain") or Path(path).parent.name or "general")
    return ModuleSeed(
        path=path,
        key=key if key is not None else path,
        text=text,
        domain=domain,
        module_docstring=module.get_docstring() or "",
        functions=tuple(functions),
        edges=edges,
        metadata=MappingProxyType(dict(meta)),
    )


def load_module_seed(path: str | Path, library: str | Path | None = None) -> ModuleSeed:
    """The module seed at ``path``, keyed like a seed (``core.paths.seed_key``)."""
    return parse_module_seed(read_source(path), str(path), seed_key(path, library))


def discover_module_seeds(root: str | Path) -> list[Path]:
    """Every module seed file below ``root`` (``<domain>/<name>.py``), in a stable order."""
    return sorted(p for p in Path(root).glob("*/*.py") if not p.name.startswith("_"))
