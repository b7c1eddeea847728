"""Retail: total a basket under a "buy N, the cheapest is free" promotion."""
from hypothesis import strategies as st


def bundle_total(prices: list[int], group: int) -> int:
    """Return the checkout total in cents under "buy `group`, the cheapest of each group is free".

    Prices are sorted from most to least expensive and cut into consecutive groups of
    `group` items; the last item of each full group (the cheapest in it) costs nothing.
    A trailing incomplete group pays full price. A group size below 2 means no promotion: the plain
    sum of the prices. An empty basket costs 0.
    """
    if group < 2:
        return sum(prices)
    ordered = sorted(prices, reverse=True)
    total = 0
    for i in range(len(ordered)):
        if i % group != group - 1:
            total += ordered[i]
    return total


def clean_bundle_total(prices: list[int], group: int) -> int:
    ordered = sorted(prices)[::-1]
    total = sum(ordered)
    if group >= 2:
        for last in range(group - 1, len(ordered), group):
            total -= ordered[last]
    return total


STRATEGIES = {
    "prices": st.lists(st.integers(1, 60), max_size=10),
    "group": st.integers(0, 4),
}
SEED = {"domain": "retail", "keywords": ["promotion", "cheapest free", "group"],
        "tags": ["guard", "index", "sort", "loop", "accumulator"]}
