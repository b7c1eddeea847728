"""Data cleaning: parse dates written as ISO or day/month/year."""
from hypothesis import strategies as st


def parse_loose_date(text: str) -> tuple[int, int, int] | None:
    """Parse a date written "YYYY-MM-DD" or "DD/MM/YYYY" into (year, month, day).
    The year has exactly four ASCII digits, month and day one or two; surrounding
    whitespace is ignored. Returns None for any other shape or for a date that does not
    exist: months 1..12, days 1..the month's length, February having 29 days in leap
    years (divisible by 4, except centuries not divisible by 400)."""
    text = text.strip()
    if text.count("-") == 2:
        year, month, day = text.split("-")
    elif text.count("/") == 2:
        day, month, year = text.split("/")
    else:
        return None
    if not all(f.isascii() and f.isdigit() for f in (year, month, day)):
        return None
    if len(year) != 4 or not 1 <= len(month) <= 2 or not 1 <= len(day) <= 2:
        return None
    y, m, d = int(year), int(month), int(day)
    leap = y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    lengths = [31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if not 1 <= m <= 12 or not 1 <= d <= lengths[m - 1]:
        return None
    return (y, m, d)


def clean_parse_loose_date(text: str) -> tuple[int, int, int] | None:
    """Parse a date written "YYYY-MM-DD" or "DD/MM/YYYY" into (year, month, day).
    The year has exactly four ASCII digits, month and day one or two; surrounding
    whitespace is ignored. Returns None for any other shape or for a date that does not
    exist: months 1..12, days 1..the month's length, February having 29 days in leap
    years (divisible by 4, except centuries not divisible by 400)."""
    s = text.strip()
    for sep, order in (("-", (0, 1, 2)), ("/", (2, 1, 0))):
        parts = s.split(sep)
        if len(parts) == 3:
            break
    else:
        return None
    year, month, day = parts[order[0]], parts[order[1]], parts[order[2]]
    joined = year + month + day
    if not (joined.isascii() and joined.isdigit()):
        return None
    if len(year) != 4 or len(month) not in (1, 2) or len(day) not in (1, 2):
        return None
    y, m, d = int(year), int(month), int(day)
    if m < 1 or m > 12 or d < 1:
        return None
    if m == 2:
        limit = 29 if y % 400 == 0 or (y % 4 == 0 and y % 100 != 0) else 28
    elif m in (4, 6, 9, 11):
        limit = 30
    else:
        limit = 31
    return (y, m, d) if d <= limit else None


def _date_text(parts: tuple[int, int, int, bool, bool, str]) -> str:
    year, month, day, iso, padded, pad = parts
    mm = f"{month:02d}" if padded else str(month)
    dd = f"{day:02d}" if padded else str(day)
    body = f"{year}-{mm}-{dd}" if iso else f"{dd}/{mm}/{year}"
    return pad + body + pad


STRATEGIES = {
    "text": st.one_of(
        st.tuples(
            st.sampled_from([1900, 1996, 2000, 2023, 2024, 2100, 999, 10000]),
            st.one_of(st.just(2), st.sampled_from([0, 1, 4, 6, 9, 11, 12, 13]), st.integers(0, 13)),
            st.one_of(st.sampled_from([0, 1, 28, 29, 30, 31, 32, 100]), st.integers(0, 32)),
            st.booleans(),
            st.booleans(),
            st.sampled_from(["", " "]),
        ).map(_date_text),
        st.sampled_from(["", "2024-02", "2024/02/03", "3-2-2024", "29/02/2023", "2024-002-03", "２０２４-01-01", "1/1/24",
                         "2024-0a-01", "2024- 1-01", "2024-+1-01", "2024-1-+1", "+1/1/2024", "1/+1/2024", "2024-1-1-",
                         "1/1/2024/", "29/2/2000", "29/2/1900", "2000-2-29", "1900-02-29", "2024-04-31", "31/4/2024"]),
        st.text(alphabet="0129-/ ", max_size=11),
    ),
}
SEED = {
    "domain": "data_cleaning",
    "keywords": ["leap", "validation", "ISO"],
    "tags": ["string", "guard", "boundary", "boolean", "index"],
}
