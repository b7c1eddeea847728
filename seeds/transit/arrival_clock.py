"""Transit: the timetable clock time at which a bus reaches a given stop."""
from hypothesis import strategies as st


def arrival_clock(depart_minute: int, run_minutes: list[int], dwell_minutes: int, stop: int) -> str:
    """Clock time "HH:MM" at which a bus reaches stop number `stop` (0 is the terminus it
    leaves at depart_minute, minutes after midnight). run_minutes[i] is the driving time
    from stop i to stop i + 1, and the bus waits dwell_minutes at every intermediate stop
    it passes before `stop` (not at the terminus, and not at `stop` itself). Times wrap
    past midnight, so 1445 minutes is "00:05". A stop beyond the last one gives "--:--".
    No time and no stop number is negative."""
    if stop > len(run_minutes):
        return "--:--"
    minute = depart_minute
    for leg in range(stop):
        minute += run_minutes[leg]
        if leg > 0:
            minute += dwell_minutes
    minute %= 1440
    return f"{minute // 60:02d}:{minute % 60:02d}"


def clean_arrival_clock(depart_minute: int, run_minutes: list[int], dwell_minutes: int, stop: int) -> str:
    """Clock time "HH:MM" at which a bus reaches stop number `stop` (0 is the terminus it
    leaves at depart_minute, minutes after midnight). run_minutes[i] is the driving time
    from stop i to stop i + 1, and the bus waits dwell_minutes at every intermediate stop
    it passes before `stop` (not at the terminus, and not at `stop` itself). Times wrap
    past midnight, so 1445 minutes is "00:05". A stop beyond the last one gives "--:--".
    No time and no stop number is negative."""
    if stop >= len(run_minutes) + 1:
        return "--:--"
    waits = max(0, stop - 1) * dwell_minutes
    total = depart_minute + sum(run_minutes[:stop]) + waits
    hours, minutes = divmod(total, 60)
    return "%02d:%02d" % (hours % 24, minutes)


def precondition(depart_minute: int, run_minutes: list[int], dwell_minutes: int, stop: int) -> bool:
    return depart_minute >= 0 and dwell_minutes >= 0 and stop >= 0 and all(m >= 0 for m in run_minutes)


STRATEGIES = {
    "depart_minute": st.one_of(st.integers(0, 1439), st.sampled_from([1380, 1430, 1439])),
    "run_minutes": st.lists(st.integers(0, 15), max_size=6),
    "dwell_minutes": st.sampled_from([0, 1, 2]),
    "stop": st.integers(0, 7),
}
SEED = {
    "domain": "transit",
    "keywords": ["timetable", "dwell time", "midnight wrap"],
    "tags": ["loop", "modulo", "guard", "boundary", "string"],
}
