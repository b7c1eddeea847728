"""Geometry: count integer locations strictly inside a lattice polygon (Pick's theorem)."""
from math import gcd

from hypothesis import strategies as st


def interior_lattice_points(vertices: list[tuple[int, int]]) -> int:
    """Number of integer (x, y) strictly inside a simple polygon whose vertices are
    integer coordinates given in order (either direction), by Pick's theorem:
    interior = area - boundary / 2 + 1, where boundary counts the integer locations on the
    polygon's outline (each edge from (x1, y1) to (x2, y2) contributes
    gcd(|x2 - x1|, |y2 - y1|)). Fewer than 3 vertices, or zero area, give 0."""
    n = len(vertices)
    if n < 3:
        return 0
    twice_area = 0
    boundary = 0
    for i in range(n):
        x1, y1 = vertices[i]
        x2, y2 = vertices[(i + 1) % n]
        twice_area += x1 * y2 - x2 * y1
        boundary += gcd(abs(x2 - x1), abs(y2 - y1))
    if twice_area == 0:
        return 0
    return (abs(twice_area) - boundary + 2) // 2


def clean_interior_lattice_points(vertices: list[tuple[int, int]]) -> int:
    """Number of integer (x, y) strictly inside a simple polygon whose vertices are
    integer coordinates given in order (either direction), by Pick's theorem:
    interior = area - boundary / 2 + 1, where boundary counts the integer locations on the
    polygon's outline (each edge from (x1, y1) to (x2, y2) contributes
    gcd(|x2 - x1|, |y2 - y1|)). Fewer than 3 vertices, or zero area, give 0."""
    if len(vertices) < 3:
        return 0
    shifted = vertices[1:] + vertices[:1]
    doubled = sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(vertices, shifted))
    on_outline = sum(gcd(b[0] - a[0], b[1] - a[1]) for a, b in zip(vertices, shifted))
    if doubled == 0:
        return 0
    return (abs(doubled) + 2 - on_outline) // 2


STRATEGIES = {
    "vertices": st.one_of(
        st.sampled_from([
            [(0, 0), (4, 0), (4, 3), (0, 3)], [(0, 0), (0, 3), (4, 3), (4, 0)], [(0, 0), (5, 0), (0, 5)],
            [(0, 0), (2, 0), (4, 0)], [(-3, -2), (3, -2), (0, 4)], [(0, 0), (6, 0), (6, 2), (3, 1), (0, 2)],
            [(1, 1), (7, 2), (4, 6)], [(0, 0), (1, 0)], [],
        ]),
        st.lists(st.tuples(st.integers(-5, 5), st.integers(-5, 5)), min_size=3, max_size=3),
    ),
}
SEED = {
    "domain": "geometry",
    "keywords": ["Pick's theorem", "shoelace", "gcd on edges"],
    "tags": ["index", "modulo", "arithmetic", "guard", "accumulator"],
}
