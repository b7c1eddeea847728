"""Music: name triads and seventh chords from their notes, and transpose them."""
from hypothesis import strategies as st

SHARP_NAMES = ("C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B")
QUALITIES = {
    (4, 7): "",
    (3, 7): "m",
    (3, 6): "dim",
    (4, 8): "aug",
    (4, 7, 10): "7",
    (4, 7, 11): "maj7",
    (3, 7, 10): "m7",
    (3, 6, 10): "m7b5",
}


def pitch_class(note: str) -> int:
    """The pitch class 0..11 (C = 0) of a note name: a letter A-G followed by
    any number of "#" (each one semitone up) or "b" (each one down), wrapping
    around the octave, so "B#" is 0 and "Cb" is 11. Raises ValueError for
    anything else.

    >>> pitch_class("Ebb"), pitch_class("B#")
    (2, 0)
    """
    naturals = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
    if not note or note[0] not in naturals:
        raise ValueError(f"not a note: {note!r}")
    value = naturals[note[0]]
    for accidental in note[1:]:
        if accidental == "#":
            value += 1
        elif accidental == "b":
            value -= 1
        else:
            raise ValueError(f"not a note: {note!r}")
    return value % 12


def intervals_above(root: int, classes: list[int]) -> tuple[int, ...]:
    """The distinct intervals in semitones (1..11) from root up to each pitch
    class of classes, in increasing order; the root itself (and its repeats) is
    left out."""
    found = set()
    for value in classes:
        step = (value - root) % 12
        if step:
            found.add(step)
    return tuple(sorted(found))


def quality_of(root: int, classes: list[int]) -> str | None:
    """The quality suffix (a QUALITIES value: "" major, "m", "dim", ...) of the
    pitch classes read with root (0..11) as the chord's root, from the
    intervals_above it; None when those intervals make no known chord.

    >>> quality_of(0, [0, 4, 7]), quality_of(9, [0, 4, 9]), quality_of(0, [0, 2])
    ('', 'm', None)
    """
    return QUALITIES.get(intervals_above(root, classes))


def chord_name(notes: list[str]) -> str | None:
    """The chord's name: root name (SHARP_NAMES spelling) plus its quality
    suffix ("" major, "m", "dim", "aug", "7", "maj7", "m7", "m7b5"). Every pitch
    class of the notes is tried as the root in the order the notes are given,
    and the first that makes a known quality wins, so the bass note is preferred
    and an augmented triad is named from its first note. None when no root
    gives a known chord (or notes is empty)."""
    classes = [pitch_class(note) for note in notes]
    for root in classes:
        quality = quality_of(root, classes)
        if quality is not None:
            return SHARP_NAMES[root] + quality
    return None


def transpose(note: str, semitones: int) -> str:
    """The note moved by semitones (negative: down), named with SHARP_NAMES
    spelling whatever the input's spelling ("Db" up 2 is "D#")."""
    return SHARP_NAMES[(pitch_class(note) + semitones) % 12]


def transpose_chord(chord: list[str], semitones: int) -> list[str]:
    """Every note of a chord moved by semitones (transpose, so in SHARP_NAMES
    spelling), in the chord's order; an empty chord stays empty.

    >>> transpose_chord(["C", "Eb", "G"], 2)
    ['D', 'F', 'A']
    """
    return [transpose(note, semitones) for note in chord]


def transpose_progression(chords: list[list[str]], semitones: int) -> list[str | None]:
    """The chord names (chord_name) of a progression after moving every note
    of every chord by semitones, one entry per chord (None where a chord has no
    name)."""
    names = []
    for chord in chords:
        names.append(chord_name(transpose_chord(chord, semitones)))
    return names


def clean_transpose_progression(chords: list[list[str]], semitones: int) -> list[str | None]:
    letters = "C.D.EF.G.A.B"
    spelled = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]
    shapes = {
        frozenset({0, 4, 7}): "",
        frozenset({0, 3, 7}): "m",
        frozenset({0, 3, 6}): "dim",
        frozenset({0, 4, 8}): "aug",
        frozenset({0, 4, 7, 10}): "7",
        frozenset({0, 4, 7, 11}): "maj7",
        frozenset({0, 3, 7, 10}): "m7",
        frozenset({0, 3, 6, 10}): "m7b5",
    }
    out: list[str | None] = []
    for chord in chords:
        pcs = [(letters.index(n[0]) + n.count("#") - n.count("b") + semitones) % 12 for n in chord]
        name = None
        for root in pcs:
            shape = frozenset((p - root) % 12 for p in pcs)
            if shape in shapes:
                name = spelled[root] + shapes[shape]
                break
        out.append(name)
    return out


_NOTE = st.builds(lambda letter, acc: letter + acc, st.sampled_from("CDEFGAB"), st.sampled_from(["", "#", "b", "##"]))
_CHORD = st.one_of(
    st.lists(_NOTE, max_size=5),
    st.builds(
        lambda root, shape: [SHARP_NAMES[(root + step) % 12] for step in shape],
        st.integers(0, 11),
        st.sampled_from([(0, 4, 7), (0, 3, 7), (4, 7, 0), (0, 3, 6, 10), (7, 0, 4, 10), (0, 4, 8), (0, 7)]),
    ),
)

STRATEGIES = {
    "pitch_class": {"note": _NOTE},
    "intervals_above": {"root": st.integers(0, 11), "classes": st.lists(st.integers(0, 11), max_size=6)},
    "chord_name": {"notes": _CHORD},
    "quality_of": {"root": st.integers(0, 11), "classes": st.lists(st.integers(0, 11), max_size=6)},
    "transpose_chord": {"chord": _CHORD, "semitones": st.integers(-24, 24)},
    "transpose": {"note": _NOTE, "semitones": st.integers(-24, 24)},
    "transpose_progression": {"chords": st.lists(_CHORD, max_size=5), "semitones": st.integers(-24, 24)},
}
SEED = {
    "domain": "music",
    "keywords": ["chord", "pitch class", "transpose", "interval", "root"],
    "tags": ["modular", "dict-lookup", "parsing", "first-match", "string"],
    "kind": "module",
}
