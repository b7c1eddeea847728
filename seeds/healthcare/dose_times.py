"""Healthcare: schedule the clock hours of a course of medication."""
import math

from hypothesis import strategies as st


def dose_times(total_mg: int, dose_mg: int, interval_h: int, start_h: int = 8) -> list[int]:
    """Return the clock hours (0-23) at which doses are given to deliver total_mg.

    The number of doses is total_mg / dose_mg rounded up (the last dose may be partial).
    The first dose is at start_h and each next one interval_h hours later, wrapping past
    midnight (hour 25 is 1). A total, a dose or an interval of zero or less gives [].
    """
    if total_mg <= 0 or dose_mg <= 0 or interval_h <= 0:
        return []
    doses = math.ceil(total_mg / dose_mg)
    times = []
    hour = start_h
    for _ in range(doses):
        times.append(hour % 24)
        hour += interval_h
    return times


def clean_dose_times(total_mg: int, dose_mg: int, interval_h: int, start_h: int = 8) -> list[int]:
    if min(total_mg, dose_mg, interval_h) < 1:
        return []
    count = -(-total_mg // dose_mg)
    return [(start_h + k * interval_h) % 24 for k in range(count)]


STRATEGIES = {
    "total_mg": st.integers(-50, 1000),
    "dose_mg": st.one_of(st.sampled_from([0, 250, 500]), st.integers(-5, 300)),
    "interval_h": st.integers(-2, 12),
    "start_h": st.integers(0, 23),
}
SEED = {"domain": "healthcare", "keywords": ["dosing schedule", "interval", "partial dose"],
        "tags": ["guard", "rounding", "boolean", "loop"]}
