"""Scheduling: find every pair of room bookings that overlap."""
import itertools

from hypothesis import strategies as st


def clashing_pairs(bookings: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Index pairs (i, j), i < j, of bookings (start, end) on one room that overlap, listed
    in increasing (i, j) order. Bookings are half-open [start, end): back-to-back bookings
    (one ends exactly when the other starts) do not clash, and a zero-length or reversed
    booking (end <= start) clashes with nothing."""
    pairs = []
    for i in range(len(bookings)):
        s1, e1 = bookings[i]
        for j in range(i + 1, len(bookings)):
            s2, e2 = bookings[j]
            if s1 < e2 and s2 < e1 and s1 < e1 and s2 < e2:
                pairs.append((i, j))
    return pairs


def clean_clashing_pairs(bookings: list[tuple[int, int]]) -> list[tuple[int, int]]:
    slots = [set(range(start, end)) for start, end in bookings]
    return [(i, j) for i, j in itertools.combinations(range(len(bookings)), 2) if slots[i] & slots[j]]


STRATEGIES = {
    "bookings": st.lists(
        st.tuples(st.integers(0, 12), st.integers(-1, 5)).map(lambda p: (p[0], p[0] + p[1])),
        max_size=6,
    )
}
SEED = {
    "domain": "scheduling",
    "keywords": ["double booking", "room", "conflict"],
    "tags": ["nested", "index", "boolean", "boundary", "loop"],
}
