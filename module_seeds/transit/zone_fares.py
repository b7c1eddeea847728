"""Transit: charge a day of card taps with zone fares, free transfers and a daily cap."""
from hypothesis import strategies as st

ZONE_OF_STATION = {"central": 1, "harbour": 1, "museum": 2, "airport": 3, "depot": 3, "hills": 4}


def zones_crossed(origin: str, destination: str) -> int:
    """How many zones a trip travels in: 1 within one zone, and one more for
    each zone boundary between the two stations' zones (central, zone 1, to
    airport, zone 3, is 3 zones). Unknown stations raise KeyError."""
    return abs(ZONE_OF_STATION[origin] - ZONE_OF_STATION[destination]) + 1


def single_fare(zones: int, concession: bool = False) -> int:
    """The fare in cents of one trip over `zones` zones (1..4): 250 for one
    zone and 100 more per extra zone; a concession fare is half of it, rounded
    down to a whole cent (so 1 zone costs 125, 2 zones 175).

    >>> single_fare(3), single_fare(2, concession=True)
    (450, 175)
    """
    full = 250 + 100 * (zones - 1)
    return full // 2 if concession else full


def trip_fare(origin: str, destination: str, concession: bool = False) -> int:
    """The single_fare in cents of a trip between two stations, over the
    zones_crossed between them; unknown stations raise KeyError.

    >>> trip_fare("central", "airport"), trip_fare("museum", "museum", concession=True)
    (450, 125)
    """
    return single_fare(zones_crossed(origin, destination), concession=concession)


def transfer_charge(fare: int, paid_fare: int) -> int:
    """What a transfer trip of fare cents costs after a paid trip of paid_fare
    cents: only the difference when it is dearer, else 0 (a transfer never
    earns a refund).

    >>> transfer_charge(450, 250), transfer_charge(250, 450)
    (200, 0)
    """
    return max(0, fare - paid_fare)


def is_transfer(previous_tap: int | None, tap: int, window: int = 60) -> bool:
    """Whether a tap at minute `tap` is a free transfer from a trip started at
    minute previous_tap: it is within window minutes of it (exactly window
    minutes later still is). Never a transfer without a previous paid trip
    (None)."""
    if previous_tap is None:
        return False
    return tap - previous_tap <= window


def trip_charges(trips: list[tuple[int, str, str]], concession: bool = False, window: int = 60) -> list[int]:
    """The charge in cents of each (minute, origin, destination) trip, in the
    order given (the minutes are increasing). A trip that is_transfer from the
    last paid trip costs only what its fare exceeds that paid trip's fare (0 if
    it is not dearer), and does not restart the transfer window; any other trip
    pays its single_fare and starts a new window."""
    charges = []
    paid_at: int | None = None
    paid_fare = 0
    for minute, origin, destination in trips:
        fare = trip_fare(origin, destination, concession=concession)
        if is_transfer(paid_at, minute, window=window):
            charges.append(transfer_charge(fare, paid_fare))
        else:
            charges.append(fare)
            paid_at = minute
            paid_fare = fare
    return charges


def daily_cap(cap_cents: int, concession: bool = False) -> int:
    """The most a card pays in a day, in cents: cap_cents, or half of it
    rounded down to a whole cent on a concession card.

    >>> daily_cap(900), daily_cap(901, concession=True)
    (900, 450)
    """
    return cap_cents // 2 if concession else cap_cents


def day_total(trips: list[tuple[int, str, str]], concession: bool = False, cap_cents: int = 900) -> tuple[int, list[int]]:
    """(total, charged): the day's charges from trip_charges (default transfer
    window), where the running total never passes cap_cents (a concession card's
    cap is half of cap_cents, rounded down): a trip that would take it past the
    cap is charged only up to the cap, and later trips are free. charged lists
    what each trip was actually charged."""
    cap = daily_cap(cap_cents, concession=concession)
    total = 0
    charged = []
    for charge in trip_charges(trips, concession=concession):
        take = min(charge, cap - total)
        charged.append(take)
        total += take
    return total, charged


def clean_day_total(trips: list[tuple[int, str, str]], concession: bool = False,
                    cap_cents: int = 900) -> tuple[int, list[int]]:
    zone = {"central": 1, "harbour": 1, "museum": 2, "airport": 3, "depot": 3, "hills": 4}
    limit = cap_cents // (2 if concession else 1)
    spent = 0
    out = []
    anchor = None
    for minute, a, b in trips:
        price = 150 + 100 * abs(zone[a] - zone[b]) + 100
        if concession:
            price //= 2
        if anchor is not None and minute <= anchor[0] + 60:
            due = price - anchor[1] if price > anchor[1] else 0
        else:
            due = price
            anchor = (minute, price)
        due = min(due, limit - spent)
        spent += due
        out.append(due)
    return spent, out


def _trips():
    station = st.sampled_from(sorted(ZONE_OF_STATION))
    return st.lists(st.tuples(st.integers(0, 90), station, station), max_size=8).map(
        lambda raw: [(sum(r[0] for r in raw[: i + 1]), r[1], r[2]) for i, r in enumerate(raw)]
    )


_STATION = st.sampled_from(sorted(ZONE_OF_STATION))

STRATEGIES = {
    "zones_crossed": {"origin": _STATION, "destination": _STATION},
    "single_fare": {"zones": st.integers(1, 4), "concession": st.booleans()},
    "trip_fare": {"origin": _STATION, "destination": _STATION, "concession": st.booleans()},
    "transfer_charge": {"fare": st.integers(0, 550), "paid_fare": st.integers(0, 550)},
    "daily_cap": {"cap_cents": st.sampled_from([0, 600, 900, 901]), "concession": st.booleans()},
    "is_transfer": {"previous_tap": st.one_of(st.none(), st.integers(0, 300)), "tap": st.integers(0, 400),
                    "window": st.sampled_from([30, 60, 90])},
    "trip_charges": {"trips": _trips(), "concession": st.booleans(), "window": st.sampled_from([30, 60, 90])},
    "day_total": {"trips": _trips(), "concession": st.booleans(), "cap_cents": st.sampled_from([0, 600, 900, 901])},
}


def precondition_is_transfer(previous_tap: int | None, tap: int, window: int = 60) -> bool:
    return previous_tap is None or tap >= previous_tap


PRECONDITIONS = {"is_transfer": precondition_is_transfer}
SEED = {
    "domain": "transit",
    "keywords": ["fare zone", "transfer window", "daily cap", "concession", "tap"],
    "tags": ["money", "cap", "state-machine", "keyword-default", "floor-division"],
    "kind": "module",
}
