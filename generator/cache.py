"""A content-addressed result cache: a rerun redoes only what changed.

Keys are content hashes of everything a result depends on (seed text, mutant text, disguise key,
and a fingerprint of the toolkit's own code), so a stale entry can never be read back.
"""

from __future__ import annotations

import functools
import hashlib
import pickle
from pathlib import Path
from typing import Any

from core.atomic import write_atomic
from core.paths import DATA, ROOT

_CODE_DIRS = ("core", "generator", "operators", "killability", "templates")


@functools.lru_cache(maxsize=1)
def toolkit_fingerprint() -> str:
    """Hash of the toolkit's code and templates: a code change invalidates every cached verdict."""
    digest = hashlib.sha256()
    for folder in _CODE_DIRS:
        base = DATA if folder == "templates" else ROOT  # an installed wheel keeps templates/ in redpen/data/
        for path in sorted((base / folder).rglob("*")):
            if (
                path.is_file()
                and path.suffix in {".py", ".j2", ".toml", ".json", ".txt", ".md"}
                and "__pycache__" not in path.parts
            ):
                digest.update(str(path.relative_to(base)).encode())
                digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


class ResultCache:
    """Pickled results under ``<root>/<kind>/<key[:2]>/<key>.pkl``; writes are atomic."""

    def __init__(self, root: str | Path | None) -> None:
        self.root = Path(root) if root is not None else None
        self.hits = 0
        self.misses = 0

    def _path(self, kind: str, key: str) -> Path:
        assert self.root is not None
        return self.root / kind / key[:2] / f"{key}.pkl"

    def get(self, kind: str, key: str, expect: type | tuple[type, ...] = object) -> Any | None:
        """The cached value, or None (a miss) when there is none or it does not load as an
        ``expect`` instance (random bytes, a truncated file, a pickle of another type)."""
        if self.root is None:
            self.misses += 1
            return None
        path = self._path(kind, key)
        try:
            with path.open("rb") as handle:
                value = pickle.load(handle)
        except (OSError, MemoryError, RecursionError, Exception):  # any broken entry is a miss
            value = None
        if value is None or not isinstance(value, expect):
            self.misses += 1
            return None
        self.hits += 1
        return value

    def put(self, kind: str, key: str, value: Any) -> None:
        if self.root is None:
            return
        # all-or-nothing for readers (a unique temporary renamed over the content-addressed name, so
        # concurrent writers, on one machine or several sharing the folder, write the same bytes and
        # the last rename wins); not fsynced: a lost entry is only recomputed. A folder a worker cannot
        # write (a cluster worker without the shared cache) is a cache that misses, not an error.
        try:
            write_atomic(self._path(kind, key), pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL), durable=False)
        except OSError:
            pass
