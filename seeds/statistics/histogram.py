"""Statistics: equal-width histogram of values over a closed range."""
from hypothesis import strategies as st


def histogram(values: list[int], lo: int, hi: int, bins: int) -> list[int]:
    """Counts of values in `bins` equal-width bins covering [lo, hi]. With w = (hi - lo) /
    bins, bin k holds the values v with lo + k * w <= v < lo + (k + 1) * w, except that
    v == hi is counted in the last bin. Values below lo or above hi are ignored.
    no bins (zero or fewer) or an empty range (hi not above lo) gives []."""
    if bins <= 0 or hi <= lo:
        return []
    counts = [0] * bins
    for v in values:
        if v < lo or v > hi:
            continue
        k = int((v - lo) * bins / (hi - lo))
        counts[min(k, bins - 1)] += 1
    return counts


def clean_histogram(values: list[int], lo: int, hi: int, bins: int) -> list[int]:
    if bins < 1 or lo >= hi:
        return []
    counts = [0] * bins
    for v in values:
        if lo <= v <= hi:
            k = max(j for j in range(bins) if lo * bins + j * (hi - lo) <= v * bins)
            counts[k] += 1
    return counts


STRATEGIES = {
    "values": st.lists(st.integers(-2, 22), max_size=10),
    "lo": st.integers(-2, 6),
    "hi": st.integers(0, 20),
    "bins": st.integers(-1, 6),
}
SEED = {
    "domain": "statistics",
    "keywords": ["histogram", "bins", "frequency"],
    "tags": ["rounding", "guard", "boolean", "boundary", "index"],
}
