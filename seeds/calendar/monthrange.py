"""Calendar: Return weekday (0-6 ~ Mon-Sun) and number of days (28-31) for (calendar.monthrange, harvested)."""
import datetime
from hypothesis import strategies as st


def monthrange(year, month):
    """Return weekday (0-6 ~ Mon-Sun) and number of days (28-31) for
       year, month."""
    class IllegalMonthError(ValueError):
        def __init__(self, month):
            self.month = month
        def __str__(self):
            return "bad month number %r; must be 1-12" % self.month
    February = 2
    mdays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    def isleap(year):
        """Return True for leap years, False for non-leap years."""
        return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    def weekday(year, month, day):
        """Return weekday (0-6 ~ Mon-Sun) for year, month (1-12), day (1-31)."""
        if not datetime.MINYEAR <= year <= datetime.MAXYEAR:
            year = 2000 + year % 400
        return datetime.date(year, month, day).weekday()
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)
    day1 = weekday(year, month, 1)
    ndays = mdays[month] + (month == February and isleap(year))
    return day1, ndays


def clean_monthrange(year, month):
    """Return weekday (0-6 ~ Mon-Sun) and number of days (28-31) for year, month."""
    class IllegalMonthError(ValueError):
        pass

    if month < 1 or month > 12:
        raise IllegalMonthError(month)
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    lengths = (31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)
    shown = year if datetime.MINYEAR <= year <= datetime.MAXYEAR else 2000 + year % 400
    return datetime.date(shown, month, 1).weekday(), lengths[month - 1]


STRATEGIES = {
    'year': st.one_of(st.integers(-10, 60), st.sampled_from([-1, 0, 1, 2, 3, 4, 5, 11, 12, 13, 27, 28, 29, 30, 31, 32, 99, 100, 101, 399, 400, 401])),
    'month': st.one_of(st.integers(-10, 60), st.sampled_from([-1, 0, 1, 2, 3, 4, 5, 11, 12, 13, 27, 28, 29, 30, 31, 32, 99, 100, 101, 399, 400, 401])),
}
EXAMPLES = [
    (2004, 1),
    (2004, 2),
    (2010, 2),
    (2004, 12),
    (2004, 0),
    (2004, 13),
    (2004, 65),
]
SEED = {'domain': 'calendar', 'keywords': [], 'tags': ['harvested']}
HARVEST = {'package': 'python-stdlib',
 'version': '3.11.7',
 'licence': 'PSF-2.0',
 'module': 'calendar',
 'file': 'calendar.py',
 'line': 122,
 'function': 'monthrange',
 'strategies': {'year': 'tests', 'month': 'tests'},
 'examples': 'tests',
 'carried': ['class IllegalMonthError',
             'constant February',
             'constant mdays',
             'function isleap',
             'function weekday']}
