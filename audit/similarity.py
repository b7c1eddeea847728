"""Text similarity without understanding: word bags of docstrings and identifier parts, line
diffs, and in-order word overlap (longest common subsequence)."""
from __future__ import annotations

import difflib
import functools
import math
import re
from collections import Counter
from typing import Sequence

from .features import docstring_of, identifiers, words

_CAMEL = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])|\d+")


def name_parts(code: str) -> list[str]:
    parts: list[str] = []
    for name in identifiers(code):
        for piece in name.split("_"):
            parts.extend(p.lower() for p in _CAMEL.findall(piece))
    return parts


@functools.lru_cache(maxsize=4096)
def bag(code: str) -> Counter:
    """Docstring words and identifier parts of a snippet."""
    return Counter(words(docstring_of(code))) + Counter(name_parts(code))


def cosine(a: Counter, b: Counter) -> float:
    if not a or not b:
        return 0.0
    dot = sum(v * b.get(k, 0) for k, v in a.items())
    return dot / (math.sqrt(sum(v * v for v in a.values())) * math.sqrt(sum(v * v for v in b.values())))


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
