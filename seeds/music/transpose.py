"""Music: transpose a sequence of note names by a number of semitones."""
from hypothesis import strategies as st

def transpose(notes: list[str], semitones: int) -> list[str]:
    """Transpose note names by `semitones` (negative = down), wrapping round the octave:
    B up 1 is C, C down 1 is B.

    Results use sharp names only (C, C#, D, ..., B). A flat name, a natural letter
    followed by "b" ("Db", "Cb"), is read as one semitone below that letter. Any other
    string is not a note and is kept unchanged in its place.
    """
    names = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]
    out = []
    for note in notes:
        flat = len(note) == 2 and note[1] == "b"
        base = note[0] if flat else note
        if base not in names:
            out.append(note)
            continue
        index = names.index(base) - (1 if flat else 0)
        out.append(names[(index + semitones) % 12])
    return out


def clean_transpose(notes: list[str], semitones: int) -> list[str]:
    sharps = "C C# D D# E F F# G G# A A# B".split()
    position = {name: i for i, name in enumerate(sharps)}
    position.update({name + "b": (i - 1) % 12 for i, name in enumerate(sharps) if len(name) == 1})
    return [sharps[(position[n] + semitones) % 12] if n in position else n for n in notes]


STRATEGIES = {
    "notes": st.lists(st.sampled_from(["C", "C#", "Db", "Cb", "E", "Fb", "G", "A#", "Bb", "B", "H", "#b", ""]),
                      max_size=6),
    "semitones": st.integers(-14, 14),
}
SEED = {"domain": "music", "keywords": ["transpose", "semitones", "octave wrap", "flats"],
        "tags": ["string", "index", "boolean", "loop"]}
