"""School: apply a late-submission penalty to an assignment mark."""
from hypothesis import strategies as st


def late_penalty(score: int, days_late: int, per_day_pct: int = 10, max_days: int = 5) -> int:
    """Return the mark after lateness. Each day late (days_late, 0 or less meaning on time)
    removes per_day_pct percent of the ORIGINAL score; the result is rounded down to a
    whole mark and is never below 0. Work more than max_days days late gets 0 (exactly
    max_days late is still marked with the penalty).
    """
    if days_late <= 0:
        return score
    if days_late > max_days:
        return 0
    penalty = score * per_day_pct * days_late
    return max(0, (score * 100 - penalty) // 100)


def clean_late_penalty(score: int, days_late: int, per_day_pct: int = 10, max_days: int = 5) -> int:
    """Return the mark after lateness. Each day late (days_late, 0 or less meaning on time)
    removes per_day_pct percent of the ORIGINAL score; the result is rounded down to a
    whole mark and is never below 0. Work more than max_days days late gets 0 (exactly
    max_days late is still marked with the penalty).
    """
    late = max(days_late, 0)
    if late - max_days >= 1:
        return 0
    kept_pct = 100 - per_day_pct * late
    if kept_pct <= 0:
        return 0
    return score * kept_pct // 100


def precondition(score: int, days_late: int, per_day_pct: int = 10, max_days: int = 5) -> bool:
    return score >= 0 and per_day_pct >= 0 and max_days >= 0


STRATEGIES = {
    "score": st.integers(0, 100),
    "days_late": st.integers(-1, 12),
    "per_day_pct": st.sampled_from([5, 10, 15, 25, 33]),
    "max_days": st.sampled_from([3, 5, 10]),
}
SEED = {"domain": "school", "keywords": ["late penalty", "percent per day", "cut-off"],
        "tags": ["guard", "boundary", "arithmetic", "min-max", "floor-division"]}
