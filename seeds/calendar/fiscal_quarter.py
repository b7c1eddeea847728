"""Calendar: fiscal quarter of a month for a fiscal year that starts mid-year."""
from hypothesis import strategies as st


def fiscal_quarter(month: int, fiscal_start_month: int) -> int:
    """Fiscal quarter (1-4) of calendar month (1-12) for a fiscal year that starts in
    fiscal_start_month (1-12): the start month and the two after it form Q1, the next three
    Q2, and so on, wrapping past December. With a July start, July is Q1, December Q2 and
    March Q3. Returns 0 when either month is outside 1..12."""
    if month < 1 or month > 12 or fiscal_start_month < 1 or fiscal_start_month > 12:
        return 0
    offset = month - fiscal_start_month
    if offset < 0:
        offset += 12
    return offset // 3 + 1


def clean_fiscal_quarter(month: int, fiscal_start_month: int) -> int:
    elapsed = (month - fiscal_start_month) % 12
    valid = range(1, 13)
    if month not in valid or fiscal_start_month not in valid:
        return 0
    return elapsed // 3 + 1


STRATEGIES = {
    "month": st.integers(-1, 14),
    "fiscal_start_month": st.integers(-1, 14),
}
SEED = {
    "domain": "calendar",
    "keywords": ["fiscal year", "quarter", "wrap around"],
    "tags": ["boolean", "guard", "rounding", "division", "boundary"],
}
