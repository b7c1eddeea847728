"""Statistics: compute a weighted median."""
from hypothesis import strategies as st


def weighted_median(samples: list[tuple[int, int]]) -> int | None:
    """samples are (value, weight) with weight at least 0. Return the smallest value v such
    that the total weight of samples with value <= v is at least half of the total weight.
    Samples may repeat a value; their weights add up. When there are no samples or the
    total weight is 0 the result is None.
    """
    total = sum(weight for _, weight in samples)
    if total <= 0:
        return None
    running = 0
    for value, weight in sorted(samples):
        running += weight
        if 2 * running >= total:
            return value
    return None


def clean_weighted_median(samples: list[tuple[int, int]]) -> int | None:
    """samples are (value, weight) with weight at least 0. Return the smallest value v such
    that the total weight of samples with value <= v is at least half of the total weight.
    Samples may repeat a value; their weights add up. When there are no samples or the
    total weight is 0 the result is None.
    """
    by_value: dict[int, int] = {}
    for value, weight in samples:
        by_value[value] = by_value.get(value, 0) + weight
    whole = sum(by_value.values())
    if not whole:
        return None
    candidates = [v for v in by_value if 2 * sum(w for u, w in by_value.items() if u <= v) >= whole]
    return min(candidates)


def precondition(samples: list[tuple[int, int]]) -> bool:
    return all(weight >= 0 for _, weight in samples)


STRATEGIES = {
    "samples": st.lists(st.tuples(st.integers(-5, 5), st.integers(0, 4)), max_size=7),
}
SEED = {"domain": "statistics", "keywords": ["weighted median", "cumulative weight", "half"],
        "tags": ["sort", "accumulator", "boundary", "guard", "early-return"]}
