"""Data cleaning: choose the columns that are complete enough to keep."""
from hypothesis import strategies as st


def keep_columns(rows: list[list[str | None]], max_missing_pct: int) -> list[int]:
    """Indices (ascending) of the positions to retain, position j being judged on row[j]
    of every row. An item is missing when it is None or a string that is empty after
    stripping whitespace. A position is discarded when the share of its items that are
    missing is greater than max_missing_pct percent; a share exactly at the limit stays. All rows have the same length; no rows gives []."""
    if not rows:
        return []
    kept = []
    for col in range(len(rows[0])):
        missing = 0
        for row in rows:
            if row[col] is None or not row[col].strip():
                missing += 1
        if missing * 100 <= max_missing_pct * len(rows):
            kept.append(col)
    return kept


def clean_keep_columns(rows: list[list[str | None]], max_missing_pct: int) -> list[int]:
    """Indices (ascending) of the positions to retain, position j being judged on row[j]
    of every row. An item is missing when it is None or a string that is empty after
    stripping whitespace. A position is discarded when the share of its items that are
    missing is greater than max_missing_pct percent; a share exactly at the limit stays. All rows have the same length; no rows gives []."""
    result = []
    for index, column in enumerate(zip(*rows)):
        blanks = sum(1 for cell in column if cell is None or cell.strip() == "")
        if 100 * blanks > max_missing_pct * len(column):
            continue
        result.append(index)
    return result


def precondition(rows: list[list[str | None]], max_missing_pct: int) -> bool:
    return len({len(row) for row in rows}) <= 1


STRATEGIES = {
    "rows": st.integers(0, 4).flatmap(
        lambda width: st.lists(
            st.lists(st.sampled_from([None, "", " ", "x", "\u00a0", "ü"]), min_size=width, max_size=width), max_size=5
        )
    ),
    "max_missing_pct": st.sampled_from([0, 20, 25, 33, 40, 50, 60, 75, 100]),
}
SEED = {
    "domain": "data_cleaning",
    "keywords": ["completeness", "threshold", "blank"],
    "tags": ["nested-loop", "boolean", "boundary", "accumulator", "guard"],
}
