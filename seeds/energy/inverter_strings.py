"""Energy: split solar panels into balanced inverter strings."""
import math

from hypothesis import strategies as st


def inverter_strings(panel_count: int, per_string_max: int, per_string_min: int) -> list[int]:
    """Wire panel_count panels into as few strings as possible, each with at most
    per_string_max panels, and as equal as possible: string sizes differ by at most 1 and
    the larger strings come first. Returns the list of string sizes. If the smallest string
    would have fewer than per_string_min panels, or there are no panels, or
    per_string_max <= 0, the array cannot be wired: return []."""
    if panel_count <= 0 or per_string_max <= 0:
        return []
    strings = math.ceil(panel_count / per_string_max)
    size, extra = divmod(panel_count, strings)
    if size < per_string_min:
        return []
    return [size + 1] * extra + [size] * (strings - extra)


def clean_inverter_strings(panel_count: int, per_string_max: int, per_string_min: int) -> list[int]:
    if panel_count < 1 or per_string_max < 1:
        return []
    count = 1
    while count * per_string_max < panel_count:
        count += 1
    sizes = [0] * count
    for panel in range(panel_count):
        sizes[panel % count] += 1
    return sizes if sizes[-1] >= per_string_min else []


STRATEGIES = {
    "panel_count": st.integers(-2, 60),
    "per_string_max": st.integers(-1, 14),
    "per_string_min": st.integers(1, 10),
}
SEED = {
    "domain": "energy",
    "keywords": ["solar", "string sizing", "balanced split"],
    "tags": ["guard", "rounding", "division", "boolean"],
}
