"""Banking: find the days on which withdrawals went over the daily limit."""
from hypothesis import strategies as st


def limit_breach_days(withdrawals: list[tuple[int, int]], daily_limit_cents: int) -> list[int]:
    """Dates on which withdrawals exceeded the limit. The (date, amount_cents) pairs,
    in any order, are totalled per date, and a date whose total is strictly above
    daily_limit_cents is reported; a total exactly at the limit is fine. Reversals appear
    as negative amounts and reduce that date's total. Dates in ascending order, each once;
    no withdrawals gives []."""
    totals: dict[int, int] = {}
    for day, amount in withdrawals:
        totals[day] = totals.get(day, 0) + amount
    breaches = []
    for day in sorted(totals):
        if totals[day] > daily_limit_cents:
            breaches.append(day)
    return breaches


def clean_limit_breach_days(withdrawals: list[tuple[int, int]], daily_limit_cents: int) -> list[int]:
    """Dates on which withdrawals exceeded the limit. The (date, amount_cents) pairs,
    in any order, are totalled per date, and a date whose total is strictly above
    daily_limit_cents is reported; a total exactly at the limit is fine. Reversals appear
    as negative amounts and reduce that date's total. Dates in ascending order, each once;
    no withdrawals gives []."""
    days = sorted({day for day, _ in withdrawals})
    result = []
    for day in days:
        spent = sum(amount for when, amount in withdrawals if when == day)
        if spent - daily_limit_cents > 0:
            result.append(day)
    return result


STRATEGIES = {
    "withdrawals": st.lists(st.tuples(st.integers(0, 5), st.integers(-50, 200)), max_size=8),
    "daily_limit_cents": st.sampled_from([0, 100, 150, 200, 250]),
}
SEED = {
    "domain": "banking",
    "keywords": ["withdrawal limit", "reversal", "strictly above"],
    "tags": ["dict", "accumulator", "boundary", "sort", "loop"],
}
