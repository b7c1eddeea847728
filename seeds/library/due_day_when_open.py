"""Library: a loan's due day, moved off days the branch is closed."""
from hypothesis import strategies as st


def due_day_when_open(checkout_day: int, loan_days: int, closed_weekdays: list[int]) -> int:
    """Due day of a loan: checkout_day + loan_days, pushed forward to the next day the
    branch is open. Day numbers count from a Monday (day 0), so day d falls on weekday
    d % 7 (0=Monday .. 6=Sunday), negative days included; the branch is closed on every
    weekday listed in closed_weekdays. A due day that is open stays as is. If the branch
    is closed on all seven weekdays, return -1."""
    closed = set(closed_weekdays)
    if len(closed) >= 7:
        return -1
    due = checkout_day + loan_days
    while due % 7 in closed:
        due += 1
    return due


def clean_due_day_when_open(checkout_day: int, loan_days: int, closed_weekdays: list[int]) -> int:
    """Due day of a loan: checkout_day + loan_days, pushed forward to the next day the
    branch is open. Day numbers count from a Monday (day 0), so day d falls on weekday
    d % 7 (0=Monday .. 6=Sunday), negative days included; the branch is closed on every
    weekday listed in closed_weekdays. A due day that is open stays as is. If the branch
    is closed on all seven weekdays, return -1."""
    start = checkout_day + loan_days
    for shift in range(7):
        if (start + shift) % 7 not in closed_weekdays:
            return start + shift
    return -1


def precondition(checkout_day: int, loan_days: int, closed_weekdays: list[int]) -> bool:
    return all(0 <= day <= 6 for day in closed_weekdays)


STRATEGIES = {
    "checkout_day": st.integers(-10, 30),
    "loan_days": st.sampled_from([0, 1, 7, 14, 21, 28]),
    "closed_weekdays": st.one_of(st.lists(st.integers(0, 6), max_size=7), st.just([0, 1, 2, 3, 4, 5, 6]),
                                 st.just([6, 5, 4, 3, 2, 1, 0, 0])),
}
SEED = {
    "domain": "library",
    "keywords": ["rollover", "branch closure"],
    "tags": ["while-loop", "modulo", "guard", "boundary"],
}
