"""Games: track the remaining score in a double-out darts leg."""
from hypothesis import strategies as st


def darts_remaining(start: int, turns: list[tuple[int, bool]]) -> tuple[int, int]:
    """Play a double-out darts leg from `start`. Each turn is (points scored, whether the
    last dart hit a double). A turn is a bust -- the score stays what it was before the
    turn -- when it would leave the score below 0, at exactly 1, or at exactly 0 without
    the last dart being a double. Reaching exactly 0 on a double wins the leg and the
    remaining turns are not thrown. Return (remaining score, number of turns thrown,
    busts included).
    start is at least 2 and no turn scores negative points."""
    score = start
    thrown = 0
    for points, on_double in turns:
        thrown += 1
        left = score - points
        if left < 0 or left == 1 or (left == 0 and not on_double):
            continue
        score = left
        if score == 0:
            break
    return score, thrown


def clean_darts_remaining(start: int, turns: list[tuple[int, bool]]) -> tuple[int, int]:
    score, i = start, 0
    while score != 0 and i < len(turns):
        points, on_double = turns[i]
        if score - points > 1 or (score == points and on_double):
            score -= points
        i += 1
    return score, i


def precondition(start: int, turns: list[tuple[int, bool]]) -> bool:
    return start >= 2 and all(points >= 0 for points, _ in turns)


STRATEGIES = {
    "start": st.integers(2, 101),
    "turns": st.lists(st.tuples(st.integers(0, 60), st.booleans()), max_size=10),
}
SEED = {
    "domain": "games",
    "keywords": ["darts", "bust rule", "double out"],
    "tags": ["loop", "boolean", "boundary", "early-return", "accumulator"],
}
