"""Library: compute the overdue fine for a returned item."""
from hypothesis import strategies as st


def overdue_fine(days_late: int, daily_cents: int, grace_days: int = 2, cap_cents: int = 1000, is_child: bool = False) -> int:
    """Fine in cents for a returned item. Returning within the grace period
    (up to and including the last grace day) costs nothing; past it, every late day is charged
    daily_cents, the grace days included. Child cards pay half of that, rounded down to a
    whole cent. The fine (after halving) never exceeds cap_cents."""
    if days_late <= grace_days:
        return 0
    fine = days_late * daily_cents
    if is_child:
        fine //= 2
    return min(fine, cap_cents)


def clean_overdue_fine(
    days_late: int, daily_cents: int, grace_days: int = 2, cap_cents: int = 1000, is_child: bool = False
) -> int:
    if days_late <= grace_days:
        return 0
    charged = days_late * daily_cents
    divisor = 1
    if is_child:
        divisor = 2
    return min(charged // divisor, cap_cents)


STRATEGIES = {
    "days_late": st.integers(-3, 60),
    "daily_cents": st.integers(5, 50),
    "grace_days": st.integers(0, 4),
    "cap_cents": st.integers(100, 1500),
    "is_child": st.booleans(),
}
SEED = {
    "domain": "library",
    "keywords": ["overdue", "fine", "grace period"],
    "tags": ["guard", "rounding", "boundary", "boolean"],
}
