"""Music: limit how often the same title appears in a playlist."""
from hypothesis import strategies as st


def dedupe_playlist(tracks: list[str], max_plays: int = 1) -> list[str]:
    """Return the playlist with each title kept at most max_plays times.

    Titles are compared ignoring case and leading/trailing spaces. The earliest copies
    are kept, unchanged and in their original order; later extra copies are dropped.
    max_plays below 1 keeps nothing.
    """
    seen = {}
    kept = []
    for title in tracks:
        key = title.strip().lower()
        count = seen.get(key, 0)
        if count < max_plays:
            kept.append(title)
            seen[key] = count + 1
    return kept


def clean_dedupe_playlist(tracks: list[str], max_plays: int = 1) -> list[str]:
    def norm(s: str) -> str:
        return s.strip().lower()
    return [t for i, t in enumerate(tracks)
            if sum(1 for earlier in tracks[:i] if norm(earlier) == norm(t)) < max_plays]


STRATEGIES = {
    "tracks": st.lists(st.sampled_from(["Song", "song", " Song", "Hey", "hey ", "Blue"]), max_size=8),
    "max_plays": st.integers(-1, 3),
}
SEED = {"domain": "music", "keywords": ["playlist", "duplicates", "case-insensitive"],
        "tags": ["dict", "string", "boundary", "loop"]}
