"""Library: decide the shelf order of two Dewey call numbers."""
import decimal

import re
from hypothesis import strategies as st


def shelves_before(a: str, b: str) -> bool:
    """True when call number a is shelved strictly before call number b. A call number is
    '<dewey>' or '<dewey> <cutter>', e.g. '599.75 SMI'. Dewey numbers compare as decimal
    numbers, not as text (599.8 comes after 599.75, 600 after 599.9, and 599.70 equals
    599.7). Equal Dewey numbers then compare the cutters alphabetically, case-insensitively,
    and a missing cutter sorts first. Equal keys -> False.
    A Dewey number is 1-3 digits with an optional decimal part, a cutter is ASCII letters."""
    dewey_a, _, cutter_a = a.partition(" ")
    dewey_b, _, cutter_b = b.partition(" ")
    whole_a, _, frac_a = dewey_a.partition(".")
    whole_b, _, frac_b = dewey_b.partition(".")
    if int(whole_a) != int(whole_b):
        return int(whole_a) < int(whole_b)
    frac_a, frac_b = frac_a.rstrip("0"), frac_b.rstrip("0")
    if frac_a != frac_b:
        return frac_a < frac_b
    return cutter_a.upper() < cutter_b.upper()


def clean_shelves_before(a: str, b: str) -> bool:
    def key(call: str) -> tuple[decimal.Decimal, str]:
        parts = call.split(" ", 1)
        return decimal.Decimal(parts[0]), (parts[1] if len(parts) > 1 else "").upper()

    return key(a) < key(b)


def _call(parts: tuple[int, str, str]) -> str:
    whole, frac, cutter = parts
    text = str(whole) + ("." + frac if frac else "")
    return text + (" " + cutter if cutter else "")


_CALL = st.tuples(
    st.sampled_from([598, 599, 600]),
    st.text(alphabet="05789", max_size=3),
    st.text(alphabet="ABSabs", max_size=3),
).map(_call)
def precondition(a: str, b: str) -> bool:
    return all(re.fullmatch(r"[0-9]{1,3}(\.[0-9]+)?( [A-Za-z]+)?", call) for call in (a, b))


STRATEGIES = {"a": _CALL, "b": _CALL}
SEED = {
    "domain": "library",
    "keywords": ["Dewey decimal", "call number", "shelf order"],
    "tags": ["string", "early-return", "boundary"],
}
