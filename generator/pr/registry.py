"""Every refactoring a PR may make, by name: the plug-ins of ``generator/pr/refactors/`` and the
disguise's rewrite families (``generator/disguise/rewrites/``) applied function by function."""

from __future__ import annotations

from core.errors import UsageError
from core.plugins import subclasses
from generator.disguise.rewrites import REWRITES
from generator.pr import refactors
from generator.pr.refactor_base import FunctionRewrite, Refactor


def _all() -> dict[str, Refactor]:
    found: dict[str, Refactor] = {r.name: r for r in (cls() for cls in subclasses(refactors, Refactor))}  # type: ignore[type-abstract]  # the discovery returns concrete subclasses only
    for name, rewrite in REWRITES.items():
        found.setdefault(name, FunctionRewrite(rewrite))
    return dict(sorted(found.items()))


REFACTORS: dict[str, Refactor] = _all()
# the disguise rewrites that undo an idiom (a loop for a comprehension, an index for an element):
# a PR author does not make them, and a reviewer would read them as noise
NOT_IN_PRS = frozenset(
    {
        "augmented_to_explicit",
        "comprehension_to_loop",
        "element_to_index",
        "for_to_while",
        "guard_to_else",
        "nest_and_condition",
        "ternary_to_branch",
    }
)


def get(name: str) -> Refactor:
    try:
        return REFACTORS[name]
    except KeyError:
        raise UsageError(f"unknown refactoring '{name}'; known: {', '.join(REFACTORS)}") from None


def for_prs() -> list[Refactor]:
    """The refactorings a PR is made of, in name order."""
    return [r for name, r in REFACTORS.items() if name not in NOT_IN_PRS]
