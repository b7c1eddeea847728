"""Healthcare: compute an IV drip rate in drops per minute."""
import math

from hypothesis import strategies as st


def drip_rate(volume_ml: int, minutes: int, drop_factor: int) -> int:
    """Return the IV drip rate in drops per minute.

    The rate is volume_ml * drop_factor / minutes, rounded to the nearest whole drop with
    halves rounded up (12.5 -> 13), and then capped at 200 drops per minute. A duration
    of 0 minutes or less, or a volume of 0 ml or less, gives 0.
    drop_factor is 1-100 (drops per ml); volume_ml and minutes are at most 1,000,000.
    """
    if minutes <= 0 or volume_ml <= 0:
        return 0
    rate = volume_ml * drop_factor / minutes
    drops = math.floor(rate + 0.5)
    if drops > 200:
        drops = 200
    return drops


def clean_drip_rate(volume_ml: int, minutes: int, drop_factor: int) -> int:
    if minutes < 1 or volume_ml < 1:
        return 0
    nearest = (2 * volume_ml * drop_factor + minutes) // (2 * minutes)
    return min(nearest, 200)


def precondition(volume_ml: int, minutes: int, drop_factor: int) -> bool:
    return 1 <= drop_factor <= 100 and volume_ml <= 10**6 and minutes <= 10**6


STRATEGIES = {
    "volume_ml": st.one_of(st.sampled_from([0, 1, 199, 200, 201]), st.integers(-50, 1000)),
    "minutes": st.one_of(st.sampled_from([0, 1, 4, 60, 240]), st.integers(-10, 600)),
    "drop_factor": st.sampled_from([10, 15, 20, 60]),
}
SEED = {"domain": "healthcare", "keywords": ["IV drip", "drops per minute", "round half up"],
        "tags": ["guard", "rounding", "division", "boolean"]}
