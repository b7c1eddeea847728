"""Energy: find the peak demand over a sliding window of meter readings."""
from hypothesis import strategies as st


def peak_window_demand(load_kw: list[int], window: int) -> int:
    """Highest total load over any `window` consecutive readings (a sliding window; loads
    may be negative when a site exports power). If window is not positive, or longer than
    the list of readings, return 0."""
    if window <= 0 or window > len(load_kw):
        return 0
    current = sum(load_kw[:window])
    best = current
    for i in range(window, len(load_kw)):
        current += load_kw[i] - load_kw[i - window]
        if current > best:
            best = current
    return best


def clean_peak_window_demand(load_kw: list[int], window: int) -> int:
    starts = range(len(load_kw) - window + 1) if window > 0 else range(0)
    return max((sum(load_kw[s:s + window]) for s in starts), default=0)


STRATEGIES = {
    "load_kw": st.lists(st.integers(-50, 200), max_size=6),
    "window": st.one_of(st.integers(1, 7), st.sampled_from([-1, 0])),
}
SEED = {
    "domain": "energy",
    "keywords": ["peak demand", "sliding window", "moving sum"],
    "tags": ["guard", "index", "boolean", "loop", "boundary"],
}
