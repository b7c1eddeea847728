"""Human resources: paid time off accrued and taken over a run of pay periods."""
from hypothesis import strategies as st


def pto_balance(periods: list[tuple[int, int]], cap_hours: int, opening_hours: int = 0) -> int:
    """Paid-time-off balance in hours after a run of pay periods, starting from
    opening_hours. Each (hours_worked, hours_taken) period first accrues 1 hour for every
    full 30 hours worked, but accrual stops at cap_hours: the balance after accruing is at
    most cap_hours, and a balance already above the cap earns nothing and is not cut.
    Then the hours taken are subtracted; time taken beyond the balance is unpaid, so the
    balance never goes below 0."""
    balance = opening_hours
    for worked, taken in periods:
        if balance < cap_hours:
            balance = min(cap_hours, balance + worked // 30)
        balance = max(0, balance - taken)
    return balance


def clean_pto_balance(periods: list[tuple[int, int]], cap_hours: int, opening_hours: int = 0) -> int:
    """Paid-time-off balance in hours after a run of pay periods, starting from
    opening_hours. Each (hours_worked, hours_taken) period first accrues 1 hour for every
    full 30 hours worked, but accrual stops at cap_hours: the balance after accruing is at
    most cap_hours, and a balance already above the cap earns nothing and is not cut.
    Then the hours taken are subtracted; time taken beyond the balance is unpaid, so the
    balance never goes below 0."""
    hours = opening_hours
    for worked, taken in periods:
        room = cap_hours - hours
        if room > 0:
            earned = worked // 30
            hours += earned if earned < room else room
        hours -= taken if taken < hours else hours
    return hours


def precondition(periods: list[tuple[int, int]], cap_hours: int, opening_hours: int = 0) -> bool:
    return cap_hours >= 0 and opening_hours >= 0 and all(w >= 0 and t >= 0 for w, t in periods)


STRATEGIES = {
    "periods": st.lists(st.tuples(st.one_of(st.integers(0, 90), st.sampled_from([29, 30, 59, 60])),
                                  st.integers(0, 6)), max_size=6),
    "cap_hours": st.sampled_from([0, 3, 5, 8, 40]),
    "opening_hours": st.one_of(st.just(0), st.integers(0, 10)),
}
SEED = {
    "domain": "human_resources",
    "keywords": ["leave accrual", "accrual cap", "unpaid leave"],
    "tags": ["loop", "min-max", "floor-division", "guard", "default-argument"],
}
