"""Agriculture: count the days a crop runs short of soil water."""
from hypothesis import strategies as st


def deficit_days(rain_mm: list[int], daily_use_mm: int, capacity_mm: int, start_mm: int = 0) -> int:
    """Simulate a soil water bucket and count the days the crop goes short. Each day, in
    order: that day's rain is added, the stored water is capped at capacity_mm (the excess
    runs off), then daily_use_mm is taken out. If that would leave less than zero, the day
    is a deficit day and storage becomes 0; ending a day at exactly 0 is not a deficit.
    start_mm is the storage before the first day (between 0 and capacity_mm)."""
    stored = start_mm
    short = 0
    for rain in rain_mm:
        stored = min(capacity_mm, stored + rain) - daily_use_mm
        if stored < 0:
            short += 1
            stored = 0
    return short


def clean_deficit_days(rain_mm: list[int], daily_use_mm: int, capacity_mm: int, start_mm: int = 0) -> int:
    """Simulate a soil water bucket and count the days the crop goes short. Each day, in
    order: that day's rain is added, the stored water is capped at capacity_mm (the excess
    runs off), then daily_use_mm is taken out. If that would leave less than zero, the day
    is a deficit day and storage becomes 0; ending a day at exactly 0 is not a deficit.
    start_mm is the storage before the first day (between 0 and capacity_mm)."""
    level = start_mm
    days = 0
    for amount in rain_mm:
        level += amount
        if level > capacity_mm:
            level = capacity_mm
        if level >= daily_use_mm:
            level -= daily_use_mm
        else:
            days += 1
            level = 0
    return days


def precondition(rain_mm: list[int], daily_use_mm: int, capacity_mm: int, start_mm: int = 0) -> bool:
    return 0 <= start_mm <= capacity_mm and daily_use_mm >= 0


STRATEGIES = {
    "rain_mm": st.lists(st.integers(0, 12), max_size=10),
    "daily_use_mm": st.integers(0, 6),
    "capacity_mm": st.integers(0, 15),
    "start_mm": st.integers(0, 15),
}
SEED = {
    "domain": "agriculture",
    "keywords": ["soil water balance", "capacity cap", "runoff", "deficit"],
    "tags": ["loop", "min-max", "accumulator", "boundary", "default-argument"],
}
