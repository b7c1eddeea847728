"""Banking: build a fixed-payment loan's amortization schedule in whole cents."""
from fractions import Fraction

from hypothesis import strategies as st


def monthly_rate(annual_rate_bp: int) -> Fraction:
    """The monthly interest rate as an exact fraction of 1, from an annual
    nominal rate in basis points (1% = 100 bp): one twelfth of it, no
    compounding. 600 bp gives Fraction(1, 200)."""
    return Fraction(annual_rate_bp, 10000 * 12)


def ceil_fraction(value: Fraction) -> int:
    """The smallest whole number at or above value (cents are rounded up with
    it, so a payment never falls short); a whole value is itself.

    >>> ceil_fraction(Fraction(8884, 1) + Fraction(1, 3)), ceil_fraction(Fraction(-7, 2)), ceil_fraction(Fraction(5))
    (8885, -3, 5)
    """
    return -(-value.numerator // value.denominator)


def payment_cents(principal: int, annual_rate_bp: int, months: int) -> int:
    """The level monthly payment that repays principal cents over `months`
    (>= 1) months, by the annuity formula P * r / (1 - (1 + r) ** -months)
    with r = monthly_rate, rounded up to a whole cent so the loan is never
    under-paid; a 0% loan pays principal / months, also rounded up.

    >>> payment_cents(120000, 0, 12), payment_cents(100000, 1200, 12)
    (10000, 8885)
    """
    rate = monthly_rate(annual_rate_bp)
    if rate == 0:
        return ceil_fraction(Fraction(principal, months))
    growth = (1 + rate) ** months
    return ceil_fraction(principal * rate * growth / (growth - 1))


def round_half_away(value: Fraction) -> int:
    """value rounded to the nearest whole number, an exact half going away
    from zero (5/2 gives 3, -5/2 gives -3).

    >>> round_half_away(Fraction(5, 2)), round_half_away(Fraction(-5, 2)), round_half_away(Fraction(7, 3))
    (3, -3, 2)
    """
    if value >= 0:
        return int(value + Fraction(1, 2))
    return -int(-value + Fraction(1, 2))


def interest_cents(balance: int, annual_rate_bp: int) -> int:
    """One month's interest on balance cents at the annual rate, rounded to
    the nearest cent with an exact half cent going up."""
    return round_half_away(balance * monthly_rate(annual_rate_bp))


def principal_part(payment: int, interest: int, balance: int, final: bool) -> int:
    """The cents of a month's payment that reduce the balance: what is left of
    the payment after the interest, except that the final month (final True),
    or a month whose remainder covers the whole balance, pays exactly the
    balance. All amounts in cents, balance >= 0.

    >>> principal_part(8885, 1000, 50000, False), principal_part(8885, 80, 8000, False), principal_part(100, 0, 90, True)
    (7885, 8000, 90)
    """
    part = payment - interest
    if final or part >= balance:
        return balance
    return part


def schedule(principal: int, annual_rate_bp: int, months: int) -> list[tuple[int, int, int, int]]:
    """The schedule, one (month, interest, principal_part, balance) row per
    month, month numbered from 1: each month charges interest_cents on the
    opening balance, pays the level payment_cents, and the rest of the payment
    after interest reduces the balance. The final month pays exactly what is
    left (its principal part is the whole remaining balance), so the last
    balance is 0; a loan repaid early stops there."""
    payment = payment_cents(principal, annual_rate_bp, months)
    balance = principal
    rows = []
    for month in range(1, months + 1):
        interest = interest_cents(balance, annual_rate_bp)
        part = principal_part(payment, interest, balance, month == months)
        balance -= part
        rows.append((month, interest, part, balance))
        if balance == 0:
            break
    return rows


def totals(principal: int, annual_rate_bp: int, months: int) -> dict[str, int]:
    """"payments" the number of rows of the schedule, "interest" the total
    interest in cents, "paid" the total paid (principal plus interest) and
    "last_payment" the final row's interest plus principal part (0 when the
    principal is 0 and nothing is paid)."""
    rows = schedule(principal, annual_rate_bp, months)
    interest = sum(row[1] for row in rows)
    return {
        "payments": len(rows),
        "interest": interest,
        "paid": principal + interest,
        "last_payment": rows[-1][1] + rows[-1][2] if rows else 0,
    }


def clean_totals(principal: int, annual_rate_bp: int, months: int) -> dict[str, int]:
    import math
    from decimal import ROUND_HALF_UP, Decimal

    r = Fraction(annual_rate_bp, 120000)
    if r:
        level = math.ceil(principal * r / (1 - 1 / (1 + r) ** months))
    else:
        level = math.ceil(Fraction(principal, months))
    owed = principal
    paid_interest = 0
    count = 0
    last = 0
    while count < months:
        count += 1
        charge = Fraction(owed) * r
        due = int((Decimal(charge.numerator) / Decimal(charge.denominator)).quantize(Decimal(1), rounding=ROUND_HALF_UP))
        reduce = owed if count == months or level - due >= owed else level - due
        owed -= reduce
        paid_interest += due
        last = due + reduce
        if owed == 0:
            break
    return {"payments": count, "interest": paid_interest, "paid": principal + paid_interest, "last_payment": last}


STRATEGIES = {
    "monthly_rate": {"annual_rate_bp": st.integers(0, 3000)},
    "payment_cents": {"principal": st.integers(0, 5_000_000), "annual_rate_bp": st.integers(0, 3000),
                      "months": st.integers(1, 60)},
    "ceil_fraction": {"value": st.fractions(-10**6, 10**6, max_denominator=10**6)},
    "round_half_away": {"value": st.fractions(-10**6, 10**6, max_denominator=1000)},
    "principal_part": {"payment": st.integers(0, 500_000), "interest": st.integers(0, 100_000),
                       "balance": st.integers(0, 5_000_000), "final": st.booleans()},
    "interest_cents": {"balance": st.integers(0, 5_000_000), "annual_rate_bp": st.integers(0, 3000)},
    "schedule": {"principal": st.integers(0, 5_000_000), "annual_rate_bp": st.integers(0, 3000),
                 "months": st.integers(1, 36)},
    "totals": {"principal": st.one_of(st.integers(0, 5_000_000), st.just(0), st.just(1)),
               "annual_rate_bp": st.one_of(st.integers(0, 3000), st.just(0)), "months": st.integers(1, 36)},
}
SEED = {
    "domain": "banking",
    "keywords": ["amortization", "annuity", "monthly payment", "interest", "final payment"],
    "tags": ["money", "fraction", "ceil-rounding", "1-based", "early-exit"],
    "kind": "module",
}
