"""Music: count the complete bars in a drum pattern."""
from hypothesis import strategies as st


def complete_bars(pattern: str, beats_per_bar: int) -> int:
    """A drum pattern is written one character per beat: "x" a hit, "-" a rest, and "|" a
    bar line a transcriber typed by hand, which is ignored (bars are counted from the beats
    alone). Beats fill bars of beats_per_bar in order. Return how many bars are complete; a
    trailing, shorter bar is not. beats_per_bar is at least 1."""
    bars = 0
    beat = 0
    for symbol in pattern:
        if symbol not in "x-":
            continue
        if beat < beats_per_bar:
            beat += 1
            continue
        bars += 1
        beat = 1
    return bars + (beat == beats_per_bar)


def clean_complete_bars(pattern: str, beats_per_bar: int) -> int:
    complete = 0
    filled = 0
    for symbol in pattern:
        if symbol in "x-":
            filled += 1
            if filled < beats_per_bar:
                continue
            complete += 1
            filled = 0
    return complete


def precondition(pattern: str, beats_per_bar: int) -> bool:
    return beats_per_bar >= 1


STRATEGIES = {
    "pattern": st.text(alphabet="x-|", max_size=14),
    "beats_per_bar": st.sampled_from([1, 2, 3, 4]),
}
SEED = {"domain": "music", "keywords": ["drum pattern", "bar", "beats per bar"],
        "tags": ["loop", "boundary", "guard", "text"]}
