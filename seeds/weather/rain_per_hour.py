"""Weather: bucket rain-gauge readings into hourly totals."""
from hypothesis import strategies as st


def rain_per_hour(tips: list[tuple[int, int]], hours: int) -> list[int]:
    """A rain gauge logs (minute, tenths_of_mm) pairs counted from midnight. Return a
    list of `hours` totals where entry h sums the amounts of readings with
    h*60 <= minute < (h+1)*60 (minute 60 belongs to hour 1). Readings before minute 0 or at
    or after minute hours*60 are dropped. hours <= 0 -> []."""
    totals = [0] * max(hours, 0)
    for minute, amount in tips:
        hour = minute // 60
        if 0 <= hour < hours:
            totals[hour] += amount
    return totals


def clean_rain_per_hour(tips: list[tuple[int, int]], hours: int) -> list[int]:
    return [sum(mm for minute, mm in tips if start <= minute < start + 60) for start in range(0, 60 * hours, 60)]


STRATEGIES = {
    "tips": st.lists(st.tuples(st.sampled_from([-1, 0, 1, 59, 60, 61, 119, 120, 150, 179, 180]), st.integers(1, 9)), max_size=8),
    "hours": st.integers(-1, 3),
}
SEED = {
    "domain": "weather",
    "keywords": ["rain gauge", "histogram bins", "hourly totals"],
    "tags": ["loop", "rounding", "boundary", "index"],
}
