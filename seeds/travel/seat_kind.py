"""Travel: tell whether an aircraft seat is a window, aisle or middle seat."""
from hypothesis import strategies as st


def seat_kind(seat: str, layout: str = "ABC DEF") -> str:
    """seat is a row number followed by one seat letter ("12C"). layout lists the seat
    letters of a row from left to right with a space for each aisle ("ABC DEF", "AC DEFG
    HK"). A seat at either end of the row is "window"; otherwise a seat next to an aisle
    is "aisle"; any other seat is "middle". A seat whose row part is not a positive number
    or whose letter is not in the layout gives "".
    """
    row, letter = seat[:-1], seat[-1:]
    if not row.isdecimal() or int(row) < 1 or not letter.isalpha() or letter not in layout:
        return ""
    i = layout.index(letter)
    if i == 0 or i == len(layout) - 1:
        return "window"
    if layout[i - 1] == " " or layout[i + 1] == " ":
        return "aisle"
    return "middle"


def clean_seat_kind(seat: str, layout: str = "ABC DEF") -> str:
    """seat is a row number followed by one seat letter ("12C"). layout lists the seat
    letters of a row from left to right with a space for each aisle ("ABC DEF", "AC DEFG
    HK"). A seat at either end of the row is "window"; otherwise a seat next to an aisle
    is "aisle"; any other seat is "middle". A seat whose row part is not a positive number
    or whose letter is not in the layout gives "".
    """
    import re

    m = re.fullmatch(r"(\d+)([A-Za-z])", seat)
    if m is None or int(m.group(1)) == 0 or m.group(2) not in layout:
        return ""
    letter = m.group(2)
    if letter in (layout[0], layout[-1]):
        return "window"
    for block in layout.split(" "):
        if letter in (block[0], block[-1]):
            return "aisle"
    return "middle"


def precondition(seat: str, layout: str = "ABC DEF") -> bool:
    return layout != '' and layout.strip() == layout and '  ' not in layout and all(c == ' ' or 'A' <= c <= 'Z' for c in layout)


STRATEGIES = {
    "seat": st.one_of(
        st.tuples(st.sampled_from(["1", "12", "0", "", "x", "03"]), st.sampled_from(list("ABCDEFGHKZ") + ["", " ", "é"]))
        .map("".join),
        st.sampled_from(["12C", "1A", "30F", "12", "C", "٣A"]),
    ),
    "layout": st.sampled_from(["ABC DEF", "AC DEFG HK", "AB CD", "ABCDEF", "A BC D"]),
}
SEED = {"domain": "travel", "keywords": ["seat map", "window seat", "aisle seat"],
        "tags": ["string", "index", "boundary", "guard", "boolean"]}
