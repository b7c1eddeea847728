"""Geometry: simplify a polyline by removing redundant middle vertices."""
from hypothesis import strategies as st


def drop_collinear(path: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Simplify an open polyline: remove every vertex that repeats the vertex kept just
    before it, and every interior vertex that lies on the straight segment between the
    vertex kept before it and the vertex after it, continuing in the same direction (a
    vertex where the path doubles back, or that is followed by a repeat of itself, is
    kept). The first and last vertices are always kept. Works left to right, comparing with the last kept vertex."""
    kept: list[tuple[int, int]] = []
    for i, point in enumerate(path):
        if kept and point == kept[-1]:
            continue
        if len(kept) >= 1 and i + 1 < len(path):
            (ax, ay), (bx, by), (cx, cy) = kept[-1], point, path[i + 1]
            cross = (bx - ax) * (cy - by) - (by - ay) * (cx - bx)
            forward = (bx - ax) * (cx - bx) + (by - ay) * (cy - by)
            if cross == 0 and forward > 0:
                continue
        kept.append(point)
    return kept


def clean_drop_collinear(path: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Simplify an open polyline: remove every vertex that repeats the vertex kept just
    before it, and every interior vertex that lies on the straight segment between the
    vertex kept before it and the vertex after it, continuing in the same direction (a
    vertex where the path doubles back, or that is followed by a repeat of itself, is
    kept). The first and last vertices are always kept. Works left to right, comparing with the last kept vertex."""
    result: list[tuple[int, int]] = []
    last = len(path) - 1
    for index in range(len(path)):
        here = path[index]
        if result and result[-1] == here:
            continue
        if result and index < last:
            prev, nxt = result[-1], path[index + 1]
            u = (here[0] - prev[0], here[1] - prev[1])
            w = (nxt[0] - here[0], nxt[1] - here[1])
            if u[0] * w[1] == u[1] * w[0] and u[0] * w[0] + u[1] * w[1] > 0:
                continue
        result.append(here)
    return result


STRATEGIES = {
    "path": st.one_of(
        st.lists(st.tuples(st.integers(-2, 2), st.integers(-2, 2)), max_size=6),
        st.sampled_from([[(0, 0), (1, 0), (2, 0), (3, 0)], [(0, 0), (2, 0), (1, 0)], [(0, 0), (1, 1), (2, 2), (2, 3)],
                         [(0, 0), (0, 0), (1, 0)], [(0, 0), (1, 0), (1, 0), (2, 0)], [(5, 5)]]),
    ),
}
SEED = {
    "domain": "geometry",
    "keywords": ["polyline simplification", "collinear vertex", "dot product"],
    "tags": ["index", "boolean", "guard", "arithmetic", "loop"],
}
