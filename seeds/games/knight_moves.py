"""Games: list the squares a chess knight can jump to."""
from hypothesis import strategies as st


def knight_moves(square: str) -> list[str]:
    """Squares a knight on `square` (algebraic notation, file "a".."h" then rank
    "1".."8", e.g. "g1") can move to on an empty board, sorted alphabetically. A knight
    moves two squares along one axis and one along the other. The input is
    case-insensitive ("G1" is "g1"); anything that is not a board square gives []."""
    square = square.lower()
    if len(square) != 2 or square[0] not in "abcdefgh" or square[1] not in "12345678":
        return []
    file, rank = ord(square[0]) - ord("a"), int(square[1]) - 1
    moves = []
    for df, dr in ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)):
        f, r = file + df, rank + dr
        if 0 <= f < 8 and 0 <= r < 8:
            moves.append(chr(ord("a") + f) + str(r + 1))
    return sorted(moves)


def clean_knight_moves(square: str) -> list[str]:
    """Squares a knight on `square` (algebraic notation, file "a".."h" then rank
    "1".."8", e.g. "g1") can move to on an empty board, sorted alphabetically. A knight
    moves two squares along one axis and one along the other. The input is
    case-insensitive ("G1" is "g1"); anything that is not a board square gives []."""
    files = "abcdefgh"
    ranks = "12345678"
    s = square.lower()
    if len(s) != 2 or s[0] not in files or s[1] not in ranks:
        return []
    col, row = files.index(s[0]), ranks.index(s[1])
    found = []
    for c in range(8):
        for r in range(8):
            if {abs(c - col), abs(r - row)} == {1, 2}:
                found.append(files[c] + ranks[r])
    return sorted(found)


STRATEGIES = {
    "square": st.one_of(
        st.tuples(st.sampled_from("abcdefghABH"), st.sampled_from("123456789")).map("".join),
        st.sampled_from(["", "a", "a10", "i1", "a0", "g1", "H8", "d4", "é4"]),
    ),
}
SEED = {
    "domain": "games",
    "keywords": ["knight", "L-shaped", "off-board"],
    "tags": ["string", "boundary", "guard", "arithmetic", "loop"],
}
