"""Manufacturing: compute first-pass yield from inspection records."""
from hypothesis import strategies as st


def first_pass_yield(inspections: list[tuple[str, bool]]) -> float:
    """inspections are (unit_id, passed) in time order; a unit that fails may be reworked
    and inspected again. First-pass yield is the percentage of distinct units whose FIRST
    inspection passed, rounded to one decimal. No inspections -> 0.0.
    """
    first: dict[str, bool] = {}
    for unit, passed in inspections:
        if unit not in first:
            first[unit] = passed
    if not first:
        return 0.0
    good = sum(1 for passed in first.values() if passed)
    return round(100 * good / len(first), 1)


def clean_first_pass_yield(inspections: list[tuple[str, bool]]) -> float:
    """inspections are (unit_id, passed) in time order; a unit that fails may be reworked
    and inspected again. First-pass yield is the percentage of distinct units whose FIRST
    inspection passed, rounded to one decimal. No inspections -> 0.0.
    """
    seen = set()
    units = passed_first = 0
    for unit, passed in inspections:
        if unit in seen:
            continue
        seen.add(unit)
        units += 1
        passed_first += int(passed)
    return round(passed_first * 100 / units, 1) if units else 0.0


STRATEGIES = {
    "inspections": st.lists(st.tuples(st.sampled_from(["u1", "u2", "u3", "u4", "ü5", "u6", "u7"]), st.booleans()),
                            max_size=10),
}
SEED = {"domain": "manufacturing", "keywords": ["first-pass yield", "rework", "distinct units"],
        "tags": ["dict", "guard", "division", "rounding"]}
