"""Statistics: compute the median absolute deviation."""
from hypothesis import strategies as st


def median_abs_deviation(values: list[float]) -> float:
    """Return the median of the absolute deviations of the values from their median. The
    median of an even number of values is the mean of the two middle values (after
    sorting). No values -> 0.0.
    """
    if not values:
        return 0.0
    ordered = sorted(values)
    mid = len(ordered) // 2
    centre = ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2
    spread = sorted(abs(v - centre) for v in values)
    if len(spread) % 2:
        return spread[mid]
    return (spread[mid - 1] + spread[mid]) / 2


def clean_median_abs_deviation(values: list[float]) -> float:
    """Return the median of the absolute deviations of the values from their median. The
    median of an even number of values is the mean of the two middle values (after
    sorting). No values -> 0.0.
    """
    def middle(xs: list[float]) -> float:
        xs = sorted(xs)
        while len(xs) > 2:
            xs = xs[1:-1]
        return sum(xs) / len(xs)

    if len(values) == 0:
        return 0.0
    centre = middle(values)
    return middle([abs(v - centre) for v in values])


STRATEGIES = {
    "values": st.lists(st.sampled_from([-3.0, 0.0, 1.0, 1.5, 2.0, 7.0, 100.0]), max_size=9),
}
SEED = {"domain": "statistics", "keywords": ["median absolute deviation", "robust spread", "even count"],
        "tags": ["sort", "index", "parity", "guard", "arithmetic"]}
