"""Games: judge a tic-tac-toe board."""
from hypothesis import strategies as st


def ttt_winner(board: str) -> str:
    """board is 9 characters, row by row, each 'X', 'O' or '.' (empty). Return 'X' or
    'O' when exactly that player has three in a row (a row, a column or a diagonal);
    'invalid' when both players have a line; 'draw' when the board is full with no line;
    otherwise '' (game still in progress)."""
    lines = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
    winners = set()
    for a, b, c in lines:
        if board[a] != "." and board[a] == board[b] and board[b] == board[c]:
            winners.add(board[a])
    if len(winners) == 2:
        return "invalid"
    if winners:
        return winners.pop()
    return "draw" if "." not in board else ""


def clean_ttt_winner(board: str) -> str:
    rows = [board[r * 3:r * 3 + 3] for r in range(3)]
    cols = [board[c::3] for c in range(3)]
    triples = rows + cols + [board[0::4], board[2:7:2]]
    x_wins = "XXX" in triples
    o_wins = "OOO" in triples
    if x_wins and o_wins:
        return "invalid"
    if x_wins or o_wins:
        return "X" if x_wins else "O"
    return "" if board.count(".") else "draw"


def precondition(board: str) -> bool:
    return len(board) == 9 and set(board) <= set("XO.")


STRATEGIES = {"board": st.text(alphabet="XO.", min_size=9, max_size=9)}
SEED = {
    "domain": "games",
    "keywords": ["tic-tac-toe", "winner", "board"],
    "tags": ["boolean", "index", "string", "early-return"],
}
