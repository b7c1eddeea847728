"""A module seed told in another domain: the PR track's disguise host (issue #28).

The snippet track plants its disguise in the item's own clean implementation and tells it, with the
clean control, in another domain (``generator.disguise.clean_host``, issue #30): every group of the
live set that shares names is then a pair of twins, one defective and one correct. The PR track
does the same with a whole module. :func:`tell_module` renames module A into module B of another
domain: every function, parameter and local (one name map for the whole module, so calls, keyword
arguments, STRATEGIES and PRECONDITIONS keys follow), each docstring and the module docstring told
by the snippet renderer's spec rewriter (``generator.disguise.spec.rewrite_spec``), ``SEED`` naming
the new domain. Class bodies, attribute names, module constants and string values stay as they are.

A :class:`Teller` keeps how A was told (the name map, the told docstrings), so any text derived from
A, such as a change's before and after, is told the same way (``generator.pr.told_change``, which
checks each told text is A's renamed). B is a module seed of its own: its STRATEGIES draw its
inputs, and its variants (disguised: C with the same mechanism's fault; clean: C alone) are gated
with B's own generated test.
"""

from __future__ import annotations

import inspect
import re
import textwrap
from collections.abc import Mapping
from dataclasses import dataclass
from functools import partial

import libcst as cst

from core.errors import SeedError
from core.syntax import top_level_functions
from generator.disguise.domains import DomainPack, known_domains, load_pack
from generator.disguise.examples import filled, told_doc
from generator.disguise.prose import FUNCTION_WORDS, GENERIC
from generator.disguise.rename import (
    RESERVED,
    DisguiseError,
    allocate_names,
    apply_renames,
    identifiers_in,
    imported_names,
)
from generator.disguise.roles import NameRole, function_roles
from generator.disguise.spec import SpecVocabulary, docstring_literal, rewrite_spec, set_docstrings
from generator.pr.module import ModuleSeed, parse_module_seed

KEYED = ("STRATEGIES", "PRECONDITIONS")  # top-level dicts keyed by function name (STRATEGIES: then parameter)
CONTROLS = ("precondition_", "clean_")  # a control's name follows its function's new name
WIDTH = 76
PLAIN = frozenset({"before", "after", "end", "begin", "span", "gap", "when", "where", "other", "base"})


def _control_of(name: str) -> tuple[str, str] | None:
    for prefix in CONTROLS:
        if name.startswith(prefix):
            return prefix, name[len(prefix) :]
    return None


def _module_level(module: cst.Module) -> set[str]:
    """Names bound at module level other than functions (constants, classes, data)."""
    names: set[str] = set()
    for stmt in module.body:
        if isinstance(stmt, cst.ClassDef):
            names.add(stmt.name.value)
        for small in stmt.body if isinstance(stmt, cst.SimpleStatementLine) else ():
            targets = small.targets if isinstance(small, cst.Assign) else ()
            names |= {t.target.value for t in targets if isinstance(t.target, cst.Name)}
            if isinstance(small, cst.AnnAssign) and isinstance(small.target, cst.Name):
                names.add(small.target.value)
    return names


def _generic(name: str) -> bool:
    """A name that says nothing of a domain (``start``, ``before``, ``total``, ``i``): kept, as a
    module of the other domain would name it, so prose that uses it as a word still reads."""
    return len(name) <= 2 or name in GENERIC or name in FUNCTION_WORDS or name in PLAIN


def _with_bare(names: set[str]) -> set[str]:
    """``names`` and each without its leading underscores: a private function's new name is allocated
    bare and gets its underscore back, so ``_x`` taken must keep ``x`` from being allocated to it."""
    return names | {n.lstrip("_") for n in names}


