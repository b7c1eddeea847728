"""Retail: list the SKUs whose stock will run out before a new delivery."""
from hypothesis import strategies as st


def skus_to_reorder(stock: dict[str, int], daily_sales: dict[str, int], lead_days: int,
                    out: list[str] | None = None) -> list[str]:
    """Append to `out` (a new list when omitted) every SKU of `stock`, in alphabetical
    order, that must be reordered now, and return `out`.

    A SKU must be reordered when it sells at least one unit a day and its stock is at or
    below daily_sales * lead_days (stock exactly covering the lead time still triggers a
    reorder). A SKU missing from daily_sales sells nothing and is never reordered.
    """
    if out is None:
        out = []
    for sku in sorted(stock):
        rate = daily_sales.get(sku, 0)
        if rate > 0 and stock[sku] <= rate * lead_days:
            out.append(sku)
    return out


def clean_skus_to_reorder(stock: dict[str, int], daily_sales: dict[str, int], lead_days: int,
                          out: list[str] | None = None) -> list[str]:
    result = [] if out is None else out
    due = [s for s, units in stock.items()
           if daily_sales.get(s, 0) >= 1 and daily_sales.get(s, 0) * lead_days >= units]
    result.extend(sorted(due))
    return result


_SKUS = st.sampled_from(["ax", "bolt", "cap", "dye", "eel"])
STRATEGIES = {
    "stock": st.dictionaries(_SKUS, st.integers(0, 12), max_size=5),
    "daily_sales": st.dictionaries(_SKUS, st.integers(0, 5), max_size=5),
    "lead_days": st.integers(0, 7),
}
SEED = {"domain": "retail", "keywords": ["reorder point", "lead time", "stock"],
        "tags": ["mutable-default", "boolean", "boundary", "dict", "sort"]}
