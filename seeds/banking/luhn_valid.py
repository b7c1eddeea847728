"""Banking: validate a card number with the Luhn checksum."""
from hypothesis import strategies as st


def luhn_valid(number: str) -> bool:
    """Return True when `number` passes the Luhn checksum used on card numbers.

    Spaces are ignored. The result is False when any character other than the digits
    0-9 and spaces appears, or when fewer than 2 digits remain. Counting from the
    rightmost digit (position 0), every digit at an odd position is doubled, and 9 is
    subtracted when the doubled value exceeds 9; the number is valid when the sum of
    all the resulting digits is a multiple of 10.
    """
    digits = number.replace(" ", "")
    if len(digits) < 2 or not (digits.isascii() and digits.isdigit()):
        return False
    total = 0
    for pos, ch in enumerate(reversed(digits)):
        d = int(ch)
        if pos % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def clean_luhn_valid(number: str) -> bool:
    chars = [c for c in number if c != " "]
    if len(chars) < 2 or any(c not in "0123456789" for c in chars):
        return False
    total = 0
    for i, c in enumerate(chars[::-1]):
        v = int(c) * (1 + i % 2)
        total += v - 9 if v > 9 else v
    return total % 10 == 0


STRATEGIES = {
    "number": st.one_of(
        st.sampled_from(["4539 1488 0343 6467", "79927398713", "79927398710", "0", "00", "18", "59", "x1"]),
        st.text(alphabet="0123456789 ", max_size=12),
        st.text(alphabet="0123456789-²", max_size=6),
    ),
}
SEED = {"domain": "banking", "keywords": ["Luhn", "checksum", "card number", "doubling"],
        "tags": ["guard", "boolean", "string", "loop", "index"]}
