"""Astronomy: the day of the week of a Gregorian date by Zeller's congruence."""
from hypothesis import strategies as st


def day_of_week(year: int, month: int, day: int) -> int:
    """Return the day of the week of a Gregorian calendar date as 0 = Monday ... 6 = Sunday.

    Uses Zeller's congruence: January and February count as months 13 and 14 of the previous
    year; with K the year of the century and J the century (of that adjusted year),
    h = (day + (13 * (month + 1)) // 5 + K + K // 4 + J // 4 + 5 * J) mod 7 gives 0 = Saturday,
    1 = Sunday, ..., 6 = Friday, which is then shifted so that Monday is 0. The date is assumed
    valid (month 1-12, day within the month, year 1 or later).
    """
    if month < 3:
        month += 12
        year -= 1
    k = year % 100
    j = year // 100
    h = (day + (13 * (month + 1)) // 5 + k + k // 4 + j // 4 + 5 * j) % 7
    return (h + 5) % 7


def clean_day_of_week(year: int, month: int, day: int) -> int:
    import datetime

    return datetime.date(year, month, day).weekday()


def precondition(year: int, month: int, day: int) -> bool:
    import calendar

    return 1 <= year <= 9999 and 1 <= month <= 12 and 1 <= day <= calendar.monthrange(year, month)[1]


STRATEGIES = {"year": st.integers(1, 2400), "month": st.integers(1, 12), "day": st.integers(1, 31)}
SEED = {"domain": "astronomy", "keywords": ["Zeller's congruence", "day of the week", "Gregorian", "century"],
        "tags": ["arithmetic", "integer division", "modulo", "guard"]}
