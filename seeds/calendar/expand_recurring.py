"""Calendar: expand a recurring event into its occurrence days."""
from hypothesis import strategies as st


def expand_recurring(start: int, every: int, until: int, skip: list[int],
                     out: list[int] | None = None) -> list[int]:
    """Append to out (a new list when out is None) the day numbers start, start + every,
    start + 2 * every, ... up to and including until, leaving out the days listed in skip
    (cancelled occurrences). a repeat interval of zero or less adds nothing (it would never end); start > until
    adds nothing. Returns out."""
    if out is None:
        out = []
    if every <= 0:
        return out
    day = start
    while day <= until:
        if day not in skip:
            out.append(day)
        day += every
    return out


def clean_expand_recurring(start: int, every: int, until: int, skip: list[int],
                           out: list[int] | None = None) -> list[int]:
    days = [] if out is None else out
    if every > 0:
        cancelled = set(skip)
        days.extend(d for d in range(start, until + 1, every) if d not in cancelled)
    return days


STRATEGIES = {
    "start": st.integers(0, 30),
    "every": st.integers(-1, 7),
    "until": st.integers(0, 40),
    "skip": st.lists(st.integers(0, 40), max_size=5),
}
SEED = {
    "domain": "calendar",
    "keywords": ["recurring event", "occurrences", "cancellations"],
    "tags": ["mutable-default", "loop", "guard", "boundary"],
}
