"""Calendar: count and add business days around weekends and public holidays."""
from hypothesis import strategies as st


def ordinal(date: str) -> int:
    """The day number of an ISO date "YYYY-MM-DD" in the proleptic Gregorian
    calendar, 0001-01-01 being day 1 (so consecutive dates differ by 1).

    >>> ordinal("0001-01-01"), ordinal("2024-03-01") - ordinal("2024-02-28")
    (1, 2)
    """
    year, month, day = (int(part) for part in date.split("-"))
    before = year - 1
    days = before * 365 + before // 4 - before // 100 + before // 400
    month_lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0):
        month_lengths[1] = 29
    return days + sum(month_lengths[: month - 1]) + day


def is_business_day(number: int, holidays: set[int]) -> bool:
    """Whether the day with ordinal number `number` is a business day: Monday
    to Friday and not in holidays (a set of ordinals). Day 1 (0001-01-01) was
    a Monday."""
    weekday = (number - 1) % 7
    return weekday < 5 and number not in holidays


def holiday_ordinals(holidays: list[str]) -> set[int]:
    """The day ordinals (ordinal) of the holidays, given as ISO dates; a date
    listed twice counts once, and no holidays give an empty set.

    >>> sorted(holiday_ordinals(["0001-01-02", "0001-01-01", "0001-01-02"]))
    [1, 2]
    """
    return {ordinal(day) for day in holidays}


def next_business_day(number: int, holidays: set[int]) -> int:
    """The ordinal of the first business day at or after day `number`: number
    itself when it is_business_day, else the next one (holidays is a set of
    ordinals; day 1 was a Monday, so day 6 is a Saturday).

    >>> next_business_day(5, set()), next_business_day(6, set()), next_business_day(6, {8})
    (5, 8, 9)
    """
    while not is_business_day(number, holidays):
        number += 1
    return number


def business_days_between(start: str, end: str, holidays: list[str]) -> int:
    """The business days in the half-open range [start, end) of ISO dates:
    start counts when it is a business day, end never does. 0 when end is not
    after start."""
    first, last = ordinal(start), ordinal(end)
    off = holiday_ordinals(holidays)
    return sum(1 for number in range(first, last) if is_business_day(number, off))


def add_business_days(start: str, count: int, holidays: list[str]) -> int:
    """The ordinal of the day `count` (>= 0) business days after start: the
    count-th business day strictly after start, not counting start itself; for
    count 0, start itself if it is a business day, else the next business day."""
    off = holiday_ordinals(holidays)
    number = ordinal(start)
    if count == 0:
        return next_business_day(number, off)
    remaining = count
    while remaining > 0:
        number += 1
        if is_business_day(number, off):
            remaining -= 1
    return number


def due_dates(requests: list[tuple[str, int]], holidays: list[str]) -> list[int]:
    """For each (received ISO date, business days allowed) request, the
    business days from received to its due date (business_days_between of
    received and the add_business_days result), in request order. This is the
    allowed count for a request received on a business day, and one less (but
    never below 0) for one received on a weekend or holiday, since the
    receiving day itself is then not a business day."""
    spans = []
    for received, allowed in requests:
        due = add_business_days(received, allowed, holidays)
        spans.append(business_days_between(received, iso(due), holidays))
    return spans


def iso(number: int) -> str:
    """The ISO date "YYYY-MM-DD" of a day ordinal (the inverse of ordinal;
    number >= 1)."""
    year = 1
    while ordinal(f"{year + 400:04d}-01-01") <= number:
        year += 400
    while ordinal(f"{year + 1:04d}-01-01") <= number:
        year += 1
    month = 1
    while month < 12 and ordinal(f"{year:04d}-{month + 1:02d}-01") <= number:
        month += 1
    day = number - ordinal(f"{year:04d}-{month:02d}-01") + 1
    return f"{year:04d}-{month:02d}-{day:02d}"


def clean_due_dates(requests: list[tuple[str, int]], holidays: list[str]) -> list[int]:
    import datetime

    off = {datetime.date.fromisoformat(h) for h in holidays}

    def working(d: datetime.date) -> bool:
        return d.weekday() < 5 and d not in off

    out = []
    for received, allowed in requests:
        day = datetime.date.fromisoformat(received)
        out.append(allowed if working(day) else max(allowed - 1, 0))
    return out


def _date():
    return st.builds(lambda y, m, d: f"{y:04d}-{m:02d}-{d:02d}", st.integers(1999, 2030), st.integers(1, 12),
                     st.integers(1, 28))


_HOLIDAYS = st.lists(_date(), max_size=6)

STRATEGIES = {
    "ordinal": {"date": _date()},
    "is_business_day": {"number": st.integers(700000, 750000), "holidays": st.sets(st.integers(700000, 750000), max_size=5)},
    "holiday_ordinals": {"holidays": _HOLIDAYS},
    "next_business_day": {"number": st.integers(700000, 750000), "holidays": st.sets(st.integers(700000, 700020), max_size=5)},
    "business_days_between": {"start": _date(), "end": _date(), "holidays": _HOLIDAYS},
    "add_business_days": {"start": _date(), "count": st.integers(0, 30), "holidays": _HOLIDAYS},
    "due_dates": {"requests": st.lists(st.tuples(_date(), st.integers(0, 15)), max_size=5), "holidays": _HOLIDAYS},
    "iso": {"number": st.integers(1, 800000)},
}
SEED = {
    "domain": "calendar",
    "keywords": ["business days", "holiday", "weekend", "half-open range", "due date"],
    "tags": ["half-open", "ordinal", "while-loop", "modular", "inverse"],
    "kind": "module",
}
