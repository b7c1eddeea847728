"""Text similarity without understanding: word bags of docstrings and identifier parts, line
diffs, and in-order word overlap (longest common subsequence)."""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence


def text_ratio(a: str, b: str) -> float:
    return difflib.SequenceMatcher(None, a.splitlines(), b.splitlines(), autojunk=False).ratio()


def changed_lines(code: str, twin: str) -> list[int]:
    """1-based lines of ``code`` that differ from ``twin`` (a deletion names the line after it)."""
    a, b = code.splitlines(), twin.splitlines()
    lines: set[int] = set()
    for tag, i1, i2, _, _ in difflib.SequenceMatcher(None, a, b, autojunk=False).get_opcodes():
        if tag in ("replace", "delete"):
            lines.update(range(i1 + 1, i2 + 1))
        elif tag == "insert":
            lines.add(min(i1 + 1, len(a)))
    return sorted(lines)


def _shape(line: str) -> str:
    return re.sub(r"[A-Za-z_][A-Za-z0-9_]*", "n", line.strip())


def map_lines(lines: Sequence[int], source: str, target: str) -> list[int]:
    """Lines of ``source`` carried to ``target`` by aligning the two texts' line shapes (names
    blanked), for a snippet whose names were all changed."""
    a = [_shape(x) for x in source.splitlines()]
    b = [_shape(x) for x in target.splitlines()]
    mapped: set[int] = set()
    blocks = difflib.SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks()
    for line in lines:
        for block in blocks:
            if block.a <= line - 1 < block.a + block.size:
                mapped.add(block.b + line - block.a)
                break
    return sorted(mapped)


def lcs_share(a: Sequence[str], b: Sequence[str]) -> float:
    """Share of ``a``'s words that appear in the same order in ``b`` (LCS length / len(a))."""
    if not a:
        return 0.0
    previous = [0] * (len(b) + 1)
    for x in a:
        current = [0] * (len(b) + 1)
        for j, y in enumerate(b, 1):
            current[j] = previous[j - 1] + 1 if x == y else max(previous[j], current[j - 1])
        previous = current
    return previous[-1] / len(a)
