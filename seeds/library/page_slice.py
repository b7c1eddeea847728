"""Library: paginate catalogue search results."""
import math

from hypothesis import strategies as st


def page_slice(titles: list[str], page: int, per_page: int = 10) -> tuple[list[str], int] | None:
    """Return (titles shown on the given 1-based page, total number of pages). The page
    count is ceil(len(titles) / per_page), except that an empty catalogue still has 1
    (empty) page, which is page 1. A page number outside 1..page_count (inclusive) returns
    None. per_page < 1 is treated as 1."""
    per_page = max(per_page, 1)
    pages = max(1, math.ceil(len(titles) / per_page))
    if page < 1 or page > pages:
        return None
    start = (page - 1) * per_page
    return titles[start:start + per_page], pages


def clean_page_slice(titles: list[str], page: int, per_page: int = 10) -> tuple[list[str], int] | None:
    size = per_page if per_page >= 1 else 1
    chunks = [titles[i:i + size] for i in range(0, len(titles), size)] or [[]]
    if not 0 < page <= len(chunks):
        return None
    return chunks[page - 1], len(chunks)


STRATEGIES = {
    "titles": st.lists(st.sampled_from(["Dune", "Emma", "Ulysses", "Beloved", "Kindred"]), max_size=12),
    "page": st.one_of(st.integers(1, 5), st.sampled_from([-1, 0, 7])),
    "per_page": st.one_of(st.integers(1, 5), st.sampled_from([-1, 0])),
}
SEED = {
    "domain": "library",
    "keywords": ["pagination", "page count", "search results"],
    "tags": ["guard", "rounding", "index", "boolean", "boundary"],
}
