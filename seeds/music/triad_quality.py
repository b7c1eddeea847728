"""Music: name the quality of a three-note chord."""
from hypothesis import strategies as st


def triad_quality(root: int, third: int, fifth: int) -> str:
    """Name the triad built from three MIDI note numbers (root, third, fifth).

    Intervals above the root are taken modulo 12 (octave doublings are ignored and notes
    below the root wrap up). third 4 and fifth 7 semitones -> "major"; 3 and 7 ->
    "minor"; 3 and 6 -> "diminished"; 4 and 8 -> "augmented"; anything else -> "other".
    """
    t = (third - root) % 12
    f = (fifth - root) % 12
    if t == 4 and f == 7:
        return "major"
    if t == 3 and f == 7:
        return "minor"
    if t == 3 and f == 6:
        return "diminished"
    if t == 4 and f == 8:
        return "augmented"
    return "other"


def clean_triad_quality(root: int, third: int, fifth: int) -> str:
    names = {(4, 7): "major", (3, 7): "minor", (3, 6): "diminished", (4, 8): "augmented"}
    return names.get(((third - root) % 12, (fifth - root) % 12), "other")


STRATEGIES = {
    "root": st.integers(57, 62),
    "third": st.one_of(st.integers(60, 66), st.integers(72, 78)),
    "fifth": st.one_of(st.integers(63, 70), st.integers(75, 82)),
}
SEED = {"domain": "music", "keywords": ["triad", "chord quality", "intervals", "modulo 12"],
        "tags": ["boolean", "early-return"]}
