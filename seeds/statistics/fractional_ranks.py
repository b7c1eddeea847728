"""Statistics: fractional ranks with averaged ties (as used by Spearman correlation)."""
from hypothesis import strategies as st


def fractional_ranks(values: list[int]) -> list[float]:
    """Rank of each value (1 = smallest), in input order, as used by Spearman rank
    correlation: tied values all get the average of the ranks they span, so
    [10, 20, 20, 30] ranks as [1.0, 2.5, 2.5, 4.0] and [5, 5, 5] as [2.0, 2.0, 2.0].
    [] gives []."""
    ranks = []
    for v in values:
        below = 0
        same = 0
        for w in values:
            if w < v:
                below += 1
            elif w == v:
                same += 1
        ranks.append(below + (same + 1) / 2)
    return ranks


def clean_fractional_ranks(values: list[int]) -> list[float]:
    order = sorted(range(len(values)), key=lambda i: values[i])
    result = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for pos in range(start, end + 1):
            result[order[pos]] = (start + 1 + end + 1) / 2
        start = end + 1
    return result


STRATEGIES = {"values": st.lists(st.integers(0, 6), max_size=9)}
SEED = {
    "domain": "statistics",
    "keywords": ["rank", "ties", "Spearman"],
    "tags": ["nested", "accumulator", "loop", "boundary"],
}