def name_map(
    module: cst.Module, pack: DomainPack, key: str, base: Mapping[str, str] | None = None
) -> tuple[dict[str, str], dict[str, list[NameRole]]]:
    """One name map for the whole module (each function's names allocated from ``pack`` in module
    order; a name met again keeps its first new name), and each function's roles. ``base``: names
    already mapped (a text derived from the told module: only the names it adds are allocated)."""
    fixed = _module_level(module) | imported_names(module) | set(RESERVED) | set(KEYED)
    mapping: dict[str, str] = dict(base or {})
    taken = identifiers_in(module) | fixed | set(mapping.values())
    roles_of: dict[str, list[NameRole]] = {}
    functions = top_level_functions(module)
    for func in functions:
        control = _control_of(func.name.value)
        roles = [
            r for r in function_roles(func, module) if r.name not in fixed and not (r.binding == "function" and control)
        ]
        roles_of[func.name.value] = roles
        new = [r for r in roles if r.name not in mapping]
        if not new:
            continue
        returns = module.code_for_node(func.returns.annotation) if func.returns else None
        told = set(mapping.values())  # a generic name kept as it is must not be another's told name
        private = func.name.value.startswith("_")
        if private:  # allocate the helper's name without its underscore, then put it back
            new = [
                NameRole(r.name.lstrip("_"), r.binding, r.role, r.kind, r.source) if r.binding == "function" else r
                for r in new
            ]
        got = allocate_names(
            new,
            pack,
            f"{key}:{func.name.value}",
            taken=_with_bare(taken | set(mapping.values())),
            return_annotation=returns,
            keep=[r.name for r in new if r.binding != "function" and _generic(r.name) and r.name not in told],
        )
        if private and func.name.value.lstrip("_") in got:
            got[func.name.value] = "_" + got.pop(func.name.value.lstrip("_"))
        mapping.update(got)
    for func in functions:
        control = _control_of(func.name.value)
        if control and control[1] in mapping:
            mapping[func.name.value] = control[0] + mapping[control[1]]
    return mapping, roles_of


def _string(node: cst.BaseExpression) -> str | None:
    return (
        node.evaluated_value if isinstance(node, cst.SimpleString) and isinstance(node.evaluated_value, str) else None
    )


def _rekeyed(value: cst.BaseExpression, mapping: dict[str, str], depth: int) -> cst.BaseExpression:
    """A ``{"function": {"param": ...}}`` literal with its string keys renamed (``depth`` levels)."""
    if not isinstance(value, cst.Dict) or depth == 0:
        return value
    elements = []
    for element in value.elements:
        if isinstance(element, cst.DictElement):
            old = _string(element.key)
            key = cst.SimpleString(repr(mapping.get(old, old))) if old is not None else element.key
            element = element.with_changes(key=key, value=_rekeyed(element.value, mapping, depth - 1))
        elements.append(element)
    return value.with_changes(elements=elements)


def _rewrite_statement(stmt: cst.BaseStatement, mapping: dict[str, str], domain: str) -> cst.BaseStatement:
    if isinstance(stmt, cst.ClassDef):
        return stmt
    renamed = apply_renames(stmt, mapping)
    assert isinstance(renamed, cst.BaseStatement)
    if not isinstance(renamed, cst.SimpleStatementLine):
        return renamed
    body = []
    for small in renamed.body:
        target = small.targets[0].target if isinstance(small, cst.Assign) and len(small.targets) == 1 else None
        name = target.value if isinstance(target, cst.Name) else ""
        if isinstance(small, cst.Assign) and name in KEYED:
            small = small.with_changes(value=_rekeyed(small.value, mapping, 2 if name == "STRATEGIES" else 1))
        elif isinstance(small, cst.Assign) and name == "SEED" and isinstance(small.value, cst.Dict):
            small = small.with_changes(value=_seed_literal(small.value, domain))
        body.append(small)
    return renamed.with_changes(body=body)


def _seed_literal(value: cst.Dict, domain: str) -> cst.Dict:
    elements = []
    for element in value.elements:
        if isinstance(element, cst.DictElement) and _string(element.key) == "domain":
            element = element.with_changes(value=cst.SimpleString(repr(domain)))
        elif isinstance(element, cst.DictElement) and _string(element.key) == "keywords":
            element = element.with_changes(value=cst.List([]))
        elements.append(element)
    return value.with_changes(elements=elements)


def _spec_names(roles: list[NameRole], mapping: dict[str, str]) -> dict[str, str]:
    """Identifiers a docstring renames: every name that is clearly code (a '_' or a digit), and
    this function's parameters; plain-word functions and locals stay English words (the domain
    words among them move with the rest of the prose)."""
    out = {old: new for old, new in mapping.items() if re.search(r"[_\d]", old)}
    for role in roles:
        if role.binding == "param" and role.name in mapping:
            out[role.name] = mapping[role.name]
    return {old: new for old, new in out.items() if old != new}


