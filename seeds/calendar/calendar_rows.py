"""Calendar: how many week rows a month view needs."""
import math

from hypothesis import strategies as st


def calendar_rows(first_weekday: int, days_in_month: int, week_start: int = 0) -> int:
    """Number of week rows a month grid needs. Weekdays are numbered 0=Monday .. 6=Sunday;
    first_weekday is the weekday of day 1 and week_start is the weekday shown in the first
    column. The blank cells before day 1 in the first row count toward that row, and a
    partly filled last row still counts as a whole row (28 days starting on the first
    column need 4 rows, 29 need 5). A month of no days (or fewer) needs 0 rows."""
    if days_in_month <= 0:
        return 0
    blanks = (first_weekday - week_start) % 7
    return math.ceil((blanks + days_in_month) / 7)


def clean_calendar_rows(first_weekday: int, days_in_month: int, week_start: int = 0) -> int:
    rows = 0
    column = (first_weekday - week_start) % 7
    for day in range(1, days_in_month + 1):
        if day == 1 or column == 0:
            rows += 1
        column = (column + 1) % 7
    return rows


STRATEGIES = {
    "first_weekday": st.integers(0, 6),
    "days_in_month": st.integers(-1, 31),
    "week_start": st.integers(0, 6),
}
SEED = {
    "domain": "calendar",
    "keywords": ["month view", "week rows", "calendar grid"],
    "tags": ["rounding", "division", "guard", "boundary"],
}
