"""Security: estimate the brute-force entropy of a password."""
import math

from hypothesis import strategies as st


def entropy_bits(password: str) -> int:
    """Estimate a password's entropy as len(password) * log2(pool), rounded down to a whole
    bit. The pool adds 26 when the password has an ASCII lower-case letter, 26 for an ASCII
    upper-case letter, 10 for an ASCII digit, 33 for any other ASCII character (space
    included), and 100 when it has any non-ASCII character. The empty password has
    0 bits.
    """
    pool = 0
    if any("a" <= c <= "z" for c in password):
        pool += 26
    if any("A" <= c <= "Z" for c in password):
        pool += 26
    if any(c.isascii() and c.isdigit() for c in password):
        pool += 10
    if any(c.isascii() and not c.isalnum() for c in password):
        pool += 33
    if not password.isascii():
        pool += 100
    return math.floor(len(password) * math.log2(pool)) if pool else 0


def clean_entropy_bits(password: str) -> int:
    """Estimate a password's entropy as len(password) * log2(pool), rounded down to a whole
    bit. The pool adds 26 when the password has an ASCII lower-case letter, 26 for an ASCII
    upper-case letter, 10 for an ASCII digit, 33 for any other ASCII character (space
    included), and 100 when it has any non-ASCII character. The empty password has
    0 bits.
    """
    sizes = {"lower": 26, "upper": 26, "digit": 10, "other": 33, "wide": 100}
    found = set()
    for c in password:
        if ord(c) > 127:
            found.add("wide")
        elif c.islower():
            found.add("lower")
        elif c.isupper():
            found.add("upper")
        elif c.isdigit():
            found.add("digit")
        else:
            found.add("other")
    size = sum(sizes[kind] for kind in found)
    return int(len(password) * math.log2(size)) if password else 0


STRATEGIES = {
    "password": st.one_of(st.text(alphabet="azAZ09 !~é", max_size=12),
                          st.sampled_from(["", "password", "Passw0rd!", "correct horse", "пароль", "12345678"])),
}
SEED = {"domain": "security", "keywords": ["password entropy", "character pool", "log2"],
        "tags": ["string", "boolean", "accumulator", "rounding", "guard"]}
