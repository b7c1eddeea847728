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
import textwrap
from dataclasses import dataclass
from typing import Sequence

import libcst as cst

from . import rewrites as rewrite_registry
from .domains import DomainPack, choose_domain, known_domains, load_pack, stable_index
from .model import Mutant, changed_lines
from .render import render
from .rename import RESERVED, DisguiseError, allocate_names, apply_renames, identifiers_in
from .rewrites.base import Rewrite
from .rewrites.engine import Accept, rewrite_twins
from .roles import NameRole, function_roles
from .seeds import Seed
from .snippet import Snippet, extract_function

__all__ = ["Disguise", "DisguiseError", "choose_domain", "disguise_mutant", "disguise_code", "rewrite_plan"]

_DOC_ROLES = ("collections", "items")  # nouns only: moving other words would blur the spec


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

def _case_like(template: str, word: str) -> str:
    if template.isupper() and len(template) > 1:
        return word.upper()
    if template[:1].isupper():
        return word[:1].upper() + word[1:]
    return word


def rewrite_spec(text: str, identifiers: dict[str, str], source: DomainPack | None, target: DomainPack,
                 key: str) -> str:
    """The spec text with identifiers renamed and the source domain's words moved to the target's.

    One regex pass, so a replacement is never replaced again. Identifiers match exactly; domain
    words match whole words, case-insensitively, keeping the capitalisation."""
    words: dict[str, str] = {}
    if source is not None:
        for role in _DOC_ROLES:
            src, dst = source.role_words(role), target.role_words(role)
            shift = stable_index(f"{key}:doc:{role}", len(dst))
            for index, word in enumerate(src):
                phrase = word.replace("_", " ")
                words.setdefault(phrase.lower(), dst[(index + shift) % len(dst)].replace("_", " "))
    keys = sorted(set(identifiers) | set(words), key=len, reverse=True)
    if not keys:
        return text
    pattern = re.compile(r"(?<![\w])(" + "|".join(re.escape(k) for k in keys) + r")(?![\w])", re.IGNORECASE)

    def swap(match: re.Match[str]) -> str:
        found = match.group(0)
        if found in identifiers:
            return identifiers[found]
        replacement = words.get(found.lower())
        return _case_like(found, replacement) if replacement else found
    return pattern.sub(swap, text)


def _wrap(text: str, width: int) -> str:
    paragraphs = re.split(r"\n\s*\n", text.strip())
    return "\n\n".join(textwrap.fill(" ".join(p.split()), width=width) for p in paragraphs if p.strip())


def render_docstring(spec: str, *, function: str, pack: DomainPack, key: str, width: int = 88) -> str:
    """The disguised docstring text (templates/docstring.j2): a domain headline, then the spec."""
    context = pack.contexts[stable_index(f"{key}:context", len(pack.contexts))]
    headline = function.replace("_", " ")
    headline = headline[:1].upper() + headline[1:]
    text = render("docstring.j2", headline=headline, context=context, spec=_wrap(spec, width), domain=pack.title)
    return text.strip()


def docstring_literal(text: str, indent: str) -> str:
    """A triple-quoted literal for ``text`` whose continuation lines carry ``indent``."""
    body = text.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')
    lines = body.split("\n")
    joined = "\n".join([lines[0]] + [(indent + line) if line else "" for line in lines[1:]])
    if joined.endswith('"'):
        joined += " "
    return f'"""{joined}"""'


class _SetDocstring(cst.CSTTransformer):
    def __init__(self, function: str, literal: str) -> None:
        super().__init__()
        self.function = function
        self.literal = literal

    def leave_FunctionDef(self, original_node: cst.FunctionDef, updated_node: cst.FunctionDef) -> cst.FunctionDef:
        if original_node.name.value != self.function or not isinstance(updated_node.body, cst.IndentedBlock):
            return updated_node
        doc = cst.SimpleStatementLine(body=[cst.Expr(cst.SimpleString(self.literal))])
        body = list(updated_node.body.body)
        first = body[0] if body else None
        if first is not None and isinstance(first, cst.SimpleStatementLine) and len(first.body) == 1 \
                and isinstance(first.body[0], cst.Expr) and isinstance(first.body[0].value, (cst.SimpleString, cst.ConcatenatedString)):
            body[0] = first.with_changes(body=[cst.Expr(cst.SimpleString(self.literal))])
        else:
            body.insert(0, doc)
        return updated_node.with_changes(body=updated_node.body.with_changes(body=body))


