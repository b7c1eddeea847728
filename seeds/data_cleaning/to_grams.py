"""Data cleaning: convert weight readings with mixed units to whole grams."""
from hypothesis import strategies as st


def to_grams(readings: list[tuple[float, str]]) -> list[int | None]:
    """Convert (quantity, unit) weight readings to whole grams, in order, rounded with
    round() (an exact half goes to the even gram). Units are matched case-insensitively,
    ignoring surrounding spaces: "g", "kg" (1000 g), "lb" or "lbs" (453.59237 g) and "oz"
    (28.349523125 g); the gram value is quantity * factor. A reading with an unknown unit
    or a negative quantity becomes None."""
    out: list[int | None] = []
    for qty, unit in readings:
        u = unit.strip().lower()
        if u == "kg":
            factor = 1000.0
        elif u == "lb" or u == "lbs":
            factor = 453.59237
        elif u == "oz":
            factor = 28.349523125
        elif u == "g":
            factor = 1.0
        else:
            factor = -1.0
        out.append(round(qty * factor) if qty >= 0 and factor > 0 else None)
    return out


def clean_to_grams(readings: list[tuple[float, str]]) -> list[int | None]:
    factors = {"g": 1.0, "kg": 1000.0, "lb": 453.59237, "lbs": 453.59237, "oz": 28.349523125}
    grams: list[int | None] = []
    for qty, unit in readings:
        factor = factors.get(unit.strip().lower())
        grams.append(None if factor is None or qty < 0 else round(qty * factor))
    return grams


STRATEGIES = {
    "readings": st.lists(
        st.tuples(
            st.integers(-4, 400).map(lambda k: k / 4),
            st.sampled_from(["g", " KG", "lb", "Lbs", "oz", "ton", ""]),
        ),
        max_size=6,
    )
}
SEED = {
    "domain": "data_cleaning",
    "keywords": ["unit conversion", "weights", "normalise"],
    "tags": ["rounding", "boolean", "string", "loop"],
}
