"""Semantics-preserving surface rewrites (one module per family) and their registry.

``REWRITES`` maps a rewrite's name to its instance, in a fixed order. Opposite directions of the
same rewrite (e.g. ``augmented_to_explicit`` / ``explicit_to_augmented``) name each other in
``opposite``; a disguise enables at most one of each pair.
"""
from __future__ import annotations

from generator.errors import UsageError

from .augmented import AugmentedToExplicit, ExplicitToAugmented
from .base import Rewrite, Site
from .branches import (BranchToTernary, FlattenElse, GuardToElse, InvertIf, MergeNestedIf, NestAndCondition,
                       TernaryToBranch)
from .comparisons import ClampWithMinMax, CommuteOperands, MirrorComparison
from .comprehension import ComprehensionToLoop, LoopToComprehension
from .hoist import HoistLength
from .loops import ElementToIndex, ForToWhile, HoistLoopIterable, IndexToElement
from .reorder import SwapInitialisations
from .returns import InlineReturnLocal, ReturnViaLocal

REWRITES: dict[str, Rewrite] = {r.name: r for r in (
    AugmentedToExplicit(), ExplicitToAugmented(), HoistLength(), IndexToElement(), ElementToIndex(), ForToWhile(),
    InvertIf(), GuardToElse(), FlattenElse(), BranchToTernary(), TernaryToBranch(), ComprehensionToLoop(),
    LoopToComprehension(), SwapInitialisations(), ReturnViaLocal(), InlineReturnLocal(), MirrorComparison(),
    ClampWithMinMax(), NestAndCondition(), MergeNestedIf(),
    CommuteOperands(), HoistLoopIterable(),
)}


def names() -> list[str]:
    return list(REWRITES)


def get(name: str) -> Rewrite:
    try:
        return REWRITES[name]
    except KeyError:
        raise UsageError(f"unknown rewrite '{name}'; known rewrites: {', '.join(REWRITES)}") from None


__all__ = ["REWRITES", "Rewrite", "Site", "get", "names"]
