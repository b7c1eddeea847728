"""Scheduling: find the hours a rota leaves understaffed."""
from hypothesis import strategies as st


def understaffed_hours(shifts: list[tuple[int, int]], needed: list[int]) -> list[int]:
    """needed[h] is the number of staff required in hour h of the day (len(needed) hours).
    A shift (start, end) covers the hours start, start+1, ..., end-1 (end exclusive); parts
    of a shift outside 0..len(needed)-1 are ignored, and a shift with end <= start covers
    nothing. Return, in order, the hours covered by fewer staff than needed.
    """
    staffed = [0] * len(needed)
    for start, end in shifts:
        for hour in range(max(start, 0), min(end, len(needed))):
            staffed[hour] += 1
    short = []
    for hour, required in enumerate(needed):
        if staffed[hour] < required:
            short.append(hour)
    return short


def clean_understaffed_hours(shifts: list[tuple[int, int]], needed: list[int]) -> list[int]:
    """needed[h] is the number of staff required in hour h of the day (len(needed) hours).
    A shift (start, end) covers the hours start, start+1, ..., end-1 (end exclusive); parts
    of a shift outside 0..len(needed)-1 are ignored, and a shift with end <= start covers
    nothing. Return, in order, the hours covered by fewer staff than needed.
    """
    result = []
    hour = 0
    while hour < len(needed):
        on_duty = len([1 for start, end in shifts if start <= hour < end])
        if on_duty < needed[hour]:
            result.append(hour)
        hour += 1
    return result


STRATEGIES = {
    "shifts": st.lists(st.tuples(st.integers(-2, 8), st.integers(-1, 10)), max_size=5),
    "needed": st.lists(st.integers(0, 3), max_size=8),
}
SEED = {"domain": "scheduling", "keywords": ["staffing", "coverage", "end exclusive"],
        "tags": ["loop", "min-max", "boundary", "nested", "index"]}
