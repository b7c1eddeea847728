"""The disguise renderer: the same defect mechanism in another domain, names, docstring and shape.

Flow for one mutant (see docs/architecture/disguise.md)::

    mutant.original / mutant.source --extract_function--> fixed / defective snippets
      --roles + domain pack--> one name map (decided on both twins' names)
      --rename + docstring (templates/docstring.j2)--> renamed twins
      --rewrites, decided on the fixed twin, applied identically--> disguised twins
      --changed_lines--> fault_lines (1-based lines of defective_code that differ from fixed_code)

Everything is deterministic from the ``key`` string.
"""

from __future__ import annotations

import functools
import inspect
import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import libcst as cst

from core.model import Mutant, changed_lines
from core.seeds import Seed
from core.snippet import Snippet, extract_function
from core.syntax import function_named
from generator.disguise import rewrites as rewrite_registry
from generator.disguise.domains import (
    DomainPack,
    known_domains,
    load_pack,
    stable_index,
)
from generator.disguise.examples import told_doc
from generator.disguise.rename import (
    RESERVED,
    DisguiseError,
    allocate_names,
    apply_renames,
    identifiers_in,
    imported_names,
)
from generator.disguise.rewrites.base import Rewrite
from generator.disguise.rewrites.engine import Accept, rewrite_twins
from generator.disguise.roles import NameRole, function_roles
from generator.disguise.spec import SpecVocabulary, render_docstring, rewrite_spec, set_docstring
from operators.engine import enumerate_mutants

__all__ = ["Disguise", "disguise_code", "disguise_docstring", "disguise_mutant", "rewrite_plan"]


@dataclass(frozen=True)
class Disguise:
    """One disguised twin pair. ``fault_lines`` are lines of ``defective_code`` that differ from
    ``fixed_code``; ``name_map`` pairs (original name, new name)."""

    domain: str
    function: str
    defective_code: str
    fixed_code: str
    fault_lines: tuple[int, ...]
    name_map: tuple[tuple[str, str], ...]
    rewrites: tuple[str, ...]
    docstring: str
    source_function: str
    key: str

    @property
    def names(self) -> dict[str, str]:
        return dict(self.name_map)


# ----------------------------------------------------------------------------- docstrings


# ----------------------------------------------------------------------------- plan


def _rng(key: str) -> random.Random:
    return random.Random(stable_index(f"rng:{key}", 2**63))


def rewrite_plan(key: str, allowed: Sequence[str] | None = None) -> list[Rewrite]:
    """The rewrites one disguise tries, in order (shuffled from ``key``). Of each opposite pair the
    direction picked from ``key`` comes in the shuffled order and the other one at the end, so it
    only runs when the first never fitted (the engine never applies both directions).
    ``allowed`` restricts the set by name."""
    pool = (
        [rewrite_registry.get(n) for n in allowed] if allowed is not None else list(rewrite_registry.REWRITES.values())
    )
    names = {r.name for r in pool}
    chosen: list[Rewrite] = []
    later: list[Rewrite] = []
    for rewrite in pool:
        other = rewrite.opposite
        if other and other in names:
            pair = sorted((rewrite.name, other))
            if pair[stable_index(f"{key}:dir:{pair[0]}", 2)] != rewrite.name:
                later.append(rewrite)
                continue
        chosen.append(rewrite)
    _rng(key).shuffle(chosen)
    return chosen + later


class NamePool:
    """Fresh names for rewrites (a hoisted length, a loop element...) from a domain pack."""

    def __init__(self, pack: DomainPack, key: str, used: set[str]) -> None:
        self.pack, self.key, self.used = pack, key, set(used) | set(RESERVED)
        self.counter = 0

    def __call__(self, role: str) -> str:
        words = self.pack.role_words(role)
        self.counter += 1
        start = stable_index(f"{self.key}:fresh:{self.counter}", len(words))
        for word in (*words[start:], *words[:start]):
            if word not in self.used:
                self.used.add(word)
                return word
        for qualifier in ("next", "other", "spare", "extra", "new"):
            for word in words:
                candidate = f"{qualifier}_{word}"
                if candidate not in self.used:
                    self.used.add(candidate)
                    return candidate
        raise DisguiseError(
            f"the '{self.pack.name}' domain pack has no unused '{role}' word for a new local; "
            f"add words to templates/domains/{self.pack.name}.toml"
        )


