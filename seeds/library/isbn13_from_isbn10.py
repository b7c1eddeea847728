"""Library: convert an ISBN-10 to its ISBN-13 form."""
from hypothesis import strategies as st


def isbn13_from_isbn10(isbn10: str) -> str:
    """ISBN-13 for an ISBN-10. Hyphens and spaces in the input are ignored; what is left
    must be 9 ASCII digits followed by a digit or "X"/"x" (the old check character, which
    is dropped without being verified), else return "". The result is "978", the 9
    digits, and a new check digit: with weights 1, 3, 1, 3, ... over the first 12 digits,
    the check is (10 - weighted sum % 10) % 10. The result has no hyphens."""
    body = isbn10.replace("-", "").replace(" ", "")
    if len(body) != 10 or not (body[:9].isascii() and body[:9].isdigit()):
        return ""
    if body[9] not in "0123456789Xx":
        return ""
    digits = "978" + body[:9]
    total = 0
    for i, ch in enumerate(digits):
        total += int(ch) * (3 if i % 2 else 1)
    return digits + str((10 - total % 10) % 10)


def clean_isbn13_from_isbn10(isbn10: str) -> str:
    """ISBN-13 for an ISBN-10. Hyphens and spaces in the input are ignored; what is left
    must be 9 ASCII digits followed by a digit or "X"/"x" (the old check character, which
    is dropped without being verified), else return "". The result is "978", the 9
    digits, and a new check digit: with weights 1, 3, 1, 3, ... over the first 12 digits,
    the check is (10 - weighted sum % 10) % 10. The result has no hyphens."""
    chars = []
    for ch in isbn10:
        if ch not in "- ":
            chars.append(ch)
    if len(chars) != 10 or chars[9] not in "0123456789Xx":
        return ""
    stem = "978"
    for ch in chars[:9]:
        if ch not in "0123456789":
            return ""
        stem += ch
    total = 0
    weight = 1
    for ch in stem:
        total += weight * int(ch)
        weight = 4 - weight
    return stem + str(-total % 10)


STRATEGIES = {
    "isbn10": st.one_of(
        st.sampled_from(["0-306-40615-2", "0306406152", "0 306 40615 X", "030640615x", "030640615", "03064061522",
                         "0-306-4061a-2", "０306406152", "", "9-999-99999-9"]),
        st.text(alphabet="0123456789", min_size=10, max_size=10),
        st.text(alphabet="0123456789Xx- ", max_size=13),
    ),
}
SEED = {
    "domain": "library",
    "keywords": ["ISBN-13", "EAN", "978 prefix", "alternating weights"],
    "tags": ["string", "guard", "modulo", "index", "accumulator"],
}
