"""Data cleaning: normalise contact records and merge the duplicates."""
from hypothesis import strategies as st


def digits_of(raw: str) -> str:
    """The ASCII digits 0-9 of raw in order, every other character (spaces,
    "+", "-", brackets, letters, non-ASCII digits) dropped; "" when there are
    none.

    >>> digits_of("+1 (555) 010-9999"), digits_of("n/a")
    ('15550109999', '')
    """
    return "".join(char for char in raw if char.isascii() and char.isdigit())


def is_blank(value: str) -> bool:
    """Whether a field value holds nothing but whitespace (an empty value is
    blank too).

    >>> is_blank("  "), is_blank(""), is_blank(" x ")
    (True, True, False)
    """
    return not value.strip()


def normalise_phone(raw: str, country_code: str = "1") -> str | None:
    """A phone number in the form "+<country><national>": the digits of raw
    (every other character dropped), where a leading "+" keeps the digits as
    they are, a national number of exactly 10 digits gets the country_code
    prepended, and an 11-digit number starting with country_code (when that is
    one digit) is taken as already international. None for anything else
    (too few or too many digits, no digits)."""
    digits = digits_of(raw)
    if raw.strip().startswith("+"):
        return "+" + digits if 8 <= len(digits) <= 15 else None
    if len(digits) == 10:
        return "+" + country_code + digits
    if len(digits) == 11 and len(country_code) == 1 and digits[0] == country_code:
        return "+" + digits
    return None


def normalise_email(raw: str) -> str | None:
    """The address trimmed of surrounding spaces and lowercased, or None when
    it does not have exactly one "@" with text on both sides and a "." inside
    the domain part that is neither its first nor its last character.

    >>> normalise_email("  Ann@Example.COM "), normalise_email("a@b."), normalise_email("a@.b")
    ('ann@example.com', None, None)
    """
    text = raw.strip().lower()
    local, at, domain = text.partition("@")
    if not at or not local or "@" in domain:
        return None
    if "." not in domain[1:-1]:
        return None
    return text


def record_key(record: dict[str, str]) -> tuple[str, str] | None:
    """How a record is matched: ("email", address) when its "email" field
    normalises, else ("phone", number) when its "phone" field normalises
    (normalise_phone with the default country code), else None (the record
    cannot be matched). Missing fields count as empty."""
    email = normalise_email(record.get("email", ""))
    if email is not None:
        return ("email", email)
    phone = normalise_phone(record.get("phone", ""))
    if phone is not None:
        return ("phone", phone)
    return None


def merge(first: dict[str, str], second: dict[str, str]) -> dict[str, str]:
    """The fields of two records of one contact: each field of first, except
    that a field that is missing or blank (only spaces) in first is taken from
    second; fields only in second are added. Values are kept as written."""
    merged = dict(first)
    for field, value in second.items():
        if is_blank(merged.get(field, "")):
            merged[field] = value
    return merged


def deduplicate(records: list[dict[str, str]]) -> list[dict[str, str]]:
    """The records with duplicates merged: records with the same record_key
    are merged in list order into the first of them (merge(earlier, later)),
    which keeps its place; records without a key are kept as they are, in
    place. The result is a new list; the inputs are not modified."""
    result: list[dict[str, str]] = []
    position: dict[tuple[str, str], int] = {}
    for record in records:
        key = record_key(record)
        if key is None:
            result.append(dict(record))
        elif key in position:
            index = position[key]
            result[index] = merge(result[index], record)
        else:
            position[key] = len(result)
            result.append(dict(record))
    return result


def clean_deduplicate(records: list[dict[str, str]]) -> list[dict[str, str]]:
    import re

    def key(r: dict[str, str]) -> tuple[str, str] | None:
        mail = r.get("email", "").strip().lower()
        if re.fullmatch(r"[^@]+@[^@]+\.[^@]+", mail):
            return ("email", mail)
        raw = r.get("phone", "")
        digits = re.sub(r"[^0-9]", "", raw)
        if raw.lstrip().startswith("+"):
            return ("phone", "+" + digits) if 8 <= len(digits) <= 15 else None
        if len(digits) == 10:
            return ("phone", "+1" + digits)
        if len(digits) == 11 and digits.startswith("1"):
            return ("phone", "+" + digits)
        return None

    groups: list[list[dict[str, str]]] = []
    index: dict[tuple[str, str], list[dict[str, str]]] = {}
    for r in records:
        k = key(r)
        if k is not None and k in index:
            index[k].append(r)
            continue
        group = [r]
        groups.append(group)
        if k is not None:
            index[k] = group
    out = []
    for group in groups:
        combined: dict[str, str] = {}
        for r in group:
            for field, value in r.items():
                if field not in combined or combined[field].strip() == "":
                    combined[field] = value
        out.append(combined)
    return out


_PHONE = st.one_of(
    st.sampled_from(["", "555-0100", "(212) 555-0100", "1 212 555 0100", "+44 20 7946 0958", "+1", "0x"]),
    st.text(alphabet="0123456789 -()+", max_size=16),
)
_EMAIL = st.one_of(
    st.sampled_from(["", "ann@example.com", " ANN@example.com", "bob@mail.org", "a@b.", "no-at", "x@@y.z"]),
    st.text(alphabet="ab@.", max_size=8),
)
_RECORD = st.fixed_dictionaries(
    {"name": st.sampled_from(["Ann", "Bob", " ", ""])},
    optional={"email": _EMAIL, "phone": _PHONE, "city": st.sampled_from(["", "Oslo", "Lima"])},
)

STRATEGIES = {
    "digits_of": {"raw": _PHONE},
    "is_blank": {"value": st.sampled_from(["", " ", "\t ", "Ann", " Oslo "])},
    "normalise_phone": {"raw": _PHONE, "country_code": st.sampled_from(["1", "44"])},
    "normalise_email": {"raw": _EMAIL},
    "record_key": {"record": _RECORD},
    "merge": {"first": _RECORD, "second": _RECORD},
    "deduplicate": {"records": st.lists(_RECORD, max_size=8)},
}
SEED = {
    "domain": "data_cleaning",
    "keywords": ["deduplicate", "normalise", "phone number", "email", "merge records"],
    "tags": ["string", "dict-building", "first-wins", "keyword-default", "guard"],
    "kind": "module",
}
