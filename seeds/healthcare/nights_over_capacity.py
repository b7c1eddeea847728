"""Healthcare: count the nights a ward had more patients than staffed beds."""
from hypothesis import strategies as st


def nights_over_capacity(stays: list[tuple[int, int]], staffed_beds: int) -> int:
    """Number of nights on which more patients than staffed_beds were on the ward. A stay
    (admit_day, discharge_day) is on the ward for the nights admit_day .. discharge_day - 1,
    so a patient discharged on a day is not counted that night; a stay with
    discharge_day <= admit_day covers no night. A night with exactly staffed_beds patients
    is not over capacity. No stays give 0."""
    census: dict[int, int] = {}
    for admit, discharge in stays:
        for night in range(admit, discharge):
            census[night] = census.get(night, 0) + 1
    over = 0
    for patients in census.values():
        if patients > staffed_beds:
            over += 1
    return over


def clean_nights_over_capacity(stays: list[tuple[int, int]], staffed_beds: int) -> int:
    """Number of nights on which more patients than staffed_beds were on the ward. A stay
    (admit_day, discharge_day) is on the ward for the nights admit_day .. discharge_day - 1,
    so a patient discharged on a day is not counted that night; a stay with
    discharge_day <= admit_day covers no night. A night with exactly staffed_beds patients
    is not over capacity. No stays give 0."""
    real = [(a, d) for a, d in stays if d > a]
    if not real:
        return 0
    first = min(a for a, _ in real)
    last = max(d for _, d in real)
    total = 0
    for night in range(first, last):
        on_ward = sum(1 for a, d in real if a <= night < d)
        if on_ward > staffed_beds:
            total += 1
    return total


def precondition(stays: list[tuple[int, int]], staffed_beds: int) -> bool:
    return staffed_beds >= 0 and all(abs(a) <= 400 and abs(d) <= 400 for a, d in stays)


STRATEGIES = {
    "stays": st.lists(st.tuples(st.integers(-3, 10), st.integers(-3, 12)), max_size=7),
    "staffed_beds": st.one_of(st.integers(0, 4), st.just(1)),
}
SEED = {
    "domain": "healthcare",
    "keywords": ["ward census", "overcapacity", "discharge day"],
    "tags": ["dict", "accumulator", "boundary", "loop", "nested-loop"],
}
