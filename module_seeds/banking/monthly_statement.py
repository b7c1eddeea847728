"""Banking: build a month's account statement with fees and interest."""
from hypothesis import strategies as st


def format_cents(cents: int) -> str:
    """Money text of an amount in cents: an optional "-" sign, whole units with
    a comma between each group of three digits, a dot and exactly two digits of
    cents, e.g. 123456 gives "1,234.56", -5 gives "-0.05" and 0 gives "0.00".

    >>> format_cents(-123456789)
    '-1,234,567.89'
    """
    sign = "-" if cents < 0 else ""
    units, rest = divmod(abs(cents), 100)
    return f"{sign}{units:,}.{rest:02d}"


def round_half_up(numerator: int, denominator: int) -> int:
    """numerator / denominator rounded to the nearest integer, an exact half
    going toward plus infinity (2.5 gives 3, -2.5 gives -2). denominator is
    positive.

    >>> round_half_up(-5, 2), round_half_up(7, 2), round_half_up(1, 3)
    (-2, 4, 0)
    """
    return (2 * numerator + denominator) // (2 * denominator)


def daily_balances(opening: int, postings: list[tuple[int, int]], days: int) -> list[int]:
    """The closing balance (cents) of each day 1..days, as a list whose index 0
    is day 1. A posting (day, amount) is applied on its day, so it shows in that
    day's closing balance; postings may come in any order and those whose day is
    outside 1..days are ignored. days is at least 1."""
    by_day = [0] * (days + 1)
    for day, amount in postings:
        if 1 <= day <= days:
            by_day[day] += amount
    balances = []
    balance = opening
    for day in range(1, days + 1):
        balance += by_day[day]
        balances.append(balance)
    return balances


def overdrawn_days(balances: list[int]) -> int:
    """How many of the daily closing balances (cents) are below zero; a
    balance of exactly zero is not overdrawn, and no balances give 0.

    >>> overdrawn_days([-1, 0, 5, -300]), overdrawn_days([])
    (2, 0)
    """
    return sum(1 for balance in balances if balance < 0)


def overdraft_fee(balances: list[int], fee_per_day: int, free_days: int = 0) -> int:
    """The overdraft fee in cents: fee_per_day for every day whose closing
    balance is below zero, except that the first free_days such days of the month
    (counted in day order, whether or not they are consecutive) are free. A
    balance of exactly zero is not overdrawn."""
    charged = max(0, overdrawn_days(balances) - free_days)
    return charged * fee_per_day


def monthly_interest(balances: list[int], annual_rate_bp: int) -> int:
    """Interest in cents credited for the month: the sum over days of each
    positive closing balance times annual_rate_bp / 10000 / 365, rounded to the
    nearest cent once at the end, an exact half cent rounding up. Days with a
    balance of zero or below earn nothing. The rate is not negative."""
    earning = 0
    for balance in balances:
        if balance > 0:
            earning += balance
    return round_half_up(earning * annual_rate_bp, 10000 * 365)


def statement_line(label: str, cents: int) -> str:
    """One line of the statement: the label, one space, and the amount in
    cents as format_cents writes it (sign, thousands commas, two decimals).

    >>> statement_line("fee", 2500), statement_line("closing", -100000)
    ('fee 25.00', 'closing -1,000.00')
    """
    return f"{label} {format_cents(cents)}"


def statement_lines(opening: int, postings: list[tuple[int, int]], days: int, annual_rate_bp: int,
                    fee_per_day: int, free_days: int = 0) -> list[str]:
    """The statement: "opening X", then "interest X" and "fee X" (each only when
    non-zero), then "closing X", where X is format_cents of the amount. The
    closing amount is the last day's closing balance plus the interest minus the
    fee; interest and fee are worked out from the daily closing balances before
    either is applied. days is at least 1."""
    balances = daily_balances(opening, postings, days)
    interest = monthly_interest(balances, annual_rate_bp)
    fee = overdraft_fee(balances, fee_per_day, free_days=free_days)
    lines = [statement_line("opening", opening)]
    if interest:
        lines.append(statement_line("interest", interest))
    if fee:
        lines.append(statement_line("fee", fee))
    closing = balances[-1] + interest - fee
    lines.append(statement_line("closing", closing))
    return lines


def clean_statement_lines(opening: int, postings: list[tuple[int, int]], days: int, annual_rate_bp: int,
                          fee_per_day: int, free_days: int = 0) -> list[str]:
    def money(c: int) -> str:
        digits = str(abs(c)).rjust(3, "0")
        whole, cents = digits[:-2], digits[-2:]
        groups = []
        while len(whole) > 3:
            groups.insert(0, whole[-3:])
            whole = whole[:-3]
        groups.insert(0, whole)
        return ("-" if c < 0 else "") + ",".join(groups) + "." + cents

    ordered = sorted((d, a) for d, a in postings if 0 < d <= days)
    positive_sum = 0
    negative_days = 0
    for day in range(1, days + 1):
        balance = opening + sum(a for d, a in ordered if d <= day)
        positive_sum += max(balance, 0)
        negative_days += balance < 0
    last = opening + sum(a for _, a in ordered)
    scaled = positive_sum * annual_rate_bp
    interest, remainder = divmod(scaled, 3650000)
    if 2 * remainder >= 3650000:
        interest += 1
    fee = fee_per_day * max(negative_days - free_days, 0)
    out = ["opening " + money(opening)]
    out += ["interest " + money(interest)] if interest != 0 else []
    out += ["fee " + money(fee)] if fee != 0 else []
    return out + ["closing " + money(last + interest - fee)]


_POSTINGS = st.lists(st.tuples(st.integers(-1, 32), st.integers(-300000, 300000)), max_size=10)
_BALANCES = st.lists(st.integers(-500000, 5000000), max_size=31)

STRATEGIES = {
    "format_cents": {"cents": st.integers(-10**10, 10**10)},
    "round_half_up": {"numerator": st.integers(-10**6, 10**6), "denominator": st.integers(1, 1000)},
    "daily_balances": {"opening": st.integers(-100000, 1000000), "postings": _POSTINGS, "days": st.integers(1, 31)},
    "overdrawn_days": {"balances": _BALANCES},
    "statement_line": {"label": st.sampled_from(["opening", "interest", "fee", "closing"]),
                       "cents": st.integers(-10**9, 10**9)},
    "overdraft_fee": {"balances": _BALANCES, "fee_per_day": st.integers(0, 2500), "free_days": st.integers(0, 5)},
    "monthly_interest": {"balances": _BALANCES, "annual_rate_bp": st.integers(0, 2500)},
    "statement_lines": {
        "opening": st.integers(-100000, 1000000),
        "postings": _POSTINGS,
        "days": st.integers(1, 31),
        "annual_rate_bp": st.integers(0, 2500),
        "fee_per_day": st.integers(0, 2500),
        "free_days": st.integers(0, 5),
    },
}
SEED = {
    "domain": "banking",
    "keywords": ["statement", "overdraft fee", "interest", "daily balance", "cents"],
    "tags": ["money", "rounding", "accumulator", "formatting", "keyword-default"],
    "kind": "module",
}
