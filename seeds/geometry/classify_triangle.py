"""Geometry: classify a triangle from its three side lengths."""
from hypothesis import strategies as st


def classify_triangle(sides: tuple[int, int, int]) -> str:
    """Classify a triangle given its three side lengths (in any order). "invalid" if any
    side is 0 or less, or if the two shorter sides together are not longer than the longest
    (a flat, degenerate triangle is invalid). Otherwise "equilateral" (all three equal),
    "isosceles" (exactly two equal), "right" (all different and a*a + b*b == c*c for the
    longest side c), else "scalene"."""
    x, y, z = sorted(sides)
    if x <= 0 or x + y <= z:
        return "invalid"
    if x == z:
        return "equilateral"
    if x == y or y == z:
        return "isosceles"
    if x * x + y * y == z * z:
        return "right"
    return "scalene"


def clean_classify_triangle(sides: tuple[int, int, int]) -> str:
    longest = max(sides)
    if min(sides) < 1 or sum(sides) - longest <= longest:
        return "invalid"
    distinct = len(set(sides))
    if distinct == 1:
        return "equilateral"
    if distinct == 2:
        return "isosceles"
    return "right" if sum(s * s for s in sides) == 2 * longest * longest else "scalene"


STRATEGIES = {
    "sides": st.one_of(
        st.sampled_from([(3, 4, 5), (5, 13, 12), (10, 6, 8), (1, 1, 2), (2, 2, 3), (4, 4, 4)]),
        st.tuples(st.integers(-1, 9), st.integers(-1, 9), st.integers(-1, 9)),
    )
}
SEED = {
    "domain": "geometry",
    "keywords": ["triangle", "classification", "pythagoras"],
    "tags": ["boolean", "guard", "boundary", "early-return", "sort"],
}
