"""Library: the longest streak of consecutive reading days in a reading challenge."""
from hypothesis import strategies as st


def longest_reading_streak(days_read: list[int]) -> int:
    """Length of the longest run of consecutive day numbers on which a patron logged
    reading. Days may repeat (a repeated day counts once) and may come in any order.
    Empty log -> 0."""
    if not days_read:
        return 0
    days = sorted(set(days_read))
    best = run = 1
    for prev, cur in zip(days, days[1:]):
        run = run + 1 if cur == prev + 1 else 1
        best = max(best, run)
    return best


def clean_longest_reading_streak(days_read: list[int]) -> int:
    logged = set(days_read)
    longest = 0
    for day in logged:
        if day - 1 in logged:
            continue
        length = 1
        while day + length in logged:
            length += 1
        longest = max(longest, length)
    return longest


STRATEGIES = {"days_read": st.lists(st.integers(1, 15), max_size=12)}
SEED = {
    "domain": "library",
    "keywords": ["streak", "reading challenge", "consecutive days"],
    "tags": ["guard", "sort", "loop", "boundary"],
}