def set_docstring(module: cst.Module, function: str, text: str) -> cst.Module:
    indent = module.default_indent
    return module.visit(_SetDocstring(function, docstring_literal(text, indent)))  # type: ignore[return-value]


# ----------------------------------------------------------------------------- plan

def _rng(key: str) -> random.Random:
    return random.Random(stable_index(f"rng:{key}", 2**63))


def rewrite_plan(key: str, allowed: Sequence[str] | None = None) -> list[Rewrite]:
    """The rewrites one disguise tries, in order (shuffled from ``key``). Of each opposite pair the
    direction picked from ``key`` comes in the shuffled order and the other one at the end, so it
    only runs when the first never fitted (the engine never applies both directions).
    ``allowed`` restricts the set by name."""
    pool = [rewrite_registry.get(n) for n in allowed] if allowed is not None else list(rewrite_registry.REWRITES.values())
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
        raise DisguiseError(f"the '{self.pack.name}' domain pack has no unused '{role}' word for a new local; "
                            f"add words to templates/domains/{self.pack.name}.toml")


# ----------------------------------------------------------------------------- disguise

def _function_node(module: cst.Module, name: str) -> cst.FunctionDef:
    for stmt in module.body:
        if isinstance(stmt, cst.FunctionDef) and stmt.name.value == name:
            return stmt
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
        if role.binding in ("function", "param") or re.search(r"[_\d]", role.name):
            if role.name in mapping and mapping[role.name] != role.name:
                out[role.name] = mapping[role.name]
    return out


def _source_pack(domain: str) -> DomainPack | None:
    return load_pack(domain) if domain in known_domains() else None


def disguise_code(fixed_code: str, defective_code: str, function: str, *, domain: str, key: str,
                  seed_domain: str | None = None, spec: str | None = None, rewrites: Sequence[str] | None = None,
                  accept: Accept | None = None) -> Disguise:
    """Disguise a twin pair of self-contained snippets (both defining ``function``)."""
    if seed_domain is not None and domain == seed_domain:
        raise DisguiseError(f"target domain '{domain}' is the seed's own domain; pick another (choose_domain never does)")
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
    source = _source_pack(seed_domain) if seed_domain else None
    spec_text = rewrite_spec(original_doc, _spec_identifiers(roles, mapping), source, pack, key)
    docstring = render_docstring(spec_text, function=new_function, pack=pack, key=key)

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
        domain=domain, function=new_function, defective_code=result.defective, fixed_code=result.fixed,
        fault_lines=fault_lines, name_map=tuple(mapping.items()), rewrites=result.applied, docstring=docstring,
        source_function=function, key=key,
    )


@functools.lru_cache(maxsize=256)
def _extract(source: str, function: str, path: str, twin: str) -> Snippet:
    return extract_function(source, function, path=path, twin=twin)


class _ReplantCheck:
    """For first-order mutants: accept a twin pair whose defective side is still one application
    of the same operator to the fixed side (so a rewrite may touch the faulty expression itself,
    e.g. hoisting the ``len`` of a one-short loop bound into a local)."""

    def __init__(self, mutant: Mutant) -> None:
        self.operators = list(mutant.operators)

    def __call__(self, fixed: str, defective: str) -> bool:
        from operators.engine import enumerate_mutants  # local: operators import generator, not vice versa

        function = next((s.name.value for s in cst.parse_module(fixed).body if isinstance(s, cst.FunctionDef)), None)
        try:
            candidates = enumerate_mutants(fixed, function=function, operators=self.operators)
        except Exception:  # noqa: BLE001 - an operator that cannot handle the new shape just says no
            return False
        return any(m.source == defective for m in candidates)


def disguise_mutant(seed: Seed, mutant: Mutant, *, domain: str, key: str,
                    rewrites: Sequence[str] | None = None) -> Disguise:
    """The disguised twin pair of one mutant of ``seed`` (see :class:`Disguise`).

    ``domain`` must be a known pack other than ``seed.domain``; ``key`` makes every choice
    (names, rewrites, phrasing) deterministic; ``rewrites`` restricts the rewrites by name.
    Raises :class:`DisguiseError` when a name cannot be mapped or the defect does not survive.
    """
    fixed = _extract(mutant.original, mutant.function, seed.path, mutant.source)
    defective = _extract(mutant.source, mutant.function, seed.path, mutant.original)
    return disguise_code(fixed.code, defective.code, mutant.function, domain=domain, key=key,
                         seed_domain=seed.domain, spec=seed.docstring if mutant.function == seed.function else None,
                         rewrites=rewrites, accept=_ReplantCheck(mutant) if mutant.order == 1 else None)
