"""Agriculture: the median yield across a farm's plots."""
from hypothesis import strategies as st


def median_yield(yields: list[float], exclude_failed: bool = True) -> float | None:
    """Median of plot yields in tonnes per hectare. When exclude_failed is true, failed
    plots (yield 0 or below) are dropped first; otherwise every plot counts. With an even
    number of plots the median is the mean of the two middle values; with an odd number it
    is the middle value. No plots left -> None."""
    data = sorted(y for y in yields if y > 0 or not exclude_failed)
    n = len(data)
    if n == 0:
        return None
    mid = n // 2
    if n % 2 == 1:
        return data[mid]
    return (data[mid - 1] + data[mid]) / 2


def clean_median_yield(yields: list[float], exclude_failed: bool = True) -> float | None:
    kept = []
    for y in yields:
        if exclude_failed and y <= 0:
            continue
        kept.append(y)
    count = len(kept)
    if count == 0:
        return None
    kept.sort()
    trim = (count - 1) // 2
    centre = kept[trim : count - trim]
    if len(centre) == 1:
        return centre[0]
    return (centre[0] + centre[1]) / 2


STRATEGIES = {
    "yields": st.lists(st.one_of(st.sampled_from([0.0, -0.5, 2.5]), st.integers(1, 120).map(lambda v: v / 10)), max_size=9),
    "exclude_failed": st.booleans(),
}
SEED = {
    "domain": "agriculture",
    "keywords": ["median", "yield", "failed plots"],
    "tags": ["guard", "index", "division", "boolean", "sort"],
}
