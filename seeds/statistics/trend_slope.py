"""Statistics: least-squares trend slope of an evenly spaced series."""
from fractions import Fraction

from hypothesis import strategies as st


def trend_slope(ys: list[int]) -> float | None:
    """Least-squares slope of the series ys against x = 0, 1, 2, ... (change per step),
    rounded to 3 decimals with round(). Fewer than 2 points give None."""
    n = len(ys)
    if n < 2:
        return None
    sum_x = sum_y = sum_xy = sum_xx = 0
    for x in range(n):
        sum_x += x
        sum_y += ys[x]
        sum_xy += x * ys[x]
        sum_xx += x * x
    num = n * sum_xy - sum_x * sum_y
    den = n * sum_xx - sum_x * sum_x
    return round(num / den, 3)


def clean_trend_slope(ys: list[int]) -> float | None:
    if len(ys) <= 1:
        return None
    mean_x = Fraction(len(ys) - 1, 2)
    mean_y = Fraction(sum(ys), len(ys))
    cov = sum((x - mean_x) * (y - mean_y) for x, y in enumerate(ys))
    var = sum((x - mean_x) ** 2 for x in range(len(ys)))
    return round(float(cov / var), 3)


STRATEGIES = {"ys": st.lists(st.integers(-30, 30), max_size=8)}
SEED = {
    "domain": "statistics",
    "keywords": ["linear regression", "trend", "slope"],
    "tags": ["guard", "rounding", "division", "accumulator", "index"],
}
