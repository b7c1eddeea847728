"""Music: fill a concert slot with songs in running order."""
from bisect import bisect_right
from itertools import accumulate

from hypothesis import strategies as st


def fill_setlist(songs: list[tuple[str, int]], slot_seconds: int, gap_seconds: int,
                 setlist: list[str] | None = None) -> list[str]:
    """Append song titles to `setlist` (a new list when omitted) while they fit in the
    slot, and return `setlist`.

    songs are (title, seconds), taken in list order. Between two consecutive songs added
    here there is a gap of gap_seconds (none before the first). Filling stops at the first
    song that would overrun the slot; finishing exactly at the end of the slot fits.
    Titles already in `setlist` do not use up the slot.
    Song lengths and gap_seconds are not negative.
    """
    if setlist is None:
        setlist = []
    used = 0
    i = 0
    while i < len(songs):
        title, length = songs[i]
        needed = length if i == 0 else length + gap_seconds
        if used + needed > slot_seconds:
            break
        setlist.append(title)
        used += needed
        i += 1
    return setlist


def clean_fill_setlist(songs: list[tuple[str, int]], slot_seconds: int, gap_seconds: int,
                       setlist: list[str] | None = None) -> list[str]:
    chosen = [] if setlist is None else setlist
    costs = [length + (gap_seconds if k else 0) for k, (_, length) in enumerate(songs)]
    fits = bisect_right(list(accumulate(costs)), slot_seconds)
    chosen.extend(title for title, _ in songs[:fits])
    return chosen


def precondition(songs: list[tuple[str, int]], slot_seconds: int, gap_seconds: int,
                 setlist: list[str] | None = None) -> bool:
    return gap_seconds >= 0 and all(length >= 0 for _, length in songs)


STRATEGIES = {
    "songs": st.lists(st.tuples(st.sampled_from(["intro", "ballad", "anthem", "encore"]), st.integers(1, 6)),
                      max_size=6),
    "slot_seconds": st.integers(0, 20),
    "gap_seconds": st.integers(0, 2),
}
SEED = {"domain": "music", "keywords": ["setlist", "time slot", "gap between songs"],
        "tags": ["mutable-default", "boundary", "index", "early-return", "accumulator"]}
