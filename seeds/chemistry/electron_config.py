"""Chemistry: write the ground-state electron configuration of an element."""
from hypothesis import strategies as st


def electron_config(protons: int) -> str:
    """Return the electron configuration of a neutral atom with `protons` electrons,
    filling subshells in the Aufbau (Madelung) order 1s 2s 2p 3s 3p 4s 3d 4p 5s 4d 5p 6s
    4f 5d 6p 7s 5f 6d 7p with capacities s=2, p=6, d=10, f=14 and no exceptions. Each
    filled or partly filled subshell is written as its name followed by its electron count,
    separated by single spaces: 7 -> "1s2 2s2 2p3". protons <= 0 -> "". Electrons beyond
    7p (more than 118) are ignored.
    """
    order = "1s 2s 2p 3s 3p 4s 3d 4p 5s 4d 5p 6s 4f 5d 6p 7s 5f 6d 7p".split()
    capacity = {"s": 2, "p": 6, "d": 10, "f": 14}
    parts = []
    left = protons
    for shell in order:
        if left <= 0:
            break
        count = min(left, capacity[shell[-1]])
        parts.append(f"{shell}{count}")
        left -= count
    return " ".join(parts)


def clean_electron_config(protons: int) -> str:
    """Return the electron configuration of a neutral atom with `protons` electrons,
    filling subshells in the Aufbau (Madelung) order 1s 2s 2p 3s 3p 4s 3d 4p 5s 4d 5p 6s
    4f 5d 6p 7s 5f 6d 7p with capacities s=2, p=6, d=10, f=14 and no exceptions. Each
    filled or partly filled subshell is written as its name followed by its electron count,
    separated by single spaces: 7 -> "1s2 2s2 2p3". protons <= 0 -> "". Electrons beyond
    7p (more than 118) are ignored.
    """
    shells = []
    for total in range(1, 9):
        for n in range(total // 2 + 1, total + 1):
            letter_index = total - n
            if letter_index < 4 and n < 8:
                shells.append((str(n) + "spdf"[letter_index], 4 * letter_index + 2))
    text = []
    remaining = protons
    for name, size in shells:
        if remaining > 0:
            take = size if remaining > size else remaining
            text.append(name + str(take))
            remaining -= take
    return " ".join(text)


STRATEGIES = {"protons": st.integers(-2, 125)}
SEED = {"domain": "chemistry", "keywords": ["electron configuration", "Aufbau", "subshell capacity"],
        "tags": ["loop", "min-max", "string", "guard", "accumulator"]}
