"""Logistics: merge overlapping delivery time windows."""
from hypothesis import strategies as st


def merge_windows(windows: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Merge delivery time windows (start, end), with end >= start, into disjoint windows.

    Windows that overlap or merely touch (one ends exactly where the next starts) merge
    into one window spanning both. The result is sorted by start. No windows gives [].
    A window is at most 10,000 long.
    """
    if not windows:
        return []
    ordered = sorted(windows)
    merged = [ordered[0]]
    for start, end in ordered[1:]:
        last_start, last_end = merged[-1]
        if start <= last_end:
            merged[-1] = (last_start, max(last_end, end))
        else:
            merged.append((start, end))
    return merged


def clean_merge_windows(windows: list[tuple[int, int]]) -> list[tuple[int, int]]:
    points = sorted({p for s, e in windows for p in range(2 * s, 2 * e + 1)})
    runs: list[list[int]] = []
    for p in points:
        if runs and p == runs[-1][1] + 1:
            runs[-1][1] = p
        else:
            runs.append([p, p])
    return [(lo // 2, hi // 2) for lo, hi in runs]


def precondition(windows: list[tuple[int, int]]) -> bool:
    return all(0 <= end - start <= 10**4 for start, end in windows)


STRATEGIES = {
    "windows": st.lists(st.tuples(st.integers(0, 20), st.integers(0, 6)).map(lambda t: (t[0], t[0] + t[1])),
                        max_size=6),
}
SEED = {"domain": "logistics", "keywords": ["interval merging", "time windows", "touching"],
        "tags": ["guard", "sort", "boundary", "index", "loop"]}
