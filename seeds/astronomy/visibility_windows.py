"""Astronomy: find the stretches of a night when a target is high enough to observe."""
from itertools import groupby

from hypothesis import strategies as st


def visibility_windows(altitudes: list[float], min_altitude: float) -> list[tuple[int, int]]:
    """Return (first_index, last_index) for every run of consecutive samples in which the
    object stands at or above min_altitude degrees, in order; both indices inclusive.

    A single qualifying sample forms a run of its own, e.g. (4, 4). A run still open at
    the last sample ends at the last index. No samples gives [].
    """
    windows = []
    start = -1
    for i in range(len(altitudes)):
        if altitudes[i] >= min_altitude:
            if start < 0:
                start = i
        elif start >= 0:
            windows.append((start, i - 1))
            start = -1
    if start >= 0:
        windows.append((start, len(altitudes) - 1))
    return windows


def clean_visibility_windows(altitudes: list[float], min_altitude: float) -> list[tuple[int, int]]:
    marked = groupby(enumerate(altitudes), key=lambda pair: pair[1] >= min_altitude)
    spans = []
    for up, run in marked:
        idx = [i for i, _ in run]
        if up:
            spans.append((idx[0], idx[-1]))
    return spans


STRATEGIES = {
    "altitudes": st.lists(st.integers(-10, 60).map(float), max_size=10),
    "min_altitude": st.sampled_from([0.0, 20.0, 30.0]),
}
SEED = {"domain": "astronomy", "keywords": ["altitude", "visibility window", "inclusive indices"],
        "tags": ["index", "boundary", "loop", "nested"]}
