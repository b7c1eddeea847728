"""Agriculture: find the longest run of frost nights in a season."""
import itertools

from hypothesis import strategies as st


def longest_frost_run(night_lows: list[int], frost_at: int = 0) -> tuple[int, int]:
    """Return (length, start_index) of the longest run of consecutive nights whose low is
    at or below frost_at (inclusive: a low equal to frost_at is a frost night). When two
    runs are equally long the earliest one wins. No frost night at all, or an empty list,
    gives (0, -1)."""
    best_len, best_start = 0, -1
    run_start = -1
    for i in range(len(night_lows)):
        if night_lows[i] <= frost_at:
            if run_start < 0:
                run_start = i
            length = i - run_start + 1
            if length > best_len:
                best_len, best_start = length, run_start
        else:
            run_start = -1
    return best_len, best_start


def clean_longest_frost_run(night_lows: list[int], frost_at: int = 0) -> tuple[int, int]:
    best = (0, -1)
    indexed = enumerate(night_lows)
    for frosty, group in itertools.groupby(indexed, key=lambda pair: pair[1] <= frost_at):
        members = list(group)
        if frosty and len(members) > best[0]:
            best = (len(members), members[0][0])
    return best


STRATEGIES = {
    "night_lows": st.lists(st.integers(-4, 4), max_size=12),
    "frost_at": st.integers(-2, 2),
}
SEED = {
    "domain": "agriculture",
    "keywords": ["frost", "streak", "consecutive nights"],
    "tags": ["loop", "index", "boundary", "early-return"],
}
