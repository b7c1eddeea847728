"""Library: pick items to consider for withdrawal from the collection."""
from hypothesis import strategies as st


def weeding_candidates(items: list[tuple[str, int, int]], year: int, idle_years: int = 5,
                       min_loans: int = 3) -> list[str]:
    """Barcodes of items to review for withdrawal. Each item is (barcode, last_loan_year,
    total_loans). An item qualifies when it has not been lent for more than idle_years
    years (year - last_loan_year > idle_years) and it has fewer than min_loans loans in
    total. Qualifying barcodes are listed oldest last loan first, then by barcode."""
    picked = []
    for barcode, last_loan, loans in items:
        if year - last_loan > idle_years and loans < min_loans:
            picked.append((last_loan, barcode))
    picked.sort()
    return [barcode for _, barcode in picked]


def clean_weeding_candidates(items: list[tuple[str, int, int]], year: int, idle_years: int = 5,
                             min_loans: int = 3) -> list[str]:
    """Barcodes of items to review for withdrawal. Each item is (barcode, last_loan_year,
    total_loans). An item qualifies when it has not been lent for more than idle_years
    years (year - last_loan_year > idle_years) and it has fewer than min_loans loans in
    total. Qualifying barcodes are listed oldest last loan first, then by barcode."""
    cutoff = year - idle_years
    stale = [item for item in items if item[1] < cutoff]
    rare = [item for item in stale if item[2] <= min_loans - 1]
    ordered = sorted(rare, key=lambda item: (item[1], item[0]))
    return [item[0] for item in ordered]


STRATEGIES = {
    "items": st.lists(st.tuples(st.sampled_from(["b1", "b2", "b3", "c9", "é4"]), st.integers(2010, 2026), st.integers(0, 6)),
                      max_size=6),
    "year": st.integers(2015, 2030),
    "idle_years": st.integers(0, 8),
    "min_loans": st.integers(0, 5),
}
SEED = {
    "domain": "library",
    "keywords": ["weeding", "collection", "circulation"],
    "tags": ["boolean", "boundary", "sort", "default-argument", "loop"],
}
