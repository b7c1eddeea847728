"""Cooking: convert a kitchen measure to millilitres."""
import math

from hypothesis import strategies as st


def to_millilitres(measure: str) -> int:
    """measure is "<amount> <unit>" with a decimal amount (such as "1.5") and a unit from:
    tsp 5, tbsp 15, cup 240, "fl oz" 30, ml 1, l 1000 (millilitres each; units are matched
    case-insensitively and may be separated from the amount by several spaces). Return the
    volume rounded to the nearest millilitre, halves rounding up. An unknown unit, a
    missing, negative or infinite amount, or an unparsable amount (including nan) gives -1.
    """
    sizes = {"tsp": 5, "tbsp": 15, "cup": 240, "fl oz": 30, "ml": 1, "l": 1000}
    parts = measure.split(None, 1)
    if len(parts) != 2:
        return -1
    amount, unit = parts
    unit = " ".join(unit.lower().split())
    if unit not in sizes:
        return -1
    try:
        value = float(amount)
    except ValueError:
        return -1
    if value < 0 or not math.isfinite(value):
        return -1
    return int(value * sizes[unit] + 0.5)


def clean_to_millilitres(measure: str) -> int:
    """measure is "<amount> <unit>" with a decimal amount (such as "1.5") and a unit from:
    tsp 5, tbsp 15, cup 240, "fl oz" 30, ml 1, l 1000 (millilitres each; units are matched
    case-insensitively and may be separated from the amount by several spaces). Return the
    volume rounded to the nearest millilitre, halves rounding up. An unknown unit, a
    missing, negative or infinite amount, or an unparsable amount (including nan) gives -1.
    """
    words = measure.lower().split()
    table = {("tsp",): 5, ("tbsp",): 15, ("cup",): 240, ("fl", "oz"): 30, ("ml",): 1, ("l",): 1000}
    if len(words) < 2 or tuple(words[1:]) not in table:
        return -1
    try:
        quantity = float(words[0])
    except ValueError:
        return -1
    if not 0 <= quantity < math.inf:
        return -1
    return math.floor(quantity * table[tuple(words[1:])] + 0.5)


STRATEGIES = {
    "measure": st.one_of(
        st.tuples(st.sampled_from(["1", "0.5", "1.5", "2.25", "0", "-1", "x", "0.1", "1e3"]),
                  st.sampled_from([" tsp", " tbsp", "  CUP", " fl oz", " fl  oz", " ml", " L", " pinch", "", " tasse"]))
        .map("".join),
        st.sampled_from(["", "cup", "1 cup of sugar", "½ cup"]),
    ),
}
SEED = {"domain": "cooking", "keywords": ["unit conversion", "tablespoon", "round half up"],
        "tags": ["string", "parsing", "lookup", "guard", "rounding"]}
