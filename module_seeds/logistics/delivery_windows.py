"""Logistics: check a driver's stops against their delivery windows."""
from hypothesis import strategies as st


def parse_clock(text: str) -> int:
    """Minutes after midnight of a 24-hour clock time "H:MM" or "HH:MM".

    Hours run 0..23 and minutes 0..59; anything else (a missing colon, a minute
    field that is not exactly two digits, an hour of 24) raises ValueError.

    >>> parse_clock("7:05")
    425
    """
    hours, sep, minutes = text.partition(":")
    if not sep or len(minutes) != 2 or not (1 <= len(hours) <= 2):
        raise ValueError(f"bad clock time: {text!r}")
    if not (hours.isdigit() and minutes.isdigit()) or not hours.isascii() or not minutes.isascii():
        raise ValueError(f"bad clock time: {text!r}")
    h, m = int(hours), int(minutes)
    if h > 23 or m > 59:
        raise ValueError(f"bad clock time: {text!r}")
    return h * 60 + m


def format_clock(minutes: int) -> str:
    """The "HH:MM" text (always two-digit hours) of a number of minutes after
    midnight; values of a day or more wrap around midnight, so 1440 is "00:00"
    and 1505 is "01:05". minutes is never negative.

    >>> format_clock(425)
    '07:05'
    """
    minutes %= 24 * 60
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def window_bounds(window: str) -> tuple[int, int]:
    """The (start, end) minutes of a window written "HH:MM-HH:MM". Both ends
    belong to the window (arriving at its end is on time). A window whose end is
    before its start raises ValueError, as does a malformed clock time."""
    first, sep, second = window.partition("-")
    if not sep:
        raise ValueError(f"bad window: {window!r}")
    start, end = parse_clock(first.strip()), parse_clock(second.strip())
    if end < start:
        raise ValueError(f"window ends before it starts: {window!r}")
    return start, end


def minutes_outside(arrival: int, window: str) -> int:
    """How many minutes an arrival (minutes after midnight) lies outside the
    window: 0 inside it or on either end, a negative number of minutes when the
    driver is early (arrival 09:50 for "10:00-11:00" gives -10) and a positive
    one when late (11:15 gives 15)."""
    start, end = window_bounds(window)
    if arrival < start:
        return arrival - start
    if arrival > end:
        return arrival - end
    return 0


def arrival_times(depart: str, legs: list[int], service_minutes: int = 5) -> list[int]:
    """The arrival minute at each stop. The driver leaves the depot at the clock
    time `depart`; legs[i] is the driving time in minutes to stop i (0-based)
    from the previous stop (the depot for stop 0). At every stop the driver
    spends service_minutes before driving on, so the arrival at stop i counts
    the service of stops 0..i-1 but not its own. Returns [] for no legs."""
    clock = parse_clock(depart)
    arrivals: list[int] = []
    for index, leg in enumerate(legs):
        if index > 0:
            clock += service_minutes
        clock += leg
        arrivals.append(clock)
    return arrivals


def stop_report(depart: str, legs: list[int], windows: list[str], service_minutes: int = 5) -> list[str]:
    """One line per stop, in route order: "stop N HH:MM ok", "stop N HH:MM early
    by M" or "stop N HH:MM late by M", where N numbers stops from 1, HH:MM is the
    arrival (format_clock) and M a positive number of minutes. legs and windows
    have one entry per stop; a stop past the end of the shorter list is left out."""
    lines = []
    arrivals = arrival_times(depart, legs, service_minutes=service_minutes)
    for number, (arrival, window) in enumerate(zip(arrivals, windows), start=1):
        off = minutes_outside(arrival, window)
        if off == 0:
            status = "ok"
        elif off < 0:
            status = f"early by {-off}"
        else:
            status = f"late by {off}"
        lines.append(f"stop {number} {format_clock(arrival)} {status}")
    return lines


def clean_stop_report(depart: str, legs: list[int], windows: list[str], service_minutes: int = 5) -> list[str]:
    h, m = depart.split(":")
    now = int(h) * 60 + int(m)
    out = []
    count = min(len(legs), len(windows))
    for i in range(count):
        now += legs[i] + (service_minutes if i else 0)
        lo_text, hi_text = windows[i].split("-")
        lo = int(lo_text[:-3]) * 60 + int(lo_text[-2:])
        hi = int(hi_text[:-3]) * 60 + int(hi_text[-2:])
        shown = "%02d:%02d" % divmod(now % 1440, 60)
        if lo <= now <= hi:
            out.append(f"stop {i + 1} {shown} ok")
        elif now < lo:
            out.append(f"stop {i + 1} {shown} early by {lo - now}")
        else:
            out.append(f"stop {i + 1} {shown} late by {now - hi}")
    return out


def _clock():
    return st.builds(lambda h, m: f"{h:02d}:{m:02d}", st.integers(0, 23), st.integers(0, 59))


def _window():
    return st.builds(
        lambda a, d: f"{a // 60:02d}:{a % 60:02d}-{(a + d) // 60:02d}:{(a + d) % 60:02d}",
        st.integers(6 * 60, 16 * 60),
        st.integers(0, 180),
    )


_LEGS = st.lists(st.integers(0, 90), max_size=8)
_WINDOWS = st.lists(_window(), max_size=8)
_SERVICE = st.sampled_from([0, 5, 10, 15])

STRATEGIES = {
    "parse_clock": {"text": st.one_of(_clock(), st.sampled_from(["7:05", "0:00", "23:59"]))},
    "format_clock": {"minutes": st.integers(0, 3000)},
    "window_bounds": {"window": _window()},
    "minutes_outside": {"arrival": st.integers(0, 1439), "window": _window()},
    "arrival_times": {"depart": _clock(), "legs": _LEGS, "service_minutes": _SERVICE},
    "stop_report": {"depart": _clock(), "legs": _LEGS, "windows": _WINDOWS, "service_minutes": _SERVICE},
}
SEED = {
    "domain": "logistics",
    "keywords": ["delivery window", "arrival", "service time", "late", "early"],
    "tags": ["parsing", "clock", "accumulator", "inclusive-bounds", "1-based"],
    "kind": "module",
}
