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
    cuts = [0]
    for k in range(1, len(series)):
        if (series[k] > 0) is not (series[k - 1] > 0):
            cuts.append(k)
    return [end - start for start, end in zip(cuts, cuts[1:] + [len(series)])] if series else []


STRATEGIES = {"series": st.lists(st.integers(-2, 2), max_size=9)}
SEED = {"domain": "data_cleaning", "keywords": ["runs", "sign changes", "segmentation"],
        "tags": ["loop", "boundary", "guard", "list"]}
