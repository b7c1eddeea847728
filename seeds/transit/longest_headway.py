"""Transit: find the longest gap between consecutive departures."""
from hypothesis import strategies as st


def longest_headway(departures: list[int], first: int = 300, last: int = 1440) -> int:
    """departures are minutes after midnight in any order, possibly with duplicates.
    Only departures from first to last (both inclusive) are in service. Return the longest
    headway, the gap in minutes between two consecutive in-service departures (duplicates
    make a gap of 0). With fewer than two in-service departures the result is 0.
    """
    times = sorted(t for t in departures if first <= t <= last)
    widest = 0
    for earlier, later in zip(times, times[1:]):
        gap = later - earlier
        if gap > widest:
            widest = gap
    return widest


def clean_longest_headway(departures: list[int], first: int = 300, last: int = 1440) -> int:
    """departures are minutes after midnight in any order, possibly with duplicates.
    Only departures from first to last (both inclusive) are in service. Return the longest
    headway, the gap in minutes between two consecutive in-service departures (duplicates
    make a gap of 0). With fewer than two in-service departures the result is 0.
    """
    kept = []
    for t in departures:
        if t < first or t > last:
            continue
        kept.append(t)
    kept.sort()
    if len(kept) < 2:
        return 0
    return max(kept[i + 1] - kept[i] for i in range(len(kept) - 1))


STRATEGIES = {
    "departures": st.lists(st.sampled_from([0, 299, 300, 301, 420, 600, 900, 1439, 1440, 1441]), max_size=7),
    "first": st.sampled_from([0, 300, 301]),
    "last": st.sampled_from([900, 1439, 1440]),
}
SEED = {"domain": "transit", "keywords": ["headway", "service hours", "gap"],
        "tags": ["sort", "filter", "min-max", "boundary", "pairs"]}
