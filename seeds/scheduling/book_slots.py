"""Scheduling: fill appointment slots first-come first-served up to a capacity."""
from hypothesis import strategies as st


def book_slots(requests: list[tuple[str, int]], capacity: int,
               bookings: dict[int, list[str]] | None = None) -> dict[int, list[str]]:
    """Process booking requests (name, slot) in order into bookings (a new dict when
    bookings is None), which maps slot -> names booked in it. A request succeeds, appending
    the name to bookings[slot], when the slot holds fewer than capacity names and that name
    is not already booked in that slot; otherwise it is ignored. A slot becomes a key only
    when someone is booked into it; existing entries are kept. Returns bookings."""
    if bookings is None:
        bookings = {}
    for name, slot in requests:
        taken = bookings.get(slot, [])
        if len(taken) < capacity and name not in taken:
            bookings[slot] = taken + [name]
    return bookings


def clean_book_slots(requests: list[tuple[str, int]], capacity: int,
                     bookings: dict[int, list[str]] | None = None) -> dict[int, list[str]]:
    table = {} if bookings is None else bookings
    for name, slot in requests:
        if slot in table and (name in table[slot] or len(table[slot]) >= capacity):
            continue
        if capacity > 0:
            table[slot] = table.get(slot, []) + [name]
    return table


STRATEGIES = {
    "requests": st.lists(st.tuples(st.sampled_from(["ann", "bo", "cy"]), st.integers(9, 11)), max_size=8),
    "capacity": st.integers(-1, 3),
}
SEED = {
    "domain": "scheduling",
    "keywords": ["appointments", "capacity", "first come first served"],
    "tags": ["mutable-default", "dict", "boolean", "boundary", "loop"],
}
