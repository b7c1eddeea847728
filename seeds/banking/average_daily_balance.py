"""Banking: average daily balance over a billing cycle."""
from hypothesis import strategies as st


def average_daily_balance(opening_cents: int, postings: list[tuple[int, int]], cycle_days: int) -> int:
    """Average daily balance over a billing cycle of days 1..cycle_days, rounded down to
    a whole cent (toward minus infinity). The balance starts at opening_cents; each (day,
    amount_cents) posting changes it from that day on, so a posting on day 1 counts for
    the whole cycle and one on the last day for one day. Postings may come in any order;
    postings outside 1..cycle_days are ignored. cycle_days is at least 1.
    A cycle is at most 366 days."""
    changes = [0] * (cycle_days + 1)
    for day, amount in postings:
        if 1 <= day <= cycle_days:
            changes[day] += amount
    balance = opening_cents
    total = 0
    for day in range(1, cycle_days + 1):
        balance += changes[day]
        total += balance
    return total // cycle_days


def clean_average_daily_balance(opening_cents: int, postings: list[tuple[int, int]], cycle_days: int) -> int:
    """Average daily balance over a billing cycle of days 1..cycle_days, rounded down to
    a whole cent (toward minus infinity). The balance starts at opening_cents; each (day,
    amount_cents) posting changes it from that day on, so a posting on day 1 counts for
    the whole cycle and one on the last day for one day. Postings may come in any order;
    postings outside 1..cycle_days are ignored. cycle_days is at least 1."""
    weighted = opening_cents * cycle_days
    for day, amount in postings:
        if 0 < day <= cycle_days:
            weighted += amount * (cycle_days - day + 1)
    return weighted // cycle_days


def precondition(opening_cents: int, postings: list[tuple[int, int]], cycle_days: int) -> bool:
    return (cycle_days >= 1) and cycle_days <= 366


STRATEGIES = {
    "opening_cents": st.integers(-500, 500),
    "postings": st.lists(st.tuples(st.integers(-1, 9), st.integers(-300, 300)), max_size=6),
    "cycle_days": st.integers(1, 8),
}
SEED = {
    "domain": "banking",
    "keywords": ["balance", "billing", "posting"],
    "tags": ["index", "loop", "accumulator", "boundary", "floor-division"],
}
