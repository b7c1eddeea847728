"""Filling the hard tier's shape quota when the masking pairs cannot (issue #29, part 3).

Once the hard tier's accepted items cannot fill the quota (``shape_quota.feasible``) and the tier
has started its extra shape rounds (``shape_quota.extend``), the planner steers its hard units by
shape: it proposes only seeds offering a pair of a *wanted* shape (:func:`wanted`), and each unit
carries only those pairs (:func:`filling`) and may prove a stand-in (``difficulty.fallback_hard``:
interacting, each fault a bug alone, at most HARD_MAX_EXPOSURE, "fits all but the masking rule").
A masking pair of a wanted shape is still proven first; a stand-in ranks after every masking pair
(``tiers.difficulty_rank``) and is marked ``masking: false`` in the key. Seeds are taken in the
planner's order drawn from the edition's secret, so the fill is deterministic for a secret.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from core.model import content_hash
from generator import pair_shapes, shape_quota
from generator.items import Candidate

FILL_FACTOR = 2.0  # units proposed per open hard place while filling (a stand-in of the shape may not fit)


def full(accepted: Sequence[object], quota: int) -> frozenset[str]:
    """The shapes a filling unit must not bring: while the items have fewer distinct shapes than
    the quota wants, every shape they have (a new one is wanted); then the shapes at MAX_PER_SHAPE."""
    counts = Counter(s for s in map(shape_quota.pair_shape, accepted) if s)
    if len(counts) < shape_quota.wanted_shapes(quota):
        return frozenset(counts)
    return frozenset(name for name, n in counts.items() if n >= shape_quota.MAX_PER_SHAPE)


def active(state: object) -> bool:
    """Is the planner's hard tier (``tiers.TierState``) filling its shape quota?"""
    accepted = getattr(state, "accepted", [])
    quota = getattr(state, "quota", 0)
    return getattr(state, "shape_rounds", 0) > 0 and not shape_quota.feasible(accepted, quota, shape_quota.pair_shape)


def _pairs(candidate: Candidate) -> list:
    return [m for m, _s in candidate.alternatives] or [candidate.mutant]


def wanted(candidate: Candidate, full_shapes: frozenset[str]) -> bool:
    """Does the hard candidate carry a pair of a shape not in ``full_shapes``?"""
    return any(pair_shapes.classify(m) not in full_shapes for m in _pairs(candidate))


def key(candidate_key: str, full_shapes: frozenset[str], attempt: int = 0) -> str:
    """A filling unit's key: another unit than the plain or stand-in one (its own cache entry);
    ``attempt``: how many filling units of the seed failed at their hosts (it is tried again with
    other hosts, up to the planner's tries per seed)."""
    return content_hash(candidate_key, "shape-fill", *sorted(full_shapes), *([str(attempt)] if attempt else []))


def filling(candidate: Candidate, full_shapes: frozenset[str], attempt: int = 0) -> Candidate | None:
    """The hard candidate as a filling unit: only its pairs of wanted shapes (the first leads), a
    stand-in allowed; None when it has none."""
    if not candidate.alternatives:
        if pair_shapes.classify(candidate.mutant) in full_shapes:
            return None
        kept_alternatives: tuple = ()
        kept_signatures: tuple = ()
    else:
        kept = [
            (alternative, signature)
            for alternative, signature in zip(candidate.alternatives, candidate.alternative_signatures)
            if pair_shapes.classify(alternative[0]) not in full_shapes
        ]
        if not kept:
            return None
        kept_alternatives = tuple(a for a, _s in kept)
        kept_signatures = tuple(s for _a, s in kept)
    lead = kept_alternatives[0] if kept_alternatives else (candidate.mutant, candidate.surprise)
    signature = kept_signatures[0] if kept_signatures else candidate.signature
    masking = frozenset(s for s in candidate.masking_signatures if s in kept_signatures)
    return replace(
        candidate,
        mutant=lead[0],
        surprise=lead[1],
        signature=signature,
        alternatives=kept_alternatives,
        alternative_signatures=kept_signatures,
        masking_signatures=masking,
        recorded=0,
        stand_in=True,
        full_shapes=full_shapes,
        key=key(candidate.key, full_shapes, attempt),
    )


def order(planner: object, state: object, full_shapes: frozenset[str]) -> list[str]:
    """The seeds a filling wave proposes (``select.Planner``): free, not tried out, with an unused
    hard candidate carrying a pair of a wanted shape; seeds with a pair recorded to mask first,
    then the least used domains, then drawn from the edition's secret."""
    p: Any = planner
    domains: Counter = getattr(state, "domains", None) or Counter()

    def offers(path: str) -> bool:
        return any(p._key(c) not in p.used_keys and wanted(c, full_shapes) for c in p.options[path].get("hard", ()))

    eligible = [
        path
        for path, by_tier in p.options.items()
        if path not in p.assigned
        and path not in p.reserved
        and by_tier.get("hard")
        and p.tried[(path, "hard")] < p.tries_per_seed
        and offers(path)
    ]

    def rank(path: str) -> tuple:
        domain = p.options[path]["hard"][0].seed.domain
        balance = (domains[domain], p.total_domains[domain], content_hash(p.salt, "hard-fill", path))
        return (not p._recorded_masking(path), *balance)

    return sorted(eligible, key=rank)
