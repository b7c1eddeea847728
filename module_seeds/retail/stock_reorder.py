"""Retail: project a store's stock day by day and plan purchase orders in case packs."""
from hypothesis import strategies as st


def average_daily_sales(sales: list[int], window: int = 7) -> int:
    """The mean units sold per day over the last `window` days of sales (the
    most recent day last), rounded up to a whole unit; fewer days than window
    average what there is, and no sales history gives 0.

    >>> average_daily_sales([1, 2, 3, 4], window=2), average_daily_sales([5, 0])
    (4, 3)
    """
    recent = sales[-window:]
    if not recent:
        return 0
    return -(-sum(recent) // len(recent))


def packs_needed(units: int, pack_size: int) -> int:
    """How many case packs of pack_size (>= 1) units cover `units`: rounded
    up, and 0 for zero or negative units."""
    if units <= 0:
        return 0
    return -(-units // pack_size)


def reorder_point(daily: int, lead_days: int, safety_days: int = 2) -> int:
    """The stock level at or below which an order is placed: enough for the
    lead time plus the safety days at the daily rate."""
    return daily * (lead_days + safety_days)


def order_quantity(daily: int, stock: int, pack_size: int, target_days: int = 14) -> int:
    """The case packs (of pack_size >= 1 units) to order so that stock (units,
    >= 0) reaches target_days of sales at the daily rate (units a day):
    packs_needed for the gap, rounded up to whole packs; 0 when stock already
    covers the target or nothing sells.

    >>> order_quantity(5, 20, 12), order_quantity(5, 80, 12), order_quantity(0, 0, 6)
    (5, 0, 0)
    """
    return packs_needed(daily * target_days - stock, pack_size)


def sell_day(stock: int, daily: int) -> tuple[int, int]:
    """(stock left, units of demand lost) after one day selling `daily` units
    from `stock` (both >= 0): stock never goes below 0, and the demand it
    cannot meet is lost, not back-ordered.

    >>> sell_day(10, 4), sell_day(3, 4), sell_day(0, 0)
    ((6, 0), (0, 1), (0, 0))
    """
    if stock >= daily:
        return stock - daily, 0
    return 0, daily - stock


def project(on_hand: int, sales: list[int], days: int, lead_days: int, pack_size: int,
            target_days: int = 14) -> list[tuple[int, int, int]]:
    """A day-by-day projection for days 1..days: (day, stock_at_end_of_day,
    packs_ordered_that_day). Each day sells the average_daily_sales rate (never
    below 0 stock: unmet demand is lost). At the end of a day, if stock is at
    or below the reorder_point and no order is on its way, packs_needed to
    raise stock to target_days of sales are ordered; they arrive lead_days
    later, at the start of that day (an order on day d arrives at the start of
    day d + lead_days, lead_days >= 1)."""
    daily = average_daily_sales(sales)
    point = reorder_point(daily, lead_days)
    stock = on_hand
    arriving: tuple[int, int] | None = None
    rows = []
    for day in range(1, days + 1):
        if arriving is not None and arriving[0] == day:
            stock += arriving[1]
            arriving = None
        stock, _ = sell_day(stock, daily)
        ordered = 0
        if stock <= point and arriving is None:
            ordered = order_quantity(daily, stock, pack_size, target_days)
            if ordered:
                arriving = (day + lead_days, ordered * pack_size)
        rows.append((day, stock, ordered))
    return rows


def stockout_days(on_hand: int, sales: list[int], days: int, lead_days: int, pack_size: int) -> list[int]:
    """The days of the projection (defaults for the target) that end with no
    stock while there is demand (a positive daily rate)."""
    if average_daily_sales(sales) == 0:
        return []
    return [day for day, stock, _ in project(on_hand, sales, days, lead_days, pack_size) if stock == 0]


def clean_stockout_days(on_hand: int, sales: list[int], days: int, lead_days: int, pack_size: int) -> list[int]:
    import math
    from fractions import Fraction

    last = sales[-7:]
    rate = math.ceil(Fraction(sum(last), len(last))) if last else 0
    if rate == 0:
        return []
    trigger = rate * (lead_days + 2)
    level = on_hand
    incoming: dict[int, int] = {}
    empty = []
    for d in range(1, days + 1):
        level += incoming.pop(d, 0)
        level = level - rate if level > rate else 0
        if level <= trigger and not incoming:
            shortfall = rate * 14 - level
            if shortfall > 0:
                incoming[d + lead_days] = math.ceil(shortfall / pack_size) * pack_size
        if level == 0:
            empty.append(d)
    return empty


_SALES = st.lists(st.integers(0, 30), max_size=10)

STRATEGIES = {
    "average_daily_sales": {"sales": _SALES, "window": st.integers(1, 7)},
    "packs_needed": {"units": st.integers(-20, 500), "pack_size": st.sampled_from([1, 6, 12, 24])},
    "reorder_point": {"daily": st.integers(0, 30), "lead_days": st.integers(1, 7), "safety_days": st.integers(0, 3)},
    "order_quantity": {"daily": st.integers(0, 30), "stock": st.integers(0, 300),
                       "pack_size": st.sampled_from([1, 6, 12, 24]), "target_days": st.sampled_from([7, 14])},
    "sell_day": {"stock": st.integers(0, 200), "daily": st.integers(0, 30)},
    "project": {"on_hand": st.integers(0, 200), "sales": _SALES, "days": st.integers(0, 12),
                "lead_days": st.integers(1, 5), "pack_size": st.sampled_from([1, 6, 12, 24]),
                "target_days": st.sampled_from([7, 14])},
    "stockout_days": {"on_hand": st.integers(0, 200), "sales": _SALES, "days": st.integers(0, 12),
                      "lead_days": st.integers(1, 5), "pack_size": st.sampled_from([1, 6, 12, 24])},
}
SEED = {
    "domain": "retail",
    "keywords": ["reorder point", "lead time", "case pack", "stockout", "safety stock"],
    "tags": ["ceil-division", "simulation", "keyword-default", "state", "1-based"],
    "kind": "module",
}
