"""School: rank pupils by score with shared places for ties."""
from hypothesis import strategies as st


def competition_ranks(scores: list[int]) -> list[int]:
    """Return each pupil's place, in input order, using standard competition ranking: the
    highest score is place 1, equal scores share a place, and the place after a tie skips
    accordingly (scores 90, 80, 80, 70 give places 1, 2, 2, 4). No scores -> [].
    """
    ordered = sorted(scores, reverse=True)
    first_place = {}
    for position, score in enumerate(ordered, start=1):
        if score not in first_place:
            first_place[score] = position
    return [first_place[score] for score in scores]


def clean_competition_ranks(scores: list[int]) -> list[int]:
    """Return each pupil's place, in input order, using standard competition ranking: the
    highest score is place 1, equal scores share a place, and the place after a tie skips
    accordingly (scores 90, 80, 80, 70 give places 1, 2, 2, 4). No scores -> [].
    """
    places = []
    for mine in scores:
        better = 0
        for other in scores:
            if other > mine:
                better += 1
        places.append(better + 1)
    return places


STRATEGIES = {"scores": st.lists(st.integers(-5, 10), max_size=9)}
SEED = {"domain": "school", "keywords": ["competition ranking", "ties", "1224"],
        "tags": ["sort", "dict", "tie", "loop", "index"]}
