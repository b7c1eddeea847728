"""Agriculture: lay out crop rows across a field."""
from hypothesis import strategies as st


def row_positions(field_width_cm: int, spacing_cm: int, margin_cm: int) -> list[int]:
    """Positions (cm from the left edge) of crop rows across a field: the first row sits
    at margin_cm, then one every spacing_cm, and a row is planted only if it is at least
    margin_cm from the right edge (a row exactly margin_cm from the right edge is
    planted). No rows when spacing_cm is not positive or the field is narrower than two
    margins; a field exactly two margins wide gets one row."""
    if spacing_cm <= 0:
        return []
    usable = field_width_cm - 2 * margin_cm
    rows = []
    for k in range(usable // spacing_cm + 1):
        rows.append(margin_cm + k * spacing_cm)
    return rows


def clean_row_positions(field_width_cm: int, spacing_cm: int, margin_cm: int) -> list[int]:
    """Positions (cm from the left edge) of crop rows across a field: the first row sits
    at margin_cm, then one every spacing_cm, and a row is planted only if it is at least
    margin_cm from the right edge (a row exactly margin_cm from the right edge is
    planted). No rows when spacing_cm is not positive or the field is narrower than two
    margins; a field exactly two margins wide gets one row."""
    if spacing_cm < 1:
        return []
    placed = []
    position = margin_cm
    while position + margin_cm <= field_width_cm:
        placed.append(position)
        position += spacing_cm
    return placed


def precondition(field_width_cm: int, spacing_cm: int, margin_cm: int) -> bool:
    return margin_cm >= 0


STRATEGIES = {
    "field_width_cm": st.integers(-5, 120),
    "spacing_cm": st.integers(-2, 30),
    "margin_cm": st.integers(0, 25),
}
SEED = {
    "domain": "agriculture",
    "keywords": ["row spacing", "field margin", "inclusive edge"],
    "tags": ["while-loop", "boundary", "guard", "arithmetic"],
}
