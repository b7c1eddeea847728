"""Agriculture: lay out crop rows across a field."""
from hypothesis import strategies as st


def row_positions(bed_width_cm: int, spacing_cm: int, margin_cm: int) -> list[int]:
    """Positions (cm from the left border) of seed drills across a bed: the first drill sits
    at margin_cm, then one every spacing_cm, and a drill is sown only if it is at least
    margin_cm from the right border (a drill exactly margin_cm from the right border is
    sown). No drills when spacing_cm is not positive or the bed is narrower than two
    margins; a bed exactly two margins wide gets one drill."""
    if spacing_cm <= 0:
        return []
    usable = bed_width_cm - 2 * margin_cm
    rows = []
    for k in range(usable // spacing_cm + 1):
        rows.append(margin_cm + k * spacing_cm)
    return rows


def clean_row_positions(bed_width_cm: int, spacing_cm: int, margin_cm: int) -> list[int]:
    """Positions (cm from the left border) of seed drills across a bed: the first drill sits
    at margin_cm, then one every spacing_cm, and a drill is sown only if it is at least
    margin_cm from the right border (a drill exactly margin_cm from the right border is
    sown). No drills when spacing_cm is not positive or the bed is narrower than two
    margins; a bed exactly two margins wide gets one drill."""
    if spacing_cm < 1:
        return []
    placed = []
    position = margin_cm
    while position + margin_cm <= bed_width_cm:
        placed.append(position)
        position += spacing_cm
    return placed


def precondition(bed_width_cm: int, spacing_cm: int, margin_cm: int) -> bool:
    return margin_cm >= 0


STRATEGIES = {
    "bed_width_cm": st.integers(-5, 120),
    "spacing_cm": st.integers(-2, 30),
    "margin_cm": st.integers(0, 25),
}
SEED = {
    "domain": "agriculture",
    "keywords": ["drill spacing", "bed margin", "inclusive"],
    "tags": ["while-loop", "boundary", "guard", "arithmetic"],
}
