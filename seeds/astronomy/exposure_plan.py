"""Astronomy: split a long camera exposure into equal sub-exposures."""
import math

from hypothesis import strategies as st


def exposure_plan(total_seconds: int, max_sub: int, readout: int) -> tuple[int, int, int]:
    """Split a total exposure into the fewest equal sub-exposures no longer than max_sub.

    Returns (subs, sub_length, wall_time): subs = total_seconds / max_sub rounded up;
    sub_length = total_seconds // subs (rounded down, so subs * sub_length may fall a
    little short of the total); wall_time = subs * sub_length + readout * (subs - 1),
    with no readout after the last frame. total_seconds <= 0 or max_sub <= 0 gives
    (0, 0, 0).
    """
    if total_seconds <= 0 or max_sub <= 0:
        return (0, 0, 0)
    subs = math.ceil(total_seconds / max_sub)
    length = total_seconds // subs
    wall = subs * length + readout * (subs - 1)
    return (subs, length, wall)


def clean_exposure_plan(total_seconds: int, max_sub: int, readout: int) -> tuple[int, int, int]:
    if total_seconds < 1 or max_sub < 1:
        return (0, 0, 0)
    subs = 1
    while subs * max_sub < total_seconds:
        subs += 1
    length, _ = divmod(total_seconds, subs)
    return (subs, length, length * subs + readout * subs - readout)


STRATEGIES = {
    "total_seconds": st.one_of(st.sampled_from([0, 1, 300, 600, 601]), st.integers(-10, 900)),
    "max_sub": st.one_of(st.sampled_from([0, 1, 300]), st.integers(-5, 400)),
    "readout": st.integers(0, 10),
}
SEED = {"domain": "astronomy", "keywords": ["exposure", "sub-frames", "readout time"],
        "tags": ["guard", "rounding", "boolean", "division"]}
