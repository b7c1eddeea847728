"""Calendar: prorate a monthly subscription that starts mid-month."""
import math
from fractions import Fraction

from hypothesis import strategies as st


def prorate_charge(monthly_cents: int, start_day: int, days_in_month: int) -> int:
    """Charge in cents for a subscription that starts on start_day (1-based) of a month of
    days_in_month days and is billed from start_day through the last day, both inclusive.
    The charge is monthly_cents * days_billed / days_in_month rounded to the nearest cent,
    an exact half cent rounding up. Starting on day 1 or earlier bills the full
    monthly_cents; starting after the last day of the month bills 0.
    days_in_month is 28-31."""
    if start_day <= 1:
        return monthly_cents
    if start_day > days_in_month:
        return 0
    days_billed = days_in_month - start_day + 1
    return (monthly_cents * days_billed * 2 + days_in_month) // (2 * days_in_month)


def clean_prorate_charge(monthly_cents: int, start_day: int, days_in_month: int) -> int:
    days = min(days_in_month, max(0, days_in_month + 1 - max(start_day, 1)))
    exact = Fraction(monthly_cents * days, days_in_month)
    return math.floor(exact + Fraction(1, 2))


def precondition(monthly_cents: int, start_day: int, days_in_month: int) -> bool:
    return 28 <= days_in_month <= 31


STRATEGIES = {
    "monthly_cents": st.integers(0, 5000),
    "start_day": st.integers(-1, 32),
    "days_in_month": st.integers(28, 31),
}
SEED = {
    "domain": "calendar",
    "keywords": ["proration", "subscription", "billing"],
    "tags": ["rounding", "division", "guard", "boundary", "early-return"],
}
