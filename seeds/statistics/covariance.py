"""Statistics: Covariance (statistics.covariance, harvested)."""
from math import fsum
from hypothesis import strategies as st


def covariance(x, y, /):
    """Covariance

    Return the sample covariance of two inputs *x* and *y*. Covariance
    is a measure of the joint variability of two inputs.

    >>> x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
    >>> y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
    >>> covariance(x, y)
    0.75
    >>> z = [9, 8, 7, 6, 5, 4, 3, 2, 1]
    >>> covariance(x, z)
    -7.5
    >>> covariance(z, x)
    -7.5

    """
    class StatisticsError(ValueError):
        pass
    n = len(x)
    if len(y) != n:
        raise StatisticsError('covariance requires that both inputs have same number of data points')
    if n < 2:
        raise StatisticsError('covariance requires at least two data points')
    xbar = fsum(x) / n
    ybar = fsum(y) / n
    sxy = fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    return sxy / (n - 1)


def clean_covariance(x, y, /):
    """Return the sample covariance of two inputs x and y."""
    class StatisticsError(ValueError):
        pass

    count = len(x)
    if count != len(y):
        raise StatisticsError("covariance requires that both inputs have same number of data points")
    if count < 2:
        raise StatisticsError("covariance requires at least two data points")
    mean_x, mean_y = fsum(x) / count, fsum(y) / count
    return fsum((a - mean_x) * (b - mean_y) for a, b in zip(x, y)) / (count - 1)


STRATEGIES = {
    'x': st.lists(st.one_of(st.integers(-10, 60), st.sampled_from([0, 1, 2, 3])), max_size=6),
    'y': st.lists(st.one_of(st.integers(-10, 60), st.sampled_from([0, 1, 2, 3])), max_size=6),
}
SEED = {'domain': 'statistics', 'keywords': [], 'tags': ['harvested']}
HARVEST = {'package': 'python-stdlib',
 'version': '3.11.7',
 'licence': 'PSF-2.0',
 'module': 'statistics',
 'file': 'statistics.py',
 'line': 963,
 'function': 'covariance',
 'strategies': {'x': 'usage', 'y': 'usage'},
 'examples': 'none',
 'carried': ['class StatisticsError']}
