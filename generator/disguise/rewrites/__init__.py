"""Semantics-preserving surface rewrites (one plug-in module per family in ``families/``) and their
registry.

``REWRITES`` maps a rewrite's name to its instance, in name order. Opposite directions of the
same rewrite (e.g. ``augmented_to_explicit`` / ``explicit_to_augmented``) name each other in
``opposite``; a disguise enables at most one of each pair.
"""

from __future__ import annotations

from core.errors import UsageError
from core.plugins import subclasses
from generator.disguise.rewrites import families
from generator.disguise.rewrites.base import Rewrite, Site

__all__ = ["REWRITES", "Rewrite", "Site", "get", "names"]

# every rewrite plug-in of families/, by name
REWRITES: dict[str, Rewrite] = {
    r.name: r for r in sorted((cls() for cls in subclasses(families, Rewrite)), key=lambda r: r.name)
}


def names() -> list[str]:
    return list(REWRITES)


def get(name: str) -> Rewrite:
    try:
        return REWRITES[name]
    except KeyError:
        raise UsageError(f"unknown rewrite '{name}'; known rewrites: {', '.join(REWRITES)}") from None


__all__ = ["REWRITES", "Rewrite", "Site", "get", "names"]
