"""Astronomy: list the planets that appear close together on the sky."""
from itertools import combinations

from hypothesis import strategies as st


def close_pairs(bodies: list[tuple[str, float]], max_sep: float,
                pairs: list[tuple[str, str]] | None = None) -> list[tuple[str, str]]:
    """Append to `pairs` (a new list when omitted) every pair of bodies whose ecliptic
    longitudes (degrees, 0 to 360) lie within max_sep degrees of each other, and return it.

    Separation is measured the short way round the circle (359 and 1 are 2 degrees
    apart); a separation of exactly max_sep counts as close. Pairs are (name_i, name_j)
    with i < j in list order, ordered by i and then by j.
    Every longitude is between 0 and 360 and max_sep is not negative.
    """
    if pairs is None:
        pairs = []
    for i, (name_a, lon_a) in enumerate(bodies):
        for name_b, lon_b in bodies[i + 1:]:
            gap = abs(lon_a - lon_b)
            if gap > 180:
                gap = 360 - gap
            if gap <= max_sep:
                pairs.append((name_a, name_b))
    return pairs


def clean_close_pairs(bodies: list[tuple[str, float]], max_sep: float,
                      pairs: list[tuple[str, str]] | None = None) -> list[tuple[str, str]]:
    found = [] if pairs is None else pairs
    for (a, la), (b, lb) in combinations(bodies, 2):
        diff = la - lb
        if min(diff % 360, -diff % 360) <= max_sep:
            found.append((a, b))
    return found


def precondition(bodies: list[tuple[str, float]], max_sep: float,
                 pairs: list[tuple[str, str]] | None = None) -> bool:
    return all(0 <= lon <= 360 for _, lon in bodies) and max_sep >= 0


STRATEGIES = {
    "bodies": st.lists(st.tuples(st.sampled_from(["Venus", "Mars", "Jupiter", "Saturn", "Moon"]),
                                 st.one_of(st.sampled_from([0.0, 1.0, 3.0, 5.0, 175.0, 185.0, 355.0, 357.0, 358.0, 359.0]),
                                           st.integers(0, 359).map(float))), max_size=5),
    "max_sep": st.sampled_from([2.0, 5.0, 10.0]),
}
SEED = {"domain": "astronomy", "keywords": ["conjunction", "angular separation", "wrap-around"],
        "tags": ["mutable-default", "nested", "boundary", "loop"]}
