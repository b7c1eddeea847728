"""School: compute a student's weighted average mark."""
from hypothesis import strategies as st


def weighted_mark(marks: list[tuple[float, int]]) -> float:
    """Return the weighted average of (mark, weight) pairs, rounded to 1 decimal place.

    Pairs with a weight of 0 or less are ignored entirely. If no positive weight is
    left (including an empty list), return 0.0. Rounding uses Python's round(x, 1).
    """
    total = 0.0
    weight_sum = 0
    for mark, weight in marks:
        if weight > 0:
            total += mark * weight
            weight_sum += weight
    if weight_sum == 0:
        return 0.0
    return round(total / weight_sum, 1)


def clean_weighted_mark(marks: list[tuple[float, int]]) -> float:
    kept = [(m, w) for m, w in marks if w >= 1]
    denominator = sum(w for _, w in kept)
    if not denominator:
        return 0.0
    return round(sum(m * w for m, w in kept) / denominator, 1)


STRATEGIES = {
    "marks": st.lists(st.tuples(st.integers(0, 200).map(lambda halves: halves / 2), st.integers(-1, 4)),
                      max_size=6),
}
SEED = {"domain": "school", "keywords": ["weighted average", "weights", "rounding"],
        "tags": ["guard", "rounding", "division", "accumulator"]}
