"""Transit: count the boardings that must be paid under a transfer window."""
from hypothesis import strategies as st


def paid_boardings(boardings: list[int], window: int = 90, max_transfers: int = 2) -> int:
    """boardings are boarding times in minutes, ascending. A paid boarding opens a
    transfer window: later boardings up to `window` minutes after it (inclusive) are free
    transfers, at most max_transfers of them. The first boarding after the window closes,
    or after the free transfers are used up, is paid and opens a new window. Return the
    number of paid boardings; no boardings -> 0.
    """
    paid = 0
    opened = 0
    used = 0
    for t in boardings:
        if paid and t - opened <= window and used < max_transfers:
            used += 1
        else:
            paid += 1
            opened = t
            used = 0
    return paid


def clean_paid_boardings(boardings: list[int], window: int = 90, max_transfers: int = 2) -> int:
    """boardings are boarding times in minutes, ascending. A paid boarding opens a
    transfer window: later boardings up to `window` minutes after it (inclusive) are free
    transfers, at most max_transfers of them. The first boarding after the window closes,
    or after the free transfers are used up, is paid and opens a new window. Return the
    number of paid boardings; no boardings -> 0.
    """
    tickets = []
    i = 0
    while i < len(boardings):
        start = boardings[i]
        tickets.append(start)
        i += 1
        free = 0
        while i < len(boardings) and free < max_transfers and boardings[i] <= start + window:
            free += 1
            i += 1
    return len(tickets)


STRATEGIES = {
    "boardings": st.lists(st.sampled_from([0, 10, 45, 89, 90, 91, 100, 180, 181, 300]), max_size=7).map(sorted),
    "window": st.sampled_from([0, 45, 90]),
    "max_transfers": st.integers(0, 3),
}
SEED = {"domain": "transit", "keywords": ["transfer window", "free transfer", "fare"],
        "tags": ["loop", "boundary", "boolean", "accumulator", "state"]}
