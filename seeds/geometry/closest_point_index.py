"""Geometry: index of the nearest point within a search radius."""
from hypothesis import strategies as st


def closest_point_index(points: list[tuple[int, int]], x: int, y: int, max_dist: int) -> int:
    """Index of the point nearest to (x, y) by Manhattan distance |dx| + |dy|, considering
    only points whose distance is at most max_dist (inclusive). When several points are
    equally near, the lowest index wins. Returns -1 when points is empty or no point lies
    within max_dist."""
    best = -1
    best_dist = max_dist + 1
    for i in range(len(points)):
        px, py = points[i]
        d = abs(px - x) + abs(py - y)
        if d < best_dist:
            best = i
            best_dist = d
    return best


def clean_closest_point_index(points: list[tuple[int, int]], x: int, y: int, max_dist: int) -> int:
    distances = []
    for px, py in points:
        distances.append(abs(px - x) + abs(py - y))
    found = -1
    if distances and min(distances) <= max_dist:
        found = distances.index(min(distances))
    return found


STRATEGIES = {
    "points": st.lists(st.tuples(st.integers(0, 8), st.integers(0, 8)), max_size=8),
    "x": st.integers(0, 8),
    "y": st.integers(0, 8),
    "max_dist": st.integers(-1, 10),
}
SEED = {
    "domain": "geometry",
    "keywords": ["nearest neighbour", "manhattan distance", "hit test"],
    "tags": ["loop", "index", "boundary", "accumulator"],
}
