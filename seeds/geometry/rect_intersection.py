"""Geometry: the rectangle where two axis-aligned rectangles overlap."""
from hypothesis import strategies as st


def rect_intersection(a: tuple[int, int, int, int],
                      b: tuple[int, int, int, int]) -> tuple[int, int, int, int] | None:
    """The overlap of two axis-aligned rectangles, each given as (x1, y1, x2, y2) with
    x1 <= x2 and y1 <= y2, returned in the same form. Rectangles that only touch along an
    edge or at a corner do not overlap (the overlap must have positive width AND positive
    height); for those, and for rectangles that do not meet at all, return None."""
    left = max(a[0], b[0])
    right = min(a[2], b[2])
    bottom = max(a[1], b[1])
    top = min(a[3], b[3])
    if right <= left or top <= bottom:
        return None
    return (left, bottom, right, top)


def clean_rect_intersection(a: tuple[int, int, int, int],
                            b: tuple[int, int, int, int]) -> tuple[int, int, int, int] | None:
    xs = sorted([a[0], a[2], b[0], b[2]])
    ys = sorted([a[1], a[3], b[1], b[3]])
    apart_x = a[2] <= b[0] or b[2] <= a[0]
    apart_y = a[3] <= b[1] or b[3] <= a[1]
    flat = a[0] == a[2] or a[1] == a[3] or b[0] == b[2] or b[1] == b[3]
    if apart_x or apart_y or flat:
        return None
    return (xs[1], ys[1], xs[2], ys[2])


def precondition(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    return a[0] <= a[2] and a[1] <= a[3] and b[0] <= b[2] and b[1] <= b[3]


_RECT = st.tuples(st.integers(0, 10), st.integers(0, 10), st.integers(0, 6), st.integers(0, 6)).map(
    lambda r: (r[0], r[1], r[0] + r[2], r[1] + r[3])
)
STRATEGIES = {"a": _RECT, "b": _RECT}
SEED = {
    "domain": "geometry",
    "keywords": ["rectangle", "intersection", "overlap"],
    "tags": ["boolean", "guard", "boundary", "early-return"],
}
