"""Travel: count the days left under a 90-in-180-days visa rule."""
from hypothesis import strategies as st


def schengen_days_left(stays: list[tuple[int, int]], today: int) -> int:
    """stays are (entry_day, exit_day) with both days counted as days present (a stay with
    entry equal to exit is one day; exit before entry counts nothing). Count the distinct
    days present in the 180-day window today-179 .. today (both ends included); overlapping
    stays count each day once. Return 90 minus that count, never below 0.
    """
    window_start = today - 179
    present = set()
    for entry, exit_day in stays:
        first = max(entry, window_start)
        last = min(exit_day, today)
        present.update(range(first, last + 1))
    return max(0, 90 - len(present))


def clean_schengen_days_left(stays: list[tuple[int, int]], today: int) -> int:
    """stays are (entry_day, exit_day) with both days counted as days present (a stay with
    entry equal to exit is one day; exit before entry counts nothing). Count the distinct
    days present in the 180-day window today-179 .. today (both ends included); overlapping
    stays count each day once. Return 90 minus that count, never below 0.
    """
    used = 0
    for day in range(today - 179, today + 1):
        if any(entry <= day <= exit_day for entry, exit_day in stays):
            used += 1
    left = 90 - used
    return left if left > 0 else 0


STRATEGIES = {
    "stays": st.lists(st.tuples(st.integers(0, 400), st.integers(0, 120)).map(lambda s: (s[0], s[0] + s[1] - 5)),
                      max_size=4),
    "today": st.sampled_from([0, 100, 179, 180, 300, 400]),
}
SEED = {"domain": "travel", "keywords": ["90/180 rule", "rolling window", "inclusive days"],
        "tags": ["set", "min-max", "boundary", "range", "off-by-one"]}
