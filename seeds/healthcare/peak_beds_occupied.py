"""Healthcare: the largest number of beds in use on any night."""
from hypothesis import strategies as st


def peak_beds_occupied(stays: list[tuple[int, int]]) -> int:
    """Largest number of patients occupying beds on the same night. A stay
    (admit_day, discharge_day) occupies a bed on the nights admit_day .. discharge_day - 1,
    so a patient discharged on a day frees the bed for a patient admitted that same day.
    A stay with discharge_day <= admit_day occupies no night. No stays give 0."""
    events = []
    for admit, discharge in stays:
        if discharge > admit:
            events.append((admit, 1))
            events.append((discharge, -1))
    events.sort()
    current = peak = 0
    for _, change in events:
        current += change
        peak = max(peak, current)
    return peak


def clean_peak_beds_occupied(stays: list[tuple[int, int]]) -> int:
    """Largest number of patients occupying beds on the same night. A stay
    (admit_day, discharge_day) occupies a bed on the nights admit_day .. discharge_day - 1,
    so a patient discharged on a day frees the bed for a patient admitted that same day.
    A stay with discharge_day <= admit_day occupies no night. No stays give 0."""
    nights: dict[int, int] = {}
    for admit, discharge in stays:
        for night in range(admit, discharge):
            nights[night] = nights.get(night, 0) + 1
    return max(nights.values(), default=0)


STRATEGIES = {
    "stays": st.lists(st.tuples(st.integers(-3, 10), st.integers(-3, 12)), max_size=7),
}
SEED = {
    "domain": "healthcare",
    "keywords": ["bed occupancy", "census", "sweep line", "turnover"],
    "tags": ["sort", "accumulator", "min-max", "guard", "loop"],
}