# ----------------------------------------------------------------------------- disguise


def _function_node(module: cst.Module, name: str) -> cst.FunctionDef:
    found = function_named(module, name)
    if found is not None:
        return found
    raise DisguiseError(f"no top-level function '{name}' in the snippet")


def _roles(fixed: cst.Module, defective: cst.Module, function: str) -> list[NameRole]:
    roles = list(function_roles(_function_node(fixed, function), fixed))
    seen = {r.name for r in roles}
    roles.extend(r for r in function_roles(_function_node(defective, function), defective) if r.name not in seen)
    return roles


def _spec_identifiers(roles: Sequence[NameRole], mapping: dict[str, str]) -> dict[str, str]:
    """Identifiers renamed inside the docstring: the function, parameters, and locals whose name is
    clearly an identifier (contains '_' or a digit); plain-word locals stay English words."""
    out = {}
    for role in roles:
        if (
            (role.binding in ("function", "param") or re.search(r"[_\d]", role.name))
            and role.name in mapping
            and mapping[role.name] != role.name
        ):
            out[role.name] = mapping[role.name]
    return out


def _source_pack(domain: str) -> DomainPack | None:
    return load_pack(domain) if domain in known_domains() else None


def _docstring(
    spec: str,
    roles: Sequence[NameRole],
    mapping: dict[str, str],
    *,
    pack: DomainPack,
    key: str,
    seed_domain: str | None,
    vocabulary: SpecVocabulary | None,
    taken: Iterable[str],
) -> str:
    function = next(r.name for r in roles if r.binding == "function")
    source = _source_pack(seed_domain) if seed_domain else None
    code_names = {
        r.name: mapping[r.name]
        for r in roles
        if r.binding != "function" and r.name in mapping and mapping[r.name] != r.name
    }
    prose = functools.partial(
        rewrite_spec,
        identifiers=_spec_identifiers(roles, mapping),
        source=source,
        target=pack,
        key=key,
        code_names=code_names,
        vocabulary=vocabulary,
        taken=taken,
        parameters=[r.name for r in roles if r.binding == "param"],
    )
    text = told_doc(spec, mapping, prose)
    return render_docstring(text, function=mapping[function], pack=pack, key=key)


def disguise_docstring(seed: Seed, *, domain: str, key: str) -> str:
    """The docstring :func:`disguise_mutant` gives ``seed``'s function in ``domain``, computed from the
    seed module alone (no snippet extraction, no rewrites): the fast path for checking docstrings
    over a whole library. The name map is allocated as for a disguise whose twins bind the same
    names (a mutant that binds extra names may shift a local's new name)."""
    roles, taken, returns = _seed_names(seed.source, seed.function)
    mapping = allocate_names(roles, load_pack(domain), key, taken=taken, return_annotation=returns)
    return _docstring(
        inspect.cleandoc(seed.docstring),
        roles,
        mapping,
        pack=load_pack(domain),
        key=key,
        seed_domain=seed.domain,
        vocabulary=SpecVocabulary(seed.keywords, seed.module_docstring),
        taken=taken,
    )


@functools.lru_cache(maxsize=256)
def _seed_names(source: str, function: str) -> tuple[tuple[NameRole, ...], frozenset[str], str | None]:
    """Roles of ``function``'s names, the names a new one must avoid, and its return annotation."""
    module = cst.parse_module(source)
    func = _function_node(module, function)
    taken = frozenset(identifiers_in(cst.Module(body=[func])) | imported_names(module))
    returns = module.code_for_node(func.returns.annotation) if func.returns else None
    return function_roles(func, module), taken, returns


