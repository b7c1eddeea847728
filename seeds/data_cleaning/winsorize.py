"""Data cleaning: clamp outliers to order-statistic limits."""
from hypothesis import strategies as st


def winsorize(values: list[int], trim: int) -> list[int]:
    """Clamp outliers. With the values sorted ascending, the lower limit is the element at
    position trim and the upper limit the element at position len(values) - 1 - trim; every
    element below the lower limit is raised to it and every element above the upper limit
    lowered to it. The result preserves the original order and is a new list. When trim < 1
    or 2 * trim >= len(values) the input comes back unchanged (as a copy)."""
    if trim < 1 or 2 * trim >= len(values):
        return list(values)
    ordered = sorted(values)
    low, high = ordered[trim], ordered[len(values) - 1 - trim]
    result = []
    for v in values:
        if v < low:
            v = low
        elif v > high:
            v = high
        result.append(v)
    return result


def clean_winsorize(values: list[int], trim: int) -> list[int]:
    """Clamp outliers. With the values sorted ascending, the lower limit is the element at
    position trim and the upper limit the element at position len(values) - 1 - trim; every
    element below the lower limit is raised to it and every element above the upper limit
    lowered to it. The result preserves the original order and is a new list. When trim < 1
    or 2 * trim >= len(values) the input comes back unchanged (as a copy)."""
    count = len(values)
    if trim <= 0 or trim * 2 > count - 1:
        return values[:]
    ranked = sorted(values)
    floor_value = ranked[trim]
    ceiling_value = ranked[-(trim + 1)]
    return [max(floor_value, min(ceiling_value, v)) for v in values]


STRATEGIES = {
    "values": st.lists(st.integers(-50, 50), max_size=9),
    "trim": st.integers(-1, 5),
}
SEED = {
    "domain": "data_cleaning",
    "keywords": ["winsorize", "outliers", "clamp"],
    "tags": ["index", "guard", "sort", "min-max", "boundary"],
}
