"""Access control: check a door badge against daily access windows, some overnight."""
from hypothesis import strategies as st


def badge_allowed(windows: list[tuple[int, int]], minute: int) -> bool:
    """Whether a badge may unlock the door at `minute` of the day. Each (start, end) window
    (both in 0..1439) allows the minutes start..end-1 (start inclusive, end exclusive); a window
    with end < start runs overnight (start..1439, then 0..end-1), and a window with
    start == end allows nothing. `minute` is taken modulo 1440 first, so -1 is 1439.
    No windows: never allowed."""
    minute %= 1440
    for start, end in windows:
        if start <= end:
            if start <= minute < end:
                return True
        elif minute >= start or minute < end:
            return True
    return False


def clean_badge_allowed(windows: list[tuple[int, int]], minute: int) -> bool:
    """Whether a badge may unlock the door at `minute` of the day. Each (start, end) window
    (both in 0..1439) allows the minutes start..end-1 (start inclusive, end exclusive); a window
    with end < start runs overnight (start..1439, then 0..end-1), and a window with
    start == end allows nothing. `minute` is taken modulo 1440 first, so -1 is 1439.
    No windows: never allowed."""
    now = minute % 1440
    for start, end in windows:
        length = (end - start) % 1440
        if (now - start) % 1440 < length:
            return True
    return False


_MARKS = st.sampled_from([0, 1, 479, 480, 481, 1020, 1021, 1438, 1439])
def precondition(windows: list[tuple[int, int]], minute: int) -> bool:
    return all(0 <= start <= 1439 and 0 <= end <= 1439 for start, end in windows)


STRATEGIES = {
    "windows": st.lists(st.tuples(_MARKS, _MARKS), max_size=3),
    "minute": st.one_of(_MARKS, st.sampled_from([-1, 1440, 1919, 2900]), st.integers(-3000, 3000)),
}
SEED = {
    "domain": "access_control",
    "keywords": ["overnight", "wraparound", "half-open"],
    "tags": ["boundary", "boolean", "modulo", "early-return"],
}
