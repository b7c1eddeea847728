"""Games: compute the Minesweeper hint number for a cell."""
from hypothesis import strategies as st


def adjacent_mines(grid: list[str], row: int, col: int) -> int:
    """Minesweeper hint: how many of the (up to 8) neighbours of cell (row, col) hold a
    mine '*'. The cell itself is not counted, and there is no wrap-around: neighbours
    outside the grid simply do not exist. All rows have the same length. A row or column
    outside the grid (including any cell of an empty grid) returns -1."""
    if row < 0 or row >= len(grid) or col < 0 or col >= len(grid[0]):
        return -1
    count = 0
    for r in range(row - 1, row + 2):
        for c in range(col - 1, col + 2):
            if (r, c) != (row, col) and 0 <= r < len(grid) and 0 <= c < len(grid[r]) and grid[r][c] == "*":
                count += 1
    return count


def clean_adjacent_mines(grid: list[str], row: int, col: int) -> int:
    cells = {(r, c) for r, line in enumerate(grid) for c, ch in enumerate(line) if ch == "*"}
    inside = 0 <= row < len(grid) and 0 <= col < len(grid[0] if grid else "")
    if not inside:
        return -1
    around = {(row + dr, col + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)} - {(row, col)}
    return len(around & cells)


STRATEGIES = {
    "grid": st.integers(1, 4).flatmap(lambda w: st.lists(st.text(alphabet="*..", min_size=w, max_size=w), max_size=4)),
    "row": st.integers(-1, 4),
    "col": st.integers(-1, 4),
}
SEED = {
    "domain": "games",
    "keywords": ["minesweeper", "neighbours", "grid bounds"],
    "tags": ["nested", "boolean", "boundary", "guard", "index"],
}
