"""The refactoring contract of the PR stage, and the registry of every refactoring a PR may make.

A refactoring works on a whole module (libcst): it finds its ``sites`` (each names the top-level
function it starts in and the functions it touches) and ``apply``-es one site, returning the new
module. Two sources: the plug-ins of ``generator/pr/refactors/`` (extract or inline a helper,
rename locals, De Morgan, enumerate, the safe-but-suspicious edits), found by ``core.plugins``,
and every rewrite family of the disguise (``generator/disguise/rewrites/``), applied function by
function through :class:`FunctionRewrite`. Nothing here says a refactoring is right: every step is
proven on the module's valid inputs before it is used (``generator.pr.proof``).
"""

from __future__ import annotations

import functools
import re
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

import libcst as cst

from core.syntax import function_named, top_level_functions, walk
from generator.disguise.rewrites import Rewrite
from generator.disguise.rewrites.base import Site as FunctionSite

Fresh = Callable[[str], str]

# what the disguise rewrites ask ``fresh`` for (a domain-pack role), as a PR author would name it
ROLE_NAMES = {"items": "item", "indices": "index", "counts": "count", "collections": "ordered"}
# a rewrite whose new local a PR author names by what it holds, whatever its type
SINGLE_ROLE = {"return_via_local": "result"}


@dataclass(frozen=True)
class ModuleSite:
    """Where a refactoring fits: the function it starts in, the functions it changes (``touched``,
    a removed helper included), the anchor node of that very tree and a small payload."""

    function: str
    touched: tuple[str, ...]
    anchor: cst.CSTNode | None = None
    payload: tuple[str, ...] = ()
    inner: FunctionSite | None = None  # the disguise rewrite's own site (FunctionRewrite)


@dataclass(frozen=True)
class Example:
    """``before`` is a module; every text of ``after`` must be among the refactoring's results (one
    per site). With ``must_not_fire`` the refactoring must find no site."""

    before: str
    after: tuple[str, ...] = ()
    must_not_fire: bool = False


class Refactor(ABC):
    name: str
    description: str
    suspicious: ClassVar[bool] = False  # looks like a bug to a reader, and is not (proven like the rest)
    examples: ClassVar[tuple[Example, ...]] = ()

    @abstractmethod
    def sites(self, module: cst.Module) -> list[ModuleSite]:
        """Where this refactoring fits in ``module`` (module order, then pre-order)."""

    @abstractmethod
    def apply(self, module: cst.Module, site: ModuleSite, fresh: Fresh) -> cst.Module:
        """``module`` with ``site`` refactored."""

    def __repr__(self) -> str:
        return f"<refactor {self.name}>"


def editable(module: cst.Module) -> list[cst.FunctionDef]:
    """The top-level functions a PR may change: all but the clean controls and the preconditions."""
    return [f for f in top_level_functions(module) if not f.name.value.startswith(("clean_", "precondition"))]


def replace_function(
    module: cst.Module, old: cst.FunctionDef, new: cst.FunctionDef | list[cst.BaseStatement]
) -> cst.Module:
    """``module`` with the top-level ``old`` replaced by ``new`` (one function or several statements)."""
    body: list[cst.BaseStatement] = []
    for stmt in module.body:
        if stmt is old:
            body.extend(new if isinstance(new, list) else [new])
        else:
            body.append(stmt)
    return module.with_changes(body=body)


class FunctionRewrite(Refactor):
    """A disguise rewrite family applied to one top-level function of a module."""

    def __init__(self, rewrite: Rewrite) -> None:
        self.rewrite = rewrite
        self.name = rewrite.name
        self.description = rewrite.description

    def sites(self, module: cst.Module) -> list[ModuleSite]:
        out = []
        for func in editable(module):
            for site in self.rewrite.sites(func):
                out.append(ModuleSite(func.name.value, (func.name.value,), site.anchor, site.payload, site))
        return out

    def apply(self, module: cst.Module, site: ModuleSite, fresh: Fresh) -> cst.Module:
        func = function_named(module, site.function)
        assert func is not None and site.inner is not None
        role = SINGLE_ROLE.get(self.name)
        named = fresh if role is None else (lambda _role: fresh(role))
        return replace_function(module, func, self.rewrite.apply(func, site.inner, named))


@functools.lru_cache(maxsize=16)
def module_names(module: cst.Module) -> frozenset[str]:
    """Every name the module uses (trees are immutable: one walk per tree)."""
    return frozenset(n.value for n in walk(module) if isinstance(n, cst.Name))


def allocator(module: cst.Module) -> Fresh:
    """Fresh names for one refactoring step: the role's plain name, numbered when the module
    already uses it (``item``, ``item_2``)."""
    taken = set(module_names(module))

    def fresh(role: str) -> str:
        base = ROLE_NAMES.get(role, re.sub(r"\W", "_", role.rstrip("s")) or "value")
        name, number = base, 2
        while name in taken:
            name, number = f"{base}_{number}", number + 1
        taken.add(name)
        return name

    return fresh
