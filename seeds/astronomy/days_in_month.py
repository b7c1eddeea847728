"""Astronomy: count the days of a month in the Gregorian calendar."""
from hypothesis import strategies as st


def days_in_month(year: int, month: int) -> int:
    """Return the number of days in `month` (1-12) of the Gregorian `year`.

    February has 29 days in leap years: years divisible by 4, except century years,
    which are leap years only when divisible by 400 (2000 is leap, 1900 is not). April,
    June, September and November have 30 days; the other months 31. A month outside
    1-12 gives 0.
    """
    if month < 1 or month > 12:
        return 0
    if month == 2:
        leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
        return 29 if leap else 28
    if month in (4, 6, 9, 11):
        return 30
    return 31


def clean_days_in_month(year: int, month: int) -> int:
    if not 1 <= month <= 12:
        return 0
    if year % 400 == 0:
        leap = True
    elif year % 100 == 0:
        leap = False
    else:
        leap = year % 4 == 0
    return (31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31)[month - 1]


STRATEGIES = {
    "year": st.one_of(st.sampled_from([1600, 1900, 2000, 2023, 2024, 2100]), st.integers(1583, 2400)),
    "month": st.one_of(st.just(2), st.integers(-1, 14)),
}
SEED = {"domain": "astronomy", "keywords": ["leap year", "calendar", "days in month"],
        "tags": ["boolean", "guard", "boundary", "early-return"]}
