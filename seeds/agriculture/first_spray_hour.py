"""Agriculture: find the first hour suitable for spraying a crop."""
from hypothesis import strategies as st


def first_spray_hour(wind_kmh: list[int], rain_mm: list[int], duration: int, rainfast_hours: int = 2) -> int:
    """Earliest start hour s for a spraying job of `duration` hours, from an hourly
    forecast (wind_kmh and rain_mm have the same length). Every hour s .. s+duration-1
    must lie in the forecast with wind from 3 to 15 km/h inclusive, and there must be no
    rain in those hours nor in the rainfast_hours hours after them (hours past the end of
    the forecast are not checked). Returns -1 when no start works or duration < 1."""
    if duration < 1:
        return -1
    hours = len(wind_kmh)
    for start in range(hours - duration + 1):
        calm = all(3 <= wind_kmh[h] <= 15 for h in range(start, start + duration))
        dry_until = min(hours, start + duration + rainfast_hours)
        dry = all(rain_mm[h] == 0 for h in range(start, dry_until))
        if calm and dry:
            return start
    return -1


def clean_first_spray_hour(wind_kmh: list[int], rain_mm: list[int], duration: int, rainfast_hours: int = 2) -> int:
    """Earliest start hour s for a spraying job of `duration` hours, from an hourly
    forecast (wind_kmh and rain_mm have the same length). Every hour s .. s+duration-1
    must lie in the forecast with wind from 3 to 15 km/h inclusive, and there must be no
    rain in those hours nor in the rainfast_hours hours after them (hours past the end of
    the forecast are not checked). Returns -1 when no start works or duration < 1."""
    if duration <= 0:
        return -1
    start = 0
    while start + duration <= len(wind_kmh):
        window = wind_kmh[start:start + duration]
        showers = rain_mm[start:start + duration + rainfast_hours]
        if min(window) >= 3 and max(window) <= 15 and not any(showers):
            return start
        start += 1
    return -1


def precondition(wind_kmh: list[int], rain_mm: list[int], duration: int, rainfast_hours: int = 2) -> bool:
    return len(wind_kmh) == len(rain_mm) and rainfast_hours >= 0 and all(r >= 0 for r in rain_mm)


STRATEGIES = {
    "wind_kmh": st.lists(st.sampled_from([2, 3, 8, 15, 16]), min_size=6, max_size=6),
    "rain_mm": st.lists(st.sampled_from([0, 0, 0, 1]), min_size=6, max_size=6),
    "duration": st.integers(-1, 4),
    "rainfast_hours": st.one_of(st.just(2), st.integers(0, 3)),
}
SEED = {
    "domain": "agriculture",
    "keywords": ["spray window", "rainfast", "wind limits"],
    "tags": ["index", "min-max", "boundary", "early-return", "default-argument"],
}
