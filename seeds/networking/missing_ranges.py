"""Networking: report gaps in received packet sequence numbers."""
import itertools

from hypothesis import strategies as st


def missing_ranges(received: list[int], first: int, last: int) -> list[tuple[int, int]]:
    """Sequence numbers first..last (both inclusive) that were not received, as inclusive
    (start, end) ranges in ascending order; a single missing number n gives (n, n).
    received may be unsorted and may contain duplicates and numbers outside first..last,
    which are ignored. first > last gives []."""
    gaps = []
    expected = first
    for seq in sorted(set(received)):
        if seq < first or seq > last:
            continue
        if seq > expected:
            gaps.append((expected, seq - 1))
        expected = seq + 1
    if expected <= last:
        gaps.append((expected, last))
    return gaps


def clean_missing_ranges(received: list[int], first: int, last: int) -> list[tuple[int, int]]:
    missing = sorted(set(range(first, last + 1)) - set(received))
    runs = itertools.groupby(enumerate(missing), key=lambda pair: pair[1] - pair[0])
    result = []
    for _, run in runs:
        members = [n for _, n in run]
        result.append((members[0], members[-1]))
    return result


STRATEGIES = {
    "received": st.lists(st.integers(0, 20), max_size=10),
    "first": st.integers(0, 12),
    "last": st.integers(5, 20),
}
SEED = {
    "domain": "networking",
    "keywords": ["sequence numbers", "packet loss", "gaps"],
    "tags": ["sort", "boolean", "boundary", "loop"],
}
