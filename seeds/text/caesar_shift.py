"""Text: apply a Caesar shift to a message."""
from hypothesis import strategies as st


def caesar_shift(text: str, shift: int) -> str:
    """Shift every ASCII letter `shift` places along the alphabet, wrapping from z to a
    (and from a to z for negative shifts) and keeping its case. Every other character,
    including accented letters and digits, is unchanged. Any integer shift is allowed
    (26 and 0 change nothing).
    """
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - ord("a") + shift) % 26 + ord("a")))
        elif "A" <= ch <= "Z":
            out.append(chr((ord(ch) - ord("A") + shift) % 26 + ord("A")))
        else:
            out.append(ch)
    return "".join(out)


def clean_caesar_shift(text: str, shift: int) -> str:
    """Shift every ASCII letter `shift` places along the alphabet, wrapping from z to a
    (and from a to z for negative shifts) and keeping its case. Every other character,
    including accented letters and digits, is unchanged. Any integer shift is allowed
    (26 and 0 change nothing).
    """
    import string

    lower = string.ascii_lowercase
    upper = string.ascii_uppercase
    n = shift % 26
    table = str.maketrans(lower + upper, lower[n:] + lower[:n] + upper[n:] + upper[:n])
    return text.translate(table)


STRATEGIES = {
    "text": st.one_of(st.text(alphabet="azAZmNé9 ", max_size=10), st.sampled_from(["Hello, World!", "xyz", "Zürich"])),
    "shift": st.one_of(st.integers(-30, 30), st.sampled_from([0, 1, 25, 26, 27, -1, -26, 1000])),
}
SEED = {"domain": "text", "keywords": ["Caesar cipher", "wrap around", "preserve case"],
        "tags": ["string", "modular", "boundary", "loop"]}
