"""School: curve a class's exam scores so the best paper gets full marks."""
from hypothesis import strategies as st


def curve_to_top(scores: list[int], top_mark: int = 100) -> list[int]:
    """Scale every score so that the best score becomes top_mark; order and length kept.

    Each curved score is score * top_mark // best (rounded down). Scores are never
    lowered: when scaling would reduce a score (best above top_mark) the score stays as
    it was. An empty list gives []; if the best score is 0 or less, the scores are
    returned unchanged (as a new list).
    """
    if not scores:
        return []
    best = max(scores)
    if best <= 0:
        return list(scores)
    curved = []
    for s in scores:
        curved.append(max(s, s * top_mark // best))
    return curved


def clean_curve_to_top(scores: list[int], top_mark: int = 100) -> list[int]:
    peak = max(scores, default=0)
    if peak < 1:
        return [s for s in scores]
    result = []
    for s in scores:
        scaled, _ = divmod(s * top_mark, peak)
        result.append(scaled if scaled > s else s)
    return result


STRATEGIES = {
    "scores": st.one_of(st.lists(st.integers(0, 2), max_size=4), st.lists(st.integers(0, 100), max_size=8)),
    "top_mark": st.integers(50, 120),
}
SEED = {"domain": "school", "keywords": ["grading curve", "scale", "best score"],
        "tags": ["guard", "rounding", "division", "loop"]}
