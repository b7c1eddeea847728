"""Calendar: count the days until the next payday."""
from hypothesis import strategies as st


def days_until_payday(today: int, paydays: list[int], month_length: int, next_month_length: int) -> int:
    """Days from `today` (a day of the current month, 1..month_length) until the next
    payday. Paydays are days of the month (1 or more); a payday beyond a month's length
    falls on that month's last day (the 31st in a 30-day month is paid on the 30th). A
    payday falling today counts (0 days). When no payday remains this month, the earliest
    payday of next month (of next_month_length days) is used. No paydays: -1. Months
    are 28 to 31 days long."""
    if not paydays:
        return -1
    best = None
    for pay in paydays:
        this_month = min(pay, month_length)
        if this_month >= today:
            wait = this_month - today
        else:
            wait = month_length - today + min(pay, next_month_length)
        if best is None or wait < best:
            best = wait
    return best


def clean_days_until_payday(today: int, paydays: list[int], month_length: int, next_month_length: int) -> int:
    """Days from `today` (a day of the current month, 1..month_length) until the next
    payday. Paydays are days of the month (1 or more); a payday beyond a month's length
    falls on that month's last day (the 31st in a 30-day month is paid on the 30th). A
    payday falling today counts (0 days). When no payday remains this month, the earliest
    payday of next month (of next_month_length days) is used. No paydays: -1."""
    if len(paydays) == 0:
        return -1
    current = sorted(p if p < month_length else month_length for p in paydays)
    for day in current:
        if day >= today:
            return day - today
    following = sorted(p if p < next_month_length else next_month_length for p in paydays)
    return month_length - today + following[0]


def precondition(today: int, paydays: list[int], month_length: int, next_month_length: int) -> bool:
    return (
        28 <= month_length <= 31
        and 28 <= next_month_length <= 31
        and 1 <= today <= month_length
        and all(p >= 1 for p in paydays)
    )


STRATEGIES = {
    "today": st.integers(1, 31),
    "paydays": st.lists(st.sampled_from([1, 5, 14, 15, 28, 29, 30, 31]), max_size=3),
    "month_length": st.integers(28, 31),
    "next_month_length": st.integers(28, 31),
}
SEED = {
    "domain": "calendar",
    "keywords": ["payday", "clamped", "rollover"],
    "tags": ["min-max", "boundary", "loop", "guard", "arithmetic"],
}
