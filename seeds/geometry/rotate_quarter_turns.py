"""Geometry: rotate grid coordinates by quarter turns about a centre."""
from hypothesis import strategies as st


def rotate_quarter_turns(coords: list[tuple[int, int]], turns: int, centre: tuple[int, int] = (0, 0)) -> list[tuple[int, int]]:
    """Rotate every (x, y) counter-clockwise by `turns` quarter turns about `centre`; one
    quarter turn maps the offset (dx, dy) from the centre to (-dy, dx). Negative turns
    rotate clockwise, and turns are taken modulo 4. Returns the rotated coordinates in
    the input order."""
    cx, cy = centre
    quarter = turns % 4
    rotated = []
    for x, y in coords:
        dx, dy = x - cx, y - cy
        for _ in range(quarter):
            dx, dy = -dy, dx
        rotated.append((cx + dx, cy + dy))
    return rotated


def clean_rotate_quarter_turns(coords: list[tuple[int, int]], turns: int, centre: tuple[int, int] = (0, 0)) -> list[tuple[int, int]]:
    """Rotate every (x, y) counter-clockwise by `turns` quarter turns about `centre`; one
    quarter turn maps the offset (dx, dy) from the centre to (-dy, dx). Negative turns
    rotate clockwise, and turns are taken modulo 4. Returns the rotated coordinates in
    the input order."""
    k = turns % 4
    cos_k = (1, 0, -1, 0)[k]
    sin_k = (0, 1, 0, -1)[k]
    result = []
    for x, y in coords:
        u, v = x - centre[0], y - centre[1]
        result.append((centre[0] + u * cos_k - v * sin_k, centre[1] + u * sin_k + v * cos_k))
    return result


STRATEGIES = {
    "coords": st.lists(st.tuples(st.integers(-9, 9), st.integers(-9, 9)), max_size=5),
    "turns": st.integers(-9, 9),
    "centre": st.one_of(st.just((0, 0)), st.tuples(st.integers(-4, 4), st.integers(-4, 4))),
}
SEED = {
    "domain": "geometry",
    "keywords": ["rotation", "quarter turn", "modulo 4"],
    "tags": ["modulo", "loop", "arithmetic", "default-argument", "sign"],
}
