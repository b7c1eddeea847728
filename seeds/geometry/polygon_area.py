"""Geometry: area of a polygon from its vertices (shoelace formula)."""
from hypothesis import strategies as st


def polygon_area(points: list[tuple[int, int]]) -> float | None:
    """Area of the polygon whose vertices are listed in order, clockwise or
    counter-clockwise, by the shoelace formula: half the absolute value of the sum over
    consecutive vertex pairs (the last vertex pairs with the first) of x_i * y_next -
    x_next * y_i. The result is never negative (collinear points give 0.0).
    Fewer than 3 points do not form a polygon and give None."""
    n = len(points)
    if n < 3:
        return None
    twice = 0
    for i in range(n):
        x1, y1 = points[i]
        x2, y2 = points[(i + 1) % n]
        twice += x1 * y2 - x2 * y1
    return abs(twice) / 2


def clean_polygon_area(points: list[tuple[int, int]]) -> float | None:
    if len(points) < 3:
        return None
    nxt = points[1:] + points[:1]
    cross = sum(p[0] * q[1] for p, q in zip(points, nxt)) - sum(q[0] * p[1] for p, q in zip(points, nxt))
    return (cross if cross >= 0 else -cross) / 2


STRATEGIES = {
    "points": st.lists(st.tuples(st.integers(-6, 6), st.integers(-6, 6)), max_size=7),
}
SEED = {
    "domain": "geometry",
    "keywords": ["polygon", "shoelace", "area"],
    "tags": ["loop", "index", "accumulator", "division", "guard"],
}
