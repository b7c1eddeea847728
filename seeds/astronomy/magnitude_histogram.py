"""Astronomy: bin a star catalogue by apparent magnitude."""
from collections import Counter
import math

from hypothesis import strategies as st


def magnitude_histogram(magnitudes: list[float], bin_width: float) -> dict[int, int]:
    """Count stars per magnitude bin.

    Bin k holds the magnitudes m with k * bin_width <= m < (k + 1) * bin_width, that is
    k = floor(m / bin_width); negative magnitudes (bright stars) fall in negative bins
    (-1.5 with width 1.0 is in bin -2). Only bins holding at least one star appear.
    bin_width of 0 or less gives {}. Magnitudes and bin_width are finite numbers.
    """
    if bin_width <= 0:
        return {}
    counts = {}
    for m in magnitudes:
        k = math.floor(m / bin_width)
        counts[k] = counts.get(k, 0) + 1
    return counts


def clean_magnitude_histogram(magnitudes: list[float], bin_width: float) -> dict[int, int]:
    if not bin_width > 0:
        return {}
    return dict(Counter(math.floor(m / bin_width) for m in magnitudes))


def precondition(magnitudes: list[float], bin_width: float) -> bool:
    return math.isfinite(bin_width) and all(math.isfinite(m) for m in magnitudes)


STRATEGIES = {
    "magnitudes": st.lists(st.integers(-30, 80).map(lambda tenths: tenths / 10), max_size=10),
    "bin_width": st.sampled_from([0.5, 1.0, 2.0, 0.0, -1.0]),
}
SEED = {"domain": "astronomy", "keywords": ["magnitude", "histogram", "floor", "negative bins"],
        "tags": ["guard", "rounding", "dict", "division"]}
