"""Retail: work out the loyalty points earned by a customer's purchases."""
import math

from hypothesis import strategies as st


def loyalty_points(purchases: list[float], member_years: int) -> int:
    """Return the loyalty points earned by a list of purchase amounts in dollars.

    Each purchase earns one point per whole dollar (cents are dropped, never rounded
    up: 19.99 earns 19). A purchase of 100 dollars or more earns double points, and so
    does every purchase of a member of 5 or more years; the two doublings do not stack
    (still only x2). Refunds and zero amounts (<= 0) earn nothing and cost nothing.
    Amounts are finite numbers.
    """
    points = 0
    for amount in purchases:
        if amount <= 0:
            continue
        base = math.floor(amount)
        if amount >= 100 or member_years >= 5:
            base *= 2
        points += base
    return points


def clean_loyalty_points(purchases: list[float], member_years: int) -> int:
    veteran = member_years >= 5
    return sum(int(a) * (2 if veteran or a >= 100 else 1) for a in purchases if a > 0)


def precondition(purchases: list[float], member_years: int) -> bool:
    return all(math.isfinite(amount) for amount in purchases)


STRATEGIES = {
    "purchases": st.lists(st.one_of(st.sampled_from([0.0, 0.5, 99.99, 100.0, 100.5, -5.0]),
                                  st.integers(-2000, 15000).map(lambda cents: cents / 100)), max_size=8),
    "member_years": st.integers(0, 8),
}
SEED = {"domain": "retail", "keywords": ["loyalty", "whole dollar", "double points"],
        "tags": ["guard", "rounding", "boolean", "boundary", "accumulator"]}
