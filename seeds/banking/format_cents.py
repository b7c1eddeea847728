"""Banking: format an amount of cents with thousands separators."""
from hypothesis import strategies as st


def format_cents(cents: int, symbol: str = "$") -> str:
    """Format an amount of cents for display: the whole units with a comma between
    every group of three digits counted from the right, a point, then exactly two digits
    of cents; the symbol goes before the digits and, for negative amounts, a minus sign
    goes before the symbol: 123456 -> "$1,234.56", 100000000 -> "$1,000,000.00",
    -5 -> "-$0.05", 0 -> "$0.00"."""
    sign = "-" if cents < 0 else ""
    units, frac = divmod(abs(cents), 100)
    digits = str(units)
    groups = []
    while len(digits) > 3:
        groups.insert(0, digits[-3:])
        digits = digits[:-3]
    groups.insert(0, digits)
    return f"{sign}{symbol}{','.join(groups)}.{frac:02d}"


def clean_format_cents(cents: int, symbol: str = "$") -> str:
    """Format an amount of cents for display: the whole units with a comma between
    every group of three digits counted from the right, a point, then exactly two digits
    of cents; the symbol goes before the digits and, for negative amounts, a minus sign
    goes before the symbol: 123456 -> "$1,234.56", 100000000 -> "$1,000,000.00",
    -5 -> "-$0.05", 0 -> "$0.00"."""
    magnitude = -cents if cents < 0 else cents
    whole = f"{magnitude // 100:,}"
    text = f"{symbol}{whole}.{magnitude % 100:02d}"
    if cents < 0:
        text = "-" + text
    return text


STRATEGIES = {
    "cents": st.one_of(
        st.integers(-10**10, 10**10),
        st.sampled_from([0, -1, 99, 100, 99999, 100000, 123456, -100000, 100000000]),
    ),
    "symbol": st.sampled_from(["$", "€", "", "CHF "]),
}
SEED = {
    "domain": "banking",
    "keywords": ["thousands separator", "grouping", "negative"],
    "tags": ["string", "while-loop", "slicing", "arithmetic", "default-argument"],
}
