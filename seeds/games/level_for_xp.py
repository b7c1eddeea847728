"""Games: work out a player's level from experience points."""
import math

from hypothesis import strategies as st


def level_for_xp(xp: int, base: int = 100) -> tuple[int, int]:
    """Return (level, xp_still_needed_for_next_level). Players start at level 1 with 0 XP.
    Going from level n to level n+1 costs base * n XP (level 1 -> 2 costs base, 2 -> 3
    costs 2 * base, ...), and reaching a threshold exactly levels up. Negative xp counts
    as 0. base is at least 1."""
    xp = max(xp, 0)
    level = 1
    for _ in range(xp // base + 1):
        if xp < base * level:
            break
        xp -= base * level
        level += 1
    return level, base * level - xp


def clean_level_for_xp(xp: int, base: int = 100) -> tuple[int, int]:
    steps = max(xp, 0) // base
    level = (math.isqrt(8 * steps + 1) + 1) // 2
    spent = base * level * (level - 1) // 2
    return level, spent + base * level - max(xp, 0)


def precondition(xp: int, base: int = 100) -> bool:
    return base >= 1


STRATEGIES = {
    "xp": st.integers(-50, 3000),
    "base": st.integers(1, 150),
}
SEED = {
    "domain": "games",
    "keywords": ["experience points", "levelling", "threshold"],
    "tags": ["loop", "boundary", "accumulator"],
}
