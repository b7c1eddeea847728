"""Music: convert a scientific pitch name to a MIDI note number."""
from hypothesis import strategies as st


def note_to_midi(name: str) -> int:
    """Return the MIDI number of a pitch written as a letter A-G (upper case), an optional
    accidental "#" (one semitone up) or "b" (one semitone down), and an octave number from
    -1 to 9 with an optional leading "-". C4 is 60 and each octave spans 12 semitones, so
    C-1 is 0 and B#3 is 60. The result must lie in 0..127; anything else, or a malformed
    name, gives -1.
    """
    steps = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
    if len(name) < 2 or name[0] not in steps:
        return -1
    pitch = steps[name[0]]
    rest = name[1:]
    if rest[0] in "#b":
        pitch += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    if rest not in [str(n) for n in range(-1, 10)]:
        return -1
    midi = (int(rest) + 1) * 12 + pitch
    return midi if 0 <= midi <= 127 else -1


def clean_note_to_midi(name: str) -> int:
    """Return the MIDI number of a pitch written as a letter A-G (upper case), an optional
    accidental "#" (one semitone up) or "b" (one semitone down), and an octave number from
    -1 to 9 with an optional leading "-". C4 is 60 and each octave spans 12 semitones, so
    C-1 is 0 and B#3 is 60. The result must lie in 0..127; anything else, or a malformed
    name, gives -1.
    """
    import re

    match = re.fullmatch(r"([A-G])([#b]?)(-1|[0-9])", name)
    if match is None:
        return -1
    letter, accidental, octave = match.groups()
    semis = "C D EF G A B".index(letter)
    semis += {"#": 1, "b": -1, "": 0}[accidental]
    value = 12 * int(octave) + 12 + semis
    if value < 0 or value > 127:
        return -1
    return value


STRATEGIES = {
    "name": st.one_of(
        st.tuples(st.sampled_from("ABCDEFGH"), st.sampled_from(["", "#", "b", "x"]), st.sampled_from(["-1", "0", "4", "9", "10", "-2", ""]))
        .map("".join),
        st.sampled_from(["C4", "A4", "Cb-1", "C-1", "G9", "G#9", "B#3", "c4", "", "C", "C٤", "Ab"]),
    ),
}
SEED = {"domain": "music", "keywords": ["MIDI note", "octave", "accidental", "scientific pitch"],
        "tags": ["string", "parsing", "boundary", "lookup", "guard"]}
