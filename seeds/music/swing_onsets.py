"""Music: place swung eighth notes in time."""
from hypothesis import strategies as st


def swing_onsets(notes: int, bpm: int, swing_pct: int = 50) -> list[int]:
    """Return the onset times in milliseconds of `notes` consecutive eighth notes at `bpm`
    quarter-note beats per minute. Notes come in pairs per beat: the first of a pair starts
    on the beat, the second starts swing_pct percent of the way through the beat (50 is
    straight, 67 a triplet feel). Each onset is rounded to the nearest millisecond, halves
    rounding up. notes <= 0 -> []; bpm is at least 1.
    """
    beat_ms = 60000 / bpm
    onsets = []
    for n in range(notes):
        beat, second = divmod(n, 2)
        offset = beat_ms * swing_pct / 100 if second else 0
        onsets.append(int(beat * beat_ms + offset + 0.5))
    return onsets


def clean_swing_onsets(notes: int, bpm: int, swing_pct: int = 50) -> list[int]:
    """Return the onset times in milliseconds of `notes` consecutive eighth notes at `bpm`
    quarter-note beats per minute. Notes come in pairs per beat: the first of a pair starts
    on the beat, the second starts swing_pct percent of the way through the beat (50 is
    straight, 67 a triplet feel). Each onset is rounded to the nearest millisecond, halves
    rounding up. notes <= 0 -> []; bpm is at least 1.
    """
    times = []
    i = 0
    while i < notes:
        share = 100 * (i // 2) + (swing_pct if i % 2 else 0)
        times.append((2 * 60000 * share + 100 * bpm) // (200 * bpm))
        i += 1
    return times


def precondition(notes: int, bpm: int, swing_pct: int = 50) -> bool:
    return bpm >= 1 and 0 <= swing_pct <= 100


STRATEGIES = {
    "notes": st.integers(-1, 9),
    "bpm": st.sampled_from([1, 60, 90, 120, 128, 140, 173]),
    "swing_pct": st.sampled_from([50, 60, 67, 75]),
}
SEED = {"domain": "music", "keywords": ["swing", "eighth notes", "onset timing"],
        "tags": ["loop", "arithmetic", "rounding", "modular"]}
