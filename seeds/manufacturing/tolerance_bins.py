"""Manufacturing: sort measured parts into undersize, good and oversize."""
import bisect

from hypothesis import strategies as st


def tolerance_bins(measured: list[int], nominal: int, tol: int) -> tuple[int, int, int]:
    """Classify measured part sizes (micrometres) against nominal +/- tol, tol >= 0. A
    part is good when |measured - nominal| <= tol (both limits inclusive); a part below
    the window is undersize and a part above it oversize. Return the counts
    (undersize, good, oversize); an empty batch gives (0, 0, 0)."""
    under = good = over = 0
    for size in measured:
        if abs(size - nominal) <= tol:
            good += 1
        elif size < nominal:
            under += 1
        else:
            over += 1
    return under, good, over


def clean_tolerance_bins(measured: list[int], nominal: int, tol: int) -> tuple[int, int, int]:
    ordered = sorted(measured)
    low = bisect.bisect_left(ordered, nominal - tol)
    high = bisect.bisect_right(ordered, nominal + tol)
    return low, high - low, len(ordered) - high


def precondition(measured: list[int], nominal: int, tol: int) -> bool:
    return tol >= 0


STRATEGIES = {
    "measured": st.lists(st.integers(90, 110), max_size=10),
    "nominal": st.integers(96, 104),
    "tol": st.integers(0, 5),
}
SEED = {
    "domain": "manufacturing",
    "keywords": ["tolerance", "quality control", "inspection"],
    "tags": ["loop", "boundary", "accumulator"],
}
