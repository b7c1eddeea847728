"""Logistics: price a parcel by weight step, zone and service."""
import math

from hypothesis import strategies as st


def parcel_rate(weight_g: int, zone: int, express: bool) -> int:
    """Return the postage in cents for a parcel.

    The base price of 500 cents covers the first 1000 g; every further 500 g or part of
    it costs 150 cents (1001 g and 1500 g pay one step, 1501 g pays two). Zones 3 and 4
    add 300 cents. Express doubles the total. A parcel of 0 g or less, over 30000 g, or
    for a zone other than 1-4 cannot be sent: return -1.
    """
    if weight_g <= 0 or weight_g > 30000 or zone < 1 or zone > 4:
        return -1
    cost = 500
    if weight_g > 1000:
        cost += 150 * math.ceil((weight_g - 1000) / 500)
    if zone == 3 or zone == 4:
        cost += 300
    if express:
        cost *= 2
    return cost


def clean_parcel_rate(weight_g: int, zone: int, express: bool) -> int:
    if not (0 < weight_g <= 30000 and zone in (1, 2, 3, 4)):
        return -1
    steps = max(0, (weight_g - 1000 + 499) // 500)
    price = 500 + 150 * steps + (300 if zone >= 3 else 0)
    return price * (2 if express else 1)


STRATEGIES = {
    "weight_g": st.one_of(st.sampled_from([0, 1, 1000, 1001, 1500, 1501, 30000, 30001]),
                          st.integers(-100, 4000), st.integers(29000, 31000)),
    "zone": st.integers(0, 5),
    "express": st.booleans(),
}
SEED = {"domain": "logistics", "keywords": ["postage", "weight step", "zone surcharge"],
        "tags": ["guard", "rounding", "boolean", "boundary"]}
