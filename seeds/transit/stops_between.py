"""Transit: count the stops between two stations on a line."""
from hypothesis import strategies as st


def stops_between(line: list[str], origin: str, destination: str, loop: bool = False) -> int:
    """line lists a route's station names in order (names are unique). Return how many
    stations a rider passes through strictly between origin and destination, travelling
    in either direction along the line (the shorter way). When loop is True the line is a
    circle, so it may also be ridden past its last station to its first. Origin equal to
    destination -> 0. A station not on the line -> -1.
    """
    if origin not in line or destination not in line:
        return -1
    a, b = line.index(origin), line.index(destination)
    if a == b:
        return 0
    hops = abs(a - b)
    if loop:
        hops = min(hops, len(line) - hops)
    return hops - 1


def clean_stops_between(line: list[str], origin: str, destination: str, loop: bool = False) -> int:
    """line lists a route's station names in order (names are unique). Return how many
    stations a rider passes through strictly between origin and destination, travelling
    in either direction along the line (the shorter way). When loop is True the line is a
    circle, so it may also be ridden past its last station to its first. Origin equal to
    destination -> 0. A station not on the line -> -1.
    """
    where = {name: i for i, name in enumerate(line)}
    if origin not in where or destination not in where:
        return -1
    if origin == destination:
        return 0
    low, high = sorted((where[origin], where[destination]))
    direct = high - low - 1
    around = low + len(line) - high - 1
    return min(direct, around) if loop else direct


STRATEGIES = {
    "line": st.permutations(["Aldgate", "Bank", "Bow", "Oval", "Kew", "Zürich HB", "Erdington"])
    .flatmap(lambda names: st.integers(0, 7).map(lambda k: list(names[:k]))),
    "origin": st.sampled_from(["Aldgate", "Bank", "Kew", "Zürich HB", "Nowhere"]),
    "destination": st.sampled_from(["Bow", "Oval", "Kew", "Erdington", "Aldgate"]),
    "loop": st.booleans(),
}
SEED = {"domain": "transit", "keywords": ["stops between", "circular line", "exclusive count"],
        "tags": ["index", "min-max", "guard", "boolean", "off-by-one"]}
