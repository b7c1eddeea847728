"""Games: award score badges as a player's running total climbs."""
import itertools

from hypothesis import strategies as st


def award_badges(points_by_round: list[int], thresholds: dict[str, int], earned: list[str] | None = None) -> list[str]:
    """Keep a running score by adding each round's points (which may be negative) in
    order. A badge is earned the first time the running total is at or above its threshold
    (inclusive); it is appended once to `earned` (a new list when omitted) and never twice,
    and a badge already in `earned` is not added again. Badges earned in the same round
    are appended in threshold order, then by name. Returns `earned`."""
    if earned is None:
        earned = []
    ranked = sorted(thresholds.items(), key=lambda kv: (kv[1], kv[0]))
    total = 0
    for points in points_by_round:
        total += points
        for name, need in ranked:
            if total >= need and name not in earned:
                earned.append(name)
    return earned


def clean_award_badges(points_by_round: list[int], thresholds: dict[str, int], earned: list[str] | None = None) -> list[str]:
    out = [] if earned is None else earned
    totals = list(itertools.accumulate(points_by_round))
    hits = []
    for name, need in thresholds.items():
        first = next((i for i, t in enumerate(totals) if t >= need), None)
        if first is not None and name not in out:
            hits.append((first, need, name))
    out.extend(name for _, _, name in sorted(hits))
    return out


STRATEGIES = {
    "points_by_round": st.lists(st.integers(-20, 40), max_size=8),
    "thresholds": st.dictionaries(st.sampled_from(["bronze", "silver", "gold", "ace"]), st.integers(0, 120), max_size=4),
}
SEED = {
    "domain": "games",
    "keywords": ["badges", "achievements", "running total"],
    "tags": ["nested", "accumulator", "boundary", "boolean", "mutable-default"],
}
