"""Manufacturing: how much raw material to reorder, in whole packs."""
from hypothesis import strategies as st


def reorder_qty(on_hand: int, daily_use: int, lead_days: int, safety_stock: int, pack: int) -> int:
    """Number of packs to order. The reorder point is daily_use * lead_days +
    safety_stock. Stock strictly above the reorder point needs no order (0 packs). At or
    below it, order enough to bring stock up to the reorder point plus 7 more days of use,
    in whole packs of `pack` units, rounding up. pack < 1 is treated as 1. daily_use is
    never negative."""
    point = daily_use * lead_days + safety_stock
    if on_hand > point:
        return 0
    shortfall = point + 7 * daily_use - on_hand
    pack = max(pack, 1)
    return (shortfall + pack - 1) // pack


def clean_reorder_qty(on_hand: int, daily_use: int, lead_days: int, safety_stock: int, pack: int) -> int:
    reorder_point = safety_stock + lead_days * daily_use
    target = reorder_point + daily_use * 7
    packs = 0
    if on_hand <= reorder_point:
        while on_hand + packs * max(1, pack) < target:
            packs += 1
    return packs


def precondition(on_hand: int, daily_use: int, lead_days: int, safety_stock: int, pack: int) -> bool:
    return daily_use >= 0


STRATEGIES = {
    "on_hand": st.integers(0, 40),
    "daily_use": st.integers(0, 5),
    "lead_days": st.integers(1, 4),
    "safety_stock": st.integers(0, 10),
    "pack": st.integers(-1, 25),
}
SEED = {
    "domain": "manufacturing",
    "keywords": ["reorder point", "safety stock", "pack size"],
    "tags": ["rounding", "division", "boundary", "early-return"],
}
