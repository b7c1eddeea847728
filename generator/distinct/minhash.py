"""MinHash signatures and locality-sensitive hashing (LSH) by banding.

A signature is ``num_perm`` 32-bit minima of ``(a * h + b) >> 32`` (multiply-add-shift hashing on
64-bit words, fixed seeds) over a set of 64-bit shingle hashes; the share of equal positions in two
signatures estimates the Jaccard similarity of the sets. :class:`LSHIndex` cuts signatures into
``bands`` bands of ``rows`` rows; two keys are candidates when any band matches exactly. With the
default 128 = 32 x 4, a pair at Jaccard 0.6 becomes a candidate with probability 0.99, at 0.5 with
0.87, at 0.3 with 0.23 (candidates are then confirmed exactly by the caller).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

import numpy as np

DEFAULT_NUM_PERM = 128
DEFAULT_BANDS = 32
_SEED = 0x5EED_D15C


class MinHasher:
    """Computes MinHash signatures of sets of 64-bit integers."""

    def __init__(self, num_perm: int = DEFAULT_NUM_PERM, seed: int = _SEED) -> None:
        if num_perm <= 0:
            raise ValueError("num_perm must be positive")
        rng = np.random.default_rng(seed)
        self.num_perm = num_perm
        self._a = (rng.integers(0, 2**63, size=num_perm, dtype=np.uint64) << np.uint64(1)) | np.uint64(1)
        self._b = rng.integers(0, 2**63, size=num_perm, dtype=np.uint64)

    @staticmethod
    @functools.lru_cache(maxsize=8)
    def get(num_perm: int = DEFAULT_NUM_PERM) -> MinHasher:
        return MinHasher(num_perm)

    def signature(self, hashes: Iterable[int]) -> np.ndarray:
        """The uint32 signature of a set of 64-bit ints (all 0xFFFFFFFF for the empty set)."""
        values = np.fromiter(hashes, dtype=np.uint64)
        if values.size == 0:
            return np.full(self.num_perm, np.iinfo(np.uint32).max, dtype=np.uint32)
        with np.errstate(over="ignore"):
            mixed = (values[:, None] * self._a[None, :] + self._b[None, :]) >> np.uint64(32)
        return mixed.min(axis=0).astype(np.uint32)


def estimate(sig_a: np.ndarray, sig_b: np.ndarray) -> float:
    """Estimated Jaccard similarity: the share of equal signature positions."""
    return float(np.count_nonzero(sig_a == sig_b)) / len(sig_a)


class LSHIndex:
    """Banded LSH buckets over signatures: filled in bulk (``add_many(matrix)``, keys are row
    numbers) and asked with ``query_array`` (a sorted array of row keys); vectorized."""

    def __init__(self, num_perm: int = DEFAULT_NUM_PERM, bands: int = DEFAULT_BANDS) -> None:
        if num_perm % bands:
            raise ValueError(f"num_perm ({num_perm}) must be a multiple of bands ({bands})")
        self.bands = bands
        self.rows = num_perm // bands
        self._arrays: list[dict[int, np.ndarray]] = [{} for _ in range(bands)]

    def add_many(self, signatures: np.ndarray) -> None:
        """Add row ``k`` of a (n, num_perm) signature matrix under key ``k`` (vectorized)."""
        if len(signatures) == 0:
            return
        keys = self._band_hashes(signatures)  # (n, bands) uint64
        for band in range(self.bands):
            column = keys[:, band]
            order = np.argsort(column, kind="stable")
            ordered = column[order]
            starts = np.flatnonzero(np.r_[True, ordered[1:] != ordered[:-1]])
            ends = np.r_[starts[1:], len(ordered)]
            table = self._arrays[band]
            for start, end, value in zip(starts.tolist(), ends.tolist(), ordered[starts].tolist()):
                table[value] = order[start:end]

    def query_array(self, signature: np.ndarray) -> np.ndarray:
        """Sorted unique row keys (from :meth:`add_many`) sharing at least one band with ``signature``."""
        keys = self._band_hashes(signature[None, :])[0].tolist()
        hits = [bucket for band, value in enumerate(keys) if (bucket := self._arrays[band].get(value)) is not None]
        if not hits:
            return np.zeros(0, dtype=np.int64)
        return np.unique(np.concatenate(hits))

    def _band_hashes(self, signatures: np.ndarray) -> np.ndarray:
        """One 64-bit value per band: the band's rows mixed (multiply-xor), as a (n, bands) array."""
        rows = signatures.reshape(len(signatures), self.bands, self.rows).astype(np.uint64)
        h = np.zeros(rows.shape[:2], dtype=np.uint64)
        with np.errstate(over="ignore"):
            for r in range(self.rows):
                h = (h ^ rows[:, :, r]) * np.uint64(0x100000001B3) + np.uint64(r + 1)
                h ^= h >> np.uint64(29)
        return h
