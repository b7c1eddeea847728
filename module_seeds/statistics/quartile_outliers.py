"""Statistics: quartiles by the median-of-halves method and Tukey's outlier fences."""
from fractions import Fraction

from hypothesis import strategies as st


def median_sorted(values: list[int], lo: int = 0, hi: int | None = None) -> Fraction:
    """The median of the already sorted slice values[lo:hi] (hi exclusive; None
    means the end of the list), as an exact fraction: the middle value of an
    odd-sized slice, the mean of the two middle values of an even-sized one.
    The slice is never empty.

    >>> median_sorted([1, 2, 4, 9], 1)
    Fraction(4, 1)
    """
    if hi is None:
        hi = len(values)
    size = hi - lo
    middle = lo + size // 2
    if size % 2 == 1:
        return Fraction(values[middle])
    return Fraction(values[middle - 1] + values[middle], 2)


def quartiles(values: list[int]) -> tuple[Fraction, Fraction, Fraction]:
    """(Q1, median, Q3) of values (any order, at least 2 of them) by Tukey's
    median-of-halves method: Q1 is the median of the lower half and Q3 of the
    upper half of the sorted values, the middle value of an odd count being left
    out of both halves."""
    ordered = sorted(values)
    count = len(ordered)
    half = count // 2
    lower = median_sorted(ordered, 0, half)
    upper = median_sorted(ordered, count - half)
    return lower, median_sorted(ordered), upper


def iqr(values: list[int]) -> Fraction:
    """The interquartile range Q3 - Q1 of values (any order, at least 2), from
    quartiles; never negative, and 0 when the middle half of the values are
    all equal.

    >>> iqr([1, 2, 3, 4, 5, 6, 7, 8]), iqr([5, 5, 5, 5])
    (Fraction(4, 1), Fraction(0, 1))
    """
    q1, _, q3 = quartiles(values)
    return q3 - q1


def fences(values: list[int], k: Fraction = Fraction(3, 2)) -> tuple[Fraction, Fraction]:
    """(low, high) outlier fences: Q1 - k * IQR and Q3 + k * IQR, where IQR is
    Q3 - Q1 from quartiles. At least 2 values."""
    q1, _, q3 = quartiles(values)
    spread = iqr(values)
    return q1 - k * spread, q3 + k * spread


def is_outlier(value: int, low: Fraction, high: Fraction) -> bool:
    """Whether value lies strictly outside the fences [low, high]: below low
    or above high; a value equal to either fence is not an outlier.

    >>> is_outlier(3, Fraction(3), Fraction(9)), is_outlier(10, Fraction(3), Fraction(9))
    (False, True)
    """
    return value < low or value > high


def without(values: list[int], removed: list[int]) -> list[int]:
    """values with one occurrence taken out for each item of removed (a
    multiset difference), the rest in their original order. An item of
    removed that values does not hold raises ValueError.

    >>> without([4, 1, 4, 9, 1], [4, 1])
    [4, 9, 1]
    """
    kept = list(values)
    for value in removed:
        kept.remove(value)
    return kept


def outliers(values: list[int], k: Fraction = Fraction(3, 2)) -> list[int]:
    """The values strictly outside the fences (a value equal to a fence is not
    an outlier), in their original order, duplicates kept. Fewer than 4 values
    never have outliers: [] is returned for them."""
    if len(values) < 4:
        return []
    low, high = fences(values, k=k)
    return [value for value in values if is_outlier(value, low, high)]


def summary(values: list[int], k: Fraction = Fraction(3, 2)) -> dict[str, Fraction | int]:
    """A five-number summary with outlier counts: "min" and "max" of the values
    that are not outliers, "q1", "median" and "q3" of all values (quartiles),
    and "outliers", how many values outliers found. At least 4 values."""
    q1, middle, q3 = quartiles(values)
    flagged = outliers(values, k=k)
    kept = without(values, flagged)
    return {"min": min(kept), "q1": q1, "median": middle, "q3": q3, "max": max(kept), "outliers": len(flagged)}


def clean_summary(values: list[int], k: Fraction = Fraction(3, 2)) -> dict[str, Fraction | int]:
    data = sorted(values)
    n = len(data)

    def med(part: list[int]) -> Fraction:
        m = len(part)
        return (Fraction(part[(m - 1) // 2]) + Fraction(part[m // 2])) / 2

    lower_half = data[: n // 2]
    upper_half = data[(n + 1) // 2 :]
    q1, q3 = med(lower_half), med(upper_half)
    lo, hi = q1 - k * (q3 - q1), q3 + k * (q3 - q1)
    inside = [v for v in data if lo <= v <= hi]
    return {
        "min": inside[0],
        "q1": q1,
        "median": med(data),
        "q3": q3,
        "max": inside[-1],
        "outliers": n - len(inside),
    }


def precondition_median_sorted(values: list[int], lo: int = 0, hi: int | None = None) -> bool:
    end = len(values) if hi is None else hi
    return values == sorted(values) and 0 <= lo < end <= len(values)


def precondition_without(values: list[int], removed: list[int]) -> bool:
    return all(values.count(v) >= removed.count(v) for v in removed)


_VALUES = st.lists(st.one_of(st.integers(-50, 50), st.sampled_from([-1000, 400, 999])), min_size=4, max_size=12)
_K = st.sampled_from([Fraction(3, 2), Fraction(3), Fraction(1, 2), Fraction(0)])

STRATEGIES = {
    "median_sorted": {
        "values": st.lists(st.integers(-50, 50), min_size=1, max_size=12).map(sorted),
        "lo": st.integers(0, 5),
        "hi": st.one_of(st.none(), st.integers(1, 12)),
    },
    "quartiles": {"values": st.lists(st.integers(-50, 50), min_size=2, max_size=12)},
    "iqr": {"values": st.lists(st.integers(-50, 50), min_size=2, max_size=12)},
    "is_outlier": {"value": st.integers(-100, 100), "low": st.fractions(-50, 0), "high": st.fractions(0, 50)},
    "without": {"values": st.lists(st.integers(0, 5), max_size=12), "removed": st.lists(st.integers(0, 5), max_size=3)},
    "fences": {"values": _VALUES, "k": _K},
    "outliers": {"values": st.lists(st.integers(-100, 100), max_size=12), "k": _K},
    "summary": {"values": _VALUES, "k": _K},
}
PRECONDITIONS = {"median_sorted": precondition_median_sorted, "without": precondition_without}
SEED = {
    "domain": "statistics",
    "keywords": ["quartile", "median", "interquartile range", "outlier", "fence"],
    "tags": ["fraction", "half-open-slice", "sorting", "keyword-default", "boundary"],
    "kind": "module",
}
