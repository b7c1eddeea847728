"""Statistics: longest strictly rising streak in a series."""
from hypothesis import strategies as st


def longest_rising_streak(values: list[int]) -> tuple[int, int]:
    """Longest run of consecutive values that strictly increase, as (start_index, length).
    Equal neighbours break a run. When several runs are equally long the earliest wins. A
    single value is a run of length 1, so any non-empty list gives length >= 1; [] gives
    (0, 0)."""
    if not values:
        return (0, 0)
    best_start, best_len = 0, 1
    start = 0
    for i in range(1, len(values)):
        if values[i] <= values[i - 1]:
            start = i
        if i - start + 1 > best_len:
            best_start, best_len = start, i - start + 1
    return (best_start, best_len)


def clean_longest_rising_streak(values: list[int]) -> tuple[int, int]:
    best = (0, 0)
    s = 0
    while s < len(values):
        e = s
        while e + 1 < len(values) and values[e + 1] > values[e]:
            e += 1
        if e - s + 1 > best[1]:
            best = (s, e - s + 1)
        s = e + 1
    return best


STRATEGIES = {"values": st.lists(st.integers(0, 6), max_size=10)}
SEED = {
    "domain": "statistics",
    "keywords": ["streak", "run length", "increasing"],
    "tags": ["index", "guard", "boundary", "loop", "accumulator"],
}
