"""Library: validate ISBN-10 and ISBN-13 codes and build a catalogue's sorted ISBN-13 keys."""
from hypothesis import strategies as st


def strip_isbn(raw: str) -> str:
    """The code as written without its hyphens and spaces (anywhere in it),
    with a lowercase "x" made uppercase; every other character is kept, so
    an invalid code stays invalid.

    >>> strip_isbn(" 0-306-40615-2 "), strip_isbn("080442957x")
    ('0306406152', '080442957X')
    """
    return raw.replace("-", "").replace(" ", "").replace("x", "X")


def isbn10_check(first9: str) -> str:
    """The check character of an ISBN-10 from its first 9 digits: the digits
    weighted 10, 9, ..., 2 from the left and summed; the check is (11 - sum
    mod 11) mod 11, written "X" when it is 10.

    >>> isbn10_check("030640615"), isbn10_check("080442957")
    ('2', 'X')
    """
    total = sum((10 - index) * int(digit) for index, digit in enumerate(first9))
    check = (11 - total % 11) % 11
    return "X" if check == 10 else str(check)


def isbn13_check(first12: str) -> str:
    """The check digit of an ISBN-13 from its first 12 digits: the digits
    weighted 1, 3, 1, 3, ... from the left and summed; the check is (10 - sum
    mod 10) mod 10.

    >>> isbn13_check("978030640615"), isbn13_check("979100000000")
    ('7', '8')
    """
    total = sum(int(digit) * (3 if index % 2 else 1) for index, digit in enumerate(first12))
    return str((10 - total % 10) % 10)


def is_isbn10(code: str) -> bool:
    """Whether a stripped code is a valid ISBN-10: 9 ASCII digits followed by
    their isbn10_check (a final "X" only where the check is 10).

    >>> is_isbn10("0306406152"), is_isbn10("0306406153"), is_isbn10("030640615")
    (True, False, False)
    """
    body = code[:9]
    return len(code) == 10 and body.isascii() and body.isdigit() and code[9] == isbn10_check(body)


def is_isbn13(code: str) -> bool:
    """Whether a stripped code is a valid ISBN-13: 13 ASCII digits, starting
    with the book prefix 978 or 979, the last being the isbn13_check of the
    first 12.

    >>> is_isbn13("9780306406157"), is_isbn13("9770306406150")
    (True, False)
    """
    if len(code) != 13 or not (code.isascii() and code.isdigit()):
        return False
    return code[:3] in ("978", "979") and code[12] == isbn13_check(code[:12])


def to_isbn13(code: str) -> str | None:
    """The ISBN-13 of a stripped code: a valid ISBN-13 is itself, a valid
    ISBN-10 becomes "978" + its first 9 digits + the isbn13_check of those
    12 digits; None for a code that is neither.

    >>> to_isbn13("0306406152"), to_isbn13("9780306406157"), to_isbn13("12345")
    ('9780306406157', '9780306406157', None)
    """
    if is_isbn13(code):
        return code
    if is_isbn10(code):
        body = "978" + code[:9]
        return body + isbn13_check(body)
    return None


def display(isbn13: str) -> str:
    """An ISBN-13 as the catalogue prints it: the 3-digit prefix, the 9 digits
    of the body and the check digit, joined by hyphens.

    >>> display("9780306406157")
    '978-030640615-7'
    """
    return f"{isbn13[:3]}-{isbn13[3:12]}-{isbn13[12]}"


def catalogue(raw_codes: list[str]) -> dict[str, object]:
    """The catalogue built from codes as written: "keys", the distinct
    ISBN-13s of the valid codes (to_isbn13 of strip_isbn) in increasing order,
    each written with display; "duplicates", how many valid codes named a book
    an earlier code already named (an ISBN-10 and its ISBN-13 name the same
    book); "rejected", the codes that are not valid, as written, in input
    order (repeats kept)."""
    keys: set[str] = set()
    duplicates = 0
    rejected = []
    for raw in raw_codes:
        isbn = to_isbn13(strip_isbn(raw))
        if isbn is None:
            rejected.append(raw)
        elif isbn in keys:
            duplicates += 1
        else:
            keys.add(isbn)
    return {"keys": [display(isbn) for isbn in sorted(keys)], "duplicates": duplicates, "rejected": rejected}


def clean_catalogue(raw_codes: list[str]) -> dict[str, object]:
    import re

    found: list[str] = []
    bad = []
    for raw in raw_codes:
        code = re.sub(r"[- ]", "", raw).upper()
        if re.fullmatch(r"97[89][0-9]{10}", code):
            weights = [1, 3] * 6 + [1]
            good = sum(w * int(d) for w, d in zip(weights, code)) % 10 == 0
            book = code if good else None
        elif re.fullmatch(r"[0-9]{9}[0-9X]", code):
            values = [10 if d == "X" else int(d) for d in code]
            good = sum((10 - i) * v for i, v in enumerate(values)) % 11 == 0
            stem = "978" + code[:9]
            tail = -sum((3 if i % 2 else 1) * int(d) for i, d in enumerate(stem)) % 10
            book = stem + str(tail) if good else None
        else:
            book = None
        if book is None:
            bad.append(raw)
        else:
            found.append(book)
    unique = sorted(set(found))
    return {
        "keys": [u[:3] + "-" + u[3:12] + "-" + u[12:] for u in unique],
        "duplicates": len(found) - len(unique),
        "rejected": bad,
    }


_DIGITS9 = st.text(alphabet="0123456789", min_size=9, max_size=9)
_ISBN10 = st.text(alphabet="0123456789", min_size=9, max_size=9).map(lambda s: s + "0123456789X"[(11 - sum((10 - i) * int(d) for i, d in enumerate(s)) % 11) % 11])
_ISBN13 = st.tuples(st.sampled_from(["978", "979"]), _DIGITS9).map(
    lambda p: p[0] + p[1] + str(-sum((3 if i % 2 else 1) * int(d) for i, d in enumerate(p[0] + p[1])) % 10)
)
_WRITTEN = st.one_of(
    _ISBN10,
    _ISBN13,
    _ISBN10.map(lambda c: f"{c[0]}-{c[1:4]}-{c[4:9]}-{c[9].lower()}"),
    _ISBN13.map(lambda c: f" {c[:3]} {c[3:12]} {c[12]}"),
    _ISBN10.map(lambda c: c[:9] + str((int(c[8]) + 1) % 10)),
    st.sampled_from(["0306406152", "9780306406157", "080442957X", "12345", "97803064061X7", "", "978 0-306 40615 7"]),
)

STRATEGIES = {
    "strip_isbn": {"raw": _WRITTEN},
    "isbn10_check": {"first9": _DIGITS9},
    "isbn13_check": {"first12": st.tuples(st.sampled_from(["978", "979"]), _DIGITS9).map("".join)},
    "is_isbn10": {"code": _WRITTEN.map(strip_isbn)},
    "is_isbn13": {"code": _WRITTEN.map(strip_isbn)},
    "to_isbn13": {"code": _WRITTEN.map(strip_isbn)},
    "display": {"isbn13": _ISBN13},
    "catalogue": {"raw_codes": st.lists(_WRITTEN, max_size=10)},
}
SEED = {
    "domain": "library",
    "keywords": ["ISBN-10", "ISBN-13", "check digit", "catalogue", "duplicate"],
    "tags": ["modular", "weights", "string", "sorting", "dedup"],
    "kind": "module",
}
