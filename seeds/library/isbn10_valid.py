"""Library: validate an ISBN-10 check digit."""
from hypothesis import strategies as st


def isbn10_valid(isbn: str) -> bool:
    """Check an ISBN-10. Hyphens and spaces are ignored; what remains must be exactly 10
    characters: nine ASCII digits followed by a final ASCII digit or 'X'/'x' (worth 10).
    An 'X' anywhere but the last position is invalid. The code is valid when the sum of
    (10 - i) * value_i over positions i = 0..9 is divisible by 11."""
    chars = [c for c in isbn if c not in "- "]
    if len(chars) != 10:
        return False
    total = 0
    for i in range(10):
        c = chars[i]
        if c in "0123456789":
            value = int(c)
        elif i == 9 and c in "xX":
            value = 10
        else:
            return False
        total += (10 - i) * value
    return total % 11 == 0


def clean_isbn10_valid(isbn: str) -> bool:
    body = isbn.replace("-", "").replace(" ", "")
    if len(body) != 10 or not body[:9].isascii() or not body[:9].isdigit():
        return False
    if body[9] not in "0123456789xX":
        return False
    digits = [int(c) for c in body[:9]] + [10 if body[9] in "xX" else int(body[9])]
    running = weighted = 0
    for d in digits:
        running += d
        weighted += running
    return weighted % 11 == 0


def _isbn(parts: tuple[list[int], bool, int, str]) -> str:
    digits, hyphen, tweak, ten = parts
    check = (11 - sum((10 - i) * d for i, d in enumerate(digits)) % 11) % 11
    check = (check + tweak) % 11
    body = "".join(ten if d == 10 else str(d) for d in digits)
    text = body + (ten if check == 10 else str(check))
    return text[:1] + "-" + text[1:5] + "-" + text[5:] if hyphen else text


STRATEGIES = {
    "code": st.one_of(
        st.tuples(
            st.lists(st.sampled_from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), min_size=9, max_size=9),
            st.booleans(),
            st.sampled_from([0, 0, 0, 1, 10]),
            st.sampled_from(["X", "X", "x", "?"]),
        ).map(_isbn),
        st.text(alphabet="0123456789Xx- ", max_size=13),
        st.sampled_from(["0-9752298-0-X", "097522980x", "097522980?", "0306406152", "0-306-40615-3", "X306406152"]),
    ),
}
SEED = {
    "domain": "library",
    "keywords": ["ISBN", "checksum", "validation"],
    "tags": ["string", "index", "loop", "early-return", "boolean"],
}
