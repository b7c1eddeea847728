"""Weather: the length of the frost-free season in a year of daily lows."""
from hypothesis import strategies as st


def frost_free_days(lows_c: list[float]) -> int:
    """Length in days of the frost-free season, from a year of daily minimum temperatures
    in degrees Celsius (index = day of the year). A frost is a day with a low of 0 or
    below. The season starts the day after the last frost of the first half of the year
    (the days before len(lows_c) // 2) and ends the day before the first frost of the
    second half. Without a frost in the first half it starts on day 0; without one in the
    second half it runs to the last day. An empty record gives 0."""
    middle = len(lows_c) // 2
    start = 0
    for day in range(middle):
        if lows_c[day] <= 0:
            start = day + 1
    end = len(lows_c)
    for day in range(middle, len(lows_c)):
        if lows_c[day] <= 0:
            end = day
            break
    return end - start


def clean_frost_free_days(lows_c: list[float]) -> int:
    """Length in days of the frost-free season, from a year of daily minimum temperatures
    in degrees Celsius (index = day of the year). A frost is a day with a low of 0 or
    below. The season starts the day after the last frost of the first half of the year
    (the days before len(lows_c) // 2) and ends the day before the first frost of the
    second half. Without a frost in the first half it starts on day 0; without one in the
    second half it runs to the last day. An empty record gives 0."""
    half = len(lows_c) // 2
    spring = [d for d in range(half) if lows_c[d] <= 0]
    autumn = [d for d in range(half, len(lows_c)) if lows_c[d] <= 0]
    first_day = spring[-1] + 1 if spring else 0
    last_day = autumn[0] - 1 if autumn else len(lows_c) - 1
    return last_day - first_day + 1


STRATEGIES = {
    "lows_c": st.lists(st.one_of(st.sampled_from([0.0, -0.1, 0.1, -5.0]), st.floats(-10, 20, allow_nan=False)),
                       max_size=14),
}
SEED = {
    "domain": "weather",
    "keywords": ["frost-free season", "last spring frost", "first autumn frost"],
    "tags": ["loop", "boundary", "early-exit", "index", "floor-division"],
}
