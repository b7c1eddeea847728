"""Scheduling: free gaps in a working day long enough for a meeting."""
from hypothesis import strategies as st


def free_slots(busy: list[tuple[int, int]], day_start: int, day_end: int,
               min_length: int) -> list[tuple[int, int]]:
    """Free gaps (start, end) of the working day [day_start, day_end) not covered by any busy
    range [start, end), in time order, keeping only gaps of length >= min_length (gaps of
    length 0 are never returned). Busy ranges may overlap each other and may stick out of
    the working day. Each gap is maximal: it runs from the end of one busy stretch (or
    day_start) to the start of the next (or day_end).
    Every busy range has start < end."""
    free = []
    cursor = day_start
    for start, end in sorted(busy):
        if start > cursor:
            gap_end = min(start, day_end)
            if gap_end - cursor >= max(min_length, 1):
                free.append((cursor, gap_end))
        cursor = max(cursor, end)
    if day_end - cursor >= max(min_length, 1):
        free.append((cursor, day_end))
    return free


def clean_free_slots(busy: list[tuple[int, int]], day_start: int, day_end: int,
                     min_length: int) -> list[tuple[int, int]]:
    idle = [t for t in range(day_start, day_end) if not any(s <= t < e for s, e in busy)]
    runs: list[list[int]] = []
    for t in idle:
        if runs and runs[-1][1] == t:
            runs[-1][1] = t + 1
        else:
            runs.append([t, t + 1])
    return [(s, e) for s, e in runs if e - s >= min_length]


def precondition(busy: list[tuple[int, int]], day_start: int, day_end: int,
                 min_length: int) -> bool:
    return all(start < end for start, end in busy)


STRATEGIES = {
    "busy": st.lists(
        st.tuples(st.integers(0, 24), st.integers(1, 6)).map(lambda p: (p[0], p[0] + p[1])),
        max_size=5,
    ),
    "day_start": st.integers(0, 10),
    "day_end": st.integers(8, 24),
    "min_length": st.integers(0, 4),
}
SEED = {
    "domain": "scheduling",
    "keywords": ["free time", "availability", "meeting slot"],
    "tags": ["sort", "boundary", "loop", "accumulator"],
}
