"""When an edition fails its own validity audit: choose again from the accepted pool.

The planner accepts more items than each tier's quota (``tiers.RESERVE``). An audit failure (say
the disguised-vs-others classifier at 61.7% on one secret) is a property of which items were chosen,
not of any one item, so the build does not leave the maintainer to guess another secret: it swaps a
few chosen items of each tier for unchosen accepted ones and audits again, up to ``AUDIT_ROUNDS``
times. Which items are swapped is drawn from the edition's salt and the round number, so the same
secret always gives the same edition (and the same rounds). The tiers keep their quotas; a round
that has no spare item in any tier ends the search.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Callable, Iterator, Mapping, Sequence

from generator import shape_quota
from generator.items import ItemDraft

AUDIT_ROUNDS = 24  # choices audited after the first one, at most (each ~3 s: export to staging and audit)
SWAP_SHARE = 1 / 4  # of each tier's chosen items, swapped per round (at least one where a spare exists)


def _draw(salt: str, round_no: int, key: str) -> str:
    return hashlib.blake2b(f"audit-round:{salt}:{round_no}:{key}".encode(), digest_size=8).hexdigest()


def rechoose(
    chosen: Sequence[ItemDraft], pools: Mapping[str, Sequence[ItemDraft]], salt: str, round_no: int
) -> list[ItemDraft] | None:
    """Round ``round_no``'s choice: in each tier, the chosen items ranked by a salted draw, the
    first quarter of them replaced by the spare accepted items ranked the same way. None when no
    tier has a spare item (nothing else to try). The result keeps ``chosen``'s tier order."""
    by_tier: dict[str, list[ItemDraft]] = {}
    for item in chosen:
        by_tier.setdefault(item.tier, []).append(item)
    out: dict[str, list[ItemDraft]] = {}
    swapped = 0
    for tier, items in by_tier.items():
        taken = {i.candidate_key for i in items}
        spare = [i for i in pools.get(tier, ()) if i.candidate_key not in taken]
        if not spare:
            out[tier] = list(items)
            continue
        count = min(len(spare), max(1, math.floor(len(items) * SWAP_SHARE)))
        kept, coming = _swapped(items, spare, count, salt, round_no)
        out[tier] = kept + coming
        swapped += len(coming)
    if not swapped:
        return None
    order = list(dict.fromkeys(item.tier for item in chosen))
    return [item for tier in order for item in out[tier]]


def _swapped(
    items: Sequence[ItemDraft], spare: Sequence[ItemDraft], count: int, salt: str, round_no: int
) -> tuple[list[ItemDraft], list[ItemDraft]]:
    """(kept, coming): up to ``count`` of ``items`` (in draw order) each swapped for the first spare
    (in draw order) that keeps the hard tier's shape quota (``generator/shape_quota.py``) when the
    choice kept it, else comes no farther from it (``shape_quota.no_worse``); an item no spare can
    replace so stays."""
    leaving = sorted(items, key=lambda i: _draw(salt, round_no, i.candidate_key))
    pool = sorted(spare, key=lambda i: _draw(salt, round_no, i.candidate_key))
    current = list(items)
    gone: set[str] = set()
    coming: list[ItemDraft] = []
    for out in leaving:
        if len(coming) >= count:
            break
        rest = [i for i in current if i.candidate_key != out.candidate_key]
        found = next(
            (i for i in pool if shape_quota.no_worse(current, [*rest, i], shape_quota.pair_shape)),
            None,
        )
        if found is None:
            continue
        pool.remove(found)
        current = [*rest, found]
        gone.add(out.candidate_key)
        coming.append(found)
    return [i for i in items if i.candidate_key not in gone], coming


def disjoint_seeds(items: Sequence[ItemDraft]) -> bool:
    """No seed is used twice in one choice (an item spends its seed and its disguise's host)."""
    seen: set[str] = set()
    for item in items:
        for seed in item.seeds:
            if seed in seen:
                return False
            seen.add(seed)
    return True


def audit_choices(
    chosen: Sequence[ItemDraft], pools: Mapping[str, Sequence[ItemDraft]], salt: str
) -> list[list[ItemDraft]]:
    """The choices a build audits in turn: the planner's own first, then each round's
    (:func:`rechoose`) that spends no seed twice, up to ``AUDIT_ROUNDS`` of them."""
    out = [list(chosen)]
    for round_no in range(1, AUDIT_ROUNDS + 1):
        choice = rechoose(chosen, pools, salt, round_no)
        if choice is None:
            break
        if disjoint_seeds(choice) and choice not in out:
            out.append(choice)
    return out


Search = Callable[[Sequence[ItemDraft], Mapping[str, Sequence[ItemDraft]], str], "list[ItemDraft] | None"]


def audit_sequence(
    chosen: Sequence[ItemDraft], pools: Mapping[str, Sequence[ItemDraft]], salt: str, search: Search | None = None
) -> Iterator[list[ItemDraft]]:
    """The choices in the order a build audits them, each made only when the one before failed:
    the planner's own, then the one ``search`` proposes (``generator/choice_search.searched``: the
    swaps the audit's classifiers score lowest), then the rounds of :func:`audit_choices`."""
    rounds = audit_choices(chosen, pools, salt)
    yield rounds[0]
    found = search(chosen, pools, salt) if search is not None else None
    if found is not None and disjoint_seeds(found) and found not in rounds:
        yield list(found)
    yield from rounds[1:]
