"""Travel: check the connections of a multi-leg flight itinerary across time zones."""
from typing import NamedTuple

from hypothesis import strategies as st


class Leg(NamedTuple):
    origin: str
    depart_local: str
    utc_offset_depart: int
    destination: str
    arrive_local: str
    utc_offset_arrive: int


def local_to_utc(stamp: str, offset_minutes: int) -> int:
    """Minutes since the epoch day 0, 00:00 UTC, of a local time "D HH:MM"
    (D the day number, 0 or more) at a place whose clock is offset_minutes
    ahead of UTC (negative: behind). 0 08:30 at UTC+60 is 450 UTC.

    >>> local_to_utc("1 00:30", 60)
    1410
    """
    day, clock = stamp.split(" ")
    hours, minutes = clock.split(":")
    return int(day) * 1440 + int(hours) * 60 + int(minutes) - offset_minutes


def utc_to_local(minute: int, offset_minutes: int) -> str:
    """The local time "D HH:MM" (the inverse of local_to_utc) of the UTC
    minute since day 0, 00:00 UTC, at a place whose clock is offset_minutes
    ahead of UTC; the local time is on day 0 or later.

    >>> utc_to_local(1410, 60)
    '1 00:30'
    """
    day, clock = divmod(minute + offset_minutes, 1440)
    return f"{day} {clock // 60:02d}:{clock % 60:02d}"


def leg_minutes(leg: Leg) -> int:
    """The flight time of a leg in minutes: UTC arrival minus UTC departure
    (local_to_utc of each end with its own offset)."""
    return local_to_utc(leg.arrive_local, leg.utc_offset_arrive) - local_to_utc(leg.depart_local, leg.utc_offset_depart)


def layovers(legs: list[Leg]) -> list[int]:
    """The minutes on the ground between consecutive legs: entry i is the time
    from the UTC arrival of leg i to the UTC departure of leg i + 1 (0-based),
    so a trip of n legs has n - 1 layovers (and one leg or none has [])."""
    gaps = []
    for arriving, departing in zip(legs, legs[1:]):
        landed = local_to_utc(arriving.arrive_local, arriving.utc_offset_arrive)
        leaves = local_to_utc(departing.depart_local, departing.utc_offset_depart)
        gaps.append(leaves - landed)
    return gaps


def connection_problems(legs: list[Leg], min_connection: int = 45) -> list[str]:
    """The problems of an itinerary, in leg order: "leg N ends where it starts"
    for a leg whose origin is its destination, "leg N does not leave from M"
    when a leg's origin is not the previous leg's destination M, and "leg N
    connection too short" when the layover before it is shorter than
    min_connection minutes (exactly min_connection is enough; a negative layover
    is too short). N is the 1-based number of the leg concerned: for the last
    two, the later leg of the pair."""
    problems = []
    gaps = layovers(legs)
    for number, leg in enumerate(legs, start=1):
        if leg.origin == leg.destination:
            problems.append(f"leg {number} ends where it starts")
        if number == 1:
            continue
        previous = legs[number - 2]
        if leg.origin != previous.destination:
            problems.append(f"leg {number} does not leave from {previous.destination}")
        if gaps[number - 2] < min_connection:
            problems.append(f"leg {number} connection too short")
    return problems


def trip_summary(legs: list[Leg], min_connection: int = 45) -> dict[str, object]:
    """"air" the total flight minutes (leg_minutes summed), "ground" the total
    layover minutes, "elapsed" their sum (first UTC departure to last UTC
    arrival; 0 for no legs) and "problems" from connection_problems."""
    air = sum(leg_minutes(leg) for leg in legs)
    ground = sum(layovers(legs))
    return {
        "air": air,
        "ground": ground,
        "elapsed": air + ground,
        "problems": connection_problems(legs, min_connection=min_connection),
    }


def clean_trip_summary(legs: list[Leg], min_connection: int = 45) -> dict[str, object]:
    def utc(text: str, offset: int) -> int:
        d, hm = text.split()
        return (int(d) * 24 + int(hm[:2])) * 60 + int(hm[3:]) - offset

    spans = [(utc(g.depart_local, g.utc_offset_depart), utc(g.arrive_local, g.utc_offset_arrive)) for g in legs]
    found = []
    for i, g in enumerate(legs):
        if g.origin == g.destination:
            found.append(f"leg {i + 1} ends where it starts")
        if i and g.origin != legs[i - 1].destination:
            found.append(f"leg {i + 1} does not leave from {legs[i - 1].destination}")
        if i and spans[i][0] - spans[i - 1][1] < min_connection:
            found.append(f"leg {i + 1} connection too short")
    elapsed = spans[-1][1] - spans[0][0] if spans else 0
    air = sum(b - a for a, b in spans)
    return {"air": air, "ground": elapsed - air, "elapsed": elapsed, "problems": found}


def _legs():
    airports = st.sampled_from(["AMS", "JFK", "NRT", "LHR"])
    offsets = st.sampled_from([-300, 0, 60, 540, 330])
    raw = st.lists(st.tuples(airports, airports, st.integers(0, 300), st.integers(30, 700), offsets, offsets),
                   max_size=5)

    def build(items: list[tuple[str, str, int, int, int, int]]) -> list[Leg]:
        legs, clock = [], 3000
        for a, b, wait, fly, off_a, off_b in items:
            clock += wait
            legs.append(Leg(a, utc_to_local(clock, off_a), off_a, b, utc_to_local(clock + fly, off_b), off_b))
            clock += fly
        return legs

    return raw.map(build)


STRATEGIES = {
    "local_to_utc": {"stamp": st.integers(0, 10000).map(lambda minute: utc_to_local(minute, 0)),
                     "offset_minutes": st.sampled_from([-300, 0, 60, 540])},
    "utc_to_local": {"minute": st.integers(300, 10000), "offset_minutes": st.sampled_from([-300, 0, 60, 540, 330])},
    "leg_minutes": {"leg": _legs().filter(bool).map(lambda legs: legs[0])},
    "layovers": {"legs": _legs()},
    "connection_problems": {"legs": _legs(), "min_connection": st.sampled_from([0, 45, 60])},
    "trip_summary": {"legs": _legs(), "min_connection": st.sampled_from([0, 45, 60])},
}
SEED = {
    "domain": "travel",
    "keywords": ["layover", "time zone", "UTC offset", "connection", "itinerary"],
    "tags": ["units", "namedtuple", "pairwise", "1-based", "keyword-default"],
    "kind": "module",
}
