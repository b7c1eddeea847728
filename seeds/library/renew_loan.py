"""Library: decide whether a loan can be renewed and give its new due day."""
from hypothesis import strategies as st


def renew_loan(due_day: int, today: int, renewals: int, holds_waiting: int, fines_cents: int, max_renewals: int = 3, period: int = 14) -> int:
    """Return the new due day after renewing a loan, or -1 when renewal is refused.
    Renewal is refused when the loan has already been renewed max_renewals times (or
    more), or someone is waiting for the item (at least one hold), or the patron owes 500
    cents or more, or the item is more than 10 days overdue (more than 10 days past the due day; exactly
    10 days overdue is still renewable). The new due day is `period` days after today, but never
    earlier than the current due day."""
    if renewals >= max_renewals or holds_waiting > 0:
        return -1
    if fines_cents >= 500 or today - due_day > 10:
        return -1
    return max(today + period, due_day)


def clean_renew_loan(due_day: int, today: int, renewals: int, holds_waiting: int, fines_cents: int, max_renewals: int = 3, period: int = 14) -> int:
    allowed = all([renewals < max_renewals, holds_waiting <= 0, fines_cents < 500, today <= due_day + 10])
    if not allowed:
        return -1
    return due_day if due_day > today + period else today + period


STRATEGIES = {
    "due_day": st.sampled_from([0, 10, 20]),
    "today": st.sampled_from([5, 10, 19, 20, 21, 30, 31, 40]),
    "renewals": st.sampled_from([0, 0, 1, 2, 3, 4]),
    "holds_waiting": st.sampled_from([0, 0, 0, 1, 2]),
    "fines_cents": st.sampled_from([0, 0, 120, 499, 500, 800]),
    "max_renewals": st.integers(2, 4),
    "period": st.sampled_from([7, 14, 21]),
}
SEED = {
    "domain": "library",
    "keywords": ["renewal", "loan policy", "due date"],
    "tags": ["boolean", "boundary", "early-return", "guard"],
}
