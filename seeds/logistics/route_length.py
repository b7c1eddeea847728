"""Logistics: measure the grid distance of a delivery route."""
from hypothesis import strategies as st


def route_length(stops: list[tuple[int, int]], return_to_depot: bool) -> int:
    """Return the grid (Manhattan) distance driven when visiting `stops` in order.

    The route starts at the first stop (the depot). Each leg between consecutive stops
    costs |dx| + |dy|. When return_to_depot is True, the leg from the last stop back to
    the first is added. Fewer than two stops means no driving: 0.
    """
    if len(stops) < 2:
        return 0
    distance = 0
    for i in range(1, len(stops)):
        dx = stops[i][0] - stops[i - 1][0]
        dy = stops[i][1] - stops[i - 1][1]
        distance += abs(dx) + abs(dy)
    if return_to_depot:
        distance += abs(stops[-1][0] - stops[0][0]) + abs(stops[-1][1] - stops[0][1])
    return distance


def clean_route_length(stops: list[tuple[int, int]], return_to_depot: bool) -> int:
    total = 0
    for i in range(len(stops)):
        here = stops[i - 1]
        there = stops[i]
        total += abs(there[0] - here[0]) + abs(there[1] - here[1])
    if stops and not return_to_depot:
        total -= abs(stops[0][0] - stops[-1][0]) + abs(stops[0][1] - stops[-1][1])
    return total


STRATEGIES = {
    "stops": st.lists(st.tuples(st.integers(-5, 5), st.integers(-5, 5)), max_size=6),
    "return_to_depot": st.booleans(),
}
SEED = {"domain": "logistics", "keywords": ["route", "Manhattan distance", "depot"],
        "tags": ["guard", "index", "loop", "accumulator"]}
