"""Geometry: count integer grid locations inside a circle."""
from hypothesis import strategies as st


def lattice_in_circle(radius: int, strict: bool = False) -> int:
    """Number of integer (x, y) with x*x + y*y <= radius*radius, the circle centred on
    the origin; with strict=True only those strictly inside (x*x + y*y < radius*radius).
    A radius of 0 gives 1 (just the origin) when not strict and 0 when strict; a negative
    radius is treated as its absolute value."""
    r = abs(radius)
    limit = r * r
    total = 0
    for x in range(-r, r + 1):
        y = 0
        while (y + 1) * (y + 1) + x * x <= limit:
            y += 1
        if strict and x * x + y * y == limit:
            y -= 1
        if y >= 0:
            total += 2 * y + 1
    return total


def clean_lattice_in_circle(radius: int, strict: bool = False) -> int:
    """Number of integer (x, y) with x*x + y*y <= radius*radius, the circle centred on
    the origin; with strict=True only those strictly inside (x*x + y*y < radius*radius).
    A radius of 0 gives 1 (just the origin) when not strict and 0 when strict; a negative
    radius is treated as its absolute value."""
    size = radius if radius >= 0 else -radius
    bound = size * size
    count = 0
    for x in range(-size, size + 1):
        for y in range(-size, size + 1):
            distance = x * x + y * y
            if distance < bound or (distance == bound and not strict):
                count += 1
    return count


STRATEGIES = {
    "radius": st.integers(-6, 12),
    "strict": st.booleans(),
}
SEED = {
    "domain": "geometry",
    "keywords": ["lattice", "Gauss circle", "strict inequality"],
    "tags": ["nested-loop", "while-loop", "boundary", "default-argument", "arithmetic"],
}
