"""Games: clear completed rows in a falling-block puzzle."""
from hypothesis import strategies as st


def clear_full_rows(grid: list[str]) -> tuple[list[str], int]:
    """Remove every complete row of a falling-block puzzle board and report how many were
    removed. The board is a list of equal-length strings, top first, with "#" for a filled
    square and "." for an empty one; a row is complete when it has no "." (a zero-width
    board has no complete rows). Remaining rows keep their order and drop to the bottom;
    as many empty rows as were removed are added at the top. Returns (new board, count)."""
    if not grid or not grid[0]:
        return list(grid), 0
    kept = [row for row in grid if "." in row]
    cleared = len(grid) - len(kept)
    blank = "." * len(grid[0])
    return [blank] * cleared + kept, cleared


def clean_clear_full_rows(grid: list[str]) -> tuple[list[str], int]:
    """Remove every complete row of a falling-block puzzle board and report how many were
    removed. The board is a list of equal-length strings, top first, with "#" for a filled
    square and "." for an empty one; a row is complete when it has no "." (a zero-width
    board has no complete rows). Remaining rows keep their order and drop to the bottom;
    as many empty rows as were removed are added at the top. Returns (new board, count)."""
    width = len(grid[0]) if grid else 0
    board = []
    removed = 0
    for line in reversed(grid):
        if width > 0 and line == "#" * width:
            removed += 1
        else:
            board.insert(0, line)
    for _ in range(removed):
        board.insert(0, "." * width)
    return board, removed


def precondition(grid: list[str]) -> bool:
    return all(len(row) == len(grid[0]) and set(row) <= {"#", "."} for row in grid)


STRATEGIES = {
    "grid": st.integers(0, 4).flatmap(
        lambda width: st.lists(st.text(alphabet="#.", min_size=width, max_size=width), max_size=6)
        | st.lists(st.sampled_from(["#" * width, "." * width]), max_size=5)
    ),
}
SEED = {
    "domain": "games",
    "keywords": ["line clear", "gravity", "falling blocks"],
    "tags": ["list", "guard", "string", "comprehension", "arithmetic"],
}
