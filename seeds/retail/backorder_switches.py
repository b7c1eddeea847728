"""Retail: count how often an item moves between in stock and on backorder."""
from hypothesis import strategies as st


def backorder_switches(on_hand: int, movements: list[int]) -> int:
    """An item's stock level starts at on_hand and each movement is added in order (receipts
    are positive, shipments negative). The item is on backorder while its level is below zero
    and available while it is zero or more. Return how many movements change the item from
    available to backorder or back again."""
    level = on_hand
    backordered = level < 0
    switches = 0
    for change in movements:
        level += change
        now_backordered = level < 0
        if now_backordered != backordered:
            switches += 1
            backordered = now_backordered
    return switches


def clean_backorder_switches(on_hand: int, movements: list[int]) -> int:
    states = []
    running = on_hand
    states.append(running >= 0)
    for change in movements:
        running += change
        states.append(running >= 0)
    return sum(a != b for a, b in zip(states, states[1:]))


STRATEGIES = {
    "on_hand": st.one_of(st.sampled_from([0, -2, 2, 5]), st.integers(-8, 8)),
    "movements": st.lists(st.integers(-5, 5), max_size=7),
}
SEED = {"domain": "retail", "keywords": ["backorder", "stock level", "inventory"],
        "tags": ["loop", "boundary", "accumulator", "state"]}
