"""Retail: cut one page out of a product listing."""
import math

from hypothesis import strategies as st


def page_slice(items: list[str], page: int, per_page: int) -> tuple[list[str], int]:
    """Return (the items shown on the 1-based `page`, the total number of pages).

    The page count is len(items) / per_page rounded up; an empty listing has 0 pages.
    A page number below 1 shows page 1 and a page number above the last page shows the
    last page. A page size of zero or less gives ([], 0).
    """
    if per_page <= 0:
        return [], 0
    pages = math.ceil(len(items) / per_page)
    if page < 1:
        page = 1
    elif page > pages:
        page = pages
    start = (page - 1) * per_page
    return items[start:start + per_page], pages


def clean_page_slice(items: list[str], page: int, per_page: int) -> tuple[list[str], int]:
    if per_page < 1:
        return [], 0
    chunks = [items[i:i + per_page] for i in range(0, len(items), per_page)]
    if not chunks:
        return [], 0
    wanted = min(len(chunks), max(1, page))
    return chunks[wanted - 1], len(chunks)


STRATEGIES = {
    "items": st.lists(st.sampled_from(["mug", "lamp", "sock", "pen", "cup"]), max_size=10),
    "page": st.integers(-1, 6),
    "per_page": st.integers(-1, 4),
}
SEED = {"domain": "retail", "keywords": ["pagination", "page count", "last page"],
        "tags": ["guard", "rounding", "boundary", "index"]}
