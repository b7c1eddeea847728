"""Music: how often a pianist passes a melody from one hand to the other."""
from hypothesis import strategies as st


def hand_changes(melody: list[int], split: int) -> int:
    """A simple arrangement plays every note at or above the split key (a MIDI number) with
    the right hand and every note below it with the left. Return how many times the melody,
    played in order, passes from one hand to the other (the first note passes nothing)."""
    right = None
    changes = 0
    for note in melody:
        if (note >= split) != right:
            if right is not None:
                changes += 1
            right = note >= split
    return changes


def clean_hand_changes(melody: list[int], split: int) -> int:
    if not melody:
        return 0
    right = melody[0] >= split
    passes = 0
    for note in melody[1:]:
        if (note >= split) != right:
            passes += 1
            right = not right
    return passes


STRATEGIES = {
    "melody": st.lists(st.integers(57, 63), max_size=9),
    "split": st.sampled_from([59, 60, 61]),
}
SEED = {"domain": "music", "keywords": ["piano", "split point", "left and right hand"],
        "tags": ["loop", "boundary", "guard", "state"]}
