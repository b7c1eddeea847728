"""Astronomy: find the dark, moonless nights of a month for an observing run."""
from hypothesis import strategies as st


def julian_day_number(year: int, month: int, day: int) -> int:
    """The Julian Day Number of a Gregorian calendar date (the day that begins
    at noon UT on that date): 2000-01-01 is 2451545. Months are 1..12, day is
    the 1-based day of the month; valid for years 1 and later.

    >>> julian_day_number(2000, 1, 1), julian_day_number(1970, 1, 1)
    (2451545, 2440588)
    """
    a = (14 - month) // 12
    y = year + 4800 - a
    m = month + 12 * a - 3
    return day + (153 * m + 2) // 5 + 365 * y + y // 4 - y // 100 + y // 400 - 32045


def moon_age_days(jdn: int) -> int:
    """The moon's age in whole days (0..29) on a Julian Day Number: days since
    the new moon of JDN 2451550 (2000-01-06) modulo the synodic month of
    29.530589 days, rounded down; dates before that new moon count back the
    same way (the age is never negative)."""
    elapsed_micro = (jdn - 2451550) * 1_000_000
    cycle_micro = 29_530_589
    return elapsed_micro % cycle_micro // 1_000_000


def illumination_percent(age: int) -> int:
    """A simple illumination estimate from the moon's age (0..29 days): a
    straight-line rise from 0% at age 0 to 100% at age 15 and back down,
    symmetric about age 15, each value rounded down to a whole percent
    (age 1 and age 29 both give 6)."""
    distance = age if age <= 15 else 30 - age
    return distance * 100 // 15


def is_dark(year: int, month: int, day: int, max_percent: int = 25) -> bool:
    """Whether the night of a date (day 1-based, month 1..12) is dark: its
    moon, moon_age_days of the date's julian_day_number, is at most
    max_percent illuminated (illumination_percent); exactly max_percent is
    still dark.

    >>> is_dark(2000, 1, 6), is_dark(2000, 1, 21)
    (True, False)
    """
    age = moon_age_days(julian_day_number(year, month, day))
    return illumination_percent(age) <= max_percent


def dark_nights(year: int, month: int, days: int, max_percent: int = 25) -> list[int]:
    """The 1-based days 1..days of the month whose moon (moon_age_days of that
    date's julian_day_number) is at most max_percent illuminated (exactly
    max_percent still counts as dark). days is the month's length, 28..31."""
    nights = []
    for day in range(1, days + 1):
        if is_dark(year, month, day, max_percent=max_percent):
            nights.append(day)
    return nights


def runs(days: list[int]) -> list[tuple[int, int]]:
    """(first_day, length) of each run of consecutive days in a strictly
    increasing list of days, in order: days d and d + 1 belong to the same
    run. An empty list has no runs.

    >>> runs([1, 2, 3, 7, 9, 10])
    [(1, 3), (7, 1), (9, 2)]
    """
    found: list[tuple[int, int]] = []
    previous = None
    for day in days:
        if previous is not None and day == previous + 1:
            start, length = found[-1]
            found[-1] = (start, length + 1)
        else:
            found.append((day, 1))
        previous = day
    return found


def longest_dark_run(year: int, month: int, days: int, max_percent: int = 25) -> tuple[int, int]:
    """(first_day, length) of the longest run of consecutive dark_nights of
    the month, the earliest such run on a tie; (0, 0) when no night is dark."""
    best_start, best_length = 0, 0
    for start, length in runs(dark_nights(year, month, days, max_percent=max_percent)):
        if length > best_length:
            best_start, best_length = start, length
    return best_start, best_length


def clean_longest_dark_run(year: int, month: int, days: int, max_percent: int = 25) -> tuple[int, int]:
    import datetime
    from fractions import Fraction

    flags = []
    for d in range(1, days + 1):
        jdn = datetime.date(year, month, d).toordinal() + 1721425
        age = int((Fraction(jdn - 2451550) % Fraction(29530589, 1000000)))
        lit = Fraction(min(age, 30 - age) * 100, 15)
        flags.append(int(lit) <= max_percent)
    best = (0, 0)
    d = 0
    while d < days:
        if flags[d]:
            e = d
            while e < days and flags[e]:
                e += 1
            if e - d > best[1]:
                best = (d + 1, e - d)
            d = e
        else:
            d += 1
    return best


def precondition_longest_dark_run(year: int, month: int, days: int, max_percent: int = 25) -> bool:
    import calendar

    return days == calendar.monthrange(year, month)[1]


STRATEGIES = {
    "julian_day_number": {"year": st.integers(1, 3000), "month": st.integers(1, 12), "day": st.integers(1, 28)},
    "moon_age_days": {"jdn": st.integers(2400000, 2500000)},
    "illumination_percent": {"age": st.integers(0, 29)},
    "is_dark": {"year": st.integers(1900, 2100), "month": st.integers(1, 12), "day": st.integers(1, 28),
                "max_percent": st.sampled_from([0, 6, 25, 50])},
    "runs": {"days": st.sets(st.integers(1, 31), max_size=12).map(sorted)},
    "dark_nights": {"year": st.integers(1900, 2100), "month": st.integers(1, 12), "days": st.just(28),
                    "max_percent": st.sampled_from([0, 6, 25, 50])},
    "longest_dark_run": {"year": st.integers(1900, 2100), "month": st.integers(1, 12),
                         "days": st.sampled_from([28, 29, 30, 31]), "max_percent": st.sampled_from([0, 6, 25, 50])},
}
PRECONDITIONS = {"longest_dark_run": precondition_longest_dark_run}
SEED = {
    "domain": "astronomy",
    "keywords": ["Julian day", "moon age", "illumination", "dark sky", "observing run"],
    "tags": ["modular", "floor-division", "1-based", "run-length", "tie-breaking", "keyword-default"],
    "kind": "module",
}
