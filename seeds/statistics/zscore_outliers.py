"""Statistics: flag outliers by their z-score."""
from hypothesis import strategies as st


def zscore_outliers(values: list[float], threshold: float = 3.0) -> list[int]:
    """Return the indices, in order, of values whose z-score is strictly greater than
    threshold in absolute value. The z-score uses the mean and the POPULATION standard
    deviation (divide by n) of all values. When there are fewer than two values or the
    standard deviation is 0, nothing is an outlier.
    """
    n = len(values)
    if n < 2:
        return []
    mean = sum(values) / n
    spread = (sum((v - mean) ** 2 for v in values) / n) ** 0.5
    if spread == 0:
        return []
    return [i for i, v in enumerate(values) if abs(v - mean) / spread > threshold]


def clean_zscore_outliers(values: list[float], threshold: float = 3.0) -> list[int]:
    """Return the indices, in order, of values whose z-score is strictly greater than
    threshold in absolute value. The z-score uses the mean and the POPULATION standard
    deviation (divide by n) of all values. When there are fewer than two values or the
    standard deviation is 0, nothing is an outlier.
    """
    import statistics

    flagged = []
    if len(values) >= 2:
        centre = statistics.fmean(values)
        sd = statistics.pstdev(values)
        for index, value in enumerate(values):
            if sd > 0 and abs(value - centre) > threshold * sd:
                flagged.append(index)
    return flagged


def precondition(values: list[float], threshold: float = 3.0) -> bool:
    return all(v == v and abs(v) < 1e6 for v in values)


STRATEGIES = {
    "values": st.one_of(st.lists(st.sampled_from([0.0, 1.0, 2.0, 3.0, 40.0, -40.0]), max_size=12),
                        st.just([1.0] * 10 + [50.0])),
    "threshold": st.sampled_from([1.0, 1.5, 2.0, 3.0]),
}
SEED = {"domain": "statistics", "keywords": ["z-score", "population standard deviation", "outlier"],
        "tags": ["arithmetic", "guard", "boundary", "division", "filter"]}
