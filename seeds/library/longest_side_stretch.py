"""Library: the longest stretch of days the loan count kept on one side of a target."""
from hypothesis import strategies as st


def longest_side_stretch(start_loans: int, daily_change: list[int], target: int) -> int:
    """A branch tracks its books on loan against a target. The count starts at start_loans
    and each day's change is added in order. A day is on the busy side when the count ends
    above the target, and on the quiet side otherwise. Return the length, in days, of the
    longest run of consecutive days on the same side (0 when there are no days)."""
    loans = start_loans
    best = 0
    run = 0
    busy = None
    for change in daily_change:
        loans += change
        if (loans > target) == busy:
            run += 1
        else:
            busy = loans > target
            run = 1
        best = max(best, run)
    return best


def clean_longest_side_stretch(start_loans: int, daily_change: list[int], target: int) -> int:
    count = start_loans
    best = 0
    first = 0
    previous = None
    for day in range(len(daily_change)):
        count += daily_change[day]
        side = count > target
        if side != previous:
            first = day
            previous = side
        length = day - first + 1
        if length > best:
            best = length
    return best


STRATEGIES = {
    "start_loans": st.integers(0, 10),
    "daily_change": st.lists(st.integers(-3, 3), max_size=8),
    "target": st.sampled_from([3, 5, 6]),
}
SEED = {"domain": "library", "keywords": ["loans", "target", "busy days"],
        "tags": ["loop", "boundary", "branch", "accumulator"]}
