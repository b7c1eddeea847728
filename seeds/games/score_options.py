"""Games: score five dice in every Yahtzee-style category at once."""
import collections

from hypothesis import strategies as st


def score_options(dice: list[int]) -> dict[str, int]:
    """Score five dice (values 1-6) in every category and return {category: points}.
    'chance': the sum of the dice. 'full_house': 25 when there are exactly three of one
    value and two of another (five of a kind is NOT a full house). 'small_straight': 30
    when the dice contain four consecutive values (1-2-3-4, 2-3-4-5 or 3-4-5-6).
    'large_straight': 40 when the dice are five consecutive values. 'yahtzee': 50 when
    all five are equal. A category whose pattern is absent scores 0."""
    counts = collections.Counter(dice)
    faces = set(dice)
    scores = {"chance": sum(dice), "full_house": 0, "small_straight": 0, "large_straight": 0, "yahtzee": 0}
    if sorted(counts.values()) == [2, 3]:
        scores["full_house"] = 25
    if len(faces) == 1:
        scores["yahtzee"] = 50
    for low in range(1, 4):
        if low in faces and low + 1 in faces and low + 2 in faces and low + 3 in faces:
            scores["small_straight"] = 30
            break
    if len(faces) == 5 and max(faces) - min(faces) == 4:
        scores["large_straight"] = 40
    return scores


def clean_score_options(dice: list[int]) -> dict[str, int]:
    run = "".join(str(v) for v in sorted(set(dice)))
    most = max(dice.count(v) for v in dice)
    return {
        "chance": sum(dice),
        "full_house": 25 if len(set(dice)) == 2 and most == 3 else 0,
        "small_straight": 30 if any(s in run for s in ("1234", "2345", "3456")) else 0,
        "large_straight": 40 if run in ("12345", "23456") else 0,
        "yahtzee": 50 if most == 5 else 0,
    }


def precondition(dice: list[int]) -> bool:
    return len(dice) == 5 and all(1 <= v <= 6 for v in dice)


STRATEGIES = {
    "dice": st.one_of(
        st.lists(st.integers(1, 6), min_size=5, max_size=5),
        st.lists(st.integers(1, 6), min_size=5, max_size=5, unique=True),
        st.tuples(st.sampled_from([[1, 2, 3, 4], [2, 3, 4, 5], [3, 4, 5, 6]]), st.integers(1, 6)).map(lambda p: p[0] + [p[1]]).flatmap(st.permutations),
        st.integers(1, 6).map(lambda v: [v] * 5),
        st.tuples(st.integers(1, 6), st.integers(1, 6)).map(lambda p: [p[0]] * 3 + [p[1]] * 2).flatmap(st.permutations),
    ),
}
SEED = {
    "domain": "games",
    "keywords": ["dice", "yahtzee", "straight", "full house"],
    "tags": ["boolean", "dict", "boundary", "loop"],
}
