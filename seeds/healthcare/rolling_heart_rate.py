"""Healthcare: smooth heart-rate readings with a rolling mean."""
from hypothesis import strategies as st


def rolling_mean_hr(readings: list[int], window: int) -> list[float]:
    """Return the mean of every full window of `window` consecutive readings, in order,
    each rounded with round(x, 1): len(readings) - window + 1 values.

    A window of fewer than one reading gives []. A window longer than the readings also gives [].
    """
    if window < 1:
        return []
    means = []
    current = sum(readings[:window])
    for i in range(window, len(readings) + 1):
        means.append(round(current / window, 1))
        if i < len(readings):
            current += readings[i] - readings[i - window]
    return means


def clean_rolling_mean_hr(readings: list[int], window: int) -> list[float]:
    if window <= 0:
        return []
    starts = range(len(readings) - window + 1)
    return [round(sum(readings[s:s + window]) / window, 1) for s in starts]


STRATEGIES = {
    "readings": st.lists(st.integers(50, 130), max_size=10),
    "window": st.integers(-1, 5),
}
SEED = {"domain": "healthcare", "keywords": ["moving average", "window", "heart rate"],
        "tags": ["guard", "index", "loop", "rounding", "accumulator"]}
