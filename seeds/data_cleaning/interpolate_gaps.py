"""Data cleaning: fill interior gaps of a series by linear interpolation."""
from hypothesis import strategies as st


def interpolate_gaps(values: list[int | None]) -> list[float | int | None]:
    """Replace each interior None by linear interpolation between the nearest known numbers
    on each side, rounded to 3 decimals: a None k places after the known number a and
    before the known number b that lies n places after a becomes a + (b - a) * k / n. Known
    numbers are left as they are. None before the first or after the last known number
    stays None.
    Returns a new list of the same length."""
    result = list(values)
    last = None
    for i, value in enumerate(values):
        if value is None:
            continue
        if last is not None and i - last > 1:
            step = (value - values[last]) / (i - last)
            for j in range(last + 1, i):
                result[j] = round(values[last] + step * (j - last), 3)
        last = i
    return result


def clean_interpolate_gaps(values: list[int | None]) -> list[float | int | None]:
    """Replace each interior None by linear interpolation between the nearest known numbers
    on each side, rounded to 3 decimals: a None k places after the known number a and
    before the known number b that lies n places after a becomes a + (b - a) * k / n. Known
    numbers are left as they are. None before the first or after the last known number
    stays None.
    Returns a new list of the same length."""
    filled = values[:]
    for i, value in enumerate(values):
        if value is not None:
            continue
        left = i - 1
        while left >= 0 and values[left] is None:
            left -= 1
        right = i + 1
        while right < len(values) and values[right] is None:
            right += 1
        if left >= 0 and right < len(values):
            span = values[right] - values[left]
            filled[i] = round(values[left] + span * (i - left) / (right - left), 3)
    return filled


STRATEGIES = {
    "values": st.lists(st.one_of(st.none(), st.integers(-20, 20)), max_size=10),
}
SEED = {
    "domain": "data_cleaning",
    "keywords": ["interpolation", "linear", "leading", "trailing"],
    "tags": ["index", "nested-loop", "arithmetic", "rounding", "guard"],
}
