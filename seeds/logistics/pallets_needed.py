"""Logistics: count the pallets needed when each SKU ships on its own pallets."""
import math

from hypothesis import strategies as st


def pallets_needed(quantities: dict[str, int], per_pallet: dict[str, int]) -> int:
    """Return the number of pallets needed when every SKU travels on its own pallets.

    A SKU needs quantity / per_pallet[sku] pallets rounded up (a partly filled pallet
    is still a whole pallet). SKUs with a quantity of 0 or less need none. A SKU missing
    from per_pallet, or whose capacity is below 1, is packed one unit per pallet.
    Quantities are at most 1,000,000,000 units.
    """
    total = 0
    for sku, qty in quantities.items():
        if qty <= 0:
            continue
        cap = per_pallet.get(sku, 1)
        if cap < 1:
            cap = 1
        total += math.ceil(qty / cap)
    return total


def clean_pallets_needed(quantities: dict[str, int], per_pallet: dict[str, int]) -> int:
    caps = {sku: max(1, per_pallet.get(sku, 1)) for sku in quantities}
    return sum((qty + caps[sku] - 1) // caps[sku] for sku, qty in quantities.items() if qty > 0)


def precondition(quantities: dict[str, int], per_pallet: dict[str, int]) -> bool:
    return all(qty <= 10**9 for qty in quantities.values())


_SKUS = st.sampled_from(["tile", "pipe", "sand", "wire"])
STRATEGIES = {
    "quantities": st.dictionaries(_SKUS, st.integers(-3, 40), max_size=4),
    "per_pallet": st.dictionaries(_SKUS, st.integers(-1, 12), max_size=4),
}
SEED = {"domain": "logistics", "keywords": ["pallets", "round up", "capacity"],
        "tags": ["guard", "rounding", "division", "dict", "accumulator"]}
