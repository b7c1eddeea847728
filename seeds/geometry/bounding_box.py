"""Geometry: the axis-aligned box around a set of locations, with a margin."""
from hypothesis import strategies as st


def bounding_box(coords: list[tuple[int, int]], margin: int = 0) -> tuple[int, int, int, int] | None:
    """Smallest axis-aligned box (min_x, min_y, max_x, max_y) containing every (x, y) in
    coords, grown by margin on all four sides (a negative margin shrinks it). When a
    shrunk box would turn inside out on an axis, that axis collapses to the midpoint of
    the unshrunk box, rounded down: both bounds become (low + high) // 2. No coordinates
    give None."""
    if not coords:
        return None
    xs = [x for x, _ in coords]
    ys = [y for _, y in coords]
    box = []
    for low, high in ((min(xs), max(xs)), (min(ys), max(ys))):
        if high - low + 2 * margin < 0:
            middle = (low + high) // 2
            box.append((middle, middle))
        else:
            box.append((low - margin, high + margin))
    return box[0][0], box[1][0], box[0][1], box[1][1]


def clean_bounding_box(coords: list[tuple[int, int]], margin: int = 0) -> tuple[int, int, int, int] | None:
    """Smallest axis-aligned box (min_x, min_y, max_x, max_y) containing every (x, y) in
    coords, grown by margin on all four sides (a negative margin shrinks it). When a
    shrunk box would turn inside out on an axis, that axis collapses to the midpoint of
    the unshrunk box, rounded down: both bounds become (low + high) // 2. No coordinates
    give None."""
    if len(coords) == 0:
        return None
    left = right = coords[0][0]
    bottom = top = coords[0][1]
    for x, y in coords[1:]:
        left, right = min(left, x), max(right, x)
        bottom, top = min(bottom, y), max(top, y)
    x0, x1 = left - margin, right + margin
    if x0 > x1:
        x0 = x1 = (left + right) // 2
    y0, y1 = bottom - margin, top + margin
    if y0 > y1:
        y0 = y1 = (bottom + top) // 2
    return x0, y0, x1, y1


STRATEGIES = {
    "coords": st.lists(st.tuples(st.integers(-20, 20), st.integers(-20, 20)), max_size=6),
    "margin": st.integers(-6, 4),
}
SEED = {
    "domain": "geometry",
    "keywords": ["bounding box", "negative margin", "midpoint collapse"],
    "tags": ["min-max", "guard", "floor-division", "boundary", "default-argument"],
}
