"""Retail: compute the check digit of an EAN-13 barcode."""
from hypothesis import strategies as st


def ean13_check_digit(code: str) -> int:
    """Return the check digit (0-9) that completes the 12-digit EAN-13 prefix `code`.

    Returns -1 when `code` is not exactly 12 ASCII digits. Counting positions from the left
    starting at 1, digits in odd positions weigh 1 and digits in even positions weigh 3; the
    check digit is the amount that brings the weighted sum up to the next multiple of 10
    (0 when the sum already is one).
    """
    if len(code) != 12 or not (code.isascii() and code.isdigit()):
        return -1
    weighted = 0
    for position in range(1, 13):
        digit = int(code[position - 1])
        if position % 2 == 0:
            weighted += 3 * digit
        else:
            weighted += digit
    return (10 - weighted % 10) % 10


def clean_ean13_check_digit(code: str) -> int:
    if len(code) != 12:
        return -1
    weights = [1, 3] * 6
    total = 0
    for i in range(12):
        if code[i] not in "0123456789":
            return -1
        total += weights[i] * int(code[i])
    return (10 - total % 10) % 10


STRATEGIES = {
    "code": st.one_of(st.text(alphabet="0123456789", min_size=12, max_size=12),
                      st.sampled_from(["400638133393", "590123412345", "000000000000", "12345678901", "1234567890x2"]),
                      st.text(alphabet="0123456789a", max_size=13)),
}
SEED = {"domain": "retail", "keywords": ["EAN-13", "check digit", "barcode", "weight 3"],
        "tags": ["guard", "loop", "index", "arithmetic", "string"]}
