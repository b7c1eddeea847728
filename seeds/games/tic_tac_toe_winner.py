"""Games: decide who has won a game of tic-tac-toe."""
from hypothesis import strategies as st


def tic_tac_toe_winner(board: str) -> str:
    """Return the winner of a tic-tac-toe board, given as 9 characters row by row ("X", "O" or
    "." for an empty cell).

    A player wins with three of their marks in a row, a column or either diagonal. Returns "X"
    or "O" for the winner, "draw" when nobody has a line and no cell is empty, "open" when nobody
    has a line and a cell is still empty, and "invalid" when the board is not 9 of those
    characters or both players have a line.
    """
    if len(board) != 9 or any(ch not in "XO." for ch in board):
        return "invalid"
    lines = []
    for i in range(3):
        lines.append((3 * i, 3 * i + 1, 3 * i + 2))
        lines.append((i, i + 3, i + 6))
    lines.append((0, 4, 8))
    lines.append((2, 4, 6))
    winners = set()
    for a, b, c in lines:
        if board[a] != "." and board[a] == board[b] == board[c]:
            winners.add(board[a])
    if len(winners) > 1:
        return "invalid"
    if winners:
        return winners.pop()
    return "open" if "." in board else "draw"


def clean_tic_tac_toe_winner(board: str) -> str:
    if len(board) != 9 or not set(board) <= {"X", "O", "."}:
        return "invalid"
    rows = [board[0:3], board[3:6], board[6:9]]
    cols = ["".join(r[k] for r in rows) for k in range(3)]
    diags = [board[0] + board[4] + board[8], board[2] + board[4] + board[6]]
    found = {t[0] for t in rows + cols + diags if t in ("XXX", "OOO")}
    if len(found) == 2:
        return "invalid"
    if len(found) == 1:
        return next(iter(found))
    return "draw" if "." not in board else "open"


STRATEGIES = {"board": st.one_of(st.text(alphabet="XO.", min_size=9, max_size=9),
                                 st.sampled_from(["XXXOO....", "XO.XO.X..", "OXXXOXXXO", "XOXXOOOXX", "XXXOOO...",
                                                  "X", "XOXOXOXOx"]))}
SEED = {"domain": "games", "keywords": ["tic-tac-toe", "three in a row", "diagonal", "draw"],
        "tags": ["guard", "loop", "index", "string", "set"]}
