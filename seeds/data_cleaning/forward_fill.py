"""Data cleaning: forward-fill gaps in a sensor series, up to a limit."""
from hypothesis import strategies as st


def forward_fill(values: list[int | None], limit: int) -> list[int | None]:
    """Return a new list where each None is replaced by the most recent non-None value
    before it, but only the first limit Nones of each run of consecutive Nones are filled;
    later Nones of a long run stay None, as do Nones before the first real value.
    limit <= 0 fills nothing. The input list is not modified."""
    filled = []
    last = None
    gap = 0
    for v in values:
        if v is not None:
            last = v
            gap = 0
            filled.append(v)
        else:
            gap += 1
            filled.append(last if last is not None and gap <= limit else None)
    return filled


def clean_forward_fill(values: list[int | None], limit: int) -> list[int | None]:
    result: list[int | None] = list(values)
    streak = 0
    for i in range(1, len(values)):
        if values[i] is None:
            streak += 1
            if streak <= limit:
                result[i] = result[i - 1]
        else:
            streak = 0
    return result


STRATEGIES = {
    "values": st.lists(st.one_of(st.none(), st.integers(0, 9)), max_size=10),
    "limit": st.integers(-1, 4),
}
SEED = {
    "domain": "data_cleaning",
    "keywords": ["forward fill", "missing values", "time series"],
    "tags": ["loop", "boolean", "boundary", "accumulator"],
}
