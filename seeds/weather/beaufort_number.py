"""Weather: convert a wind speed to the Beaufort scale."""
from bisect import bisect_right

from hypothesis import strategies as st


def beaufort_number(speed_ms: float) -> int:
    """Return the Beaufort force for a mean wind speed in metres per second. Force n
    starts at the n-th of these speeds (force 1 at 0.5, force 12 at 32.7): 0.5, 1.6, 3.4,
    5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7. A speed exactly at a start belongs
    to the higher force. Speeds below 0.5 (including negative readings) are force 0.
    """
    starts = [0.5, 1.6, 3.4, 5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7]
    return bisect_right(starts, speed_ms)


def clean_beaufort_number(speed_ms: float) -> int:
    """Return the Beaufort force for a mean wind speed in metres per second. Force n
    starts at the n-th of these speeds (force 1 at 0.5, force 12 at 32.7): 0.5, 1.6, 3.4,
    5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7. A speed exactly at a start belongs
    to the higher force. Speeds below 0.5 (including negative readings) are force 0.
    """
    force = 12
    limits = [0.5, 1.6, 3.4, 5.5, 8.0, 10.8, 13.9, 17.2, 20.8, 24.5, 28.5, 32.7]
    for n, limit in enumerate(limits):
        if speed_ms < limit:
            force = n
            break
    return force


STRATEGIES = {
    "speed_ms": st.one_of(st.floats(-2, 40, allow_nan=False),
                          st.sampled_from([0.0, 0.5, 0.49, 1.6, 8.0, 7.99, 32.7, 32.69, 50.0, -1.0])),
}
SEED = {"domain": "weather", "keywords": ["Beaufort scale", "wind force", "threshold"],
        "tags": ["bisect", "boundary", "lookup"]}
