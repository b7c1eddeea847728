"""Energy: count how often a hydro reservoir starts or stops spilling."""
from hypothesis import strategies as st


def spill_changes(start_cm: int, inflows_cm: list[int]) -> int:
    """A reservoir's level is measured in cm relative to its spillway crest (negative: below
    the crest). It starts at start_cm, and each hour's net inflow is added in order. Water
    spills while the level is above the crest; at the crest or below it does not. Return how
    many hours change the reservoir from not spilling to spilling or from spilling to not."""
    level = start_cm
    spilling = level > 0
    changes = 0
    for inflow in inflows_cm:
        level = level + inflow
        if (level > 0) == spilling:
            continue
        spilling = not spilling
        changes += 1
    return changes


def clean_spill_changes(start_cm: int, inflows_cm: list[int]) -> int:
    previous = start_cm
    count = 0
    for inflow in inflows_cm:
        current = previous + inflow
        if (previous > 0) != (current > 0):
            count += 1
        previous = current
    return count


STRATEGIES = {
    "start_cm": st.one_of(st.sampled_from([0, 1, -1, 3]), st.integers(-6, 6)),
    "inflows_cm": st.lists(st.integers(-4, 4), max_size=7),
}
SEED = {"domain": "energy", "keywords": ["reservoir", "spillway", "hydro"],
        "tags": ["loop", "boundary", "accumulator", "state"]}
