"""Data cleaning: parse an integer written with thousands separators."""
from hypothesis import strategies as st


def parse_grouped_int(text: str) -> int | None:
    """Parse an integer written with optional comma thousands separators, such as
    "1,234,567", "-12,000" or "950". An optional leading "-" or "+" is allowed;
    surrounding whitespace is ignored. Digits are ASCII. When commas are used, the first
    group has 1 to 3 digits and every later group exactly 3; a number without commas may
    have any number of digits. Anything else (empty, "1,23", ",123", "12,,345") gives
    None."""
    body = text.strip()
    sign = -1 if body.startswith("-") else 1
    if body[:1] in ("-", "+"):
        body = body[1:]
    groups = body.split(",")
    if not all(g.isascii() and g.isdigit() for g in groups):
        return None
    if len(groups) > 1 and (len(groups[0]) > 3 or any(len(g) != 3 for g in groups[1:])):
        return None
    return sign * int("".join(groups))


def clean_parse_grouped_int(text: str) -> int | None:
    """Parse an integer written with optional comma thousands separators, such as
    "1,234,567", "-12,000" or "950". An optional leading "-" or "+" is allowed;
    surrounding whitespace is ignored. Digits are ASCII. When commas are used, the first
    group has 1 to 3 digits and every later group exactly 3; a number without commas may
    have any number of digits. Anything else (empty, "1,23", ",123", "12,,345") gives
    None."""
    s = text.strip()
    negative = False
    if s and s[0] in "+-":
        negative = s[0] == "-"
        s = s[1:]
    if not s or any(ch not in "0123456789," for ch in s):
        return None
    if "," in s:
        head, _, rest = s.partition(",")
        if not 1 <= len(head) <= 3:
            return None
        for group in rest.split(","):
            if len(group) != 3:
                return None
    value = int(s.replace(",", ""))
    return -value if negative else value


STRATEGIES = {
    "text": st.one_of(
        st.sampled_from(["1,234,567", "-12,000", "950", "", "1,23", ",123", "12,,345", "+1,000", " 7 ", "-", "+", "1234,567",
                         "0", "-0", "12,345,", "١٢٣", "1,2345", "--1", "+-1"]),
        st.text(alphabet="0123456789,-+ ", max_size=10),
    ),
}
SEED = {
    "domain": "data_cleaning",
    "keywords": ["thousands separator", "digit grouping", "validation"],
    "tags": ["string", "guard", "boolean", "sign", "early-return"],
}
