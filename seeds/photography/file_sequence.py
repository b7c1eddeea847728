"""Photography: name the files of a camera's image sequence."""
from hypothesis import strategies as st


def file_sequence(count: int, start: int = 1, prefix: str = "IMG_", digits: int = 4) -> list[str]:
    """Return `count` consecutive file names prefix + number, the number zero-padded to
    `digits` digits, starting at `start`. Numbers run from 1 to 10**digits - 1; after the
    largest the counter wraps around to 1 (never 0). start is in that range and digits is
    at least 1. count <= 0 -> [].
    """
    names = []
    largest = 10 ** digits - 1
    number = start
    for _ in range(count):
        names.append(f"{prefix}{number:0{digits}d}")
        number = number + 1 if number < largest else 1
    return names


def clean_file_sequence(count: int, start: int = 1, prefix: str = "IMG_", digits: int = 4) -> list[str]:
    """Return `count` consecutive file names prefix + number, the number zero-padded to
    `digits` digits, starting at `start`. Numbers run from 1 to 10**digits - 1; after the
    largest the counter wraps around to 1 (never 0). start is in that range and digits is
    at least 1. count <= 0 -> [].
    """
    span = 10 ** digits - 1
    out = []
    i = 0
    while i < count:
        value = (start - 1 + i) % span + 1
        out.append(prefix + str(value).rjust(digits, "0"))
        i += 1
    return out


def precondition(count: int, start: int = 1, prefix: str = "IMG_", digits: int = 4) -> bool:
    return digits >= 1 and 1 <= start <= 10 ** digits - 1


STRATEGIES = {
    "count": st.integers(-1, 12),
    "start": st.sampled_from([1, 5, 8, 9, 97, 98, 99, 9997, 9999]),
    "prefix": st.sampled_from(["IMG_", "DSC", "Éte-", ""]),
    "digits": st.integers(1, 4),
}
SEED = {"domain": "photography", "keywords": ["file numbering", "zero padding", "wrap around"],
        "tags": ["loop", "string", "formatting", "boundary", "modular"]}
