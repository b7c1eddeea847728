"""Travel: check that every connection in an itinerary is neither too short nor too long."""
from hypothesis import strategies as st


def connections_ok(legs: list[tuple[int, int]], min_gap: int, max_gap: int) -> bool:
    """legs are (depart_minute, arrive_minute) in travel order. Every connection -- the
    minutes from one leg's arrival to the next leg's departure -- must be at least min_gap
    and at most max_gap (both bounds inclusive). An itinerary with fewer than two legs has
    no connections and is fine (True)."""
    for i in range(len(legs) - 1):
        wait = legs[i + 1][0] - legs[i][1]
        if wait < min_gap or wait > max_gap:
            return False
    return True


def clean_connections_ok(legs: list[tuple[int, int]], min_gap: int, max_gap: int) -> bool:
    return all(min_gap <= nxt[0] - cur[1] <= max_gap for cur, nxt in zip(legs, legs[1:]))


def _chain(parts: list[tuple[int, int]]) -> list[tuple[int, int]]:
    legs, clock = [], 0
    for wait, flight in parts:
        clock += wait
        legs.append((clock, clock + flight))
        clock += flight
    return legs


STRATEGIES = {
    "legs": st.lists(st.tuples(st.sampled_from([30, 45, 60, 90, 120, 180]), st.integers(40, 300)), max_size=5).map(_chain),
    "min_gap": st.sampled_from([30, 45, 60]),
    "max_gap": st.sampled_from([90, 120, 180]),
}
SEED = {
    "domain": "travel",
    "keywords": ["layover", "connection time", "itinerary"],
    "tags": ["loop", "index", "boolean", "boundary", "early-return"],
}
