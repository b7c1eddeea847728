"""Retail: prorate a shipping fee over the order lines by weight."""
from hypothesis import strategies as st


def split_shipping(fee_cents: int, weights: list[int]) -> list[int]:
    """Split a shipping fee over order lines in proportion to their weights, in whole cents.

    Each line first gets fee * weight // total_weight (rounded down); the cents left
    over are then handed out one each to the lines in list order, starting with the
    first line, so the shares always add up to the fee. If the total weight is 0 (this
    includes an empty order), every line gets 0.
    """
    total = sum(weights)
    if total == 0:
        return [0] * len(weights)
    shares = [fee_cents * w // total for w in weights]
    left = fee_cents - sum(shares)
    for i in range(left):
        shares[i] += 1
    return shares


def clean_split_shipping(fee_cents: int, weights: list[int]) -> list[int]:
    whole = sum(weights)
    if not whole:
        return [0 for _ in weights]
    base = [divmod(fee_cents * w, whole)[0] for w in weights]
    extra = fee_cents - sum(base)
    return [b + (1 if idx < extra else 0) for idx, b in enumerate(base)]


STRATEGIES = {
    "fee_cents": st.integers(0, 999),
    "weights": st.lists(st.integers(0, 20), max_size=6),
}
SEED = {"domain": "retail", "keywords": ["proration", "leftover cents", "largest share"],
        "tags": ["guard", "rounding", "division", "index"]}
