"""Scheduling: next firing time of a daily job that runs at several hours."""
from hypothesis import strategies as st


def next_run_time(now: int, hours: list[int], minute: int) -> int:
    """A daily job runs at `minute` past each hour listed in hours (0-23; order and
    duplicates do not matter). Given now in minutes since midnight (0..1439), return the
    next run strictly after now, in minutes since today's midnight: a later run today is
    below 1440, otherwise the earliest run tomorrow is 1440 + its time of day. A run at
    exactly now does not count. Empty hours gives -1.
    minute is 0-59."""
    if not hours:
        return -1
    times = sorted(h * 60 + minute for h in hours)
    for t in times:
        if t > now:
            return t
    return times[0] + 1440


def clean_next_run_time(now: int, hours: list[int], minute: int) -> int:
    upcoming = [h * 60 + minute + day for h in set(hours) for day in (0, 1440)]
    return min((t for t in upcoming if t > now), default=-1)


def precondition(now: int, hours: list[int], minute: int) -> bool:
    return 0 <= now <= 1439 and 0 <= minute <= 59 and all(0 <= h <= 23 for h in hours)


STRATEGIES = {
    "now": st.one_of(st.sampled_from([0, 540, 545, 1439]), st.integers(0, 1439)),
    "hours": st.lists(st.sampled_from([0, 9, 12, 17, 23]), max_size=4),
    "minute": st.sampled_from([0, 5, 30, 59]),
}
SEED = {
    "domain": "scheduling",
    "keywords": ["cron", "daily job", "next run"],
    "tags": ["guard", "sort", "early-return", "boundary", "loop"],
}
