"""Library: which copy of a title a patron can get soonest."""
from hypothesis import strategies as st


def next_available_copy(copies: list[tuple[str, int | None]], today: int) -> tuple[str, int] | None:
    """The copy a patron can get soonest, as (barcode, day). Each copy is (barcode,
    due_day), with due_day None for a copy on the shelf, which is available today. A
    copy on loan is available on its due day, or today if that day has passed (an overdue
    copy counts as available today). The earliest day wins; ties go to the barcode that
    sorts first. No copies: None."""
    best = None
    for barcode, due in copies:
        day = today if due is None else max(due, today)
        if best is None or (day, barcode) < (best[1], best[0]):
            best = (barcode, day)
    return best


def clean_next_available_copy(copies: list[tuple[str, int | None]], today: int) -> tuple[str, int] | None:
    """The copy a patron can get soonest, as (barcode, day). Each copy is (barcode,
    due_day), with due_day None for a copy on the shelf, which is available today. A
    copy on loan is available on its due day, or today if that day has passed (an overdue
    copy counts as available today). The earliest day wins; ties go to the barcode that
    sorts first. No copies: None."""
    if not copies:
        return None
    ranked = []
    for barcode, due in copies:
        when = today
        if due is not None and due > today:
            when = due
        ranked.append((when, barcode))
    when, barcode = min(ranked)
    return barcode, when


STRATEGIES = {
    "copies": st.lists(st.tuples(st.sampled_from(["b01", "b02", "a9", "c3", "é1"]), st.one_of(st.none(), st.integers(0, 12))),
                       max_size=5),
    "today": st.integers(0, 10),
}
SEED = {
    "domain": "library",
    "keywords": ["availability", "overdue copy", "earliest due"],
    "tags": ["min-max", "guard", "boolean", "loop", "tuple-compare"],
}
