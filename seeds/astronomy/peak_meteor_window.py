"""Astronomy: find the busiest stretch of a meteor shower."""
from hypothesis import strategies as st


def peak_meteor_window(counts: list[int], width: int) -> int:
    """Start index of the `width` consecutive hourly meteor counts with the largest sum.
    On equal sums the earliest start wins. When width is not positive or exceeds len(counts),
    return -1; width == len(counts) gives 0."""
    if width <= 0 or width > len(counts):
        return -1
    total = sum(counts[:width])
    best, best_start = total, 0
    for i in range(width, len(counts)):
        total += counts[i] - counts[i - width]
        if total > best:
            best, best_start = total, i - width + 1
    return best_start


def clean_peak_meteor_window(counts: list[int], width: int) -> int:
    """Start index of the `width` consecutive hourly meteor counts with the largest sum.
    On equal sums the earliest start wins. When width is not positive or exceeds len(counts),
    return -1; width == len(counts) gives 0."""
    if not 0 < width <= len(counts):
        return -1
    sums = []
    for start in range(len(counts) - width + 1):
        sums.append(sum(counts[start:start + width]))
    return sums.index(max(sums))


STRATEGIES = {
    "counts": st.lists(st.integers(0, 6), max_size=9),
    "width": st.integers(-1, 10),
}
SEED = {
    "domain": "astronomy",
    "keywords": ["sliding window", "meteor rate", "earliest tie"],
    "tags": ["index", "loop", "guard", "accumulator", "boundary"],
}
