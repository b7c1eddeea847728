"""Games: score a ten-pin bowling game from its rolls and print the score card."""
from hypothesis import strategies as st


def frame_starts(rolls: list[int]) -> list[int]:
    """The 0-based index in rolls of the first roll of each frame played, for
    up to 10 frames: a strike (10 pins on a frame's first roll) is a one-roll
    frame, any other frame takes two rolls. A frame whose first roll is not
    there yet is not listed; the tenth frame's extra rolls start no frame.

    >>> frame_starts([10, 3, 4, 10, 10])
    [0, 1, 3, 4]
    """
    starts = []
    index = 0
    while index < len(rolls) and len(starts) < 10:
        starts.append(index)
        index += 1 if rolls[index] == 10 else 2
    return starts


def rolls_needed(rolls: list[int], start: int) -> int:
    """How many rolls, from rolls[start] on, the frame starting there is scored
    over: 3 for a strike (10 on its first roll) or a spare (its two rolls make
    10), else 2. A spare's second roll must have been rolled to be seen.

    >>> rolls_needed([10, 3], 0), rolls_needed([3, 7, 2], 0), rolls_needed([3, 4], 0)
    (3, 3, 2)
    """
    if rolls[start] == 10 or sum(rolls[start : start + 2]) == 10:
        return 3
    return 2


def frame_score(rolls: list[int], start: int) -> int | None:
    """The score of the frame whose first roll is rolls[start]: a strike
    scores 10 plus the next two rolls, a spare (two rolls making 10) 10 plus the
    next roll, an open frame its two rolls. None when a roll it needs has not
    been rolled yet."""
    needed = rolls_needed(rolls, start)
    if start + needed > len(rolls):
        return None
    return sum(rolls[start : start + needed])


def running_totals(rolls: list[int]) -> list[int]:
    """The score card's cumulative totals, one per frame that can be scored so
    far, in frame order; the first frame that cannot be scored yet (and every
    frame after it) is left off."""
    totals = []
    total = 0
    for start in frame_starts(rolls):
        score = frame_score(rolls, start)
        if score is None:
            break
        total += score
        totals.append(total)
    return totals


def mark(first: int, second: int | None) -> str:
    """The card marks of a frame's rolls: "X" for a strike, else the first
    roll's digit ("-" for 0) followed by "/" for a spare, the second roll's
    digit ("-" for 0), or nothing when the second roll is None."""
    if first == 10:
        return "X"
    head = "-" if first == 0 else str(first)
    if second is None:
        return head
    if first + second == 10:
        return head + "/"
    return head + ("-" if second == 0 else str(second))


def frame_mark(rolls: list[int], start: int) -> str:
    """The card mark of the frame whose first roll is rolls[start]: "X" alone
    for a strike, else mark of its first roll and its second roll when that has
    been rolled (rolls[start + 1]), or of the first roll alone.

    >>> frame_mark([10, 3, 4], 0), frame_mark([10, 3, 7], 1), frame_mark([10, 3], 1)
    ('X', '3/', '3')
    """
    first = rolls[start]
    if first == 10:
        return mark(first, None)
    second = rolls[start + 1] if start + 1 < len(rolls) else None
    return mark(first, second)


def score_card(rolls: list[int]) -> str:
    """The card as one line: for each frame of frame_starts, its mark (of its
    first roll and, unless that is a strike, its next roll if rolled; a strike
    is "X" alone, in the tenth frame too, whose bonus rolls are not shown),
    the marks separated by single spaces, then " | " and the last running total
    (0 before any frame is complete)."""
    marks = [frame_mark(rolls, start) for start in frame_starts(rolls)]
    totals = running_totals(rolls)
    return " ".join(marks) + " | " + str(totals[-1] if totals else 0)


def clean_score_card(rolls: list[int]) -> str:
    def symbol(pins: int) -> str:
        return "-" if pins == 0 else str(pins)

    shown = []
    scores = []
    i = 0
    frame = 0
    complete = True
    while frame < 10 and i < len(rolls):
        if rolls[i] == 10:
            shown.append("X")
            bonus = rolls[i + 1 : i + 3]
            if complete and len(bonus) == 2:
                scores.append(10 + sum(bonus))
            else:
                complete = False
            i += 1
        else:
            pair = rolls[i : i + 2]
            text = symbol(pair[0])
            if len(pair) == 2:
                text += "/" if sum(pair) == 10 else symbol(pair[1])
            shown.append(text)
            if len(pair) == 2 and sum(pair) == 10 and i + 2 < len(rolls) and complete:
                scores.append(10 + rolls[i + 2])
            elif len(pair) == 2 and sum(pair) < 10 and complete:
                scores.append(sum(pair))
            else:
                complete = False
            i += 2
        frame += 1
    return " ".join(shown) + " | " + str(sum(scores))


def _game():
    def frame(first: int) -> st.SearchStrategy[list[int]]:
        return st.just([10]) if first == 10 else st.integers(0, 10 - first).map(lambda second: [first, second])

    frames = st.lists(st.integers(0, 10).flatmap(frame), max_size=12)
    return st.builds(lambda fs, cut: [r for f in fs for r in f][:cut], frames, st.integers(0, 24))


def precondition_rolls_needed(rolls: list[int], start: int) -> bool:
    return start in frame_starts(rolls)


def precondition_frame_mark(rolls: list[int], start: int) -> bool:
    return start in frame_starts(rolls)


def precondition_frame_score(rolls: list[int], start: int) -> bool:
    return start in frame_starts(rolls)


def precondition_mark(first: int, second: int | None) -> bool:
    return second is None or first == 10 or first + second <= 10


STRATEGIES = {
    "frame_starts": {"rolls": _game()},
    "frame_score": {"rolls": _game(), "start": st.integers(0, 12)},
    "rolls_needed": {"rolls": _game(), "start": st.integers(0, 12)},
    "frame_mark": {"rolls": _game(), "start": st.integers(0, 12)},
    "running_totals": {"rolls": _game()},
    "mark": {"first": st.integers(0, 10), "second": st.one_of(st.none(), st.integers(0, 10))},
    "score_card": {"rolls": _game()},
}
PRECONDITIONS = {"rolls_needed": precondition_rolls_needed, "frame_mark": precondition_frame_mark,
                 "frame_score": precondition_frame_score, "mark": precondition_mark}
SEED = {
    "domain": "games",
    "keywords": ["bowling", "strike", "spare", "frame", "score card"],
    "tags": ["index", "0-based", "lookahead", "early-exit", "formatting"],
    "kind": "module",
}
