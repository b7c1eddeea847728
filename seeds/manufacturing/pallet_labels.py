"""Manufacturing: label the pallets a packing cell completes."""
from hypothesis import strategies as st


def pallet_labels(cases: list[int], per_pallet: int) -> list[str]:
    """Cases come off the line in order, each with its weight in kg; a case of 0 kg is an
    empty carton and is rejected. Accepted cases are stacked on the open pallet, and once it
    holds per_pallet cases it is wrapped and labelled, and a new pallet is started for the
    next case. A pallet still short of per_pallet cases when the line stops gets no label.
    Labels number the wrapped pallets in order: "P1", "P2", ... Return the labels given.
    per_pallet is at least 1 and weights are not negative."""
    labels = []
    stacked = 0
    for weight in cases:
        if weight == 0:
            continue
        if stacked >= per_pallet:
            number = len(labels) + 1
            labels.append(f"P{number}")
            stacked = 0
        stacked += 1
    if stacked == per_pallet:
        labels.append(f"P{len(labels) + 1}")
    return labels


def clean_pallet_labels(cases: list[int], per_pallet: int) -> list[str]:
    labels = []
    on_pallet = 0
    for weight in cases:
        if weight > 0:
            on_pallet += 1
            if on_pallet >= per_pallet:
                labels.append(f"P{len(labels) + 1}")
                on_pallet = 0
    return labels


def precondition(cases: list[int], per_pallet: int) -> bool:
    return per_pallet >= 1 and all(w >= 0 for w in cases)


STRATEGIES = {
    "cases": st.lists(st.sampled_from([0, 8, 12, 20]), max_size=14),
    "per_pallet": st.sampled_from([1, 2, 3, 4]),
}
SEED = {"domain": "manufacturing", "keywords": ["pallet", "packing", "pallet label"],
        "tags": ["loop", "boundary", "guard", "accumulator"]}
