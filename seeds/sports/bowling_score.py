"""Sports: score a complete game of ten-pin bowling."""
from hypothesis import strategies as st


def bowling_score(rolls: list[int]) -> int:
    """Return the score of a complete ten-pin bowling game given all its rolls in order.

    A game has ten frames. A strike (10 pins on the first roll of a frame) scores 10 plus
    the next two rolls; a spare (two rolls of a frame making 10) scores 10 plus the next
    roll; any other frame scores its pins. Bonus rolls thrown after a strike or spare in
    the tenth frame only count as bonus, never as frames of their own.
    """
    score = 0
    i = 0
    for _ in range(10):
        if rolls[i] == 10:
            score += 10 + rolls[i + 1] + rolls[i + 2]
            i += 1
        elif rolls[i] + rolls[i + 1] == 10:
            score += 10 + rolls[i + 2]
            i += 2
        else:
            score += rolls[i] + rolls[i + 1]
            i += 2
    return score


def clean_bowling_score(rolls: list[int]) -> int:
    frames, pos = [], 0
    while len(frames) < 10:
        size = 1 if rolls[pos] == 10 else 2
        frames.append((pos, size))
        pos += size
    total = 0
    for start, size in frames:
        pins = sum(rolls[start:start + size])
        bonus_rolls = 3 - size if pins == 10 else 0
        total += pins + sum(rolls[start + size:start + size + bonus_rolls])
    return total


def _game(frames: list[tuple[int, int]]) -> list[int]:
    rolls: list[int] = []
    for first, second in frames[:10]:
        rolls += [10] if first == 10 else [first, min(second, 10 - first)]
    extra_first, extra_second = frames[10]
    if frames[9][0] == 10:
        rolls += [extra_first, extra_second if extra_first == 10 else min(extra_second, 10 - extra_first)]
    elif frames[9][0] + min(frames[9][1], 10 - frames[9][0]) == 10:
        rolls += [extra_first]
    return rolls


_ROLL = st.one_of(st.just(10), st.integers(0, 10))
STRATEGIES = {"rolls": st.lists(st.tuples(_ROLL, _ROLL), min_size=11, max_size=11).map(_game)}
SEED = {"domain": "sports", "keywords": ["bowling", "strike", "spare", "bonus rolls"],
        "tags": ["index", "loop", "accumulator", "boundary"]}
