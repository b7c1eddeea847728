"""Agriculture: count the egg cartons a grading line fills completely."""
from hypothesis import strategies as st


def full_cartons(eggs: list[str], per_carton: int) -> int:
    """Eggs come off the grading line in order, each graded "A", "B" or "cracked". Cracked
    eggs are discarded; every other egg goes into the open carton, and a new carton is opened
    when the open one already holds per_carton eggs. Return how many cartons end up holding
    exactly per_carton eggs (a last, partly filled carton does not count). per_carton is at
    least 1."""
    cartons = 0
    in_carton = 0
    for egg in eggs:
        if egg == "cracked":
            continue
        if in_carton < per_carton:
            in_carton += 1
        else:
            cartons += 1
            in_carton = 1
    if in_carton == per_carton:
        cartons += 1
    return cartons


def clean_full_cartons(eggs: list[str], per_carton: int) -> int:
    filled = 0
    packed = 0
    for grade in eggs:
        if grade == "cracked":
            continue
        packed += 1
        if packed < per_carton:
            continue
        filled += 1
        packed = 0
    return filled


def precondition(eggs: list[str], per_carton: int) -> bool:
    return per_carton >= 1


STRATEGIES = {
    "eggs": st.lists(st.sampled_from(["A", "B", "cracked"]), max_size=14),
    "per_carton": st.sampled_from([1, 2, 3, 6]),
}
SEED = {"domain": "agriculture", "keywords": ["egg grading", "carton", "cracked eggs"],
        "tags": ["loop", "boundary", "accumulator", "branch"]}