@dataclass(frozen=True)
class Teller:
    """How module A is told in ``domain``: its name map and its told docstrings, which tell A and
    any text derived from A (a change's before and after) the same way."""

    domain: str
    key: str
    names: tuple[tuple[str, str], ...]
    docs: tuple[tuple[str, str], ...]  # new function name -> its told docstring
    module_doc: str

    def mapping(self, source: str) -> dict[str, str]:
        """The name map of a text derived from A: A's, and new names for the names it adds."""
        return name_map(cst.parse_module(source), load_pack(self.domain), self.key, dict(self.names))[0]

    def told(self, source: str) -> tuple[str, dict[str, str]]:
        """``source`` told, and the name map it was told with (:meth:`mapping`)."""
        module = cst.parse_module(source)
        mapping = name_map(module, load_pack(self.domain), self.key, dict(self.names))[0]
        body = [_rewrite_statement(stmt, mapping, self.domain) for stmt in module.body]
        told = set_docstrings(module.with_changes(body=body), dict(self.docs))
        return _with_module_docstring(told, self.module_doc).code, mapping

    def text(self, source: str) -> str:
        return self.told(source)[0]


@dataclass(frozen=True)
class Told:
    """Module A told in another domain: the new module seed and how it was told."""

    seed: ModuleSeed
    teller: Teller

    @property
    def names(self) -> tuple[tuple[str, str], ...]:
        return self.teller.names

    def rename(self, name: str) -> str:
        return dict(self.names).get(name, name)


def tell_module(seed: ModuleSeed, domain: str, key: str) -> Told:
    """``seed`` told in ``domain`` (a known pack other than its own), every choice from ``key``.
    Raises :class:`DisguiseError` (a name the pack cannot map) or :class:`SeedError`."""
    if domain == seed.domain or domain not in known_domains():
        raise DisguiseError(
            f"{seed.path}: cannot tell the module in '{domain}': pick a known domain other than its own"
        )
    pack = load_pack(domain)
    source = load_pack(seed.domain) if seed.domain in known_domains() else None
    module = cst.parse_module(seed.source)
    mapping, roles_of = name_map(module, pack, key)
    taken = identifiers_in(module) | set(mapping.values())
    vocabulary = SpecVocabulary(seed.keywords, module.get_docstring() or "")
    told_docs: dict[str, str] = {}
    every_role = [r for roles in roles_of.values() for r in roles]
    functions = [r for r in every_role if r.binding == "function"]
    for func in top_level_functions(module):
        doc = func.get_docstring(clean=False)
        if not doc:
            continue
        roles = roles_of.get(func.name.value, [])
        text = told_doc(
            inspect.cleandoc(doc),
            mapping,
            partial(
                rewrite_spec,
                identifiers=_spec_names(roles + functions, mapping),
                source=source,
                target=pack,
                key=f"{key}:doc",
                code_names={r.name: mapping[r.name] for r in roles if r.binding != "function" and r.name in mapping},
                vocabulary=vocabulary,
                taken=taken,
                parameters=[r.name for r in roles if r.binding == "param"],
            ),
        )
        told_docs[mapping.get(func.name.value, func.name.value)] = filled(text, WIDTH)
    task = rewrite_spec(
        seed.task, _spec_names(functions, mapping), source, pack, f"{key}:task", vocabulary=vocabulary, taken=taken
    )
    teller = Teller(
        domain, key, tuple(sorted(mapping.items())), tuple(sorted(told_docs.items())), f"{pack.title}: {task}"
    )
    entry = max(seed.gateable, key=lambda f: len(seed.callees(f)))
    path = f"{domain}/{mapping.get(entry, entry).lstrip('_')}.py"
    try:
        told_seed = parse_module_seed(teller.text(seed.source), path)
    except SeedError as exc:  # a renaming that broke the seed's own format is the renderer's bug
        raise DisguiseError(f"{seed.path}: told in '{domain}', the module no longer reads as a seed: {exc}") from None
    return Told(told_seed, teller)


def _with_module_docstring(module: cst.Module, text: str) -> cst.Module:
    first = module.body[0] if module.body else None
    literal = cst.SimpleString(docstring_literal(textwrap.fill(text, WIDTH), ""))
    if isinstance(first, cst.SimpleStatementLine) and isinstance(first.body[0], cst.Expr):
        return module.with_changes(body=[first.with_changes(body=[cst.Expr(literal)]), *module.body[1:]])
    return module


__all__ = ["Teller", "Told", "name_map", "tell_module"]
