"""Retail: charge a basket after the best applicable discount tier."""
from hypothesis import strategies as st


def tiered_discount(subtotal_cents: int, tiers: list[tuple[int, int]]) -> int:
    """Return the amount to charge after the best discount tier.

    tiers holds (threshold_cents, percent) pairs in any order. A tier applies when the
    subtotal is at least its threshold (reaching the threshold exactly counts). Of the
    tiers that apply, the highest percent wins; with no tier applying (or no tiers) the
    subtotal is charged in full. The discount is percent % of the subtotal rounded down
    to whole cents, and the charge is the subtotal minus that discount.
    The subtotal is never negative and every percent is between 0 and 100.
    """
    best = 0
    for threshold, percent in tiers:
        if subtotal_cents >= threshold and percent > best:
            best = percent
    discount = subtotal_cents * best // 100
    return subtotal_cents - discount


def clean_tiered_discount(subtotal_cents: int, tiers: list[tuple[int, int]]) -> int:
    rate = max((pct for need, pct in tiers if need <= subtotal_cents), default=0)
    off, _ = divmod(subtotal_cents * rate, 100)
    return subtotal_cents - off


def precondition(subtotal_cents: int, tiers: list[tuple[int, int]]) -> bool:
    return subtotal_cents >= 0 and all(0 <= percent <= 100 for _, percent in tiers)


STRATEGIES = {
    "subtotal_cents": st.one_of(st.sampled_from([500, 1000, 2000]), st.integers(0, 3000)),
    "tiers": st.lists(st.tuples(st.sampled_from([0, 500, 1000, 1999, 2000]), st.integers(1, 40)),
                      max_size=4),
}
SEED = {"domain": "retail", "keywords": ["discount tier", "threshold", "percent", "round down"],
        "tags": ["loop", "boundary", "boolean", "rounding", "accumulator"]}
