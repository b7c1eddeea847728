"""Logistics: count the shipments that arrived late."""
from hypothesis import strategies as st


def count_late(deliveries: list[tuple[int, int]], grace_days: int = 0) -> int:
    """Return how many (promised_day, arrived_day) pairs arrived more than grace_days
    after the promised day; arriving exactly grace_days late is still on time."""
    late = 0
    for promised, arrived in deliveries:
        if arrived - promised > grace_days:
            late += 1
    return late


def clean_count_late(deliveries: list[tuple[int, int]], grace_days: int = 0) -> int:
    return len([1 for due, got in deliveries if got > due + grace_days])


STRATEGIES = {
    "deliveries": st.lists(st.tuples(st.integers(0, 60), st.integers(0, 60)), max_size=12),
    "grace_days": st.integers(0, 5),
}
SEED = {"domain": "logistics", "keywords": ["grace period"], "tags": ["loop", "boundary"]}
