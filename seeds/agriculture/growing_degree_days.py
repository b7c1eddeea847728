"""Agriculture: accumulate growing degree days for a crop season."""
import math
from hypothesis import strategies as st


def growing_degree_days(days: list[tuple[float, float]], base: float = 10.0, cap: float = 30.0) -> float:
    """Return the season's growing degree days, rounded to 1 decimal with round().
    Each day is (low, high) in degrees C. Both temperatures are first clamped into
    base..cap (values below base count as base, values above cap count as cap); the day
    then contributes (clamped_high + clamped_low) / 2 - base, so a day whose high is at or
    below base contributes nothing. Empty list -> 0.0.
    Temperatures, base and cap are finite numbers and base is at most cap."""
    total = 0.0
    for low, high in days:
        hi = min(max(high, base), cap)
        lo = min(max(low, base), cap)
        total += (hi + lo) / 2 - base
    return round(total, 1)


def clean_growing_degree_days(days: list[tuple[float, float]], base: float = 10.0, cap: float = 30.0) -> float:
    def clamp(t: float) -> float:
        return sorted((base, t, cap))[1]

    return round(sum((clamp(h) + clamp(lo)) / 2 - base for lo, h in days), 1)


def _day(pair: tuple[int, int]) -> tuple[float, float]:
    low, high = sorted(pair)
    return (low / 2, high / 2)


def precondition(days: list[tuple[float, float]], base: float = 10.0, cap: float = 30.0) -> bool:
    return math.isfinite(base) and math.isfinite(cap) and base <= cap and all(math.isfinite(t) for day in days for t in day)


STRATEGIES = {
    "days": st.lists(st.tuples(st.integers(-10, 80), st.integers(-10, 80)).map(_day), max_size=10),
    "base": st.integers(5, 12).map(float),
    "cap": st.integers(25, 35).map(float),
}
SEED = {
    "domain": "agriculture",
    "keywords": ["growing degree days", "temperature", "clamp"],
    "tags": ["loop", "accumulator", "rounding", "boundary"],
}
