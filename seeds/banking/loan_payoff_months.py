"""Banking: count the months needed to repay a loan."""
from hypothesis import strategies as st


def loan_payoff_months(principal_cents: int, monthly_rate_bp: int, payment_cents: int) -> int:
    """Instalments needed to repay a loan with a fixed payment. Each period, interest
    of balance * monthly_rate_bp / 10000 is added, rounded down to a whole cent, then the
    payment is taken; the period in which the balance reaches 0 or below is the last one
    and counts. A principal of 0 or less needs 0 instalments. Returns -1 when the loan is never
    repaid, i.e. the payment is not larger than the first period's interest."""
    balance = principal_cents
    months = 0
    while balance > 0:
        interest = balance * monthly_rate_bp // 10000
        if payment_cents <= interest:
            return -1
        balance += interest - payment_cents
        months += 1
    return months


def clean_loan_payoff_months(principal_cents: int, monthly_rate_bp: int, payment_cents: int) -> int:
    """Instalments needed to repay a loan with a fixed payment. Each period, interest
    of balance * monthly_rate_bp / 10000 is added, rounded down to a whole cent, then the
    payment is taken; the period in which the balance reaches 0 or below is the last one
    and counts. A principal of 0 or less needs 0 instalments. Returns -1 when the loan is never
    repaid, i.e. the payment is not larger than the first period's interest."""
    if principal_cents <= 0:
        return 0
    if payment_cents <= principal_cents * monthly_rate_bp // 10000:
        return -1
    owed = principal_cents
    count = 0
    while owed > 0:
        owed = owed + owed * monthly_rate_bp // 10000 - payment_cents
        count += 1
    return count


def precondition(principal_cents: int, monthly_rate_bp: int, payment_cents: int) -> bool:
    return monthly_rate_bp >= 0 and payment_cents > 0


STRATEGIES = {
    "principal_cents": st.one_of(st.integers(-50, 5000), st.sampled_from([0, 1, 10000, 20000])),
    "monthly_rate_bp": st.sampled_from([0, 1, 50, 100, 250, 1000]),
    "payment_cents": st.one_of(st.integers(1, 3000), st.sampled_from([100, 200, 250, 2000, 2001])),
}
SEED = {
    "domain": "banking",
    "keywords": ["amortisation", "payoff", "interest"],
    "tags": ["while-loop", "guard", "arithmetic", "rounding", "accumulator"],
}
