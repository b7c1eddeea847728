"""Data cleaning: fill missing readings with the mean of the present ones."""
from hypothesis import strategies as st


def impute_mean(values: list[int | None]) -> list[float]:
    """Replace each missing reading (None) by the mean of the present readings, rounded to
    2 decimals with round(); present readings are kept, converted to float. If no reading
    is present every entry becomes 0.0 (so [] gives [] and [None] gives [0.0])."""
    present = [v for v in values if v is not None]
    if not present:
        return [0.0] * len(values)
    fill = round(sum(present) / len(present), 2)
    return [float(v) if v is not None else fill for v in values]


def clean_impute_mean(values: list[int | None]) -> list[float]:
    total = 0
    count = 0
    for v in values:
        if v is not None:
            total += v
            count += 1
    mean = round(total / count, 2) if count else 0.0
    return [mean if v is None else float(v) for v in values]


STRATEGIES = {"values": st.lists(st.one_of(st.none(), st.integers(-20, 50)), max_size=8)}
SEED = {
    "domain": "data_cleaning",
    "keywords": ["imputation", "missing values", "mean"],
    "tags": ["guard", "division", "rounding"],
}
