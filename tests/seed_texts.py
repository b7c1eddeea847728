"""Seed texts that more than one test file plants."""

HARD_SEED = '''"""Stats: the spread of some readings."""


def spread(xs: list[int], floor: int) -> int:
    """The largest reading minus the smallest, or floor when that is smaller (or there are fewer
    than two readings)."""
    top = max(xs)
    low = min(xs)
    if len(xs) < 2:
        return floor
    gap = top - low
    return gap if gap > floor else floor
'''
