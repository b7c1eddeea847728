"""Healthcare: count the fever episodes in a series of temperature readings."""
import math

from hypothesis import strategies as st


def fever_episodes(temps_c: list[float], threshold: float = 38.0) -> int:
    """Count fever episodes in a series of temperature readings.

    An episode is a maximal run of consecutive readings at or above the threshold (a
    reading equal to the threshold is a fever reading). A run must contain at least 2
    readings to count; a single isolated high reading is ignored. No readings gives 0.
    The threshold is a finite temperature.
    """
    episodes = 0
    run = 0
    for t in temps_c + [float("-inf")]:
        if t >= threshold:
            run += 1
        else:
            if run >= 2:
                episodes += 1
            run = 0
    return episodes


def clean_fever_episodes(temps_c: list[float], threshold: float = 38.0) -> int:
    count = 0
    streak = 0
    for reading in temps_c:
        if reading >= threshold:
            streak += 1
            if streak == 2:
                count += 1
        else:
            streak = 0
    return count


def precondition(temps_c: list[float], threshold: float = 38.0) -> bool:
    return math.isfinite(threshold)


STRATEGIES = {
    "temps_c": st.lists(st.integers(370, 395).map(lambda tenths: tenths / 10), max_size=10),
    "threshold": st.sampled_from([37.5, 38.0, 38.5]),
}
SEED = {"domain": "healthcare", "keywords": ["fever", "episode", "consecutive readings"],
        "tags": ["loop", "boundary", "accumulator"]}
