"""The seeds a per-seed test checks in `make test`: a fixed stride sample of the library.

A test that checks a property of every seed (or module seed) runs on every ``stride``-th one in
the suite, from a fixed ``offset`` (tests over the same library take different offsets, so between
them they see more of it), plus the seeds it names (``keep``: those an earlier regression was
found on). The sample is the same on every run. The full scans are ``python -m bench library``
(bench/bench_library.py), which runs the same tests with ``REDPEN_FULL_SCAN=1``: every seed.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Sequence
from pathlib import Path

FULL_SCAN = os.environ.get("REDPEN_FULL_SCAN") == "1"


def sample(paths: Sequence[Path], stride: int, offset: int = 0, keep: Iterable[str] = ()) -> list[Path]:
    """Every ``stride``-th of ``paths`` from ``offset``, and those whose ``<folder>/<stem>`` is in
    ``keep``, in library order; every path under ``REDPEN_FULL_SCAN=1``."""
    if FULL_SCAN:
        return list(paths)
    named = set(keep)
    found = {f"{p.parent.name}/{p.stem}" for p in paths}
    assert named <= found, f"kept seeds not in the library: {sorted(named - found)}"
    chosen = set(paths[offset % stride :: stride])
    return [p for p in paths if p in chosen or f"{p.parent.name}/{p.stem}" in named]
