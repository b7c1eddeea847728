"""Banking: compute the simple interest earned on a savings balance."""
from fractions import Fraction
import math

from hypothesis import strategies as st


def simple_interest_cents(balance_cents: int, annual_rate_bp: int, days: int) -> int:
    """Return the simple interest earned, in whole cents, on a balance held for `days` days.

    interest = balance * rate_bp / 10000 * days / 365, rounded to the nearest cent with
    halves rounded up. The rate is in basis points (1 bp = 0.01 %). A balance of 0 or
    less, a rate of 0 or less, or 0 or fewer days earns 0.
    """
    if balance_cents <= 0 or annual_rate_bp <= 0 or days <= 0:
        return 0
    numerator = balance_cents * annual_rate_bp * days
    denominator = 10_000 * 365
    return (numerator + denominator // 2) // denominator


def clean_simple_interest_cents(balance_cents: int, annual_rate_bp: int, days: int) -> int:
    if min(balance_cents, annual_rate_bp, days) < 1:
        return 0
    exact = Fraction(balance_cents * annual_rate_bp, 10_000) * Fraction(days, 365)
    return math.floor(exact + Fraction(1, 2))


STRATEGIES = {
    "balance_cents": st.integers(-50_000, 2_000_000),
    "annual_rate_bp": st.integers(-100, 2_000),
    "days": st.integers(-30, 400),
}
SEED = {"domain": "banking", "keywords": ["simple interest", "basis points", "round half up"],
        "tags": ["guard", "rounding", "division", "boolean"]}
