"""Transit: find the wait until the next departure from a stop."""
from bisect import bisect_left

from hypothesis import strategies as st


def next_departure(departures: list[int], now: int) -> int:
    """departures are the daily departure times of a route in minutes after midnight
    (0..1439), sorted ascending, the same every day. now is also in 0..1439. Return the
    number of minutes to wait for the next departure at or after now (a bus leaving
    exactly now means a wait of 0). When none is left today the first departure of
    tomorrow counts. No departures at all -> -1.
    """
    if not departures:
        return -1
    i = bisect_left(departures, now)
    if i < len(departures):
        return departures[i] - now
    return departures[0] + 1440 - now


def clean_next_departure(departures: list[int], now: int) -> int:
    """departures are the daily departure times of a route in minutes after midnight
    (0..1439), sorted ascending, the same every day. now is also in 0..1439. Return the
    number of minutes to wait for the next departure at or after now (a bus leaving
    exactly now means a wait of 0). When none is left today the first departure of
    tomorrow counts. No departures at all -> -1.
    """
    best = -1
    for leave in departures:
        wait = (leave - now) % 1440
        if best < 0 or wait < best:
            best = wait
    return best


def precondition(departures: list[int], now: int) -> bool:
    return 0 <= now <= 1439 and departures == sorted(set(departures)) and all(0 <= d <= 1439 for d in departures)


STRATEGIES = {
    "departures": st.lists(st.sampled_from([0, 5, 360, 361, 720, 1000, 1438, 1439]), max_size=5, unique=True).map(sorted),
    "now": st.sampled_from([0, 4, 5, 6, 359, 360, 700, 1000, 1438, 1439]),
}
SEED = {"domain": "transit", "keywords": ["next departure", "wrap around midnight", "bisect"],
        "tags": ["bisect", "boundary", "guard", "index", "modular"]}
