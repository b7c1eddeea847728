"""Games: score five dice in a yacht-style category."""
from hypothesis import strategies as st


def yacht_score(dice: list[int], category: str) -> int:
    """Score five dice (values 1..6) in a category. "choice": the sum of all dice.
    "four_kind": the sum of four dice showing the same value when at least four match
    (five matching dice score four of them), else 0. "full_house": the sum of all dice when
    three show one value and two another (five of a kind is not a full house), else 0.
    "straight": 30 when the dice are 1-2-3-4-5 or 2-3-4-5-6 in any order, else 0.
    "yacht": 50 when all five match, else 0. Any other category scores 0."""
    counts = sorted((dice.count(v), v) for v in set(dice))
    if category == "choice":
        return sum(dice)
    if category == "four_kind":
        return 4 * counts[-1][1] if counts[-1][0] >= 4 else 0
    if category == "full_house":
        return sum(dice) if [c for c, _ in counts] == [2, 3] else 0
    if category == "straight":
        return 30 if sorted(dice) in ([1, 2, 3, 4, 5], [2, 3, 4, 5, 6]) else 0
    if category == "yacht":
        return 50 if len(counts) == 1 else 0
    return 0


def clean_yacht_score(dice: list[int], category: str) -> int:
    """Score five dice (values 1..6) in a category. "choice": the sum of all dice.
    "four_kind": the sum of four dice showing the same value when at least four match
    (five matching dice score four of them), else 0. "full_house": the sum of all dice when
    three show one value and two another (five of a kind is not a full house), else 0.
    "straight": 30 when the dice are 1-2-3-4-5 or 2-3-4-5-6 in any order, else 0.
    "yacht": 50 when all five match, else 0. Any other category scores 0."""
    tally = {}
    for d in dice:
        tally[d] = tally.get(d, 0) + 1
    score = 0
    if category == "choice":
        score = sum(dice)
    elif category == "four_kind":
        for value, n in tally.items():
            if n >= 4:
                score = value * 4
    elif category == "full_house" and sorted(tally.values()) == [2, 3]:
        score = sum(dice)
    elif category == "straight" and len(tally) == 5 and (1 not in tally or 6 not in tally):
        score = 30
    elif category == "yacht" and len(tally) == 1:
        score = 50
    return score


def precondition(dice: list[int], category: str) -> bool:
    return len(dice) == 5 and all(1 <= d <= 6 for d in dice)


STRATEGIES = {
    "dice": st.one_of(
        st.lists(st.integers(1, 6), min_size=5, max_size=5),
        st.sampled_from([[3, 3, 3, 3, 3], [2, 2, 5, 5, 5], [6, 6, 6, 6, 1], [1, 2, 3, 4, 5], [6, 5, 4, 3, 2], [1, 3, 4, 5, 6]]),
    ),
    "category": st.sampled_from(["choice", "four_kind", "full_house", "straight", "yacht", "pair"]),
}
SEED = {
    "domain": "games",
    "keywords": ["dice scoring", "category rules"],
    "tags": ["early-return", "dict", "sort", "boolean", "boundary"],
}
