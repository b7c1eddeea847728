"""Games: how many calls it takes for a bingo card to win."""
from hypothesis import strategies as st


def bingo_calls_needed(card: list[list[int]], calls: list[int]) -> int:
    """Number of calls, counted from the start of `calls`, after which the square card
    (n rows of n numbers) first has a complete row or a complete column of called numbers
    (diagonals do not count). A number called twice counts once; called numbers that are
    not on the card are ignored but still count as calls. Returns -1 if no line is ever
    completed, and -1 for an empty card."""
    size = len(card)
    if size == 0:
        return -1
    called = set()
    for count, number in enumerate(calls, start=1):
        called.add(number)
        for i in range(size):
            if all(card[i][j] in called for j in range(size)) or all(card[j][i] in called for j in range(size)):
                return count
    return -1


def clean_bingo_calls_needed(card: list[list[int]], calls: list[int]) -> int:
    """Number of calls, counted from the start of `calls`, after which the square card
    (n rows of n numbers) first has a complete row or a complete column of called numbers
    (diagonals do not count). A number called twice counts once; called numbers that are
    not on the card are ignored but still count as calls. Returns -1 if no line is ever
    completed, and -1 for an empty card."""
    if not card:
        return -1
    first_call: dict[int, int] = {}
    for position, number in enumerate(calls):
        first_call.setdefault(number, position + 1)
    lines = [list(row) for row in card] + [list(column) for column in zip(*card)]
    best = -1
    for line in lines:
        if all(n in first_call for n in line):
            done = max(first_call[n] for n in line)
            if best == -1 or done < best:
                best = done
    return best


def precondition(card: list[list[int]], calls: list[int]) -> bool:
    return all(len(row) == len(card) for row in card)


STRATEGIES = {
    "card": st.sampled_from([
        [], [[5]], [[1, 2], [3, 4]], [[1, 2, 3], [4, 5, 6], [7, 8, 9]], [[9, 3, 1], [2, 8, 4], [6, 7, 5]],
    ]),
    "calls": st.lists(st.integers(0, 10), max_size=10),
}
SEED = {
    "domain": "games",
    "keywords": ["bingo", "earliest completion"],
    "tags": ["nested-loop", "boolean", "set", "early-return", "index"],
}