def disguise_code(
    fixed_code: str,
    defective_code: str,
    function: str,
    *,
    domain: str,
    key: str,
    seed_domain: str | None = None,
    spec: str | None = None,
    rewrites: Sequence[str] | None = None,
    accept: Accept | None = None,
    vocabulary: SpecVocabulary | None = None,
) -> Disguise:
    """Disguise a twin pair of self-contained snippets (both defining ``function``); ``vocabulary``
    (the seed's keywords and module docstring) helps move the spec's domain words."""
    if seed_domain is not None and domain == seed_domain:
        raise DisguiseError(
            f"target domain '{domain}' is the seed's own domain; pick another (choose_domain never does)"
        )
    pack = load_pack(domain)
    fixed_module = cst.parse_module(fixed_code)
    defective_module = cst.parse_module(defective_code)
    roles = _roles(fixed_module, defective_module, function)
    taken = identifiers_in(fixed_module) | identifiers_in(defective_module)
    fixed_func = _function_node(fixed_module, function)
    returns = fixed_module.code_for_node(fixed_func.returns.annotation) if fixed_func.returns else None
    mapping = allocate_names(roles, pack, key, taken=taken, return_annotation=returns)
    new_function = mapping[function]
    original_doc = inspect.cleandoc(spec if spec is not None else (fixed_func.get_docstring(clean=False) or ""))
    docstring = _docstring(
        original_doc, roles, mapping, pack=pack, key=key, seed_domain=seed_domain, vocabulary=vocabulary, taken=taken
    )

    def prepare(module: cst.Module) -> str:
        renamed = apply_renames(module, mapping)
        assert isinstance(renamed, cst.Module)
        return set_docstring(renamed, new_function, docstring).code

    fixed_text, defective_text = prepare(fixed_module), prepare(defective_module)
    pool = NamePool(pack, key, taken | set(mapping.values()))
    result = rewrite_twins(fixed_text, defective_text, new_function, rewrite_plan(key, rewrites), pool, accept=accept)
    fault_lines = changed_lines(result.fixed, result.defective)
    if not fault_lines:
        raise DisguiseError(f"the defect of '{function}' did not survive the disguise (the twins are identical)")
    return Disguise(
        domain=domain,
        function=new_function,
        defective_code=result.defective,
        fixed_code=result.fixed,
        fault_lines=fault_lines,
        name_map=tuple(mapping.items()),
        rewrites=result.applied,
        docstring=docstring,
        source_function=function,
        key=key,
    )


@functools.lru_cache(maxsize=256)
def twin_snippets(mutant: Mutant, path: str) -> tuple[Snippet, Snippet]:
    """The (fixed, defective) snippets of ``mutant``'s function, each keeping the imports either
    version needs (identical headers)."""
    fixed = extract_function(mutant.original, mutant.function, path=path, twin=mutant.source)
    defective = extract_function(mutant.source, mutant.function, path=path, twin=mutant.original)
    return fixed, defective


class _ReplantCheck:
    """For first-order mutants: accept a twin pair whose defective side is still one application
    of the same operator to the fixed side (so a rewrite may touch the faulty expression itself,
    e.g. hoisting the ``len`` of a one-short loop bound into a local)."""

    def __init__(self, mutant: Mutant) -> None:
        self.operators = list(mutant.operators)

    def __call__(self, fixed: str, defective: str) -> bool:
        function = next((s.name.value for s in cst.parse_module(fixed).body if isinstance(s, cst.FunctionDef)), None)
        try:
            candidates = enumerate_mutants(fixed, function=function, operators=self.operators)
        except Exception:  # an operator that cannot handle the new shape just says no
            return False
        return any(m.source == defective for m in candidates)


def disguise_mutant(
    seed: Seed,
    mutant: Mutant,
    *,
    domain: str,
    key: str,
    rewrites: Sequence[str] | None = None,
    twins: tuple[Snippet, Snippet] | None = None,
) -> Disguise:
    """The disguised twin pair of one mutant of ``seed`` (see :class:`Disguise`).

    ``domain`` must be a known pack other than ``seed.domain``; ``key`` makes every choice
    (names, rewrites, phrasing) deterministic; ``rewrites`` restricts the rewrites by name;
    ``twins``: the (fixed, defective) snippets when the caller extracted them already (a work unit
    does: ``twin_snippets``). Raises :class:`DisguiseError` when a name cannot be mapped or the
    defect does not survive.
    """
    fixed, defective = twins if twins is not None else twin_snippets(mutant, seed.path)
    return disguise_code(
        fixed.code,
        defective.code,
        mutant.function,
        domain=domain,
        key=key,
        seed_domain=seed.domain,
        spec=seed.docstring if mutant.function == seed.function else None,
        rewrites=rewrites,
        accept=_ReplantCheck(mutant) if mutant.order == 1 else None,
        vocabulary=SpecVocabulary(seed.keywords, seed.module_docstring),
    )
