"""Sports: update two players' Elo ratings after a game."""
from hypothesis import strategies as st


def elo_update(rating_a: int, rating_b: int, score_a: float, k: int = 32) -> tuple[int, int]:
    """score_a is player A's result: 1.0 for a win, 0.5 for a draw, 0.0 for a loss.
    A's expected score is 1 / (1 + 10 ** ((rating_b - rating_a) / 400)) and B's is 1 minus
    that. Each new rating is the old rating plus k * (actual - expected), rounded to the
    nearest whole number (Python round, halves to even). Return (new_a, new_b).
    Ratings are 0 to 4000 and k is 0 to 100.
    """
    expected_a = 1 / (1 + 10 ** ((rating_b - rating_a) / 400))
    expected_b = 1 - expected_a
    new_a = rating_a + k * (score_a - expected_a)
    new_b = rating_b + k * ((1 - score_a) - expected_b)
    return round(new_a), round(new_b)


def clean_elo_update(rating_a: int, rating_b: int, score_a: float, k: int = 32) -> tuple[int, int]:
    """score_a is player A's result: 1.0 for a win, 0.5 for a draw, 0.0 for a loss.
    A's expected score is 1 / (1 + 10 ** ((rating_b - rating_a) / 400)) and B's is 1 minus
    that. Each new rating is the old rating plus k * (actual - expected), rounded to the
    nearest whole number (Python round, halves to even). Return (new_a, new_b).
    """
    q_a = 10 ** (rating_a / 400)
    q_b = 10 ** (rating_b / 400)
    exp_a = q_a / (q_a + q_b)
    delta = k * (score_a - exp_a)
    return round(rating_a + delta), round(rating_b - delta)


def precondition(rating_a: int, rating_b: int, score_a: float, k: int = 32) -> bool:
    return 0 <= rating_a <= 4000 and 0 <= rating_b <= 4000 and score_a in (0.0, 0.5, 1.0) and 0 <= k <= 100


STRATEGIES = {
    "rating_a": st.integers(1000, 2400),
    "rating_b": st.integers(1000, 2400),
    "score_a": st.sampled_from([0.0, 0.5, 1.0]),
    "k": st.sampled_from([10, 16, 20, 32, 40]),
}
SEED = {"domain": "sports", "keywords": ["Elo rating", "K-factor", "rating update"],
        "tags": ["arithmetic", "rounding", "exponent"]}
