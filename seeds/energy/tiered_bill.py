"""Energy: compute an electricity bill under tiered (block) pricing."""
from hypothesis import strategies as st


def tiered_bill(kwh: int, tiers: list[tuple[int, int]], top_rate: int) -> int:
    """Electricity bill in cents. tiers is a list of (upper_kwh, cents_per_kwh) with
    strictly increasing upper_kwh: kWh 1..upper_1 are charged at the first rate, kWh
    upper_1+1..upper_2 at the second rate, and so on; every kWh beyond the last upper
    bound is charged top_rate. With no tiers everything is charged top_rate. Zero or
    negative usage costs 0.
    Every upper_kwh is at least 1, rates are not negative, and usage is at most 1,000,000 kWh."""
    bill = 0
    lower = 0
    for upper, rate in tiers:
        if kwh <= lower:
            break
        bill += (min(kwh, upper) - lower) * rate
        lower = upper
    if kwh > lower:
        bill += (kwh - lower) * top_rate
    return bill


def clean_tiered_bill(kwh: int, tiers: list[tuple[int, int]], top_rate: int) -> int:
    cost = 0
    for unit in range(1, kwh + 1):
        cost += next((rate for upper, rate in tiers if unit <= upper), top_rate)
    return cost


def _tiers(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    uppers = sorted({upper for upper, _ in pairs})
    return [(upper, rate) for upper, (_, rate) in zip(uppers, pairs)]


def precondition(kwh: int, tiers: list[tuple[int, int]], top_rate: int) -> bool:
    return kwh <= 10**6 and all(upper >= 1 and rate >= 0 for upper, rate in tiers) and all(a[0] < b[0] for a, b in zip(tiers, tiers[1:])) and top_rate >= 0


STRATEGIES = {
    "kwh": st.integers(-10, 400),
    "tiers": st.lists(st.tuples(st.integers(1, 300), st.integers(5, 40)), max_size=4).map(_tiers),
    "top_rate": st.integers(10, 60),
}
SEED = {
    "domain": "energy",
    "keywords": ["tariff", "block pricing", "brackets"],
    "tags": ["loop", "accumulator", "boundary", "early-return"],
}
