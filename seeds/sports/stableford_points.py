"""Sports: score a round of golf with Stableford points."""
from hypothesis import strategies as st


def stableford_points(strokes: list[int], pars: list[int], handicap: int = 0) -> int:
    """strokes[i] and pars[i] are the strokes taken and the par of hole i; pars lists all
    18 holes and strokes the holes played so far (at most 18). The handicap gives extra strokes: every hole gets handicap // 18
    strokes, and the first handicap % 18 holes get one more. On each hole the net score is
    strokes minus those extra strokes, and the hole earns max(0, 2 + par - net) points (net
    par 2, net birdie 3, net double bogey or worse 0). A stroke count of 0 or less means
    the hole was not completed and earns 0. Return the total points. handicap is 0..54.
    """
    total = 0
    base, extra = divmod(handicap, 18)
    for hole, (taken, par) in enumerate(zip(strokes, pars)):
        if taken <= 0:
            continue
        allowance = base + (1 if hole < extra else 0)
        total += max(0, 2 + par - (taken - allowance))
    return total


def clean_stableford_points(strokes: list[int], pars: list[int], handicap: int = 0) -> int:
    """strokes[i] and pars[i] are the strokes taken and the par of hole i; pars lists all
    18 holes and strokes the holes played so far (at most 18). The handicap gives extra strokes: every hole gets handicap // 18
    strokes, and the first handicap % 18 holes get one more. On each hole the net score is
    strokes minus those extra strokes, and the hole earns max(0, 2 + par - net) points (net
    par 2, net birdie 3, net double bogey or worse 0). A stroke count of 0 or less means
    the hole was not completed and earns 0. Return the total points. handicap is 0..54.
    """
    received = [0] * len(strokes)
    for k in range(handicap):
        if k % 18 < len(received):
            received[k % 18] += 1
    points = 0
    for i in range(len(strokes)):
        if strokes[i] < 1:
            continue
        score = pars[i] + 2 + received[i] - strokes[i]
        points += score if score > 0 else 0
    return points


def precondition(strokes: list[int], pars: list[int], handicap: int = 0) -> bool:
    return len(pars) == 18 and len(strokes) <= 18 and 0 <= handicap <= 54


@st.composite
def _cards(draw):
    holes = draw(st.integers(0, 18))
    return draw(st.lists(st.integers(-1, 9), min_size=holes, max_size=holes))


STRATEGIES = {
    "strokes": _cards(),
    "pars": st.lists(st.sampled_from([3, 4, 5]), min_size=18, max_size=18),
    "handicap": st.one_of(st.integers(0, 54), st.sampled_from([0, 17, 18, 19, 36])),
}
SEED = {"domain": "sports", "keywords": ["Stableford", "handicap strokes", "net score"],
        "tags": ["loop", "divmod", "min-max", "index", "guard"]}
