"""Games: update two players' Elo ratings after a game."""
from hypothesis import strategies as st


def elo_update(rating_a: int, rating_b: int, score_a: float, k: int = 32) -> tuple[int, int]:
    """New (rating_a, rating_b) after one game, where score_a is 1 for a win by A, 0.5 for
    a draw and 0 for a loss. A's expected score is 1 / (1 + 10 ** ((rating_b - rating_a)
    / 400)); A gains k * (score_a - expected), rounded to the nearest whole number with
    halves rounded away from zero, and B loses exactly what A gains (the sum of the two
    ratings never changes). Ratings are 0 to 4000 and k is 0 to 100."""
    expected = 1 / (1 + 10 ** ((rating_b - rating_a) / 400))
    change = k * (score_a - expected)
    if change >= 0:
        delta = int(change + 0.5)
    else:
        delta = -int(-change + 0.5)
    return rating_a + delta, rating_b - delta


def clean_elo_update(rating_a: int, rating_b: int, score_a: float, k: int = 32) -> tuple[int, int]:
    """New (rating_a, rating_b) after one game, where score_a is 1 for a win by A, 0.5 for
    a draw and 0 for a loss. A's expected score is 1 / (1 + 10 ** ((rating_b - rating_a)
    / 400)); A gains k * (score_a - expected), rounded to the nearest whole number with
    halves rounded away from zero, and B loses exactly what A gains (the sum of the two
    ratings never changes)."""
    gap = (rating_b - rating_a) / 400
    swing = k * (score_a - 1 / (1 + 10 ** gap))
    size = abs(swing)
    whole = int(size)
    if size - whole >= 0.5:
        whole += 1
    points = whole if swing > 0 else -whole
    return rating_a + points, rating_b - points


def precondition(rating_a: int, rating_b: int, score_a: float, k: int = 32) -> bool:
    return 0 <= rating_a <= 4000 and 0 <= rating_b <= 4000 and score_a in (0.0, 0.5, 1.0) and 0 <= k <= 100


STRATEGIES = {
    "rating_a": st.one_of(st.integers(800, 2800), st.just(1500)),
    "rating_b": st.one_of(st.integers(800, 2800), st.just(1500)),
    "score_a": st.sampled_from([0.0, 0.5, 1.0]),
    "k": st.sampled_from([32, 16, 40, 1]),
}
SEED = {
    "domain": "games",
    "keywords": ["Elo", "rating exchange", "zero-sum"],
    "tags": ["arithmetic", "rounding", "sign", "default-argument"],
}
