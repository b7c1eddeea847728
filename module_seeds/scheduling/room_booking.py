"""Scheduling: find and book free slots in a meeting room's day."""
from hypothesis import strategies as st


def merge_busy(busy: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The busy intervals merged: half-open [start, end) minute ranges, sorted
    by start, where overlapping intervals and intervals that touch ([60, 90)
    and [90, 120)) become one. Empty intervals (end <= start) are dropped.

    >>> merge_busy([(90, 120), (60, 90), (200, 200)])
    [(60, 120)]
    """
    merged: list[tuple[int, int]] = []
    for start, end in sorted(busy):
        if end <= start:
            continue
        if merged and start <= merged[-1][1]:
            last_start, last_end = merged[-1]
            merged[-1] = (last_start, max(last_end, end))
        else:
            merged.append((start, end))
    return merged


def free_slots(busy: list[tuple[int, int]], day_start: int, day_end: int) -> list[tuple[int, int]]:
    """The free half-open [start, end) ranges of the day [day_start, day_end)
    not covered by any busy interval, in time order; busy intervals may reach
    outside the day. No empty range is returned."""
    slots = []
    cursor = day_start
    for start, end in merge_busy(busy):
        if end <= cursor:
            continue
        if start >= day_end:
            break
        if start > cursor:
            slots.append((cursor, start))
        cursor = max(cursor, end)
    if cursor < day_end:
        slots.append((cursor, day_end))
    return slots


def round_up(minute: int, step: int) -> int:
    """The smallest multiple of step (step >= 1) that is at least minute;
    minute itself when it is already a multiple (round_up(60, 15) == 60)."""
    return -(-minute // step) * step


def aligned_start(slot_start: int, slot_end: int, length: int, step: int = 15) -> int | None:
    """The earliest start of a meeting of `length` minutes (>= 1) inside the
    free half-open slot [slot_start, slot_end) that is a multiple of step
    (round_up of slot_start); the meeting [start, start + length) may end
    exactly at slot_end. None when it does not fit.

    >>> aligned_start(485, 560, 60), aligned_start(485, 550, 60)
    (495, None)
    """
    start = round_up(slot_start, step)
    if start + length <= slot_end:
        return start
    return None


def with_booking(busy: list[tuple[int, int]], start: int, length: int) -> list[tuple[int, int]]:
    """A new list of the busy intervals with a booked meeting added: the
    half-open range [start, start + length) appended after them; busy itself
    is not changed.

    >>> with_booking([(540, 600)], 600, 30)
    [(540, 600), (600, 630)]
    """
    return [*busy, (start, start + length)]


def first_fit(busy: list[tuple[int, int]], day_start: int, day_end: int, length: int, step: int = 15) -> int | None:
    """The earliest start minute of a meeting of `length` minutes (>= 1) that
    fits in a free slot, starting on a multiple of step: the meeting occupies
    [start, start + length), which must lie inside one free slot (it may end
    exactly where the slot ends). None when there is no such start."""
    for slot_start, slot_end in free_slots(busy, day_start, day_end):
        start = aligned_start(slot_start, slot_end, length, step=step)
        if start is not None:
            return start
    return None


def book_all(requests: list[int], busy: list[tuple[int, int]], day_start: int, day_end: int,
             step: int = 15) -> list[int | None]:
    """Book the requested meeting lengths one after the other, in list order:
    each gets first_fit's start among the busy intervals and the meetings booked
    before it (a booked meeting is busy over its half-open range), or None when
    it cannot be placed (and then it books nothing). Returns the starts, one per
    request."""
    taken = list(busy)
    starts: list[int | None] = []
    for length in requests:
        start = first_fit(taken, day_start, day_end, length, step=step)
        starts.append(start)
        if start is not None:
            taken = with_booking(taken, start, length)
    return starts


def clean_book_all(requests: list[int], busy: list[tuple[int, int]], day_start: int, day_end: int,
                   step: int = 15) -> list[int | None]:
    occupied = set()
    for start, end in busy:
        occupied.update(range(start, end))
    result: list[int | None] = []
    for length in requests:
        found = None
        candidate = day_start + (-day_start) % step
        while candidate + length <= day_end:
            if not any(minute in occupied for minute in range(candidate, candidate + length)):
                found = candidate
                break
            candidate += step
        result.append(found)
        if found is not None:
            occupied.update(range(found, found + length))
    return result


def precondition_aligned_start(slot_start: int, slot_end: int, length: int, step: int = 15) -> bool:
    return length >= 1 and step >= 1


def precondition_first_fit(busy: list[tuple[int, int]], day_start: int, day_end: int, length: int,
                           step: int = 15) -> bool:
    return length >= 1 and step >= 1


def precondition_book_all(requests: list[int], busy: list[tuple[int, int]], day_start: int, day_end: int,
                          step: int = 15) -> bool:
    return all(length >= 1 for length in requests) and step >= 1


_BUSY = st.lists(
    st.builds(lambda s, d: (s, s + d), st.integers(400, 1100), st.integers(-5, 120)),
    max_size=8,
)
_START = st.sampled_from([480, 485, 540])
_END = st.sampled_from([1020, 1050, 1080])
_STEP = st.sampled_from([1, 5, 15, 30])

STRATEGIES = {
    "merge_busy": {"busy": _BUSY},
    "free_slots": {"busy": _BUSY, "day_start": _START, "day_end": _END},
    "round_up": {"minute": st.integers(0, 1500), "step": _STEP},
    "aligned_start": {"slot_start": st.integers(400, 1100), "slot_end": st.integers(400, 1200),
                      "length": st.integers(1, 240), "step": _STEP},
    "with_booking": {"busy": _BUSY, "start": st.integers(400, 1100), "length": st.integers(1, 180)},
    "first_fit": {"busy": _BUSY, "day_start": _START, "day_end": _END, "length": st.integers(1, 240), "step": _STEP},
    "book_all": {"requests": st.lists(st.integers(1, 180), max_size=6), "busy": _BUSY, "day_start": _START, "day_end": _END, "step": _STEP},
}
PRECONDITIONS = {"aligned_start": precondition_aligned_start, "first_fit": precondition_first_fit, "book_all": precondition_book_all}
SEED = {
    "domain": "scheduling",
    "keywords": ["free slot", "busy interval", "half-open", "booking", "step"],
    "tags": ["intervals", "sorting", "ceil-division", "keyword-default", "early-return"],
    "kind": "module",
}
