"""Logistics: load crates onto trucks with the first-fit rule."""
from hypothesis import strategies as st


def first_fit_trucks(crates_kg: list[int], capacity_kg: int) -> list[list[int]]:
    """Assign crates, in the given order, to trucks by first fit: each crate goes on the
    earliest opened truck whose load plus the crate stays at most capacity_kg (filling a
    truck exactly is allowed); if none can take it, a new truck is opened. Returns the
    crate weights per truck, in loading order. A crate heavier than capacity_kg cannot
    be shipped: return [] for the whole plan. No crates give []."""
    trucks: list[list[int]] = []
    loads: list[int] = []
    for crate in crates_kg:
        if crate > capacity_kg:
            return []
        for i in range(len(trucks)):
            if loads[i] + crate <= capacity_kg:
                trucks[i].append(crate)
                loads[i] += crate
                break
        else:
            trucks.append([crate])
            loads.append(crate)
    return trucks


def clean_first_fit_trucks(crates_kg: list[int], capacity_kg: int) -> list[list[int]]:
    """Assign crates, in the given order, to trucks by first fit: each crate goes on the
    earliest opened truck whose load plus the crate stays at most capacity_kg (filling a
    truck exactly is allowed); if none can take it, a new truck is opened. Returns the
    crate weights per truck, in loading order. A crate heavier than capacity_kg cannot
    be shipped: return [] for the whole plan. No crates give []."""
    if any(c > capacity_kg for c in crates_kg):
        return []
    plan: list[list[int]] = []
    for crate in crates_kg:
        target = next((t for t in plan if sum(t) + crate <= capacity_kg), None)
        if target is None:
            plan.append([crate])
        else:
            target.append(crate)
    return plan


STRATEGIES = {
    "crates_kg": st.lists(st.integers(1, 12), max_size=8),
    "capacity_kg": st.integers(5, 14),
}
SEED = {
    "domain": "logistics",
    "keywords": ["first fit", "bin packing", "truck capacity"],
    "tags": ["nested-loop", "for-else", "boundary", "guard", "index"],
}
