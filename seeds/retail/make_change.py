"""Retail: count out change from the till."""
from hypothesis import strategies as st


def make_change(amount: int, till: dict[int, int]) -> dict[int, int] | None:
    """Give `amount` cents of change from the till, which maps a coin or note value (cents)
    to how many are available. Work greedily from the largest value down, taking as many of
    each as fit in what is still owed and are available. Return {value: count} for the
    values used (count at least 1), or None when the greedy pass cannot make the exact
    amount. amount 0 -> {}; a negative amount -> None. Values in the till are at least 1
    cent and counts are never negative.
    """
    if amount < 0:
        return None
    used = {}
    left = amount
    for value in sorted(till, reverse=True):
        count = min(left // value, till[value])
        if count > 0:
            used[value] = count
            left -= count * value
    return used if left == 0 else None


def clean_make_change(amount: int, till: dict[int, int]) -> dict[int, int] | None:
    """Give `amount` cents of change from the till, which maps a coin or note value (cents)
    to how many are available. Work greedily from the largest value down, taking as many of
    each as fit in what is still owed and are available. Return {value: count} for the
    values used (count at least 1), or None when the greedy pass cannot make the exact
    amount. amount 0 -> {}; a negative amount -> None.
    """
    remaining = amount
    handed: dict[int, int] = {}
    for value, stock in sorted(till.items(), key=lambda kv: -kv[0]):
        while stock > 0 and value <= remaining:
            handed[value] = handed.get(value, 0) + 1
            remaining -= value
            stock -= 1
    if remaining != 0:
        return None
    return handed


def precondition(amount: int, till: dict[int, int]) -> bool:
    return all(value >= 1 and count >= 0 for value, count in till.items())


STRATEGIES = {
    "amount": st.one_of(st.integers(-5, 400), st.sampled_from([0, 5, 30, 65, 200])),
    "till": st.dictionaries(st.sampled_from([1, 2, 5, 10, 20, 25, 50, 100, 200]), st.integers(0, 4), max_size=5),
}
SEED = {"domain": "retail", "keywords": ["change", "greedy", "till float", "denominations"],
        "tags": ["dict", "sort", "min-max", "guard", "none"]}
