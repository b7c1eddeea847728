"""Music: count the sharps or flats in a major key's signature."""
from hypothesis import strategies as st


def key_signature(tonic: str) -> int | None:
    """Return the key signature of the major key on `tonic`: the number of sharps as a
    positive number, the number of flats as a negative number, 0 for C. Keys follow the
    circle of fifths: each fifth up (C G D A E B F# C#) adds a sharp and each fifth down
    (C F Bb Eb Ab Db Gb Cb) adds a flat, up to seven. Any other tonic name (including
    spellings such as "A#" or "E#") gives None.
    """
    sharps = ["C", "G", "D", "A", "E", "B", "F#", "C#"]
    flats = ["C", "F", "Bb", "Eb", "Ab", "Db", "Gb", "Cb"]
    if tonic in sharps:
        return sharps.index(tonic)
    if tonic in flats:
        return -flats.index(tonic)
    return None


def clean_key_signature(tonic: str) -> int | None:
    """Return the key signature of the major key on `tonic`: the number of sharps as a
    positive number, the number of flats as a negative number, 0 for C. Keys follow the
    circle of fifths: each fifth up (C G D A E B F# C#) adds a sharp and each fifth down
    (C F Bb Eb Ab Db Gb Cb) adds a flat, up to seven. Any other tonic name (including
    spellings such as "A#" or "E#") gives None.
    """
    circle = "Cb Gb Db Ab Eb Bb F C G D A E B F# C#".split()
    for position, name in enumerate(circle):
        if name == tonic:
            return position - 7
    return None


STRATEGIES = {"tonic": st.sampled_from(["C", "G", "D", "A", "E", "B", "F#", "C#", "F", "Bb", "Eb", "Ab", "Db",
                                         "Gb", "Cb", "A#", "E#", "c", "", "Fb"])}
SEED = {"domain": "music", "keywords": ["key signature", "circle of fifths", "sharps and flats"],
        "tags": ["lookup", "index", "sign", "guard"]}
