"""Data cleaning: normalise North-American phone numbers."""
import re

from hypothesis import strategies as st


def normalize_phone(raw: str) -> str | None:
    """Normalise a North-American phone number to "NXX-NXX-XXXX". Every character that is
    not an ASCII digit 0-9 is ignored. If 11 digits remain and the first is "1", that country code is
    dropped. Then exactly 10 digits are required, and neither the area code (1st digit) nor
    the exchange (4th digit) may start with 0 or 1. Anything else gives None."""
    digits = "".join(ch for ch in raw if ch in "0123456789")
    if len(digits) == 11 and digits[0] == "1":
        digits = digits[1:]
    if len(digits) != 10 or digits[0] in "01" or digits[3] in "01":
        return None
    return digits[:3] + "-" + digits[3:6] + "-" + digits[6:]


def clean_normalize_phone(raw: str) -> str | None:
    match = re.fullmatch(r"1?([2-9][0-9][0-9])([2-9][0-9][0-9])([0-9]{4})", re.sub(r"[^0-9]", "", raw))
    return "-".join(match.groups()) if match else None


STRATEGIES = {
    "raw": st.one_of(
        st.sampled_from(["(212) 555-0199", "1-212-555-0199", "212-155-0199", "112-555-0199", "2125550199"]),
        st.text(alphabet="0123456789- ", min_size=8, max_size=14),
        st.text(alphabet="1234", min_size=9, max_size=12),
    )
}
SEED = {
    "domain": "data_cleaning",
    "keywords": ["phone number", "normalise", "validation"],
    "tags": ["boolean", "string", "index", "guard", "boundary"],
}
