"""Music: count the bars a melody fills after its pickup."""
import math

from hypothesis import strategies as st


def bars_needed(durations: list[int], beats_per_bar: int, pickup_beats: int = 0) -> int:
    """Return how many bars a melody fills; durations are note lengths in beats.

    The first pickup_beats beats form an anacrusis that is not counted as a bar; a
    melody no longer than its pickup fills 0 bars. The remaining beats fill bars of
    beats_per_bar beats, and a partly filled last bar counts as a whole bar.
    beats_per_bar below 1 gives 0.
    Durations and pickup_beats are not negative, and a melody has at most 10**9 beats.
    """
    if beats_per_bar < 1:
        return 0
    beats = sum(durations) - pickup_beats
    if beats <= 0:
        return 0
    return math.ceil(beats / beats_per_bar)


def clean_bars_needed(durations: list[int], beats_per_bar: int, pickup_beats: int = 0) -> int:
    if beats_per_bar <= 0:
        return 0
    rest = sum(durations) - pickup_beats
    return max(0, -(-rest // beats_per_bar))


def precondition(durations: list[int], beats_per_bar: int, pickup_beats: int = 0) -> bool:
    return all(d >= 0 for d in durations) and sum(durations) <= 10**9 and 0 <= pickup_beats <= 10**9 and beats_per_bar <= 10**9


STRATEGIES = {
    "durations": st.lists(st.integers(1, 4), max_size=10),
    "beats_per_bar": st.integers(-1, 6),
    "pickup_beats": st.integers(0, 12),
}
SEED = {"domain": "music", "keywords": ["bars", "pickup", "anacrusis", "time signature"],
        "tags": ["guard", "rounding", "division"]}
