"""Logistics: classify a delivery against its booked time window."""
from hypothesis import strategies as st


def window_status(arrival_min: int, window_start: int, window_end: int, tolerance_min: int = 15) -> str:
    """Classify an arrival time (minutes since midnight) against a booked delivery window
    window_start..window_end, both ends inclusive: "on time" inside the window; "early" or
    "late" when outside it by at most tolerance_min minutes; "rejected" when earlier or
    later than that. A window that ends before it starts is invalid: every arrival
    is "rejected"."""
    if window_end < window_start:
        return "rejected"
    if arrival_min < window_start:
        miss, label = window_start - arrival_min, "early"
    elif arrival_min > window_end:
        miss, label = arrival_min - window_end, "late"
    else:
        return "on time"
    return label if miss <= tolerance_min else "rejected"


def clean_window_status(arrival_min: int, window_start: int, window_end: int, tolerance_min: int = 15) -> str:
    """Classify an arrival time (minutes since midnight) against a booked delivery window
    window_start..window_end, both ends inclusive: "on time" inside the window; "early" or
    "late" when outside it by at most tolerance_min minutes; "rejected" when earlier or
    later than that. A window that ends before it starts is invalid: every arrival
    is "rejected"."""
    if window_start > window_end:
        return "rejected"
    if window_start <= arrival_min <= window_end:
        return "on time"
    if window_start - tolerance_min <= arrival_min < window_start:
        return "early"
    if window_end < arrival_min <= window_end + tolerance_min:
        return "late"
    return "rejected"


STRATEGIES = {
    "arrival_min": st.one_of(st.integers(500, 700), st.sampled_from([524, 525, 539, 540, 544, 545, 559, 560, 585, 600, 601,
                                                                      615, 616, 620, 621, 635, 636, 660, 661, 675, 676])),
    "window_start": st.sampled_from([540, 560, 600]),
    "window_end": st.sampled_from([530, 600, 620, 660]),
    "tolerance_min": st.one_of(st.just(15), st.integers(0, 30)),
}
SEED = {
    "domain": "logistics",
    "keywords": ["delivery slot", "tolerance", "grace"],
    "tags": ["boundary", "early-return", "branches", "default-argument"],
}
