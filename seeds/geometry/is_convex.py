"""Geometry: check whether a polygon is convex."""
from hypothesis import strategies as st


def is_convex(vertices: list[tuple[int, int]]) -> bool:
    """True when the polygon through `vertices` (in order, closing back to the first) is
    convex: walking around it, every turn goes the same way, clockwise or
    counter-clockwise. Collinear consecutive vertices (a turn of zero) are allowed and do
    not decide the direction. Fewer than 3 vertices, or all vertices on one line, give
    False."""
    n = len(vertices)
    if n < 3:
        return False
    direction = 0
    for i in range(n):
        (ax, ay), (bx, by), (cx, cy) = vertices[i], vertices[(i + 1) % n], vertices[(i + 2) % n]
        cross = (bx - ax) * (cy - by) - (by - ay) * (cx - bx)
        if cross == 0:
            continue
        sign = 1 if cross > 0 else -1
        if direction == 0:
            direction = sign
        elif sign != direction:
            return False
    return direction != 0


def clean_is_convex(vertices: list[tuple[int, int]]) -> bool:
    """True when the polygon through `vertices` (in order, closing back to the first) is
    convex: walking around it, every turn goes the same way, clockwise or
    counter-clockwise. Collinear consecutive vertices (a turn of zero) are allowed and do
    not decide the direction. Fewer than 3 vertices, or all vertices on one line, give
    False."""
    if len(vertices) < 3:
        return False
    turns = set()
    ring = vertices + vertices[:2]
    for a, b, c in zip(ring, ring[1:], ring[2:]):
        value = (b[0] - a[0]) * (c[1] - b[1]) - (b[1] - a[1]) * (c[0] - b[0])
        if value > 0:
            turns.add("left")
        elif value < 0:
            turns.add("right")
    return len(turns) == 1


STRATEGIES = {
    "vertices": st.one_of(
        st.lists(st.tuples(st.integers(-4, 4), st.integers(-4, 4)), max_size=6),
        st.sampled_from([[(0, 0), (4, 0), (4, 4), (0, 4)], [(0, 0), (0, 4), (4, 4), (4, 0)], [(0, 0), (2, 0), (4, 0), (4, 4)],
                         [(0, 0), (4, 0), (1, 1), (0, 4)], [(0, 0), (1, 1), (2, 2)], [(0, 0), (3, 0), (0, 3)]]),
    ),
}
SEED = {
    "domain": "geometry",
    "keywords": ["convex polygon", "turn direction", "cross product", "collinear"],
    "tags": ["index", "modulo", "sign", "early-return", "boolean"],
}
