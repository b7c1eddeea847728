"""Cooking: compute the overall hydration of a sourdough."""
from hypothesis import strategies as st


def dough_hydration(flour_g: int, water_g: int, starter_g: int = 0, starter_pct: int = 100) -> float:
    """Return the dough's hydration: total water as a percentage of total flour, rounded to
    one decimal. The starter (starter_g grams) is itself flour and water at starter_pct
    percent hydration, so it holds starter_g * 100 / (100 + starter_pct) grams of flour and
    the rest is water. No flour at all -> 0.0. All arguments are at least 0.
    """
    starter_flour = starter_g * 100 / (100 + starter_pct)
    starter_water = starter_g - starter_flour
    total_flour = flour_g + starter_flour
    if total_flour == 0:
        return 0.0
    return round((water_g + starter_water) * 100 / total_flour, 1)


def clean_dough_hydration(flour_g: int, water_g: int, starter_g: int = 0, starter_pct: int = 100) -> float:
    """Return the dough's hydration: total water as a percentage of total flour, rounded to
    one decimal. The starter (starter_g grams) is itself flour and water at starter_pct
    percent hydration, so it holds starter_g * 100 / (100 + starter_pct) grams of flour and
    the rest is water. No flour at all -> 0.0. All arguments are at least 0.
    """
    parts = 100 + starter_pct
    flour = flour_g * parts + starter_g * 100
    water = water_g * parts + starter_g * starter_pct
    if not flour:
        return 0.0
    return round(100 * water / flour, 1)


STRATEGIES = {
    "flour_g": st.sampled_from([0, 100, 450, 500, 1000]),
    "water_g": st.sampled_from([0, 50, 325, 350, 700]),
    "starter_g": st.sampled_from([0, 50, 100, 150]),
    "starter_pct": st.sampled_from([50, 80, 100, 125]),
}
SEED = {"domain": "cooking", "keywords": ["baker's percentage", "hydration", "sourdough starter"],
        "tags": ["arithmetic", "division", "guard", "rounding", "default"]}
