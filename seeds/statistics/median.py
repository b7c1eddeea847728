"""Statistics: Return the median (middle value) of numeric data (statistics.median, harvested)."""
from hypothesis import strategies as st


def median(data):
    """Return the median (middle value) of numeric data.

    When the number of data points is odd, return the middle data point.
    When the number of data points is even, the median is interpolated by
    taking the average of the two middle values:

    >>> median([1, 3, 5])
    3
    >>> median([1, 3, 5, 7])
    4.0

    """
    class StatisticsError(ValueError):
        pass
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError("no median for empty data")
    if n % 2 == 1:
        return data[n // 2]
    else:
        i = n // 2
        return (data[i - 1] + data[i]) / 2


def clean_median(data):
    """Return the median (middle value) of numeric data."""
    class StatisticsError(ValueError):
        pass

    values = sorted(data)
    count = len(values)
    if not values:
        raise StatisticsError("no median for empty data")
    middle = values[(count - 1) // 2 : count // 2 + 1]
    if len(middle) == 1:
        return middle[0]
    return (middle[0] + middle[1]) / 2


STRATEGIES = {
    'data': st.lists(st.one_of(st.integers(-10, 60), st.sampled_from([-1, 0, 1, 2, 3])), max_size=6),
}
EXAMPLES = [
    ([1, 3, 5],),
    ([1, 3, 5, 7],),
]
SEED = {'domain': 'statistics', 'keywords': [], 'tags': ['harvested']}
HARVEST = {'package': 'python-stdlib',
 'version': '3.11.7',
 'licence': 'PSF-2.0',
 'module': 'statistics',
 'file': 'statistics.py',
 'line': 549,
 'function': 'median',
 'strategies': {'data': 'doctest'},
 'examples': 'doctest',
 'carried': ['class StatisticsError']}
