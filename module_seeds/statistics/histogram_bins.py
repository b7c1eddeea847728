"""Statistics: bin measurements into a histogram and read percentile ranks from it."""
from fractions import Fraction

from hypothesis import strategies as st


def bin_edges(low: int, high: int, bins: int) -> list[Fraction]:
    """The bins + 1 edges splitting [low, high] (low < high, bins >= 1) into
    equal-width bins, from low to high inclusive, exact.

    >>> bin_edges(0, 10, 4)
    [Fraction(0, 1), Fraction(5, 2), Fraction(5, 1), Fraction(15, 2), Fraction(10, 1)]
    """
    width = Fraction(high - low, bins)
    return [low + width * index for index in range(bins + 1)]


def bin_index(value: int, low: int, high: int, bins: int) -> int | None:
    """The 0-based bin of value: bins are half-open [edge_i, edge_i+1) except
    the last, which also holds high itself. None for a value below low or
    above high."""
    if value < low or value > high:
        return None
    if value == high:
        return bins - 1
    return int((value - low) * bins // (high - low))


def histogram(values: list[int], low: int, high: int, bins: int) -> tuple[list[int], int]:
    """(counts, outside): how many values fall in each bin (bin_index), and
    how many fall outside [low, high]."""
    counts = [0] * bins
    outside = 0
    for value in values:
        index = bin_index(value, low, high, bins)
        if index is None:
            outside += 1
        else:
            counts[index] += 1
    return counts, outside


def cumulative(counts: list[int]) -> list[int]:
    """The running totals of counts: entry i is the sum of counts[0..i],
    inclusive."""
    totals = []
    running = 0
    for count in counts:
        running += count
        totals.append(running)
    return totals


def count_below(totals: list[int], index: int) -> int:
    """How many values lie in the bins before the 0-based bin `index`, read
    from the running totals (cumulative): the total up to bin index - 1,
    and 0 for the first bin. index is 0 <= index < len(totals).

    >>> count_below([2, 5, 5, 9], 0), count_below([2, 5, 5, 9], 3)
    (0, 5)
    """
    if index == 0:
        return 0
    return totals[index - 1]


def midrank_percent(below: int, same: int, total: int) -> Fraction | None:
    """The mid-rank percentile, 0..100 exact: (below + same / 2) / total * 100,
    where below values sit under the value's bin and same share it (ties
    count half). None for a total of 0; below + same <= total.

    >>> midrank_percent(3, 2, 8), midrank_percent(0, 0, 0)
    (Fraction(50, 1), None)
    """
    if total == 0:
        return None
    return Fraction(below * 2 + same, 2 * total) * 100


def percentile_rank(values: list[int], value: int, low: int, high: int, bins: int) -> Fraction | None:
    """The percentile rank (0..100) of value among the in-range values, read
    from the histogram: the in-range values in bins before value's bin plus
    half of those in its own bin, over all in-range values, times 100. None
    when value is out of range or no value is in range."""
    index = bin_index(value, low, high, bins)
    counts, _ = histogram(values, low, high, bins)
    totals = cumulative(counts)
    if index is None or not totals:
        return None
    return midrank_percent(count_below(totals, index), counts[index], totals[-1])


def clean_percentile_rank(values: list[int], value: int, low: int, high: int, bins: int) -> Fraction | None:
    if not low <= value <= high:
        return None
    edges = [Fraction(low) + Fraction(high - low, bins) * k for k in range(bins + 1)]

    def which(v: int) -> int:
        for k in range(bins):
            if edges[k] <= v < edges[k + 1]:
                return k
        return bins - 1

    inside = [v for v in values if low <= v <= high]
    if not inside:
        return None
    home = which(value)
    before = sum(1 for v in inside if which(v) < home)
    same = sum(1 for v in inside if which(v) == home)
    return (before + Fraction(same, 2)) * 100 / len(inside)


def precondition_percentile_rank(values: list[int], value: int, low: int, high: int, bins: int) -> bool:
    return low < high and bins >= 1


def precondition_bin_index(value: int, low: int, high: int, bins: int) -> bool:
    return low < high and bins >= 1


def precondition_histogram(values: list[int], low: int, high: int, bins: int) -> bool:
    return low < high and bins >= 1


def precondition_bin_edges(low: int, high: int, bins: int) -> bool:
    return low < high and bins >= 1


def precondition_count_below(totals: list[int], index: int) -> bool:
    return 0 <= index < len(totals)


def precondition_midrank_percent(below: int, same: int, total: int) -> bool:
    return below + same <= total


_VALUES = st.lists(st.integers(-20, 120), max_size=12)
_LOW = st.sampled_from([-10, 0, 3])
_HIGH = st.sampled_from([7, 10, 100])
_BINS = st.integers(1, 7)

STRATEGIES = {
    "bin_edges": {"low": _LOW, "high": _HIGH, "bins": _BINS},
    "bin_index": {"value": st.integers(-20, 120), "low": _LOW, "high": _HIGH, "bins": _BINS},
    "histogram": {"values": _VALUES, "low": _LOW, "high": _HIGH, "bins": _BINS},
    "cumulative": {"counts": st.lists(st.integers(0, 9), max_size=12)},
    "count_below": {"totals": st.lists(st.integers(0, 9), min_size=1, max_size=12).map(cumulative),
                    "index": st.integers(0, 11)},
    "midrank_percent": {"below": st.integers(0, 12), "same": st.integers(0, 12), "total": st.integers(0, 30)},
    "percentile_rank": {"values": _VALUES, "value": st.integers(-20, 120), "low": _LOW, "high": _HIGH, "bins": _BINS},
}
PRECONDITIONS = {
    "count_below": precondition_count_below,
    "midrank_percent": precondition_midrank_percent,
    "bin_edges": precondition_bin_edges,
    "bin_index": precondition_bin_index,
    "histogram": precondition_histogram,
    "percentile_rank": precondition_percentile_rank,
}
SEED = {
    "domain": "statistics",
    "keywords": ["histogram", "bin", "half-open", "percentile rank", "cumulative count"],
    "tags": ["half-open", "0-based", "fraction", "floor-division", "index"],
    "kind": "module",
}
