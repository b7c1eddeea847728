"""Travel: price a group's tickets with child fares and free group tickets."""
import decimal

from hypothesis import strategies as st


def group_ticket_price(adults: int, children: int, adult_cents: int, child_pct: int = 50) -> int:
    """Total price in cents for a travelling group. A child ticket costs child_pct percent
    of the adult price, rounded to the nearest cent with halves rounded up. Every 10th
    ticket in the group is free (10 tickets -> 1 free, 19 -> 1, 20 -> 2), and the free
    tickets are taken from the cheapest tickets first (child tickets, as child_pct is at
    most 100). A negative number of adults or children is invalid: return -1.
    adult_cents is 0 to 1,000,000,000 and a group has at most 100,000 adults and 100,000
    children."""
    if adults < 0 or children < 0:
        return -1
    child_cents = (adult_cents * child_pct + 50) // 100
    free = (adults + children) // 10
    free_children = min(free, children)
    free_adults = free - free_children
    return (adults - free_adults) * adult_cents + (children - free_children) * child_cents


def clean_group_ticket_price(adults: int, children: int, adult_cents: int, child_pct: int = 50) -> int:
    if min(adults, children) < 0:
        return -1
    exact = decimal.Decimal(adult_cents * child_pct) / 100
    child = int(exact.quantize(decimal.Decimal(1), rounding=decimal.ROUND_HALF_UP))
    prices = sorted([child] * children + [adult_cents] * adults)
    return sum(prices[len(prices) // 10:])


def precondition(adults: int, children: int, adult_cents: int, child_pct: int = 50) -> bool:
    return 0 <= child_pct <= 100 and 0 <= adult_cents <= 10**9 and adults <= 10**5 and children <= 10**5


STRATEGIES = {
    "adults": st.one_of(st.integers(0, 25), st.sampled_from([-1, -2])),
    "children": st.one_of(st.integers(0, 25), st.sampled_from([-1, -2])),
    "adult_cents": st.one_of(st.integers(100, 5000), st.sampled_from([999, 1250, 1253])),
    "child_pct": st.one_of(st.integers(0, 100), st.sampled_from([25, 33, 50, 75])),
}
SEED = {
    "domain": "travel",
    "keywords": ["group discount", "child fare", "rounding"],
    "tags": ["guard", "rounding", "boolean", "division"],
}
