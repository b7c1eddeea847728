"""Calendar: find the day of the month of the n-th given weekday."""
from hypothesis import strategies as st


def nth_weekday_day(first_weekday: int, month_length: int, weekday: int, n: int) -> int:
    """Day of the month (1-based) of the n-th `weekday` in a month of month_length days
    whose day 1 falls on first_weekday (0=Monday .. 6=Sunday). n = 1 is the first
    such weekday, n = 2 the second; n = -1 is the last, n = -2 the second-to-last. Returns
    0 when there is no such day: n = 0, or |n| larger than the number of times that
    weekday occurs in the month.
    first_weekday and weekday are in 0-6 and month_length in 1-31."""
    if n == 0:
        return 0
    first = 1 + (weekday - first_weekday) % 7
    if n > 0:
        day = first + 7 * (n - 1)
    else:
        last = first + 7 * ((month_length - first) // 7)
        day = last + 7 * (n + 1)
    if day < 1 or day > month_length:
        return 0
    return day


def clean_nth_weekday_day(first_weekday: int, month_length: int, weekday: int, n: int) -> int:
    """Day of the month (1-based) of the n-th `weekday` in a month of month_length days
    whose day 1 falls on first_weekday (0=Monday .. 6=Sunday). n = 1 is the first
    such weekday, n = 2 the second; n = -1 is the last, n = -2 the second-to-last. Returns
    0 when there is no such day: n = 0, or |n| larger than the number of times that
    weekday occurs in the month."""
    matches = []
    for day in range(1, month_length + 1):
        if (first_weekday + day - 1) % 7 == weekday:
            matches.append(day)
    if n == 0 or abs(n) > len(matches):
        return 0
    return matches[n - 1] if n > 0 else matches[n]


def precondition(first_weekday: int, month_length: int, weekday: int, n: int) -> bool:
    return 0 <= first_weekday <= 6 and 0 <= weekday <= 6 and 1 <= month_length <= 31


STRATEGIES = {
    "first_weekday": st.integers(0, 6),
    "month_length": st.integers(28, 31),
    "weekday": st.integers(0, 6),
    "n": st.integers(-6, 6),
}
SEED = {
    "domain": "calendar",
    "keywords": ["nth occurrence", "negative n", "modulo"],
    "tags": ["arithmetic", "modulo", "boundary", "guard", "sign"],
}
