"""Geometry: measure a simple polygon with integer vertices (area, boundary and interior points)."""
from math import gcd

from hypothesis import strategies as st


def closed_edges(vertices: list[tuple[int, int]]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The edges (start, end) of the closed polygon through the vertices, in
    order: each vertex joined to the next, and the last vertex back to the
    first. One vertex gives one edge of zero length, none gives [].

    >>> closed_edges([(0, 0), (4, 0), (0, 3)])
    [((0, 0), (4, 0)), ((4, 0), (0, 3)), ((0, 3), (0, 0))]
    """
    count = len(vertices)
    return [(vertices[index], vertices[(index + 1) % count]) for index in range(count)]


def twice_area(vertices: list[tuple[int, int]]) -> int:
    """Twice the signed area of the polygon (shoelace formula): positive when
    the vertices run counter-clockwise, negative when clockwise, 0 for fewer
    than 3 vertices. The last vertex joins back to the first.

    >>> twice_area([(0, 0), (4, 0), (0, 3)])
    12
    """
    total = 0
    for (x1, y1), (x2, y2) in closed_edges(vertices):
        total += x1 * y2 - x2 * y1
    return total if len(vertices) >= 3 else 0


def edge_points(a: tuple[int, int], b: tuple[int, int]) -> int:
    """The number of lattice points on the segment from a to b, counting a but
    not b (so the edges of a closed polygon count each vertex once). A segment
    of zero length has 0.

    >>> edge_points((0, 0), (4, 6))
    2
    """
    return gcd(abs(b[0] - a[0]), abs(b[1] - a[1]))


def boundary_points(vertices: list[tuple[int, int]]) -> int:
    """The lattice points on the polygon's boundary: edge_points summed over
    its closed edges (the last vertex joined back to the first)."""
    return sum(edge_points(start, end) for start, end in closed_edges(vertices))


def interior_points(vertices: list[tuple[int, int]]) -> int:
    """The lattice points strictly inside a simple polygon of at least 3
    vertices, by Pick's theorem (area = interior + boundary / 2 - 1), the
    area taken without its sign."""
    area2 = abs(twice_area(vertices))
    return (area2 - boundary_points(vertices) + 2) // 2


def area_text(area2: int) -> str:
    """The area, given as twice the signed area (an integer, so the area is a
    multiple of one half), as text of its size with one decimal: the sign is
    dropped, 12 gives "6.0" and -15 gives "7.5".

    >>> area_text(12), area_text(-15), area_text(0)
    ('6.0', '7.5', '0.0')
    """
    whole, half = divmod(abs(area2), 2)
    return f"{whole}.{5 if half else 0}"


def winding(area2: int) -> str:
    """The direction the vertices run in from the sign of twice the signed
    area: "ccw" (counter-clockwise) when positive, "cw" otherwise, including
    a degenerate polygon of area 0.

    >>> winding(12), winding(-15), winding(0)
    ('ccw', 'cw', 'cw')
    """
    return "ccw" if area2 > 0 else "cw"


def describe(vertices: list[tuple[int, int]]) -> dict[str, object]:
    """A simple polygon of at least 3 vertices measured: "area" as text with
    one decimal ("6.0", "7.5"; the area is a multiple of one half), "winding"
    ("ccw" or "cw", from the sign of twice_area), "boundary" and "interior"
    lattice point counts."""
    area2 = twice_area(vertices)
    return {
        "area": area_text(area2),
        "winding": winding(area2),
        "boundary": boundary_points(vertices),
        "interior": interior_points(vertices),
    }


def clean_describe(vertices: list[tuple[int, int]]) -> dict[str, object]:
    from fractions import Fraction

    n = len(vertices)
    signed = Fraction(0)
    on_edge = set()
    for i in range(n):
        (ax, ay), (bx, by) = vertices[i], vertices[(i + 1) % n]
        signed += Fraction(ax * by - bx * ay, 2)
        steps = max(abs(bx - ax), abs(by - ay))
        for k in range(steps + 1):
            px, py = Fraction(ax) + Fraction(bx - ax) * k / steps, Fraction(ay) + Fraction(by - ay) * k / steps
            if px.denominator == 1 and py.denominator == 1:
                on_edge.add((int(px), int(py)))
    xs, ys = [v[0] for v in vertices], [v[1] for v in vertices]
    inside = 0
    for x in range(min(xs), max(xs) + 1):
        for y in range(min(ys), max(ys) + 1):
            if (x, y) in on_edge:
                continue
            crossings = 0
            for i in range(n):
                (ax, ay), (bx, by) = vertices[i], vertices[(i + 1) % n]
                if (ay > y) != (by > y) and x < ax + Fraction((y - ay) * (bx - ax), by - ay):
                    crossings += 1
            inside += crossings % 2
    area = abs(signed)
    return {
        "area": f"{int(area)}.{5 if area.denominator == 2 else 0}",
        "winding": "ccw" if signed > 0 else "cw",
        "boundary": len(on_edge),
        "interior": inside,
    }


def _polygon():
    def star(radii: list[int]) -> list[tuple[int, int]]:
        directions = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)]
        return [(dx * r, dy * r) for (dx, dy), r in zip(directions, radii)]

    star_shaped = st.lists(st.integers(1, 6), min_size=8, max_size=8).map(star)
    rectangle = st.builds(lambda w, h: [(0, 0), (w, 0), (w, h), (0, h)], st.integers(1, 7), st.integers(1, 7))
    triangle = st.builds(lambda a, b, c: [(0, 0), (a, 0), (b, c)], st.integers(1, 9), st.integers(-5, 9), st.integers(1, 9))
    return st.one_of(star_shaped, rectangle, triangle).flatmap(lambda p: st.sampled_from([p, p[::-1]]))


_POINT = st.tuples(st.integers(-9, 9), st.integers(-9, 9))

STRATEGIES = {
    "closed_edges": {"vertices": st.lists(_POINT, max_size=8)},
    "area_text": {"area2": st.integers(-200, 200)},
    "winding": {"area2": st.integers(-200, 200)},
    "twice_area": {"vertices": st.lists(_POINT, max_size=8)},
    "edge_points": {"a": _POINT, "b": _POINT},
    "boundary_points": {"vertices": st.lists(_POINT, max_size=8)},
    "interior_points": {"vertices": _polygon()},
    "describe": {"vertices": _polygon()},
}
SEED = {
    "domain": "geometry",
    "keywords": ["shoelace", "Pick's theorem", "lattice points", "winding", "area"],
    "tags": ["modular-index", "gcd", "half-open", "formatting", "sign"],
    "kind": "module",
}
