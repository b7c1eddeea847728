"""Calendar: expand a "third Tuesday of every month" style recurrence."""
from hypothesis import strategies as st

WEEKDAYS = ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")


def is_leap(year: int) -> bool:
    """Whether a Gregorian year is a leap year: divisible by 4, except century
    years, which are leap only when divisible by 400 (1900 is not, 2000 is)."""
    if year % 400 == 0:
        return True
    if year % 100 == 0:
        return False
    return year % 4 == 0


def days_in_month(year: int, month: int) -> int:
    """The number of days of a month, month 1 (January) to 12 (December), in
    the Gregorian calendar; February has 29 days in a leap year."""
    if month == 2:
        return 29 if is_leap(year) else 28
    if month in (4, 6, 9, 11):
        return 30
    return 31


def weekday(year: int, month: int, day: int) -> int:
    """The weekday of a Gregorian date as 0 (Monday) to 6 (Sunday); day is the
    1-based day of the month. Works for any year from 1 on.

    >>> weekday(2024, 2, 29)
    3
    """
    if month < 3:
        month += 12
        year -= 1
    k, j = year % 100, year // 100
    h = (day + 13 * (month + 1) // 5 + k + k // 4 + j // 4 + 5 * j) % 7
    return (h + 5) % 7


def nth_weekday(year: int, month: int, target: int, n: int) -> int | None:
    """The day of the month (1-based) of the n-th `target` weekday (0 Monday ..
    6 Sunday) of the month: n = 1 is the first such weekday, n = -1 the last,
    n = -2 the one before it. None when the month has no such day (a fifth
    Friday that does not exist). n is never 0."""
    first = weekday(year, month, 1)
    length = days_in_month(year, month)
    matches = [day for day in range(1 + (target - first) % 7, length + 1, 7)]
    if n > 0:
        return matches[n - 1] if n <= len(matches) else None
    return matches[n] if -n <= len(matches) else None


def weekday_index(name: str) -> int:
    """The weekday number, 0 (Monday) to 6 (Sunday), of a three-letter name
    "Mon" .. "Sun" (case-sensitive); any other name raises ValueError.

    >>> weekday_index("Mon"), weekday_index("Sun")
    (0, 6)
    """
    if name not in WEEKDAYS:
        raise ValueError(f"unknown weekday {name!r}")
    return WEEKDAYS.index(name)


def month_after(year: int, month: int, offset: int) -> tuple[int, int]:
    """(year, month) `offset` (>= 0) months after month (1..12) of year: offset
    0 is that month itself, and December rolls over to January of the next
    year.

    >>> month_after(2024, 11, 0), month_after(2024, 11, 2), month_after(2024, 12, 13)
    ((2024, 11), (2025, 1), (2026, 1))
    """
    index = year * 12 + month - 1 + offset
    return index // 12, index % 12 + 1


def iso_date(year: int, month: int, day: int) -> str:
    """The ISO 8601 text "YYYY-MM-DD" of a date: year padded to 4 digits, month
    (1..12) and day (1..31) to 2.

    >>> iso_date(987, 3, 5)
    '0987-03-05'
    """
    return f"{year:04d}-{month:02d}-{day:02d}"


def occurrences(start_year: int, start_month: int, months: int, weekday_name: str, n: int) -> list[str]:
    """The dates "YYYY-MM-DD" of the n-th weekday_name ("Mon" .. "Sun") of each
    of `months` consecutive months, the first being start_month (1..12) of
    start_year. A month without such a day contributes nothing. n follows
    nth_weekday (1 first, -1 last). An unknown weekday name raises ValueError."""
    target = weekday_index(weekday_name)
    dates = []
    for offset in range(months):
        year, month = month_after(start_year, start_month, offset)
        day = nth_weekday(year, month, target, n)
        if day is not None:
            dates.append(iso_date(year, month, day))
    return dates


def clean_occurrences(start_year: int, start_month: int, months: int, weekday_name: str, n: int) -> list[str]:
    import datetime

    target = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].index(weekday_name)
    result = []
    for offset in range(months):
        index = start_month - 1 + offset
        year, month = start_year + index // 12, index % 12 + 1
        candidates = []
        day = datetime.date(year, month, 1)
        while day.month == month:
            if day.weekday() == target:
                candidates.append(day)
            day += datetime.timedelta(days=1)
        if n > 0 and n <= len(candidates) or n < 0 and -n <= len(candidates):
            result.append(candidates[n - 1 if n > 0 else n].isoformat())
    return result


def precondition_nth_weekday(year: int, month: int, target: int, n: int) -> bool:
    return n != 0


def precondition_occurrences(start_year: int, start_month: int, months: int, weekday_name: str, n: int) -> bool:
    return n != 0


_YEAR = st.one_of(st.integers(1, 9000), st.sampled_from([1900, 2000, 2023, 2024, 2100]))
_N = st.sampled_from([1, 2, 3, 4, 5, -1, -2, -5])

STRATEGIES = {
    "is_leap": {"year": _YEAR},
    "days_in_month": {"year": _YEAR, "month": st.integers(1, 12)},
    "weekday": {"year": _YEAR, "month": st.integers(1, 12), "day": st.integers(1, 28)},
    "nth_weekday": {"year": _YEAR, "month": st.integers(1, 12), "target": st.integers(0, 6), "n": _N},
    "weekday_index": {"name": st.sampled_from(WEEKDAYS)},
    "month_after": {"year": st.integers(1, 8000), "month": st.integers(1, 12), "offset": st.integers(0, 40)},
    "iso_date": {"year": _YEAR, "month": st.integers(1, 12), "day": st.integers(1, 31)},
    "occurrences": {
        "start_year": st.integers(1, 8000),
        "start_month": st.integers(1, 12),
        "months": st.integers(0, 14),
        "weekday_name": st.sampled_from(WEEKDAYS),
        "n": _N,
    },
}
PRECONDITIONS = {"nth_weekday": precondition_nth_weekday, "occurrences": precondition_occurrences}
SEED = {
    "domain": "calendar",
    "keywords": ["recurrence", "weekday", "leap year", "nth weekday", "last weekday"],
    "tags": ["calendar", "1-based", "negative-index", "month-rollover", "modular"],
    "kind": "module",
}
