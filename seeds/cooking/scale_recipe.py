"""Cooking: scale a recipe's ingredient weights to a new number of servings."""
from hypothesis import strategies as st


def scale_recipe(grams: dict[str, int], serves: int, wanted: int) -> dict[str, int]:
    """Return each ingredient's weight scaled from `serves` servings to `wanted` servings.

    The scaled weight is grams * wanted / serves rounded to the nearest whole gram, an
    exact half rounding up (2.5 -> 3). An ingredient with a positive weight never scales
    below 1 gram; a weight of 0 stays 0. The result keeps the ingredients in their
    original order. When serves or wanted is 0 or less the result is {}.
    """
    if serves <= 0 or wanted <= 0:
        return {}
    scaled = {}
    for name, amount in grams.items():
        exact = amount * wanted / serves
        rounded = int(exact + 0.5)
        scaled[name] = max(rounded, 1) if amount > 0 else 0
    return scaled


def clean_scale_recipe(grams: dict[str, int], serves: int, wanted: int) -> dict[str, int]:
    """Return each ingredient's weight scaled from `serves` servings to `wanted` servings.

    The scaled weight is grams * wanted / serves rounded to the nearest whole gram, an
    exact half rounding up (2.5 -> 3). An ingredient with a positive weight never scales
    below 1 gram; a weight of 0 stays 0. The result keeps the ingredients in their
    original order. When serves or wanted is 0 or less the result is {}.
    """
    result: dict[str, int] = {}
    if min(serves, wanted) < 1:
        return result
    for name in grams:
        amount = grams[name]
        value = (2 * amount * wanted + serves) // (2 * serves)
        if amount and not value:
            value = 1
        result[name] = value
    return result


def precondition(grams: dict[str, int], serves: int, wanted: int) -> bool:
    return serves <= 1000 and wanted <= 1000 and all(0 <= amount <= 10**6 for amount in grams.values())


STRATEGIES = {
    "grams": st.dictionaries(st.sampled_from(["flour", "sugar", "salt", "butter", "yeast", "crème"]),
                             st.integers(0, 500), max_size=5),
    "serves": st.integers(-1, 8),
    "wanted": st.integers(-1, 12),
}
SEED = {"domain": "cooking", "keywords": ["scale", "servings", "round half up"],
        "tags": ["dict", "rounding", "guard", "min-max"]}
