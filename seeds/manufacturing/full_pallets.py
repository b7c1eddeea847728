"""Manufacturing: count the pallets a packing cell completes."""
from hypothesis import strategies as st


def full_pallets(cases: list[int], per_pallet: int) -> int:
    """Cases come off the line in order, each with its weight in kg; a case of 0 kg is an
    empty carton and is rejected. Accepted cases are stacked on the open pallet, and once it
    holds per_pallet cases it is wrapped and a new pallet is started for the next case.
    Return how many pallets are complete (holding per_pallet cases) when the line stops.
    per_pallet is at least 1 and weights are not negative."""
    wrapped = 0
    stacked = 0
    for weight in cases:
        if weight == 0:
            continue
        if stacked >= per_pallet:
            wrapped += 1
            # the full pallet leaves the cell: the next case opens a new one
            stacked = 0
        stacked += 1
    if stacked == per_pallet:
        wrapped += 1
    return wrapped


def clean_full_pallets(cases: list[int], per_pallet: int) -> int:
    accepted = [w for w in cases if w != 0]
    return len(accepted[per_pallet - 1 :: per_pallet])


def precondition(cases: list[int], per_pallet: int) -> bool:
    return per_pallet >= 1 and all(w >= 0 for w in cases)


STRATEGIES = {
    "cases": st.lists(st.sampled_from([0, 8, 12, 20]), max_size=14),
    "per_pallet": st.sampled_from([1, 2, 3, 4]),
}
SEED = {"domain": "manufacturing", "keywords": ["pallet", "packing", "case count"],
        "tags": ["loop", "boundary", "guard", "accumulator"]}
