"""Travel: price a ride on a zoned transit line."""
import bisect

from hypothesis import strategies as st


def zone_fare(start_km: int, end_km: int, boundaries: list[int], base: int = 2, per_zone: int = 1) -> int:
    """Fare for a ride along a line split into zones. boundaries is a sorted list of km
    marks; a position's zone number is how many boundaries are at or below it, so a stop
    exactly on a boundary belongs to the higher zone. A ride touches
    |zone(start) - zone(end)| + 1 zones and costs base plus per_zone for every zone beyond
    the first. Direction of travel does not matter."""
    zone_a = 0
    zone_b = 0
    for mark in boundaries:
        if mark <= start_km:
            zone_a += 1
        if mark <= end_km:
            zone_b += 1
    return base + per_zone * abs(zone_a - zone_b)


def clean_zone_fare(start_km: int, end_km: int, boundaries: list[int], base: int = 2, per_zone: int = 1) -> int:
    low, high = sorted((start_km, end_km))
    crossed = bisect.bisect_right(boundaries, high) - bisect.bisect_right(boundaries, low)
    return base + crossed * per_zone


def precondition(start_km: int, end_km: int, boundaries: list[int], base: int = 2, per_zone: int = 1) -> bool:
    return boundaries == sorted(boundaries)


STRATEGIES = {
    "start_km": st.integers(0, 40),
    "end_km": st.integers(0, 40),
    "boundaries": st.sets(st.integers(1, 40), max_size=6).map(sorted),
    "base": st.integers(1, 5),
    "per_zone": st.integers(1, 3),
}
SEED = {
    "domain": "travel",
    "keywords": ["zones", "fare", "transit"],
    "tags": ["loop", "boundary", "accumulator"],
}
