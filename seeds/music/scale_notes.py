"""Music: spell the notes of a major or natural minor scale."""
from hypothesis import strategies as st


def scale_notes(root: str, minor: bool = False) -> list[str]:
    """Return the seven notes of the scale starting on `root`, using sharp names only:
    C C# D D# E F F# G G# A A# B. A major scale climbs by the semitone steps
    2 2 1 2 2 2 (1 back to the root); a natural minor scale by 2 1 2 2 1 2 (2). The root
    is the first note; names wrap from B back to C. A root that is not one of the twelve
    names gives [].
    """
    names = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]
    if root not in names:
        return []
    steps = [2, 1, 2, 2, 1, 2] if minor else [2, 2, 1, 2, 2, 2]
    position = names.index(root)
    notes = [root]
    for step in steps:
        position = (position + step) % 12
        notes.append(names[position])
    return notes


def clean_scale_notes(root: str, minor: bool = False) -> list[str]:
    """Return the seven notes of the scale starting on `root`, using sharp names only:
    C C# D D# E F F# G G# A A# B. A major scale climbs by the semitone steps
    2 2 1 2 2 2 (1 back to the root); a natural minor scale by 2 1 2 2 1 2 (2). The root
    is the first note; names wrap from B back to C. A root that is not one of the twelve
    names gives [].
    """
    chromatic = "C C# D D# E F F# G G# A A# B".split()
    if root not in chromatic:
        return []
    offsets = [0, 2, 3, 5, 7, 8, 10] if minor else [0, 2, 4, 5, 7, 9, 11]
    start = chromatic.index(root)
    doubled = chromatic + chromatic
    return [doubled[start + offset] for offset in offsets]


STRATEGIES = {
    "root": st.sampled_from(["C", "C#", "D", "E", "F", "G", "A", "A#", "B", "Db", "H", "c", ""]),
    "minor": st.booleans(),
}
SEED = {"domain": "music", "keywords": ["major scale", "natural minor", "semitone steps"],
        "tags": ["loop", "modular", "lookup", "guard", "boolean"]}
