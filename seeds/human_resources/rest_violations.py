"""Human resources: find shifts that start without enough rest."""
from hypothesis import strategies as st


def rest_violations(shifts: list[tuple[int, int]], min_rest: int = 11) -> list[int]:
    """shifts are (start_hour, end_hour) on a running hour clock, sorted by start, each
    with end after start. A shift violates the rest rule when it starts less than
    min_rest hours after the end of the latest-ending shift before it (exactly min_rest
    hours of rest is allowed; an overlap is a violation). Return the indices of the
    violating shifts in order; the first shift never violates.
    """
    violations = []
    last_end = None
    for index, (start, end) in enumerate(shifts):
        if last_end is not None and start - last_end < min_rest:
            violations.append(index)
        if last_end is None or end > last_end:
            last_end = end
    return violations


def clean_rest_violations(shifts: list[tuple[int, int]], min_rest: int = 11) -> list[int]:
    """shifts are (start_hour, end_hour) on a running hour clock, sorted by start, each
    with end after start. A shift violates the rest rule when it starts less than
    min_rest hours after the end of the latest-ending shift before it (exactly min_rest
    hours of rest is allowed; an overlap is a violation). Return the indices of the
    violating shifts in order; the first shift never violates.
    """
    result = []
    for index in range(1, len(shifts)):
        latest = max(end for _, end in shifts[:index])
        if shifts[index][0] < latest + min_rest:
            result.append(index)
    return result


STRATEGIES = {
    "shifts": st.lists(st.tuples(st.integers(0, 60), st.integers(4, 12)), max_size=6)
    .map(lambda rows: sorted((s, s + length) for s, length in rows)),
    "min_rest": st.sampled_from([0, 8, 11, 12]),
}
SEED = {"domain": "human_resources", "keywords": ["rest period", "working time", "shift gap"],
        "tags": ["loop", "boundary", "none-check", "min-max"]}
