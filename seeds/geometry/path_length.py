"""Geometry: length of a polyline, optionally closed into a loop."""
import math

from hypothesis import strategies as st


def path_length(points: list[tuple[int, int]], closed: bool) -> float:
    """Total Euclidean length of the polyline through points in order, rounded to 3
    decimals with round(). When closed is True and there are at least 3 points, the segment
    from the last point back to the first is included too (with 2 points the path is not
    closed, so the single segment is not counted twice). Fewer than 2 points give 0.0."""
    total = 0.0
    for i in range(1, len(points)):
        total += math.dist(points[i - 1], points[i])
    if closed and len(points) >= 3:
        total += math.dist(points[-1], points[0])
    return round(total, 3)


def clean_path_length(points: list[tuple[int, int]], closed: bool) -> float:
    segments = list(zip(points, points[1:]))
    if closed and len(points) > 2:
        segments.append((points[-1], points[0]))
    total = 0.0
    for (x1, y1), (x2, y2) in segments:
        total += math.hypot(x2 - x1, y2 - y1)
    return round(total, 3)


STRATEGIES = {
    "points": st.lists(st.tuples(st.integers(-5, 5), st.integers(-5, 5)), max_size=6),
    "closed": st.booleans(),
}
SEED = {
    "domain": "geometry",
    "keywords": ["polyline", "perimeter", "distance"],
    "tags": ["loop", "index", "boolean", "rounding", "accumulator"],
}
