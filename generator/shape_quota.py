"""The hard tier's shape quota: at least MIN_SHAPES distinct pair shapes, none in more than
MAX_PER_SHAPE items (``generator/pair_shapes.py`` names the shapes).

:func:`choose` takes a tier's quota from its ranked accepted items (best first: the ranking is the
selection's own, ties broken by candidate keys drawn from the edition's secret, so the choice is
deterministic for a secret): first the best item of each of the best-ranked MIN_SHAPES shapes, then
the rest in rank order while their shape has room. :func:`holds` says whether a choice keeps the
quota (lint balancing and audit rounds swap items only within it); :func:`note` is the build's one
line when the library cannot provide.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any, TypeVar

from core.model import content_hash
from generator.items import Candidate, ItemDraft

MIN_SHAPES = 4
MAX_PER_SHAPE = 3
SHAPE_ROUNDS = 4  # rounds of extra hard units when the accepted items cannot fill the quota
SHAPE_EXTRA = 0.25  # ... each accepting this share of the hard quota more items

T = TypeVar("T")


def pair_shape(item: object) -> str:
    """An item's pair shape (``ItemDraft.pair_shape``); "" for other tiers and for what has none."""
    return getattr(item, "pair_shape", "")


def _counts(items: Sequence[T], shape: Callable[[T], str]) -> Counter:
    return Counter(s for s in map(shape, items) if s)


def wanted_shapes(size: int) -> int:
    """Distinct shapes a choice of ``size`` shaped items must have."""
    return min(MIN_SHAPES, size)


def holds(items: Sequence[T], shape: Callable[[T], str]) -> bool:
    """No shape in more than MAX_PER_SHAPE items, and at least MIN_SHAPES of them (fewer when
    there are fewer items); items without a shape ("") are not counted."""
    counts = _counts(items, shape)
    if not counts:
        return True
    return max(counts.values()) <= MAX_PER_SHAPE and len(counts) >= wanted_shapes(sum(counts.values()))


def standing(items: Sequence[T], shape: Callable[[T], str]) -> tuple[int, int]:
    """How near a choice is to the quota (higher is nearer; the quota holds at its best): the
    distinct shapes up to those wanted, then minus the items beyond MAX_PER_SHAPE."""
    counts = _counts(items, shape)
    want = wanted_shapes(sum(counts.values()))
    return min(len(counts), want), -sum(max(0, n - MAX_PER_SHAPE) for n in counts.values())


def no_worse(before: Sequence[T], after: Sequence[T], shape: Callable[[T], str]) -> bool:
    """Does ``after`` keep the quota when ``before`` did, else come no farther from it?"""
    if holds(before, shape):
        return holds(after, shape)
    return standing(after, shape) >= standing(before, shape)


def choose(ranked: Sequence[T], quota: int, shape: Callable[[T], str]) -> list[T]:
    """``quota`` items of ``ranked`` (best first), in rank order, keeping the quota where the items
    allow it (else as close as they allow: the most shapes, then the best ranked beyond the cap)."""
    if quota <= 0:
        return []
    taken: list[int] = []
    first_of: dict[str, int] = {}
    for index, item in enumerate(ranked):
        if shape(item):
            first_of.setdefault(shape(item), index)
    for index in sorted(first_of.values())[: wanted_shapes(quota)]:
        taken.append(index)
    counts = Counter(shape(ranked[i]) for i in taken)
    for index, item in enumerate(ranked):
        if len(taken) >= quota:
            break
        if index not in taken and (not shape(item) or counts[shape(item)] < MAX_PER_SHAPE):
            taken.append(index)
            counts[shape(item)] += 1
    for index in range(len(ranked)):  # the library cannot provide: the best ranked of the rest
        if len(taken) >= quota:
            break
        if index not in taken:
            taken.append(index)
    return [ranked[i] for i in sorted(taken)]


def note(items: Sequence[T], shape: Callable[[T], str]) -> str | None:
    """One line when the chosen hard items miss the quota, else None."""
    if holds(items, shape):
        return None
    counts = _counts(items, shape)
    shown = ", ".join(f"{name} {n}" for name, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))
    return (
        f"hard items of {len(counts)} pair shapes ({shown}): the quota is at least {MIN_SHAPES} shapes, "
        f"none in more than {MAX_PER_SHAPE} items; the library offers too few accepted pairs of other "
        "shapes (rebuild with another secret or grow the library)"
    )


def feasible(items: Sequence[T], quota: int, shape: Callable[[T], str]) -> bool:
    """Can ``quota`` of ``items`` keep the quota? (What :func:`choose` reaches when it can.)"""
    counts = _counts(items, shape)
    unshaped = len(items) - sum(counts.values())
    if not counts:
        return True
    room = sum(min(n, MAX_PER_SHAPE) for n in counts.values()) + unshaped
    return room >= quota and len(counts) >= wanted_shapes(min(quota, sum(counts.values())))


def extend(state: Any, shape: Callable[[ItemDraft], str] = pair_shape) -> bool:
    """The planner's hard tier (``tiers.TierState``) accepts SHAPE_EXTRA of its quota more items
    when its accepted items cannot fill the shape quota, for at most SHAPE_ROUNDS rounds; True when
    it did (the build then proposes more hard units)."""
    if feasible(state.accepted, state.quota, shape) or state.shape_rounds >= SHAPE_ROUNDS:
        return False
    state.shape_rounds += 1
    state.reserve += SHAPE_EXTRA
    return True


def steered(candidate: Candidate, accepted: Sequence[ItemDraft]) -> Candidate:
    """A hard unit told which shapes the tier has MAX_PER_SHAPE accepted items of already: it proves
    a fitting pair of another shape first (``workunit``). Another unit than the plain one, so its
    key (and cache entry) differ."""
    counts = Counter(item.pair_shape for item in accepted if item.pair_shape)
    full = frozenset(name for name, n in counts.items() if n >= MAX_PER_SHAPE)
    if not full:
        return candidate
    return replace(candidate, full_shapes=full, key=content_hash(candidate.key, "shapes", *sorted(full)))
