"""Retail: total a basket under a mix-and-match "3 for 2" offer."""
from hypothesis import strategies as st


def three_for_two(prices: list[int], group: int = 3) -> int:
    """prices are the item prices (cents) of the items in the offer. Sort them from most to
    least expensive and split them into consecutive groups of `group` items; in every
    complete group the cheapest item (the last one of the group) is free. Items left over
    in an incomplete group are paid in full. Return the total to pay. group is at least 2.
    """
    ordered = sorted(prices, reverse=True)
    total = 0
    for position, price in enumerate(ordered, start=1):
        if position % group == 0:
            continue
        total += price
    return total


def clean_three_for_two(prices: list[int], group: int = 3) -> int:
    """prices are the item prices (cents) of the items in the offer. Sort them from most to
    least expensive and split them into consecutive groups of `group` items; in every
    complete group the cheapest item (the last one of the group) is free. Items left over
    in an incomplete group are paid in full. Return the total to pay. group is at least 2.
    """
    ordered = sorted(prices)[::-1]
    free = ordered[group - 1::group]
    return sum(ordered) - sum(free)


def precondition(prices: list[int], group: int = 3) -> bool:
    return group >= 2


STRATEGIES = {
    "prices": st.lists(st.sampled_from([99, 150, 250, 250, 399, 1000]), max_size=8),
    "group": st.integers(2, 4),
}
SEED = {"domain": "retail", "keywords": ["3 for 2", "cheapest free", "multibuy"],
        "tags": ["sort", "modular", "loop", "accumulator", "default"]}
