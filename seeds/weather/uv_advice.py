"""Weather: turn a UV index reading into public advice."""
from hypothesis import strategies as st


def uv_advice(uv_index: float) -> str:
    """Round the UV index to the nearest whole number, halves rounding up (5.5 -> 6), then
    return its category: 0-2 "low", 3-5 "moderate", 6-7 "high", 8-10 "very high", 11 or
    more "extreme". Negative readings are treated as 0.
    """
    level = int(max(uv_index, 0) + 0.5)
    if level <= 2:
        return "low"
    if level <= 5:
        return "moderate"
    if level <= 7:
        return "high"
    if level <= 10:
        return "very high"
    return "extreme"


def clean_uv_advice(uv_index: float) -> str:
    """Round the UV index to the nearest whole number, halves rounding up (5.5 -> 6), then
    return its category: 0-2 "low", 3-5 "moderate", 6-7 "high", 8-10 "very high", 11 or
    more "extreme". Negative readings are treated as 0.
    """
    import math

    level = math.floor(uv_index + 0.5) if uv_index > 0 else 0
    bands = [(11, "extreme"), (8, "very high"), (6, "high"), (3, "moderate")]
    for floor, name in bands:
        if level >= floor:
            return name
    return "low"


def precondition(uv_index: float) -> bool:
    return uv_index == uv_index and abs(uv_index) < 1e100


STRATEGIES = {
    "uv_index": st.one_of(st.floats(-2, 14, allow_nan=False),
                          st.sampled_from([2.49, 2.5, 5.5, 5.49, 7.5, 10.49, 10.5, -0.6, 0.0])),
}
SEED = {"domain": "weather", "keywords": ["UV index", "round half up", "category"],
        "tags": ["rounding", "boundary", "branch", "min-max"]}
