"""Geometry: number of floor tiles to buy, with a breakage allowance."""
import math

from hypothesis import strategies as st


def tiles_needed(width: int, height: int, tile: int, spare_percent: int = 0) -> int:
    """Square tiles of side tile needed to cover a width x height floor. Along each side the
    number of tiles is rounded UP to whole tiles (partial tiles are cut from whole ones, the
    offcuts are not reused). On top of that, spare_percent percent of that count is added
    for breakage, rounded UP to a whole tile and never less than 1 spare tile (10 tiles at
    15% -> 12, 10 tiles at 0% -> 11). A width, height or tile of 0 or less needs 0 tiles
    (no spare either).
    Sizes are at most 1,000,000 in absolute value and spare_percent is 0-100."""
    if width <= 0 or height <= 0 or tile <= 0:
        return 0
    across = math.ceil(width / tile)
    rows = math.ceil(height / tile)
    base = across * rows
    return base + max(1, math.ceil(base * spare_percent / 100))


def clean_tiles_needed(width: int, height: int, tile: int, spare_percent: int = 0) -> int:
    if min(width, height, tile) < 1:
        return 0
    count = (-(-width // tile)) * (-(-height // tile))
    spare = -(-(count * spare_percent) // 100)
    return count + (spare if spare > 1 else 1)


def precondition(width: int, height: int, tile: int, spare_percent: int = 0) -> bool:
    return max(abs(width), abs(height), abs(tile)) <= 10**6 and 0 <= spare_percent <= 100


STRATEGIES = {
    "width": st.integers(-3, 40),
    "height": st.integers(-3, 40),
    "tile": st.integers(-1, 12),
    "spare_percent": st.integers(0, 30),
}
SEED = {
    "domain": "geometry",
    "keywords": ["tiling", "floor area", "breakage allowance"],
    "tags": ["rounding", "division", "guard", "boolean"],
}
