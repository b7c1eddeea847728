"""Logistics: fill orders from stock and queue the ones that must wait."""
from hypothesis import strategies as st


def allocate_stock(orders: list[tuple[str, int]], on_hand: int,
                   backorders: list[str] | None = None) -> list[str]:
    """Fill orders (order_id, quantity) in list order from on_hand units; append the id of
    every order that cannot be filled in full to `backorders` (a new list when omitted)
    and return it.

    An order is filled only when its whole quantity is still available (taking the last
    unit is fine), which reduces the stock. An unfilled order takes nothing, so a later,
    smaller order may still be filled.
    """
    if backorders is None:
        backorders = []
    for order_id, qty in orders:
        if qty <= on_hand:
            on_hand -= qty
        else:
            backorders.append(order_id)
    return backorders


def clean_allocate_stock(orders: list[tuple[str, int]], on_hand: int,
                         backorders: list[str] | None = None) -> list[str]:
    waiting = [] if backorders is None else backorders
    left = on_hand
    k = 0
    while k < len(orders):
        oid, want = orders[k]
        k += 1
        if want > left:
            waiting.append(oid)
            continue
        left -= want
    return waiting


STRATEGIES = {
    "orders": st.lists(st.tuples(st.sampled_from(["o1", "o2", "o3", "o4", "o5"]), st.integers(1, 8)),
                       max_size=6),
    "on_hand": st.integers(0, 20),
}
SEED = {"domain": "logistics", "keywords": ["backorder", "allocation", "stock on hand"],
        "tags": ["mutable-default", "boundary", "loop", "accumulator"]}
