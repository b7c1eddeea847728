"""Games: follow a token around a snakes-and-ladders board."""
from hypothesis import strategies as st


def snakes_ladders_square(rolls: list[int], jumps: dict[int, int], board: int = 100) -> int:
    """Square reached after playing `rolls` in order from square 0 (off the board). A roll
    moves the token forward; a roll that would pass `board` bounces back by the excess
    (from 98 on a 100 board, a 5 ends on 97). After each move, a snake or ladder starting
    on the landing square (a key of `jumps`) moves the token to its end square, once: the
    end square's own jump is not followed. Reaching exactly `board` ends the game and
    later rolls are ignored."""
    square = 0
    for roll in rolls:
        if square == board:
            break
        square += roll
        if square > board:
            square = 2 * board - square
        square = jumps.get(square, square)
    return square


def clean_snakes_ladders_square(rolls: list[int], jumps: dict[int, int], board: int = 100) -> int:
    """Square reached after playing `rolls` in order from square 0 (off the board). A roll
    moves the token forward; a roll that would pass `board` bounces back by the excess
    (from 98 on a 100 board, a 5 ends on 97). After each move, a snake or ladder starting
    on the landing square (a key of `jumps`) moves the token to its end square, once: the
    end square's own jump is not followed. Reaching exactly `board` ends the game and
    later rolls are ignored."""
    position = 0
    index = 0
    while index < len(rolls) and position != board:
        target = position + rolls[index]
        overshoot = target - board
        if overshoot > 0:
            target = board - overshoot
        position = jumps[target] if target in jumps else target
        index += 1
    return position


def precondition(rolls: list[int], jumps: dict[int, int], board: int = 100) -> bool:
    return all(1 <= r <= 6 for r in rolls) and board >= 6 and all(0 < k < board and 0 < v <= board for k, v in jumps.items())


STRATEGIES = {
    "rolls": st.lists(st.integers(1, 6), max_size=14),
    "jumps": st.dictionaries(st.integers(1, 19), st.integers(1, 20), max_size=5),
    "board": st.sampled_from([20, 12, 100]),
}
SEED = {
    "domain": "games",
    "keywords": ["snakes", "ladders", "bounce", "overshoot"],
    "tags": ["loop", "boundary", "dict", "arithmetic", "default-argument"],
}
