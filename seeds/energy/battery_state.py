"""Energy: simulate a home battery over a day of hourly flows."""
from hypothesis import strategies as st


def battery_state(flows_kwh: list[int], capacity: int, start: int = 0) -> tuple[int, int]:
    """Simulate a home battery hour by hour. Positive flows charge it, negative flows
    discharge it. The charge level stays within 0..capacity: energy beyond a full battery
    is spilled and demand beyond an empty one goes unmet. start is clamped into
    0..capacity first. Return (final_level, hours_clipped), where hours_clipped counts the
    hours in which some of the flow was spilled or unmet (landing exactly on 0 or on
    capacity is not clipping).
    capacity is not negative."""
    level = min(max(start, 0), capacity)
    clipped = 0
    for flow in flows_kwh:
        wanted = level + flow
        if wanted > capacity or wanted < 0:
            clipped += 1
        level = min(max(wanted, 0), capacity)
    return level, clipped


def clean_battery_state(flows_kwh: list[int], capacity: int, start: int = 0) -> tuple[int, int]:
    level = 0 if start < 0 else capacity if start > capacity else start
    clipped = 0
    for flow in flows_kwh:
        level += flow
        if level > capacity:
            level, clipped = capacity, clipped + 1
        elif level < 0:
            level, clipped = 0, clipped + 1
    return level, clipped


def precondition(flows_kwh: list[int], capacity: int, start: int = 0) -> bool:
    return capacity >= 0


STRATEGIES = {
    "flows_kwh": st.lists(st.integers(-6, 6), max_size=12),
    "capacity": st.integers(0, 12),
    "start": st.integers(-3, 15),
}
SEED = {
    "domain": "energy",
    "keywords": ["battery", "state of charge", "clamp"],
    "tags": ["loop", "boolean", "boundary", "accumulator"],
}
