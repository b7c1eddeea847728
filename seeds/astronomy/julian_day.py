"""Astronomy: convert a calendar date to its Julian Day Number."""
from hypothesis import strategies as st


def julian_day_number(year: int, month: int, day: int) -> int:
    """Return the Julian Day Number of a (proleptic) Gregorian calendar date, the integer
    day count astronomers use: 2000-01-01 -> 2451545, 1858-11-17 -> 2400001.

    Computed with the Fliegel and Van Flandern integer formula; every division in it is
    integer division rounding down (the inputs keep all operands positive).
    The year is 1 or later, the month 1-12 and the day 1-31.
    """
    a = (14 - month) // 12
    y = year + 4800 - a
    m = month + 12 * a - 3
    return day + (153 * m + 2) // 5 + 365 * y + y // 4 - y // 100 + y // 400 - 32045


def clean_julian_day_number(year: int, month: int, day: int) -> int:
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    before_month = (0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)[month - 1]
    day_of_year = before_month + day + (1 if leap and month > 2 else 0)
    past = year - 1
    days_before_year = 365 * past + past // 4 - past // 100 + past // 400
    return 1721425 + days_before_year + day_of_year


def precondition(year: int, month: int, day: int) -> bool:
    return year >= 1 and 1 <= month <= 12 and 1 <= day <= 31


STRATEGIES = {
    "year": st.one_of(st.sampled_from([1600, 1900, 2000, 2024]), st.integers(1583, 2400)),
    "month": st.integers(1, 12),
    "day": st.integers(1, 28),
}
SEED = {"domain": "astronomy", "keywords": ["Julian day", "calendar conversion", "integer division"],
        "tags": ["rounding", "division"]}
