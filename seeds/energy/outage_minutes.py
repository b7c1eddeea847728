"""Energy: total the minutes a grid had at least one outage active."""
from hypothesis import strategies as st


def outage_minutes(outages: list[tuple[int, int]]) -> int:
    """Total minutes during which at least one outage was active. Each outage is
    (start_minute, end_minute) with the end exclusive, so (0, 10) covers 10 minutes.
    Overlapping outages count their shared minutes once. Outages with end <= start are
    empty and ignored. Minutes are never negative. No outages -> 0."""
    total = 0
    reach = 0
    for start, end in sorted(outages):
        start = max(start, reach)
        if end > start:
            total += end - start
            reach = end
    return total


def clean_outage_minutes(outages: list[tuple[int, int]]) -> int:
    covered: set[int] = set()
    for start, end in outages:
        covered.update(range(start, end))
    return len(covered)


def precondition(outages: list[tuple[int, int]]) -> bool:
    return all(start >= 0 and end >= 0 for start, end in outages)


STRATEGIES = {
    "outages": st.lists(st.tuples(st.integers(0, 60), st.integers(0, 60)), max_size=6),
}
SEED = {
    "domain": "energy",
    "keywords": ["interval merging", "outage", "coverage"],
    "tags": ["loop", "sort", "boundary", "accumulator"],
}
