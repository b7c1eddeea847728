"""The shingles of a normalized tree: 64-bit hashes of its small subtrees and label paths.

Depth-2 and depth-3 subtrees and 3- and 4-node parent-child label paths, each occurrence numbered
so repeats count (a bag); stable across processes (blake2b labels, splitmix64 mixing) and memoized.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable

from generator.distinct.normalize import NTree

MASK64 = (1 << 64) - 1


def _stable64(text: str) -> int:
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "little")


_LABEL_HASH: dict[str, int] = {}


def _label_hash(label: str) -> int:
    h = _LABEL_HASH.get(label)
    if h is None:
        if len(_LABEL_HASH) > 200_000:
            _LABEL_HASH.clear()
        h = _LABEL_HASH[label] = _stable64(label)
    return h


def _mix(h: int) -> int:
    """splitmix64 finalizer: spreads the bits of a combined value."""
    h = (h ^ (h >> 30)) * 0xBF58476D1CE4E5B9 & MASK64
    h = (h ^ (h >> 27)) * 0x94D049BB133111EB & MASK64
    return h ^ (h >> 31)


def _combine(parts: Iterable[int], salt: int) -> int:
    h = salt
    for p in parts:
        h = (h * 0x100000001B3 + p) & MASK64
    return _mix(h)


_SALT_SUB2, _SALT_SUB3, _SALT_PATH3, _SALT_PATH4, _SALT_BAG = 0x51, 0x52, 0x53, 0x54, 0x55


_SHINGLE_CACHE: dict[tuple[int, ...], int] = {}


def _cached_combine(key: tuple[int, ...]) -> int:
    """``_combine(key[1:], salt=key[0])``, memoized: label paths and small subtrees recur a lot."""
    h = _SHINGLE_CACHE.get(key)
    if h is None:
        if len(_SHINGLE_CACHE) > 500_000:
            _SHINGLE_CACHE.clear()
        h = _SHINGLE_CACHE[key] = _combine(key[1:], key[0])
    return h


def shingle_bag(root: NTree) -> list[int]:
    """Bag of subtree and path shingles, each occurrence numbered so repeats count."""
    raw: list[int] = []
    emit = raw.append

    def visit(node: NTree, a1: int, a2: int, a3: int, depth: int) -> tuple[int, int]:
        """Return (depth-1 hash, depth-2 hash) of node; emit its shingles. a1 = parent label hash."""
        lh = _label_hash(node.label)
        if node.children:
            below = [visit(c, lh, a1, a2, depth + 1) for c in node.children]
            h2 = _cached_combine((_SALT_SUB2, lh, *[b[0] for b in below]))
            emit(h2)
            emit(_cached_combine((_SALT_SUB3, lh, *[b[1] for b in below])))
        else:
            h2 = lh
        if depth >= 2:
            emit(_cached_combine((_SALT_PATH3, a2, a1, lh)))
        if depth >= 3:
            emit(_cached_combine((_SALT_PATH4, a3, a2, a1, lh)))
        return lh, h2

    visit(root, 0, 0, 0, 0)
    seen: dict[int, int] = {}
    out: list[int] = []
    for h in raw:
        k = seen.get(h, 0)
        seen[h] = k + 1
        out.append(h if k == 0 else _mix(h ^ (k * 0x9E3779B97F4A7C15 & MASK64) ^ _SALT_BAG))
    return out
