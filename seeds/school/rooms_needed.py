"""School: work out how many classrooms a timetable needs at its busiest."""
from hypothesis import strategies as st


def rooms_needed(lessons: list[tuple[int, int]]) -> int:
    """Return the smallest number of rooms that can hold every lesson.

    lessons are (start_minute, end_minute) with end > start; a lesson occupies its room
    over [start, end), so a room freed at minute t can host a lesson starting at t.
    The answer is the largest number of lessons running at the same moment; no lessons
    need 0 rooms.
    """
    events = []
    for start, end in lessons:
        events.append((start, 1))
        events.append((end, -1))
    events.sort()
    in_use = 0
    best = 0
    for _, change in events:
        in_use += change
        best = max(best, in_use)
    return best


def clean_rooms_needed(lessons: list[tuple[int, int]]) -> int:
    starts = [s for s, _ in lessons]
    return max((sum(1 for s, e in lessons if s <= t < e) for t in starts), default=0)


def precondition(lessons: list[tuple[int, int]]) -> bool:
    return all(end > start for start, end in lessons)


STRATEGIES = {
    "lessons": st.lists(st.tuples(st.integers(0, 12), st.integers(1, 5)).map(lambda t: (t[0] * 10, (t[0] + t[1]) * 10)),
                        max_size=6),
}
SEED = {"domain": "school", "keywords": ["timetable", "rooms", "half-open interval", "sweep"],
        "tags": ["sort", "boundary", "loop", "accumulator"]}
