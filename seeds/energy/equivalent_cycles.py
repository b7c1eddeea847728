"""Energy: count equivalent full battery cycles from state-of-charge readings."""
from hypothesis import strategies as st


def equivalent_cycles(soc_pct: list[int], noise_pct: int = 1) -> float:
    """Equivalent full cycles in a series of state-of-charge readings (percent): the sum
    of every fall between consecutive readings, divided by 100, rounded to 2 decimals.
    Rises are ignored, and a fall of at most noise_pct percentage points is sensor noise
    and ignored too (a fall of noise_pct + 1 counts in full). Fewer than two readings
    give 0.0."""
    discharged = 0
    previous = None
    for level in soc_pct:
        if previous is not None and previous - level > noise_pct:
            discharged += previous - level
        previous = level
    return round(discharged / 100, 2)


def clean_equivalent_cycles(soc_pct: list[int], noise_pct: int = 1) -> float:
    """Equivalent full cycles in a series of state-of-charge readings (percent): the sum
    of every fall between consecutive readings, divided by 100, rounded to 2 decimals.
    Rises are ignored, and a fall of at most noise_pct percentage points is sensor noise
    and ignored too (a fall of noise_pct + 1 counts in full). Fewer than two readings
    give 0.0."""
    falls = [a - b for a, b in zip(soc_pct, soc_pct[1:])]
    total = 0
    for fall in falls:
        if fall >= noise_pct + 1:
            total += fall
    return round(total / 100, 2)


STRATEGIES = {
    "soc_pct": st.lists(st.integers(0, 100), max_size=10),
    "noise_pct": st.integers(0, 4),
}
SEED = {
    "domain": "energy",
    "keywords": ["state of charge", "discharge throughput", "noise threshold"],
    "tags": ["loop", "boundary", "accumulator", "rounding", "default-argument"],
}
