"""Calendar: the ISO-8601 week number of a date within its year."""
from hypothesis import strategies as st


def iso_week_number(day_of_year: int, jan1_weekday: int, year_length: int) -> tuple[int, int]:
    """ISO week of a date given as day_of_year (1 = 1 January) in a year of year_length
    days (365 or 366) whose 1 January falls on jan1_weekday (0=Monday .. 6=Sunday).
    Weeks start on Monday and week 1 is the week holding the year's first Thursday.
    Returns (year_offset, week): (0, w) for a week of this year; days before week 1 belong
    to the last week of the previous year, returned as (-1, 52) or (-1, 53); late
    December days in week 1 of next year give (1, 1). A year has 53 weeks when it starts
    on a Thursday, or on a Wednesday in a 366-day year. Assume the previous year had 365
    days."""
    weekday = (jan1_weekday + day_of_year - 1) % 7
    week = (day_of_year - weekday + 9) // 7
    if week < 1:
        prev_jan1 = (jan1_weekday - 1) % 7
        long_prev = prev_jan1 == 3
        return (-1, 53 if long_prev else 52)
    long_year = jan1_weekday == 3 or (jan1_weekday == 2 and year_length == 366)
    if week == 53 and not long_year:
        return (1, 1)
    return (0, week)


def clean_iso_week_number(day_of_year: int, jan1_weekday: int, year_length: int) -> tuple[int, int]:
    """ISO week of a date given as day_of_year (1 = 1 January) in a year of year_length
    days (365 or 366) whose 1 January falls on jan1_weekday (0=Monday .. 6=Sunday).
    Weeks start on Monday and week 1 is the week holding the year's first Thursday.
    Returns (year_offset, week): (0, w) for a week of this year; days before week 1 belong
    to the last week of the previous year, returned as (-1, 52) or (-1, 53); late
    December days in week 1 of next year give (1, 1). A year has 53 weeks when it starts
    on a Thursday, or on a Wednesday in a 366-day year. Assume the previous year had 365
    days."""
    first_thursday = 1 + (3 - jan1_weekday) % 7
    week1_monday = first_thursday - 3
    if day_of_year < week1_monday:
        previous_start = (jan1_weekday - 365) % 7
        return (-1, 53 if previous_start == 3 else 52)
    week = (day_of_year - week1_monday) // 7 + 1
    weeks_in_year = 53 if jan1_weekday == 3 or (year_length == 366 and jan1_weekday == 2) else 52
    if week > weeks_in_year:
        return (1, 1)
    return (0, week)


def precondition(day_of_year: int, jan1_weekday: int, year_length: int) -> bool:
    return 1 <= day_of_year <= year_length and 0 <= jan1_weekday <= 6 and year_length in (365, 366)


STRATEGIES = {
    "day_of_year": st.one_of(st.integers(1, 366), st.sampled_from([1, 2, 3, 4, 7, 8, 360, 362, 363, 364, 365, 366])),
    "jan1_weekday": st.integers(0, 6),
    "year_length": st.sampled_from([365, 366]),
}
SEED = {
    "domain": "calendar",
    "keywords": ["Thursday rule", "ordinal"],
    "tags": ["arithmetic", "modulo", "boundary", "boolean", "floor-division"],
}
