"""Agriculture: accumulate Utah-model chill units for fruit trees."""
from hypothesis import strategies as st


def chill_units(hourly_temps: list[int]) -> float:
    """Accumulate Utah-model chill units over hourly temperatures in whole degrees C:
    below 2 -> 0; 2 -> 0.5; 3 to 9 -> 1; 10 to 12 -> 0.5; 13 to 15 -> 0; 16 to 18 -> -0.5;
    19 and above -> -1 (all ranges inclusive). Hours are added in order and the running
    total never drops below 0: whenever adding an hour would take it negative it becomes
    0 instead. No hours: 0.0."""
    total = 0.0
    for t in hourly_temps:
        if t < 2 or 13 <= t <= 15:
            unit = 0.0
        elif t == 2 or 10 <= t <= 12:
            unit = 0.5
        elif t <= 9:
            unit = 1.0
        elif t <= 18:
            unit = -0.5
        else:
            unit = -1.0
        total = max(0.0, total + unit)
    return total


def clean_chill_units(hourly_temps: list[int]) -> float:
    """Accumulate Utah-model chill units over hourly temperatures in whole degrees C:
    below 2 -> 0; 2 -> 0.5; 3 to 9 -> 1; 10 to 12 -> 0.5; 13 to 15 -> 0; 16 to 18 -> -0.5;
    19 and above -> -1 (all ranges inclusive). Hours are added in order and the running
    total never drops below 0: whenever adding an hour would take it negative it becomes
    0 instead. No hours: 0.0."""
    total = 0.0
    for temp in hourly_temps:
        for upper, weight in ((1, 0.0), (2, 0.5), (9, 1.0), (12, 0.5), (15, 0.0), (18, -0.5)):
            if temp <= upper:
                break
        else:
            weight = -1.0
        total += weight
        if total < 0:
            total = 0.0
    return total


STRATEGIES = {
    "hourly_temps": st.lists(st.integers(-4, 22), max_size=14),
}
SEED = {
    "domain": "agriculture",
    "keywords": ["Utah", "chill", "clamp"],
    "tags": ["boundary", "boolean", "min-max", "accumulator", "loop"],
}
