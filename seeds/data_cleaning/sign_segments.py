"""Data cleaning: cut a series into runs of positive and non-positive values."""
from hypothesis import strategies as st


def sign_segments(series: list[int]) -> list[int]:
    """Split series, in order, into maximal runs of consecutive values that are all positive
    or all zero-or-negative, and return the runs' lengths in order (so they add up to the
    length of series). An empty series gives []."""
    lengths: list[int] = []
    positive = None
    run = 0
    for value in series:
        if (value > 0) != positive:
            if run:
                lengths.append(run)
            run = 0
            positive = value > 0
        run += 1
    if run:
        lengths.append(run)
    return lengths


def clean_sign_segments(series: list[int]) -> list[int]:
    if not series:
        return []
    positive = series[0] > 0
    lengths = [1]
    for value in series[1:]:
        if (value > 0) == positive:
            lengths[-1] += 1
        else:
            lengths.append(1)
            positive = not positive
    return lengths


STRATEGIES = {"series": st.lists(st.integers(-2, 2), max_size=9)}
SEED = {"domain": "data_cleaning", "keywords": ["runs", "sign changes", "segmentation"],
        "tags": ["loop", "boundary", "guard", "list"]}
