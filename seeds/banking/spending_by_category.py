"""Banking: total the spending of a statement per category."""
from collections import Counter

from hypothesis import strategies as st


def spending_by_category(entries: list[tuple[str, int]],
                         totals: dict[str, int] | None = None) -> dict[str, int]:
    """Add each category's spending to `totals` (a new dict when omitted) and return it.

    entries are (category, amount_cents); negative amounts are spending and are added
    as positive values; deposits (positive amounts) and zero amounts are ignored.
    Category names are compared case-insensitively and stored in lower case. A
    category with no spending gets no key.
    """
    if totals is None:
        totals = {}
    for category, amount in entries:
        if amount >= 0:
            continue
        key = category.lower()
        totals[key] = totals.get(key, 0) - amount
    return totals


def clean_spending_by_category(entries: list[tuple[str, int]],
                               totals: dict[str, int] | None = None) -> dict[str, int]:
    merged = {} if totals is None else totals
    spent: Counter[str] = Counter()
    for name, cents in entries:
        if cents < 0:
            spent[name.lower()] += abs(cents)
    for name, cents in spent.items():
        merged[name] = merged.get(name, 0) + cents
    return merged


STRATEGIES = {
    "entries": st.lists(st.tuples(st.sampled_from(["Food", "food", "Rent", "fuel", "FUEL"]),
                                  st.integers(-50, 30)), max_size=8),
}
SEED = {"domain": "banking", "keywords": ["statement", "category totals", "debits"],
        "tags": ["mutable-default", "dict", "guard", "loop", "accumulator"]}
