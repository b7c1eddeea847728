"""Geometry: decide whether two line segments touch or cross."""
from hypothesis import strategies as st


def segments_cross(p1: tuple[int, int], p2: tuple[int, int], q1: tuple[int, int], q2: tuple[int, int]) -> bool:
    """True when segment p1-p2 and segment q1-q2 share at least one location, including
    touching at an endpoint and overlapping collinear segments. Coordinates are integers;
    a segment whose two ends coincide is a single location (it crosses a segment that
    passes through it)."""
    def turn(a: tuple[int, int], b: tuple[int, int], c: tuple[int, int]) -> int:
        cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        return (cross > 0) - (cross < 0)

    def on_segment(a: tuple[int, int], b: tuple[int, int], c: tuple[int, int]) -> bool:
        return min(a[0], b[0]) <= c[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= c[1] <= max(a[1], b[1])

    d1, d2 = turn(q1, q2, p1), turn(q1, q2, p2)
    d3, d4 = turn(p1, p2, q1), turn(p1, p2, q2)
    if d1 * d2 < 0 and d3 * d4 < 0:
        return True
    return (d1 == 0 and on_segment(q1, q2, p1) or d2 == 0 and on_segment(q1, q2, p2)
            or d3 == 0 and on_segment(p1, p2, q1) or d4 == 0 and on_segment(p1, p2, q2))


def clean_segments_cross(p1: tuple[int, int], p2: tuple[int, int], q1: tuple[int, int], q2: tuple[int, int]) -> bool:
    """True when segment p1-p2 and segment q1-q2 share at least one location, including
    touching at an endpoint and overlapping collinear segments. Coordinates are integers;
    a segment whose two ends coincide is a single location (it crosses a segment that
    passes through it)."""
    def orient(a: tuple[int, int], b: tuple[int, int], c: tuple[int, int]) -> int:
        value = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        return 0 if value == 0 else (1 if value > 0 else -1)

    def within(a: tuple[int, int], b: tuple[int, int], c: tuple[int, int]) -> bool:
        return (c[0] - a[0]) * (c[0] - b[0]) <= 0 and (c[1] - a[1]) * (c[1] - b[1]) <= 0

    o1, o2, o3, o4 = orient(p1, p2, q1), orient(p1, p2, q2), orient(q1, q2, p1), orient(q1, q2, p2)
    if o1 != o2 and o3 != o4 and 0 not in (o1, o2, o3, o4):
        return True
    for o, a, b, c in ((o1, p1, p2, q1), (o2, p1, p2, q2), (o3, q1, q2, p1), (o4, q1, q2, p2)):
        if o == 0 and within(a, b, c):
            return True
    return False


_PT = st.tuples(st.integers(-3, 3), st.integers(-3, 3))
STRATEGIES = {"p1": _PT, "p2": _PT, "q1": _PT, "q2": _PT}
SEED = {
    "domain": "geometry",
    "keywords": ["orientation test", "collinear overlap", "cross product"],
    "tags": ["boolean", "arithmetic", "min-max", "sign", "boundary"],
}
