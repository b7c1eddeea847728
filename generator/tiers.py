"""The tiers of the selection: quotas, the ranking of accepted items, each tier's state, and the
order of the tiers (median exposure easy > medium > hard), as the planner (``generator/select.py``)
uses them."""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, field

from core.model import Tier
from generator import shape_quota
from generator.items import TIER_ORDER, ItemDraft


def quotas_for(items: int) -> dict[Tier, int]:
    """Default 18/18/8 of 44, scaled to ``items`` (largest remainder, deterministic)."""
    base: dict[Tier, int] = {"easy": 18, "medium": 18, "hard": 8}
    if items <= 0:
        raise ValueError("items must be positive")
    raw = {t: base[t] * items / 44 for t in base}
    result = {t: math.floor(v) for t, v in raw.items()}
    leftover = items - sum(result.values())
    for t in sorted(base, key=lambda t: (-(raw[t] - result[t]), TIER_ORDER.index(t)))[:leftover]:
        result[t] += 1
    return result


ORDER_ROUNDS = 2  # at most this many rounds of extra units when the tiers' medians are out of order
ORDER_EXTRA = 0.25  # ... each accepting this share of the quota more items in both tiers of the boundary
RESERVE = 0.5  # accept this share more items than the quota, then keep the least exposed
# (for hard: masking pairs first, then the fallback pairs of seeds without one)
RESERVES = {"easy": RESERVE, "medium": RESERVE, "hard": RESERVE}


def difficulty_rank(item: ItemDraft) -> tuple:
    """Masking pairs before fallback pairs (hard), then least exposed, then most natural (smallest
    token-surprise change), then stable."""
    d = item.difficulty
    if d is None:
        return (1, 1.0, 0.0, item.candidate_key)
    return (0 if getattr(d, "masking", True) else 1, round(d.exposure, 6), round(d.surprise, 6), item.candidate_key)


@dataclass
class TierState:
    quota: int
    accepted: list[ItemDraft] = field(default_factory=list)
    operators: Counter = field(default_factory=Counter)
    domains: Counter = field(default_factory=Counter)
    reserve: float = RESERVE
    shape_rounds: int = 0  # hard: rounds of extra units run for the shape quota (shape_quota.extend)

    @property
    def target(self) -> int:
        return self.quota + math.ceil(self.quota * self.reserve)

    @property
    def open(self) -> int:
        return self.target - len(self.accepted)

    @property
    def missing(self) -> int:
        return max(0, self.quota - len(self.accepted))

    def chosen(self) -> list[ItemDraft]:
        """The quota's worth of accepted items: the least exposed and most natural (hard: within the
        shape quota, ``generator/shape_quota.py``)."""
        return shape_quota.choose(sorted(self.accepted, key=difficulty_rank), self.quota, shape_quota.pair_shape)


def exposure_group(item: ItemDraft, ceiling: float | None) -> int:
    """0 for an item that shows on more inputs than the next harder tier's median (chosen first by
    ``ordered_choice``), else 1."""
    d = item.difficulty
    return 0 if ceiling is None or d is None or d.exposure > ceiling else 1


def median_exposure(items: list[ItemDraft]) -> float | None:
    figures = sorted(i.difficulty.exposure for i in items if i.difficulty is not None)
    if not figures:
        return None
    middle = len(figures) // 2
    return figures[middle] if len(figures) % 2 else (figures[middle - 1] + figures[middle]) / 2


def ordered_choice(state: TierState, harder_median: float | None) -> list[ItemDraft]:
    """The tier's quota from its accepted items. Hard: the least exposed (masking pairs first).
    Easy and medium: the tiers must stay in order (median exposure easy > medium > hard, measured
    on the edition), so items that show on more inputs than the next harder tier's median come
    first, then the least exposed and most natural of them (``difficulty_rank``); when they are too
    few to carry the median, the rest are filled with the most exposed of the others."""
    if harder_median is None:
        return state.chosen()
    above = sorted((i for i in state.accepted if exposure_group(i, harder_median) == 0), key=difficulty_rank)
    below = sorted((i for i in state.accepted if exposure_group(i, harder_median) == 1), key=difficulty_rank)
    if len(above) < state.quota // 2 + 1:  # too few to carry the median: the most exposed of the rest
        below.sort(key=lambda item: -item.difficulty.exposure if item.difficulty is not None else 0.0)
    return (above + below)[: state.quota]


def tier_order_note(items: list[ItemDraft]) -> str | None:
    """A note when the chosen items' tiers are out of order (median exposure easy > medium > hard
    does not hold), else None."""
    medians = {t: median_exposure([i for i in items if i.tier == t]) for t in TIER_ORDER}
    present = [t for t in TIER_ORDER if medians[t] is not None]
    wrong = [(a, b) for a, b in zip(present, present[1:]) if medians[a] <= medians[b]]  # type: ignore[operator]
    if not wrong:
        return None
    shown = "; ".join(f"{a} {medians[a]:.3f} <= {b} {medians[b]:.3f}" for a, b in wrong)
    return (
        f"tiers out of order after {ORDER_ROUNDS} extra rounds of units: median exposure {shown} "
        "(the library offers too few such faults: rebuild with another secret or grow the library)"
    )
