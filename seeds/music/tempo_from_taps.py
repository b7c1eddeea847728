"""Music: estimate a tempo from tap-along timestamps."""
from hypothesis import strategies as st


def tempo_from_taps(tap_ms: list[int]) -> int | None:
    """Estimate the tempo in beats per minute from tap times in milliseconds (ascending).

    The mean gap between consecutive taps gives bpm = 60000 / mean_gap, rounded to the
    nearest integer with Python's round (exact halves go to the even integer). Fewer
    than 2 taps, or a mean gap of 0, gives None.
    """
    if len(tap_ms) < 2:
        return None
    total_gap = 0
    for i in range(1, len(tap_ms)):
        total_gap += tap_ms[i] - tap_ms[i - 1]
    mean_gap = total_gap / (len(tap_ms) - 1)
    if mean_gap == 0:
        return None
    return round(60000 / mean_gap)


def clean_tempo_from_taps(tap_ms: list[int]) -> int | None:
    intervals = len(tap_ms) - 1
    if intervals <= 0 or tap_ms[-1] == tap_ms[0]:
        return None
    return round(60000 / ((tap_ms[-1] - tap_ms[0]) / intervals))


STRATEGIES = {"tap_ms": st.lists(st.integers(0, 3000), max_size=6).map(sorted)}
SEED = {"domain": "music", "keywords": ["tempo", "beats per minute", "tap tempo"],
        "tags": ["guard", "rounding", "division", "index", "accumulator"]}
