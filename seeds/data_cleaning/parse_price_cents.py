"""Data cleaning: parse free-form price strings into whole cents."""
import re
from decimal import ROUND_HALF_UP, Decimal

from hypothesis import strategies as st


def parse_price_cents(text: str) -> int | None:
    """Parse a price such as "$12.5", "12.345" or " 7 " into whole cents. Surrounding
    whitespace and one leading "$" are allowed; then one or more ASCII digits 0-9, optionally
    followed by "." and zero or more ASCII digits ("12." is 1200). Extra decimals round half up on the
    third decimal ("0.125" -> 13, "0.1249" -> 12, "0.995" -> 100). Anything else,
    including "" and "$", gives None."""
    s = text.strip()
    if s.startswith("$"):
        s = s[1:]
    whole, _, frac = s.partition(".")
    if not (whole.isascii() and whole.isdigit()) or (frac and not (frac.isascii() and frac.isdigit())):
        return None
    frac = (frac + "000")[:3]
    cents = int(whole) * 100 + int(frac[:2])
    if int(frac[2]) >= 5:
        cents += 1
    return cents


def clean_parse_price_cents(text: str) -> int | None:
    match = re.fullmatch(r"\s*\$?([0-9]+)(?:\.([0-9]*))?\s*", text)
    if match is None:
        return None
    amount = Decimal(match.group(1) + "." + (match.group(2) or "0")) * 100
    return int(amount.quantize(Decimal(1), rounding=ROUND_HALF_UP))


STRATEGIES = {
    "text": st.one_of(
        st.sampled_from(["$12.5", "0.125", "0.1249", "0.995", "12.", " $3 ", "$", "1.2.3", ".5"]),
        st.text(alphabet="0159.$ ", max_size=8),
    )
}
SEED = {
    "domain": "data_cleaning",
    "keywords": ["price parsing", "currency", "cents"],
    "tags": ["rounding", "boolean", "string", "guard", "boundary"],
}
