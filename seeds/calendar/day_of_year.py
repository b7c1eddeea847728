"""Calendar: ordinal day of the year for a Gregorian date."""
from hypothesis import strategies as st


def day_of_year(year: int, month: int, day: int) -> int:
    """Ordinal day within the year: 1 January is 1 and 31 December is 365, or 366 in a leap
    year. Leap years are divisible by 4, except century years, which are leap only when
    divisible by 400 (2000 is leap, 1900 is not). Returns -1 for an invalid date: month
    outside 1..12, or day outside 1..(number of days in that month)."""
    lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if year % 4 == 0 and year % 100 != 0 or year % 400 == 0:
        lengths[1] = 29
    if not 1 <= month <= 12 or not 1 <= day <= lengths[month - 1]:
        return -1
    total = day
    for m in range(1, month):
        total += lengths[m - 1]
    return total


def clean_day_of_year(year: int, month: int, day: int) -> int:
    leap = (year % 4 == 0) - (year % 100 == 0) + (year % 400 == 0)
    starts = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365]
    if month < 1 or month > 12:
        return -1
    month_len = starts[month] - starts[month - 1] + (leap if month == 2 else 0)
    if day < 1 or day > month_len:
        return -1
    return starts[month - 1] + day + (leap if month > 2 else 0)


STRATEGIES = {
    "year": st.one_of(st.sampled_from([1900, 2000, 2023, 2024, 2100]), st.integers(1, 2500)),
    "month": st.integers(0, 13),
    "day": st.integers(0, 32),
}
SEED = {
    "domain": "calendar",
    "keywords": ["day of year", "leap year", "ordinal date"],
    "tags": ["loop", "index", "boolean", "guard", "boundary", "accumulator"],
}
