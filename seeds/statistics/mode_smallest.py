"""Statistics: most frequent value, ties broken towards the smallest."""
import collections

from hypothesis import strategies as st


def mode_smallest(values: list[int]) -> int | None:
    """The most frequent value in values. When several values share the highest count, the
    smallest of them is returned. [] gives None."""
    counts: dict[int, int] = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    best = None
    best_count = 0
    for v, c in counts.items():
        if c > best_count or (c == best_count and v < best):
            best, best_count = v, c
    return best


def clean_mode_smallest(values: list[int]) -> int | None:
    if not values:
        return None
    tally = collections.Counter(values)
    return min(tally, key=lambda v: (-tally[v], v))


STRATEGIES = {"values": st.lists(st.integers(-4, 4), max_size=10)}
SEED = {
    "domain": "statistics",
    "keywords": ["mode", "frequency", "tie-break"],
    "tags": ["dict", "boolean", "accumulator", "loop"],
}
