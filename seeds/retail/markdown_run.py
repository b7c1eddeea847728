"""Retail: find the longest run of day-on-day price cuts."""
from itertools import groupby

from hypothesis import strategies as st


def longest_markdown_run(prices: list[int]) -> int:
    """Return the length of the longest run of consecutive days on which the price
    strictly fell compared with the day before.

    Days of decrease are counted, not prices: [5, 4, 3] has a run of 2. An unchanged
    price breaks a run. Fewer than two prices give 0.
    """
    best = 0
    run = 0
    for i in range(1, len(prices)):
        if prices[i] < prices[i - 1]:
            run += 1
            best = max(best, run)
        else:
            run = 0
    return best


def clean_longest_markdown_run(prices: list[int]) -> int:
    drops = [later < earlier for earlier, later in zip(prices, prices[1:])]
    return max((len(list(grp)) for fell, grp in groupby(drops) if fell), default=0)


STRATEGIES = {"prices": st.lists(st.integers(1, 6), max_size=10)}
SEED = {"domain": "retail", "keywords": ["price history", "streak", "markdown"],
        "tags": ["loop", "index", "boundary", "accumulator"]}
