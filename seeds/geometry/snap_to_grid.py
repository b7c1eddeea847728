"""Geometry: snap drawn points to a grid, dropping repeated points."""
import math
from fractions import Fraction

from hypothesis import strategies as st


def snap_to_grid(points: list[tuple[int, int]], step: int,
                 out: list[tuple[int, int]] | None = None) -> list[tuple[int, int]]:
    """Append to out (a new list when out is None) each point with both coordinates moved to
    the nearest multiple of step; a coordinate exactly halfway between two grid lines moves
    to the higher one (towards +infinity, so -5 with step 10 snaps to 0). step <= 0
    leaves coordinates unchanged. A snapped point equal to the last point currently in
    out is not appended again. Returns out."""
    if out is None:
        out = []
    for x, y in points:
        if step > 0:
            x = (x + step // 2) // step * step
            y = (y + step // 2) // step * step
        if not out or out[-1] != (x, y):
            out.append((x, y))
    return out


def clean_snap_to_grid(points: list[tuple[int, int]], step: int,
                       out: list[tuple[int, int]] | None = None) -> list[tuple[int, int]]:
    result = [] if out is None else out

    def snap(v: int) -> int:
        return math.floor(Fraction(2 * v + step, 2 * step)) * step if step >= 1 else v

    for point in points:
        snapped = (snap(point[0]), snap(point[1]))
        if len(result) == 0 or result[-1] != snapped:
            result.append(snapped)
    return result


STRATEGIES = {
    "points": st.lists(st.tuples(st.integers(-12, 12), st.integers(-12, 12)), max_size=8),
    "step": st.integers(-1, 6),
}
SEED = {
    "domain": "geometry",
    "keywords": ["snap to grid", "rounding", "drawing"],
    "tags": ["mutable-default", "rounding", "boolean", "loop", "guard"],
}
