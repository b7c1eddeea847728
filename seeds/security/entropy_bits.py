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
    if not password:
        return 0
    lower = upper = digit = other = wide = False
    for c in password:
        if not c.isascii():
            wide = True
        elif c.islower():
            lower = True
        elif c.isupper():
            upper = True
        elif c.isdigit():
            digit = True
        else:
            other = True
    size = 0
    if lower:
        size += 26
    if upper:
        size += 26
    if digit:
        size += 10
    if other:
        size += 33
    if wide:
        size += 100
    return int(len(password) * math.log2(size))


STRATEGIES = {
    "password": st.one_of(st.text(alphabet="azAZ09 !~é", max_size=12),
                          st.sampled_from(["", "password", "Passw0rd!", "correct horse", "пароль", "12345678"])),
}
SEED = {"domain": "security", "keywords": ["password entropy", "character pool", "log2"],
        "tags": ["string", "boolean", "accumulator", "rounding", "guard"]}
