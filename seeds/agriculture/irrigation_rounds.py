"""Agriculture: how many irrigation rounds a field needs."""
from hypothesis import strategies as st


def irrigation_rounds(deficit_mm: int, per_round_mm: int, rain_mm: list[int]) -> int:
    """Return how many irrigation rounds bring a field's soil-water deficit to zero.

    The forecast rain (one whole-millimetre amount per day) first reduces the deficit, but only
    days with at least 2 mm count (lighter rain evaporates). Each round then adds per_round_mm
    (at least 1); a partly needed round still counts as a whole round. Returns 0 when the rain
    already covers the deficit.
    """
    remaining = deficit_mm
    for amount in rain_mm:
        if amount >= 2:
            remaining -= amount
    if remaining <= 0:
        return 0
    return (remaining + per_round_mm - 1) // per_round_mm


def clean_irrigation_rounds(deficit_mm: int, per_round_mm: int, rain_mm: list[int]) -> int:
    useful = sum(r for r in rain_mm if r > 1)
    shortfall = deficit_mm - useful
    return max(0, -(-shortfall // per_round_mm))


def precondition(deficit_mm: int, per_round_mm: int, rain_mm: list[int]) -> bool:
    return per_round_mm >= 1


STRATEGIES = {"deficit_mm": st.integers(-5, 80), "per_round_mm": st.integers(1, 25),
              "rain_mm": st.lists(st.integers(0, 12), max_size=6)}
SEED = {"domain": "agriculture", "keywords": ["irrigation", "soil-water deficit", "round up", "effective rain"],
        "tags": ["loop", "guard", "arithmetic", "integer division", "accumulator"]}
