"""Data cleaning: merge stock-count rows whose SKUs differ only in spacing or case."""
from hypothesis import strategies as st


def merge_stock_rows(rows: list[tuple[str, int]],
                     totals: dict[str, int] | None = None) -> dict[str, int]:
    """Add each (sku, quantity) row into totals (a new dict when totals is None), keyed by
    the SKU with surrounding whitespace removed and upper-cased, so " ab-1" and "AB-1" are
    the same item. Rows whose SKU is blank after trimming, or whose quantity is negative,
    are rejected and skipped; a quantity of 0 is valid (the SKU appears with 0 added).
    Returns totals."""
    if totals is None:
        totals = {}
    for sku, qty in rows:
        key = sku.strip().upper()
        if not key or qty < 0:
            continue
        totals[key] = totals.get(key, 0) + qty
    return totals


def clean_merge_stock_rows(rows: list[tuple[str, int]],
                           totals: dict[str, int] | None = None) -> dict[str, int]:
    merged = {} if totals is None else totals
    valid = [(sku.strip().upper(), qty) for sku, qty in rows if sku.strip() and qty >= 0]
    for key, qty in valid:
        merged[key] = merged[key] + qty if key in merged else qty
    return merged


STRATEGIES = {
    "rows": st.lists(
        st.tuples(st.sampled_from(["ab-1", " AB-1", "cd", "Cd ", "  ", ""]), st.integers(-2, 9)),
        max_size=8,
    )
}
SEED = {
    "domain": "data_cleaning",
    "keywords": ["inventory", "merge duplicates", "SKU"],
    "tags": ["mutable-default", "dict", "boolean", "loop", "accumulator"],
}
