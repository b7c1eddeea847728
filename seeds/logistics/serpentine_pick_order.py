"""Logistics: order warehouse pick locations along a serpentine walk."""
from hypothesis import strategies as st


def serpentine_pick_order(locations: list[str]) -> list[str]:
    """Order pick locations written "<aisle>-<bay>" (two whole numbers, e.g. "3-12") for a
    serpentine walk: aisles in ascending order; within an odd-numbered aisle bays ascend,
    within an even-numbered aisle they descend. Numbers compare numerically ("2-10" comes
    after "2-9" in an ascending aisle). Duplicates are kept, and locations naming the same aisle and bay keep their input
    order; locations that are not two whole numbers joined by one "-" are dropped."""
    parsed = []
    for loc in locations:
        parts = loc.split("-")
        if len(parts) != 2 or not all(p.isascii() and p.isdigit() for p in parts):
            continue
        aisle, bay = int(parts[0]), int(parts[1])
        parsed.append((aisle, bay if aisle % 2 == 1 else -bay, loc))
    parsed.sort(key=lambda entry: entry[:2])
    return [loc for _, _, loc in parsed]


def clean_serpentine_pick_order(locations: list[str]) -> list[str]:
    """Order pick locations written "<aisle>-<bay>" (two whole numbers, e.g. "3-12") for a
    serpentine walk: aisles in ascending order; within an odd-numbered aisle bays ascend,
    within an even-numbered aisle they descend. Numbers compare numerically ("2-10" comes
    after "2-9" in an ascending aisle). Duplicates are kept, and locations naming the same aisle and bay keep their input
    order; locations that are not two whole numbers joined by one "-" are dropped."""
    by_aisle: dict[int, list[tuple[int, str]]] = {}
    for loc in locations:
        aisle_text, sep, bay_text = loc.partition("-")
        ok = sep and aisle_text and bay_text and all(ch in "0123456789" for ch in aisle_text + bay_text)
        if ok:
            by_aisle.setdefault(int(aisle_text), []).append((int(bay_text), loc))
    route = []
    for aisle in sorted(by_aisle):
        stops = sorted(by_aisle[aisle], key=lambda stop: stop[0], reverse=aisle % 2 == 0)
        route.extend(loc for _, loc in stops)
    return route


STRATEGIES = {
    "locations": st.lists(
        st.one_of(
            st.tuples(st.integers(0, 4), st.integers(0, 12)).map(lambda ab: f"{ab[0]}-{ab[1]}"),
            st.sampled_from(["2-10", "2-9", "3-12", "03-1", "3-01", "1-2-3", "x-1", "4-", "-4", "١-2", ""]),
        ),
        max_size=7,
    ),
}
SEED = {
    "domain": "logistics",
    "keywords": ["serpentine", "pick path", "aisle parity"],
    "tags": ["string", "sort", "modulo", "guard", "sign"],
}
