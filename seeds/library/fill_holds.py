"""Library: hand returned copies to patrons waiting in the holds queue."""
import collections

from hypothesis import strategies as st


def fill_holds(
    returned: list[str],
    holds: list[tuple[str, str, int]],
    today: int,
    filled: list[tuple[str, str]] | None = None,
) -> list[tuple[str, str]]:
    """holds are (patron, title, expires_day) in queue order. Each returned copy (in
    order) goes to the earliest hold in the queue for that title that is still active
    (expires_day >= today, inclusive) and has not been served yet in this call; a copy with
    no such hold goes back to the shelf. Each hold is served at most once. Append the
    (patron, title) pairs to `filled` (a new list when omitted) and return it."""
    if filled is None:
        filled = []
    used = [False] * len(holds)
    for title in returned:
        for i in range(len(holds)):
            patron, wanted, expires = holds[i]
            if not used[i] and wanted == title and expires >= today:
                used[i] = True
                filled.append((patron, title))
                break
    return filled


def clean_fill_holds(
    returned: list[str],
    holds: list[tuple[str, str, int]],
    today: int,
    filled: list[tuple[str, str]] | None = None,
) -> list[tuple[str, str]]:
    out = filled if filled is not None else []
    queues: dict[str, collections.deque[str]] = collections.defaultdict(collections.deque)
    for patron, title, expires in holds:
        if not expires < today:
            queues[title].append(patron)
    for title in returned:
        if queues[title]:
            out.append((queues[title].popleft(), title))
    return out


TITLES = ["Dune", "Emma", "Room"]
STRATEGIES = {
    "returned": st.lists(st.sampled_from(TITLES), max_size=6),
    "holds": st.lists(st.tuples(st.sampled_from(["ann", "bo", "cy", "di"]), st.sampled_from(TITLES), st.integers(8, 12)), max_size=6),
    "today": st.integers(8, 12),
}
SEED = {
    "domain": "library",
    "keywords": ["holds queue", "reservations", "circulation"],
    "tags": ["nested", "index", "boolean", "early-return", "mutable-default"],
}
