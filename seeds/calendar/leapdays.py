"""Calendar: Return number of leap years in range [y1, y2) (calendar.leapdays, harvested)."""
from hypothesis import strategies as st


def leapdays(y1, y2):
    """Return number of leap years in range [y1, y2).
       Assume y1 <= y2."""
    y1 -= 1
    y2 -= 1
    return (y2//4 - y1//4) - (y2//100 - y1//100) + (y2//400 - y1//400)


def clean_leapdays(y1, y2):
    """Return number of leap years in range [y1, y2)."""
    def leap_years_through(year):
        return year // 4 - year // 100 + year // 400

    return leap_years_through(y2 - 1) - leap_years_through(y1 - 1)


STRATEGIES = {
    'y1': st.one_of(st.integers(-10, 60), st.sampled_from([0, 1, 2, 3, 4, 5, 99, 100, 101, 399, 400, 401])),
    'y2': st.one_of(st.integers(-10, 60), st.sampled_from([0, 1, 2, 3, 4, 5, 99, 100, 101, 399, 400, 401])),
}
EXAMPLES = [
    (2010, 2010),
    (2010, 2011),
    (2010, 2012),
    (2012, 2013),
    (1997, 2020),
]
SEED = {'domain': 'calendar', 'keywords': [], 'tags': ['harvested']}
HARVEST = {'package': 'python-stdlib',
 'version': '3.11.7',
 'licence': 'PSF-2.0',
 'module': 'calendar',
 'file': 'calendar.py',
 'line': 107,
 'function': 'leapdays',
 'strategies': {'y1': 'tests', 'y2': 'tests'},
 'examples': 'tests',
 'carried': []}
