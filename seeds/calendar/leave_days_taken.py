"""Calendar: count the working days consumed by leave requests."""
from hypothesis import strategies as st


def leave_days_taken(requests: list[tuple[int, int]], holidays: list[int]) -> int:
    """Working days consumed by leave requests. Days are numbered with day 0 a Monday, so
    day d is a weekend day when d % 7 is 5 or 6 (negative days follow the same rule). Each
    (first, last) request covers days first..last inclusive; a request with last < first
    covers nothing. Weekend days and days listed in `holidays` are free, and a day
    covered by several requests counts once."""
    taken = set()
    closed = set(holidays)
    for first, last in requests:
        for day in range(first, last + 1):
            if day % 7 < 5 and day not in closed:
                taken.add(day)
    return len(taken)


def clean_leave_days_taken(requests: list[tuple[int, int]], holidays: list[int]) -> int:
    """Working days consumed by leave requests. Days are numbered with day 0 a Monday, so
    day d is a weekend day when d % 7 is 5 or 6 (negative days follow the same rule). Each
    (first, last) request covers days first..last inclusive; a request with last < first
    covers nothing. Weekend days and days listed in `holidays` are free, and a day
    covered by several requests counts once."""
    covered = set()
    for first, last in requests:
        day = first
        while day <= last:
            covered.add(day)
            day += 1
    return sum(1 for d in covered if d % 7 not in (5, 6) and d not in holidays)


STRATEGIES = {
    "requests": st.lists(st.tuples(st.integers(-10, 25), st.integers(-10, 25)), max_size=4),
    "holidays": st.lists(st.integers(-10, 25), max_size=4),
}
SEED = {
    "domain": "calendar",
    "keywords": ["leave", "weekend", "holiday", "overlap"],
    "tags": ["nested-loop", "boundary", "modulo", "set", "boolean"],
}
