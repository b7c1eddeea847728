"""Statistics: mean of a sample after trimming a percentage from each end."""
from hypothesis import strategies as st


def trimmed_mean(values: list[int], trim_percent: int) -> float | None:
    """Trimmed mean: sort the values and drop k = floor(n * trim_percent / 100) of them
    from EACH end (n = number of values), then average the rest, rounded to 2 decimals
    with round(). trim_percent is first clamped into 0..50. Returns None when no value is
    left (including for [])."""
    p = min(max(trim_percent, 0), 50)
    ordered = sorted(values)
    k = len(ordered) * p // 100
    kept = ordered[k:len(ordered) - k]
    if not kept:
        return None
    return round(sum(kept) / len(kept), 2)


def clean_trimmed_mean(values: list[int], trim_percent: int) -> float | None:
    share = 0 if trim_percent < 0 else 50 if trim_percent > 50 else trim_percent
    remaining = list(values)
    for _ in range(len(values) * share // 100):
        remaining.remove(min(remaining))
        remaining.remove(max(remaining))
    return round(sum(remaining) / len(remaining), 2) if remaining else None


STRATEGIES = {
    "values": st.lists(st.integers(-20, 60), max_size=10),
    "trim_percent": st.one_of(st.sampled_from([10, 20, 25, 50]), st.integers(-5, 60)),
}
SEED = {
    "domain": "statistics",
    "keywords": ["trimmed mean", "robust average", "outliers"],
    "tags": ["rounding", "guard", "division", "sort", "index"],
}
