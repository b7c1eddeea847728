"""Games: check a Sudoku grid for conflicts and fill the cells that have a single candidate."""
from hypothesis import strategies as st


def box_of(row: int, column: int) -> int:
    """The 0-based index (0..8) of the 3x3 box that holds the cell at 0-based
    row and column (each 0..8): boxes are numbered left to right, then top to
    bottom, so box 4 is the centre one.

    >>> box_of(0, 0), box_of(4, 4), box_of(8, 3)
    (0, 4, 7)
    """
    return row // 3 * 3 + column // 3


def box_cells(box: int) -> list[tuple[int, int]]:
    """The nine (row, column) cells of box 0..8 (numbered as box_of does), row
    by row, left to right within a row.

    >>> box_cells(5)[:4]
    [(3, 6), (3, 7), (3, 8), (4, 6)]
    """
    top, left = box // 3 * 3, box % 3 * 3
    return [(top + r, left + c) for r in range(3) for c in range(3)]


def peers_of(row: int, column: int) -> list[tuple[int, int]]:
    """The 20 other cells that share the cell's row, its column or its box
    (box_cells of box_of), each once, in row-major order; the cell itself is
    not one of its peers.

    >>> len(peers_of(4, 4)), peers_of(0, 0)[:3]
    (20, [(0, 1), (0, 2), (0, 3)])
    """
    cells = {(row, c) for c in range(9)} | {(r, column) for r in range(9)}
    cells |= set(box_cells(box_of(row, column)))
    cells.discard((row, column))
    return sorted(cells)


def seen_digits(grid: list[list[int]], row: int, column: int) -> set[int]:
    """The digits 1..9 placed in the peers_of the cell, in a 9x9 grid of rows
    where 0 marks an empty cell (0 is never included); the cell's own digit
    counts only when a peer holds it too.

    >>> seen_digits([[0] * 9 for _ in range(9)], 3, 3)
    set()
    """
    digits = {grid[r][c] for r, c in peers_of(row, column)}
    digits.discard(0)
    return digits


def candidates(grid: list[list[int]], row: int, column: int) -> list[int]:
    """The digits, increasing, that may go in the empty cell at (row, column):
    1..9 less its seen_digits. A filled cell has no candidates ([]), even
    when its digit conflicts with a peer.

    >>> candidates([[0] * 9 for _ in range(9)], 0, 0)
    [1, 2, 3, 4, 5, 6, 7, 8, 9]
    """
    if grid[row][column]:
        return []
    seen = seen_digits(grid, row, column)
    return [digit for digit in range(1, 10) if digit not in seen]


def conflicts(grid: list[list[int]]) -> list[tuple[int, int]]:
    """The filled cells whose digit a peer also holds, as (row, column) in
    row-major order (both cells of a clashing pair are listed); [] for a
    consistent grid, an empty one included."""
    found = []
    for row in range(9):
        for column in range(9):
            digit = grid[row][column]
            if digit and digit in seen_digits(grid, row, column):
                found.append((row, column))
    return found


def empty_cells(grid: list[list[int]]) -> list[tuple[int, int]]:
    """The (row, column) of every empty cell (0) of the grid, in row-major
    order; a full grid gives []."""
    return [(row, column) for row in range(9) for column in range(9) if grid[row][column] == 0]


def fill_singles(grid: list[list[int]]) -> tuple[list[list[int]], int]:
    """(filled, placed): a copy of grid in which each empty cell with exactly
    one candidate gets that digit. The empty cells are scanned in row-major
    order and each digit is placed at once, so later cells of the same scan
    see it; scans repeat until one places nothing. placed counts the digits
    placed. The grid passed in is not changed."""
    filled = [list(line) for line in grid]
    placed = 0
    progress = True
    while progress:
        progress = False
        for row, column in empty_cells(filled):
            options = candidates(filled, row, column)
            if len(options) == 1:
                filled[row][column] = options[0]
                placed += 1
                progress = True
    return filled, placed


def solve_report(grid: list[list[int]]) -> dict[str, int | bool]:
    """The grid checked and filled: "conflicts", the number of conflicting
    cells (conflicts); "filled", the digits fill_singles places, 0 when
    there is any conflict (a conflicting grid is not filled); "empty", the
    empty cells left after that; "solved", whether no cell is left empty and
    no cell conflicts."""
    clashes = len(conflicts(grid))
    filled, placed = (grid, 0) if clashes else fill_singles(grid)
    left = len(empty_cells(filled))
    return {"conflicts": clashes, "filled": placed, "empty": left, "solved": left == 0 and clashes == 0}


def clean_solve_report(grid: list[list[int]]) -> dict[str, int | bool]:
    cells = [row[:] for row in grid]

    def others(r: int, c: int) -> list[int]:
        br, bc = r - r % 3, c - c % 3
        out = [cells[r][k] for k in range(9) if k != c]
        out += [cells[k][c] for k in range(9) if k != r]
        out += [cells[i][j] for i in range(br, br + 3) for j in range(bc, bc + 3) if i != r and j != c]
        return out

    bad = sum(1 for r in range(9) for c in range(9) if cells[r][c] and cells[r][c] in others(r, c))
    placed = 0
    changed = not bad
    while changed:
        changed = False
        for r in range(9):
            for c in range(9):
                if cells[r][c] == 0:
                    free = set(range(1, 10)) - set(others(r, c))
                    if len(free) == 1:
                        cells[r][c] = free.pop()
                        placed += 1
                        changed = True
    holes = sum(row.count(0) for row in cells)
    return {"conflicts": bad, "filled": placed, "empty": holes, "solved": holes == 0 and bad == 0}


_GRID = st.builds(
    lambda digits, blanks, wrong: [
        [
            wrong[2] if wrong is not None and (r, c) == wrong[:2] else 0 if r * 9 + c in blanks
            else digits[(r * 3 + r // 3 + c) % 9]
            for c in range(9)
        ]
        for r in range(9)
    ],
    st.permutations(range(1, 10)),
    st.one_of(st.sets(st.integers(0, 80), max_size=81), st.sets(st.integers(0, 80), min_size=45, max_size=64)),
    st.one_of(st.none(), st.none(), st.tuples(st.integers(0, 8), st.integers(0, 8), st.integers(0, 9))),
)
_INDEX = st.integers(0, 8)

STRATEGIES = {
    "box_of": {"row": _INDEX, "column": _INDEX},
    "box_cells": {"box": _INDEX},
    "peers_of": {"row": _INDEX, "column": _INDEX},
    "seen_digits": {"grid": _GRID, "row": _INDEX, "column": _INDEX},
    "candidates": {"grid": _GRID, "row": _INDEX, "column": _INDEX},
    "conflicts": {"grid": _GRID},
    "empty_cells": {"grid": _GRID},
    "fill_singles": {"grid": _GRID},
    "solve_report": {"grid": _GRID},
}
SEED = {
    "domain": "games",
    "keywords": ["sudoku", "candidate", "naked single", "box", "conflict"],
    "tags": ["grid", "0-based", "integer-division", "fixpoint", "copy"],
    "kind": "module",
}
