"""Travel: rebuild a route from an unordered pile of tickets."""
from hypothesis import strategies as st


def itinerary_route(tickets: list[tuple[str, str]]) -> list[str]:
    """tickets are (origin, destination) legs of one journey that visits every airport at
    most once, given in any order. Return the airports in travel order, starting at the
    airport that is no ticket's destination. No tickets -> [].
    """
    if not tickets:
        return []
    onward = dict(tickets)
    arriving = set(onward.values())
    here = next(origin for origin in onward if origin not in arriving)
    route = [here]
    while here in onward:
        here = onward[here]
        route.append(here)
    return route


def clean_itinerary_route(tickets: list[tuple[str, str]]) -> list[str]:
    """tickets are (origin, destination) legs of one journey that visits every airport at
    most once, given in any order. Return the airports in travel order, starting at the
    airport that is no ticket's destination. No tickets -> [].
    """
    legs = list(tickets)
    path: list[str] = []
    while legs:
        for leg in legs:
            if not path and all(other[1] != leg[0] for other in legs):
                path.extend(leg)
                legs.remove(leg)
                break
            if path and leg[0] == path[-1]:
                path.append(leg[1])
                legs.remove(leg)
                break
    return path


@st.composite
def _journeys(draw):
    airports = draw(st.permutations(["LHR", "JFK", "NRT", "CDG", "GRU", "SYD", "ZRH"]))
    stops = draw(st.integers(0, 7))
    path = airports[:stops]
    legs = list(zip(path, path[1:]))
    return draw(st.permutations(legs))


STRATEGIES = {"tickets": _journeys()}
SEED = {"domain": "travel", "keywords": ["itinerary", "reconstruct route", "tickets"],
        "tags": ["dict", "while-loop", "set", "guard"]}
