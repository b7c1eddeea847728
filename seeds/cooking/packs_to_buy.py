"""Cooking: work out how many packs to buy for a shopping list."""
from hypothesis import strategies as st


def packs_to_buy(needed: dict[str, int], pantry: dict[str, int], pack_sizes: dict[str, int]) -> dict[str, int]:
    """For each ingredient in `needed` (grams), buy whole packs to cover what the pantry
    lacks: shortfall = needed - pantry (an ingredient missing from the pantry has 0), and
    the number of packs is the shortfall divided by the pack size, rounded up. A pack size
    missing from pack_sizes counts as 1 gram. Return {ingredient: packs} only for
    ingredients that need at least one pack, in the order of `needed`.
    """
    order = {}
    for item, amount in needed.items():
        short = amount - pantry.get(item, 0)
        if short <= 0:
            continue
        size = pack_sizes.get(item, 1)
        order[item] = (short + size - 1) // size
    return order


def clean_packs_to_buy(needed: dict[str, int], pantry: dict[str, int], pack_sizes: dict[str, int]) -> dict[str, int]:
    """For each ingredient in `needed` (grams), buy whole packs to cover what the pantry
    lacks: shortfall = needed - pantry (an ingredient missing from the pantry has 0), and
    the number of packs is the shortfall divided by the pack size, rounded up. A pack size
    missing from pack_sizes counts as 1 gram. Return {ingredient: packs} only for
    ingredients that need at least one pack, in the order of `needed`.
    """
    result = {}
    for item in needed:
        have = pantry[item] if item in pantry else 0
        size = pack_sizes[item] if item in pack_sizes else 1
        packs = 0
        while packs * size < needed[item] - have:
            packs += 1
        if packs:
            result[item] = packs
    return result


_NAMES = st.sampled_from(["flour", "eggs", "milk", "jalapeño", "rice"])
STRATEGIES = {
    "needed": st.dictionaries(_NAMES, st.integers(0, 40), max_size=4),
    "pantry": st.dictionaries(_NAMES, st.integers(0, 40), max_size=4),
    "pack_sizes": st.dictionaries(_NAMES, st.integers(1, 12), max_size=4),
}
SEED = {"domain": "cooking", "keywords": ["shopping list", "round up", "pack size"],
        "tags": ["dict", "ceil", "guard", "default"]}
