"""Transit: compute a trip's running time from its stop times."""
from hypothesis import strategies as st


def trip_minutes(stop_times: list[str]) -> int:
    """stop_times are the "HH:MM" clock times (00:00..23:59) of a trip's stops in travel
    order. A time earlier than the one before it means the trip crossed midnight (add a
    day); no leg lasts a day or more. Return the minutes from the first stop to the last;
    fewer than two stops -> 0.
    """
    total = 0
    previous = None
    for stamp in stop_times:
        hours, minutes = stamp.split(":")
        now = int(hours) * 60 + int(minutes)
        if previous is not None:
            leg = now - previous
            total += leg if leg >= 0 else leg + 1440
        previous = now
    return total


def clean_trip_minutes(stop_times: list[str]) -> int:
    """stop_times are the "HH:MM" clock times (00:00..23:59) of a trip's stops in travel
    order. A time earlier than the one before it means the trip crossed midnight (add a
    day); no leg lasts a day or more. Return the minutes from the first stop to the last;
    fewer than two stops -> 0.
    """
    clock = [60 * int(s[:2]) + int(s[3:]) for s in stop_times]
    elapsed = 0
    for a, b in zip(clock, clock[1:]):
        elapsed += (b - a) % 1440
    return elapsed


def precondition(stop_times: list[str]) -> bool:
    return all(len(s) == 5 and s[2] == ":" and s[:2] + s[3:] in {f"{h:02d}{m:02d}" for h in range(24) for m in range(60)}
               for s in stop_times)


STRATEGIES = {
    "stop_times": st.lists(st.one_of(st.tuples(st.integers(0, 23), st.integers(0, 59)).map(lambda t: f"{t[0]:02d}:{t[1]:02d}"),
                                     st.sampled_from(["00:00", "23:59", "12:00", "00:01"])), max_size=6),
}
SEED = {"domain": "transit", "keywords": ["running time", "crosses midnight", "clock arithmetic"],
        "tags": ["string", "parsing", "loop", "boundary", "none-check"]}
