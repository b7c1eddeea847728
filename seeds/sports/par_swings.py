"""Sports: how often a golfer moves between over par and level or under."""
from hypothesis import strategies as st


def par_swings(start_to_par: int, holes: list[tuple[int, int]]) -> int:
    """A golfer starts the round start_to_par strokes over par (negative: under par, e.g.
    after earlier rounds). holes are (par, strokes) in playing order, and each hole adds
    strokes minus par to the score. Return how many holes take the golfer from over par
    to level-or-under par, or from level-or-under to over par."""
    score = start_to_par
    swings = 0
    over = score > 0
    for par, strokes in holes:
        score += strokes - par
        if over != (score > 0):
            swings += 1
        over = score > 0
    return swings


def clean_par_swings(start_to_par: int, holes: list[tuple[int, int]]) -> int:
    total = start_to_par
    states = [total > 0]
    for par, strokes in holes:
        total += strokes - par
        if (total > 0) != states[-1]:
            states.append(total > 0)
    return len(states) - 1


STRATEGIES = {
    "start_to_par": st.one_of(st.sampled_from([0, 1, -1, 3]), st.integers(-5, 5)),
    "holes": st.lists(st.tuples(st.sampled_from([3, 4, 5]), st.integers(2, 7)), max_size=6),
}
SEED = {"domain": "sports", "keywords": ["golf", "score to par", "over par"],
        "tags": ["loop", "boundary", "accumulator", "state"]}
