"""Retail: apply a percentage coupon with a minimum spend and a cap."""
from hypothesis import strategies as st


def coupon_discount(basket: list[tuple[str, int]], percent: int, min_spend: int, cap: int,
                    excluded: frozenset[str] = frozenset()) -> int:
    """basket holds (category, price_cents). The coupon applies to the eligible subtotal,
    the sum of prices whose category is not in `excluded`. When the eligible subtotal is
    at least min_spend the discount is percent percent of it, rounded down to a whole cent,
    and never more than cap; otherwise the discount is 0. Return the discount in cents.
    """
    eligible = 0
    for category, price in basket:
        if category not in excluded:
            eligible += price
    if eligible < min_spend:
        return 0
    return min(eligible * percent // 100, cap)


def clean_coupon_discount(basket: list[tuple[str, int]], percent: int, min_spend: int, cap: int,
                          excluded: frozenset[str] = frozenset()) -> int:
    """basket holds (category, price_cents). The coupon applies to the eligible subtotal,
    the sum of prices whose category is not in `excluded`. When the eligible subtotal is
    at least min_spend the discount is percent percent of it, rounded down to a whole cent,
    and never more than cap; otherwise the discount is 0. Return the discount in cents.
    """
    subtotal = sum(price for category, price in basket) - sum(p for c, p in basket if c in excluded)
    discount = 0
    if subtotal >= min_spend:
        discount = subtotal * percent // 100
        if discount > cap:
            discount = cap
    return discount


STRATEGIES = {
    "basket": st.lists(st.tuples(st.sampled_from(["food", "toys", "alcohol", "gift cards", "café"]),
                                 st.sampled_from([100, 999, 1500, 2000, 5001])), max_size=6),
    "percent": st.sampled_from([5, 10, 15, 20, 33]),
    "min_spend": st.sampled_from([0, 2000, 3000, 5000]),
    "cap": st.sampled_from([200, 500, 1000, 10000]),
    "excluded": st.sampled_from([frozenset(), frozenset({"alcohol"}), frozenset({"alcohol", "gift cards"})]),
}
SEED = {"domain": "retail", "keywords": ["coupon", "minimum spend", "discount cap", "excluded categories"],
        "tags": ["loop", "accumulator", "boundary", "min-max", "default"]}
