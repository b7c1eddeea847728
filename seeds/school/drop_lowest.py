"""School: average a student's marks after dropping the weakest ones."""
import heapq

from hypothesis import strategies as st


def average_after_drops(scores: list[int], drop: int) -> float | None:
    """Return the mean of the scores left after dropping the `drop` lowest ones, rounded
    with round(x, 2).

    A negative `drop` drops nothing. When dropping leaves no score at all (drop at least
    the number of scores, or no scores), return None. Tied lowest scores are dropped one
    copy at a time: [5, 5, 9] with drop 1 averages [5, 9].
    """
    if drop < 0:
        drop = 0
    if len(scores) <= drop:
        return None
    kept = sorted(scores)[drop:]
    return round(sum(kept) / len(kept), 2)


def clean_average_after_drops(scores: list[int], drop: int) -> float | None:
    keep = len(scores) - max(drop, 0)
    if keep < 1:
        return None
    best = heapq.nlargest(keep, scores)
    return round(sum(best) / keep, 2)


STRATEGIES = {
    "scores": st.lists(st.integers(0, 20), max_size=7),
    "drop": st.integers(-2, 4),
}
SEED = {"domain": "school", "keywords": ["drop lowest", "average", "coursework marks"],
        "tags": ["guard", "sort", "boundary", "division", "rounding"]}
