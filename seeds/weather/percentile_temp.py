"""Weather: the nearest-rank percentile of temperature readings."""
import heapq
import math

from hypothesis import strategies as st


def percentile_temp(readings: list[int], pct: int) -> int | None:
    """Nearest-rank percentile: sort the readings ascending and return the value at
    1-based rank ceil(pct / 100 * n), where n is the number of readings; the rank is at
    least 1 (so the 0th percentile is the minimum). pct is clamped into 0..100 first.
    No readings -> None."""
    if not readings:
        return None
    pct = min(max(pct, 0), 100)
    rank = math.ceil(pct * len(readings) / 100)
    rank = max(rank, 1)
    return sorted(readings)[rank - 1]


def clean_percentile_temp(readings: list[int], pct: int) -> int | None:
    n = len(readings)
    if n == 0:
        return None
    p = 0 if pct < 0 else 100 if pct > 100 else pct
    rank = -(-p * n // 100) or 1
    return heapq.nsmallest(rank, readings)[-1]


STRATEGIES = {
    "readings": st.lists(st.integers(-5, 30), max_size=10),
    "pct": st.sampled_from([-10, 0, 1, 10, 25, 50, 75, 90, 95, 99, 100, 120]),
}
SEED = {
    "domain": "weather",
    "keywords": ["percentile", "nearest rank", "temperature"],
    "tags": ["guard", "rounding", "index", "sort"],
}
