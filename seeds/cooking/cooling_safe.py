"""Cooking: check that cooked food was cooled safely."""
from hypothesis import strategies as st


def cooling_safe(readings: list[tuple[int, int]]) -> bool:
    """readings are (minutes_since_cooking_ended, celsius) in increasing minute order.
    Cooling is safe when the food reached 21 degrees or below within 120 minutes and 5
    degrees or below within 360 minutes (both limits inclusive). A stage counts as reached
    at the first reading at or below its temperature. Food that never reaches a stage in
    the readings fails. No readings -> False.
    """
    first_stage = second_stage = None
    for minute, temp in readings:
        if first_stage is None and temp <= 21:
            first_stage = minute
        if second_stage is None and temp <= 5:
            second_stage = minute
    if first_stage is None or second_stage is None:
        return False
    return first_stage <= 120 and second_stage <= 360


def clean_cooling_safe(readings: list[tuple[int, int]]) -> bool:
    """readings are (minutes_since_cooking_ended, celsius) in increasing minute order.
    Cooling is safe when the food reached 21 degrees or below within 120 minutes and 5
    degrees or below within 360 minutes (both limits inclusive). A stage counts as reached
    at the first reading at or below its temperature. Food that never reaches a stage in
    the readings fails. No readings -> False.
    """
    warm_ok = cold_ok = False
    for minute, temp in readings:
        if minute > 360:
            break
        if temp <= 5:
            cold_ok = True
        if temp <= 21 and minute <= 120:
            warm_ok = True
    return warm_ok and cold_ok


def precondition(readings: list[tuple[int, int]]) -> bool:
    return all(a[0] < b[0] for a, b in zip(readings, readings[1:]))


STRATEGIES = {
    "readings": st.lists(st.tuples(st.sampled_from([0, 30, 60, 119, 120, 121, 240, 359, 360, 361, 400]),
                                   st.sampled_from([60, 30, 22, 21, 20, 6, 5, 4])),
                         max_size=6, unique_by=lambda r: r[0]).map(sorted),
}
SEED = {"domain": "cooking", "keywords": ["food safety", "cooling", "two-stage"],
        "tags": ["loop", "boundary", "boolean", "none-check"]}
