"""Cooking: convert an oven temperature in Celsius to a gas mark."""
from hypothesis import strategies as st


def gas_mark(celsius: int, fan: bool = False) -> int:
    """Return the gas mark for an oven set to `celsius` degrees.

    A fan oven runs hotter: when fan is True the temperature is first raised by 20
    degrees. Gas mark 1 starts at 140 degrees and each mark starts 10 degrees above the
    previous one up to mark 5 (180 degrees); from there each mark starts 15 degrees
    higher (mark 6 at 195, mark 9 at 240). The result is the highest mark whose starting
    temperature is at or below the temperature; below 140 the result is 0, and the
    result never exceeds 9.
    """
    temp = celsius + 20 if fan else celsius
    if temp < 140:
        return 0
    if temp < 180:
        return 1 + (temp - 140) // 10
    mark = 5 + (temp - 180) // 15
    return min(mark, 9)


def clean_gas_mark(celsius: int, fan: bool = False) -> int:
    """Return the gas mark for an oven set to `celsius` degrees.

    A fan oven runs hotter: when fan is True the temperature is first raised by 20
    degrees. Gas mark 1 starts at 140 degrees and each mark starts 10 degrees above the
    previous one up to mark 5 (180 degrees); from there each mark starts 15 degrees
    higher (mark 6 at 195, mark 9 at 240). The result is the highest mark whose starting
    temperature is at or below the temperature; below 140 the result is 0, and the
    result never exceeds 9.
    """
    if fan:
        celsius += 20
    starts = [140, 150, 160, 170, 180, 195, 210, 225, 240]
    best = 0
    for number, start in enumerate(starts, 1):
        if celsius >= start:
            best = number
    return best


STRATEGIES = {
    "celsius": st.one_of(st.integers(100, 280), st.sampled_from([120, 139, 140, 160, 179, 180, 194, 195, 239, 240, 255])),
    "fan": st.booleans(),
}
SEED = {"domain": "cooking", "keywords": ["gas mark", "fan oven", "threshold"],
        "tags": ["boundary", "arithmetic", "min-max", "floor-division"]}
