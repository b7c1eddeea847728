"""Security: mask a card number for display, keeping only the last digits."""
from hypothesis import strategies as st


def mask_card(number: str, visible: int = 4) -> str:
    """Mask a card number for display. Every character other than an ASCII digit is
    dropped first. All digits except the last `visible` become '*'; visible <= 0 masks
    every digit and visible >= the digit count shows them all. The result is grouped in
    blocks of 4 counted from the left and joined by single spaces (the last block may be
    shorter). A number with no digits gives ''."""
    digits = [c for c in number if c in "0123456789"]
    keep = max(0, min(visible, len(digits)))
    masked = "*" * (len(digits) - keep) + "".join(digits[len(digits) - keep:])
    blocks = []
    for i in range(0, len(masked), 4):
        blocks.append(masked[i:i + 4])
    return " ".join(blocks)


def clean_mask_card(number: str, visible: int = 4) -> str:
    digits = "".join(ch for ch in number if ch.isascii() and ch.isdigit())
    first_shown = len(digits) - visible
    out = ""
    for i, ch in enumerate(digits):
        if i and i % 4 == 0:
            out += " "
        out += ch if i >= first_shown else "*"
    return out


STRATEGIES = {
    "number": st.text(alphabet="0123456789 -", max_size=22),
    "visible": st.integers(-1, 6),
}
SEED = {
    "domain": "security",
    "keywords": ["masking", "card number", "PII"],
    "tags": ["string", "index", "rounding", "boundary"],
}
