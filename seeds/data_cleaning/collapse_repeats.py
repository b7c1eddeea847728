"""Data cleaning: drop runs of repeated entries, ignoring case."""
from hypothesis import strategies as st


def collapse_repeats(items: list[str], max_run: int = 1) -> list[str]:
    """Allow at most max_run consecutive items that are equal ignoring case
    (str.casefold) and surrounding whitespace; later members of a run are removed, and
    the retained ones stay in their original spelling. Equal items that are not
    consecutive all stay. max_run below 1 is treated as 1. Returns a new list."""
    limit = max(1, max_run)
    kept = []
    run = 0
    previous = None
    for item in items:
        key = item.strip().casefold()
        run = run + 1 if key == previous else 1
        previous = key
        if run <= limit:
            kept.append(item)
    return kept


def clean_collapse_repeats(items: list[str], max_run: int = 1) -> list[str]:
    """Allow at most max_run consecutive items that are equal ignoring case
    (str.casefold) and surrounding whitespace; later members of a run are removed, and
    the retained ones stay in their original spelling. Equal items that are not
    consecutive all stay. max_run below 1 is treated as 1. Returns a new list."""
    cap = max_run if max_run > 1 else 1
    out = []
    start = 0
    while start < len(items):
        end = start
        base = items[start].strip().casefold()
        while end < len(items) and items[end].strip().casefold() == base:
            end += 1
        out.extend(items[start:min(end, start + cap)])
        start = end
    return out


STRATEGIES = {
    "items": st.lists(st.sampled_from(["a", "A", " a", "b", "ß", "SS", "ss", "é", "É "]), max_size=9),
    "max_run": st.one_of(st.just(1), st.integers(-1, 3)),
}
SEED = {
    "domain": "data_cleaning",
    "keywords": ["consecutive duplicates", "cap", "casefold"],
    "tags": ["loop", "boundary", "min-max", "string", "default-argument"],
}
