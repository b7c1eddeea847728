"""Banking: grow a deposit with periodic compound interest."""
from hypothesis import strategies as st


def compound_balance(principal_cents: int, annual_rate_bp: int, years: int,
                     periods_per_year: int = 12) -> int:
    """Balance after compounding. There are years * periods_per_year periods; each adds
    interest of balance * annual_rate_bp / (10000 * periods_per_year), rounded half up to
    a whole cent (an exact half cent goes up), and the rounded interest is what earns
    interest later. Returns principal_cents unchanged when years <= 0. Principal and rate
    are not negative and periods_per_year is at least 1."""
    balance = principal_cents
    denominator = 10000 * periods_per_year
    for _ in range(years * periods_per_year):
        interest = (2 * balance * annual_rate_bp + denominator) // (2 * denominator)
        balance += interest
    return balance


def clean_compound_balance(principal_cents: int, annual_rate_bp: int, years: int,
                           periods_per_year: int = 12) -> int:
    """Balance after compounding. There are years * periods_per_year periods; each adds
    interest of balance * annual_rate_bp / (10000 * periods_per_year), rounded half up to
    a whole cent (an exact half cent goes up), and the rounded interest is what earns
    interest later. Returns principal_cents unchanged when years <= 0. Principal and rate
    are not negative and periods_per_year is at least 1."""
    amount = principal_cents
    periods = years * periods_per_year if years > 0 else 0
    while periods > 0:
        whole, part = divmod(amount * annual_rate_bp, 10000 * periods_per_year)
        if 2 * part >= 10000 * periods_per_year:
            whole += 1
        amount += whole
        periods -= 1
    return amount


def precondition(principal_cents: int, annual_rate_bp: int, years: int, periods_per_year: int = 12) -> bool:
    return principal_cents >= 0 and annual_rate_bp >= 0 and periods_per_year >= 1


STRATEGIES = {
    "principal_cents": st.one_of(st.integers(0, 100000), st.sampled_from([0, 1, 50, 100, 2000])),
    "annual_rate_bp": st.sampled_from([0, 1, 50, 100, 120, 500, 600, 2400]),
    "years": st.integers(-1, 4),
    "periods_per_year": st.sampled_from([1, 2, 4, 12]),
}
SEED = {
    "domain": "banking",
    "keywords": ["compound interest", "round half up", "compounding period"],
    "tags": ["loop", "rounding", "arithmetic", "default-argument"],
}
