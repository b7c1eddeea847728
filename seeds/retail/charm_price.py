"""Retail: raise a price to the next charm price ending in .99."""
from hypothesis import strategies as st


def charm_price(cents: int, ending: int = 99) -> int:
    """Return the smallest price at or above `cents` whose cents part (price % 100) equals
    `ending` (0..99): 1050 -> 1099, 1099 -> 1099, 1100 -> 1199 with ending 99. A price of
    0 or less stays as it is.
    """
    if cents <= 0:
        return cents
    whole, part = divmod(cents, 100)
    if part > ending:
        whole += 1
    return whole * 100 + ending


def clean_charm_price(cents: int, ending: int = 99) -> int:
    """Return the smallest price at or above `cents` whose cents part (price % 100) equals
    `ending` (0..99): 1050 -> 1099, 1099 -> 1099, 1100 -> 1199 with ending 99. A price of
    0 or less stays as it is.
    """
    if cents < 1:
        return cents
    candidate = cents - cents % 100 + ending
    while candidate < cents:
        candidate += 100
    return candidate


def precondition(cents: int, ending: int = 99) -> bool:
    return 0 <= ending <= 99


STRATEGIES = {
    "cents": st.one_of(st.integers(-200, 5000), st.sampled_from([0, 1, 99, 100, 1049, 1050, 1099, 1100])),
    "ending": st.sampled_from([0, 49, 50, 95, 99]),
}
SEED = {"domain": "retail", "keywords": ["charm pricing", "price ending", "round up"],
        "tags": ["arithmetic", "boundary", "guard", "modular"]}
