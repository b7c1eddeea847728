"""Weather: find each day's lowest and highest temperature."""
from hypothesis import strategies as st


def daily_extremes(readings: list[tuple[int, float]], day_start_hour: int = 0) -> dict[int, tuple[float, float]]:
    """readings are (hour, celsius) with hour counted from midnight of day 0 (any order).
    A climate day runs from day_start_hour of one calendar day up to but not including
    day_start_hour of the next, and is numbered by the calendar day it starts on (with
    day_start_hour 9, hour 32 belongs to day 0 and hour 33 to day 1; hours before 9 on day 0
    belong to day -1). Return {day: (lowest, highest)} for every day with readings.
    """
    extremes: dict[int, tuple[float, float]] = {}
    for hour, temp in readings:
        day = (hour - day_start_hour) // 24
        if day in extremes:
            low, high = extremes[day]
            extremes[day] = (min(low, temp), max(high, temp))
        else:
            extremes[day] = (temp, temp)
    return extremes


def clean_daily_extremes(readings: list[tuple[int, float]], day_start_hour: int = 0) -> dict[int, tuple[float, float]]:
    """readings are (hour, celsius) with hour counted from midnight of day 0 (any order).
    A climate day runs from day_start_hour of one calendar day up to but not including
    day_start_hour of the next, and is numbered by the calendar day it starts on (with
    day_start_hour 9, hour 32 belongs to day 0 and hour 33 to day 1; hours before 9 on day 0
    belong to day -1). Return {day: (lowest, highest)} for every day with readings.
    """
    grouped: dict[int, list[float]] = {}
    for hour, temp in readings:
        shifted = hour - day_start_hour
        day = shifted // 24
        grouped.setdefault(day, []).append(temp)
    result = {}
    for day in grouped:
        result[day] = (min(grouped[day]), max(grouped[day]))
    return result


STRATEGIES = {
    "readings": st.lists(st.tuples(st.sampled_from([-1, 0, 8, 9, 23, 24, 32, 33, 47, 48]),
                                   st.sampled_from([-4.5, 0.0, 3.0, 12.5, 30.0])), max_size=8),
    "day_start_hour": st.sampled_from([0, 9]),
}
SEED = {"domain": "weather", "keywords": ["daily minimum", "daily maximum", "climate day"],
        "tags": ["dict", "min-max", "floor-division", "boundary"]}
