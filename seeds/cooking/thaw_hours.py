"""Cooking: how long a frozen joint of meat takes to thaw."""
import math

from hypothesis import strategies as st


def thaw_hours(weight_g: int, method: str) -> int:
    """Whole hours needed to thaw a frozen joint of weight_g grams. "fridge": 10 hours for
    every started kilogram (a 1001 g joint counts as 2 kg), but never less than 12 hours.
    "cold_water": 1 hour for every started 500 g, but never less than 1 hour.
    "microwave": 0 hours. Any other method gives -1. weight_g is positive."""
    if method == "fridge":
        return max(12, 10 * ((weight_g + 999) // 1000))
    if method == "cold_water":
        return max(1, (weight_g + 499) // 500)
    if method == "microwave":
        return 0
    return -1


def clean_thaw_hours(weight_g: int, method: str) -> int:
    """Whole hours needed to thaw a frozen joint of weight_g grams. "fridge": 10 hours for
    every started kilogram (a 1001 g joint counts as 2 kg), but never less than 12 hours.
    "cold_water": 1 hour for every started 500 g, but never less than 1 hour.
    "microwave": 0 hours. Any other method gives -1. weight_g is positive."""
    hours = -1
    if method == "fridge":
        hours = 10 * math.ceil(weight_g / 1000)
        hours = hours if hours > 12 else 12
    elif method == "cold_water":
        hours = math.ceil(weight_g / 500)
        hours = hours if hours > 1 else 1
    elif method == "microwave":
        hours = 0
    return hours


def precondition(weight_g: int, method: str) -> bool:
    return 0 < weight_g <= 10**6


STRATEGIES = {
    "weight_g": st.one_of(st.integers(1, 6000), st.sampled_from([1, 499, 500, 501, 1000, 1001, 2000, 2001])),
    "method": st.sampled_from(["fridge", "cold_water", "microwave", "counter", "Fridge"]),
}
SEED = {
    "domain": "cooking",
    "keywords": ["defrosting", "food safety", "started kilogram"],
    "tags": ["ceil", "min-max", "early-return", "branches", "floor-division"],
}
