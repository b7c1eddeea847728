"""Travel: plan the fewest fuel stops on a road trip."""
from hypothesis import strategies as st


def fuel_stops(stations: list[int], destination: int, tank_range: int) -> int:
    """The car starts at km 0 with a full tank that lasts tank_range km; stations are the
    km positions of fuel stations along the road (any order, may repeat). Refuelling fills
    the tank. Reaching a point exactly tank_range km after the last fill is still possible.
    Greedily drive to the farthest reachable station before refuelling, and return the
    number of stops needed to reach `destination`, or -1 when it cannot be reached.
    destination 0 or less needs 0 stops.
    """
    stops = 0
    reach = tank_range
    options = sorted(s for s in stations if 0 < s < destination)
    i = 0
    while reach < destination:
        best = None
        while i < len(options) and options[i] <= reach:
            best = options[i]
            i += 1
        if best is None:
            return -1
        reach = best + tank_range
        stops += 1
    return stops


def clean_fuel_stops(stations: list[int], destination: int, tank_range: int) -> int:
    """The car starts at km 0 with a full tank that lasts tank_range km; stations are the
    km positions of fuel stations along the road (any order, may repeat). Refuelling fills
    the tank. Reaching a point exactly tank_range km after the last fill is still possible.
    Greedily drive to the farthest reachable station before refuelling, and return the
    number of stops needed to reach `destination`, or -1 when it cannot be reached.
    destination 0 or less needs 0 stops.
    """
    position = 0
    count = 0
    while position + tank_range < destination:
        ahead = [s for s in stations if position < s <= position + tank_range and s < destination]
        if not ahead:
            return -1
        position = max(ahead)
        count += 1
    return count


STRATEGIES = {
    "stations": st.lists(st.sampled_from([-10, 0, 50, 100, 150, 200, 250, 300, 420]), max_size=6),
    "destination": st.sampled_from([-5, 0, 100, 200, 300, 400, 500]),
    "tank_range": st.sampled_from([50, 100, 150, 200]),
}
SEED = {"domain": "travel", "keywords": ["fuel stops", "greedy", "range"],
        "tags": ["while-loop", "sort", "boundary", "greedy", "index"]}
