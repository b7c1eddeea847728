"""Logistics: pick stock first-expired-first-out."""
from hypothesis import strategies as st


def fefo_pick(lots: list[tuple[int, int]], demand: int, today: int) -> list[tuple[int, int]]:
    """Plan a pick of `demand` units from stock lots by first-expired-first-out. Each lot
    is (expiry_day, quantity); lots that expired before today are unusable (a lot expiring
    today is still usable). Usable lots are drawn in order of expiry, ties by their index
    in `lots`, each giving as much as still needed. Returns (lot_index, units) for every
    lot drawn from, in drawing order; if stock runs out the plan takes what there is. A
    demand of 0 or less draws nothing; lots with quantity 0 are never listed."""
    order = sorted(range(len(lots)), key=lambda i: (lots[i][0], i))
    plan = []
    remaining = demand
    for i in order:
        expiry, quantity = lots[i]
        if remaining <= 0:
            break
        if expiry < today or quantity <= 0:
            continue
        take = min(quantity, remaining)
        plan.append((i, take))
        remaining -= take
    return plan


def clean_fefo_pick(lots: list[tuple[int, int]], demand: int, today: int) -> list[tuple[int, int]]:
    """Plan a pick of `demand` units from stock lots by first-expired-first-out. Each lot
    is (expiry_day, quantity); lots that expired before today are unusable (a lot expiring
    today is still usable). Usable lots are drawn in order of expiry, ties by their index
    in `lots`, each giving as much as still needed. Returns (lot_index, units) for every
    lot drawn from, in drawing order; if stock runs out the plan takes what there is. A
    demand of 0 or less draws nothing; lots with quantity 0 are never listed."""
    usable = sorted((expiry, index, qty) for index, (expiry, qty) in enumerate(lots) if expiry >= today and qty > 0)
    picks = []
    need = demand
    while need > 0 and usable:
        _, index, qty = usable.pop(0)
        units = qty if qty < need else need
        picks.append((index, units))
        need -= units
    return picks


STRATEGIES = {
    "lots": st.lists(st.tuples(st.integers(0, 10), st.integers(0, 8)), max_size=6),
    "demand": st.integers(-2, 30),
    "today": st.integers(0, 10),
}
SEED = {
    "domain": "logistics",
    "keywords": ["FEFO", "expiry", "lot allocation", "partial pick"],
    "tags": ["sort", "min-max", "boundary", "guard", "accumulator"],
}
