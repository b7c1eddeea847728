"""Logistics: compute how long arriving trucks wait for a free loading dock."""
import heapq

from hypothesis import strategies as st


def dock_waits(arrivals: list[int], unload_minutes: int, docks: int) -> list[int]:
    """Return each truck's wait for a free dock, in the order trucks are served.

    Trucks are served first come, first served by arrival minute (arrivals may be given
    in any order). Each truck occupies a dock for unload_minutes; a dock that frees at
    minute t can take a truck arriving at t with no wait, and a waiting truck takes the
    dock that frees first. All docks are free at minute 0. Without at least one dock the result is [].
    """
    if docks < 1:
        return []
    free_at = [0] * docks
    waits = []
    for arrive in sorted(arrivals):
        earliest = heapq.heappop(free_at)
        start = max(arrive, earliest)
        waits.append(start - arrive)
        heapq.heappush(free_at, start + unload_minutes)
    return waits


def clean_dock_waits(arrivals: list[int], unload_minutes: int, docks: int) -> list[int]:
    if docks <= 0:
        return []
    free = [0 for _ in range(docks)]
    result = []
    for arrive in sorted(arrivals):
        slot = min(range(docks), key=lambda d: free[d])
        begin = free[slot] if free[slot] > arrive else arrive
        result.append(begin - arrive)
        free[slot] = begin + unload_minutes
    return result


STRATEGIES = {
    "arrivals": st.lists(st.integers(0, 40), max_size=8),
    "unload_minutes": st.integers(1, 20),
    "docks": st.integers(-1, 3),
}
SEED = {"domain": "logistics", "keywords": ["loading dock", "queue", "waiting time"],
        "tags": ["guard", "loop", "sort", "boundary"]}
