"""Travel: convert cash at a bureau de change."""
from hypothesis import strategies as st


def exchange_amount(amount_cents: int, rate: float, fee_pct: float = 2.0, min_fee_cents: int = 300) -> int:
    """Exchange amount_cents of home currency at `rate` units of foreign currency per home
    unit. The bureau first takes a fee of fee_pct percent of the amount, but at least
    min_fee_cents; the rest is converted and rounded down to a whole foreign cent. When the
    fee is at least the amount, nothing is paid out (0). An amount of zero or less -> 0.
    """
    if amount_cents <= 0:
        return 0
    fee = max(amount_cents * fee_pct / 100, min_fee_cents)
    if fee >= amount_cents:
        return 0
    return int((amount_cents - fee) * rate)


def clean_exchange_amount(amount_cents: int, rate: float, fee_pct: float = 2.0, min_fee_cents: int = 300) -> int:
    """Exchange amount_cents of home currency at `rate` units of foreign currency per home
    unit. The bureau first takes a fee of fee_pct percent of the amount, but at least
    min_fee_cents; the rest is converted and rounded down to a whole foreign cent. When the
    fee is at least the amount, nothing is paid out (0). An amount of zero or less -> 0.
    """
    import math

    percent_fee = amount_cents * fee_pct / 100
    fee = percent_fee if percent_fee > min_fee_cents else min_fee_cents
    left = amount_cents - fee
    if amount_cents < 1 or left <= 0:
        return 0
    return math.floor(left * rate)


def precondition(amount_cents: int, rate: float, fee_pct: float = 2.0, min_fee_cents: int = 300) -> bool:
    return rate >= 0 and fee_pct >= 0 and min_fee_cents >= 0 and all(v == v and abs(v) < 1e100 for v in (rate, fee_pct))


STRATEGIES = {
    "amount_cents": st.one_of(st.integers(-100, 100000), st.sampled_from([0, 299, 300, 301, 15000, 15001])),
    "rate": st.sampled_from([0.5, 0.85, 1.0, 1.25, 150.0]),
    "fee_pct": st.sampled_from([0.0, 1.5, 2.0]),
    "min_fee_cents": st.sampled_from([0, 300]),
}
SEED = {"domain": "travel", "keywords": ["currency exchange", "minimum fee", "round down"],
        "tags": ["min-max", "guard", "boundary", "arithmetic", "default"]}
