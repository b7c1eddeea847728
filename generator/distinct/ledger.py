"""The ledger: every exported item's fingerprints, edition, status and ids, in embedded SQLite.

One file (``corpus_out/ledger.sqlite`` by default), no server. Every write runs in one
``BEGIN IMMEDIATE ... COMMIT`` transaction with ``synchronous=FULL``: a crash or an exception in the
middle of a write rolls back to the last commit, so nothing committed is ever lost and nothing
half-written is ever seen.

Tables: ``meta`` (schema version, fingerprint config key), ``editions`` (edition, status, order of
recording), ``secrets`` (edition, its secret), ``items`` (edition, item id, seed path, status),
``variants`` (edition, item id, role,
snippet id, exact hash, shingles as little-endian uint64 array, tree size). MinHash signatures are
not stored: they are recomputed from the shingles when entries are read.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import numpy as np

from core.errors import InputFileError, UsageError
from core.paths import CORPUS_OUT
from generator.distinct.fingerprint import Fingerprint
from generator.distinct.normalize import DEFAULT_CONFIG, FingerprintConfig

Status = Literal["live", "retired"]
STATUSES: tuple[str, ...] = ("live", "retired")
SCHEMA_VERSION = "1"
DEFAULT_LEDGER = CORPUS_OUT / "ledger.sqlite"
SEED_SEPARATOR = ";"  # an item spending two seeds (a transplanted disguise) records "planted;host"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS editions (
    edition TEXT PRIMARY KEY,
    status TEXT NOT NULL CHECK (status IN ('live', 'retired')),
    seq INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS items (
    edition TEXT NOT NULL REFERENCES editions(edition),
    item_id TEXT NOT NULL,
    seed_path TEXT NOT NULL,
    status TEXT NOT NULL CHECK (status IN ('live', 'retired')),
    PRIMARY KEY (edition, item_id)
);
CREATE TABLE IF NOT EXISTS variants (
    edition TEXT NOT NULL,
    item_id TEXT NOT NULL,
    role TEXT NOT NULL,
    snippet_id TEXT NOT NULL,
    exact TEXT NOT NULL,
    shingles BLOB NOT NULL,
    size INTEGER NOT NULL,
    PRIMARY KEY (edition, item_id, role),
    FOREIGN KEY (edition, item_id) REFERENCES items(edition, item_id)
);
CREATE TABLE IF NOT EXISTS secrets (edition TEXT PRIMARY KEY, secret TEXT NOT NULL);
"""


@dataclass(frozen=True)
class LedgerVariant:
    """One snippet of an item as the ledger keeps it."""

    role: str
    snippet_id: str
    fingerprint: Fingerprint


@dataclass(frozen=True)
class LedgerItem:
    """An item to record (or read back): ids, seed path and the fingerprint of each variant."""

    item_id: str
    seed_path: str
    variants: tuple[LedgerVariant, ...]

    @property
    def seeds(self) -> tuple[str, ...]:
        """Every seed the item spent (the planted seed first); none may come back."""
        return tuple(p for p in self.seed_path.split(SEED_SEPARATOR) if p)

    @classmethod
    def from_code(
        cls,
        item_id: str,
        seed_path: str,
        variants: Sequence[tuple[str, str, str]],
        config: FingerprintConfig = DEFAULT_CONFIG,
    ) -> LedgerItem:
        """Build from ``(role, snippet_id, code)`` triples (code: the snippet text)."""
        return cls(
            item_id=item_id,
            seed_path=seed_path,
            variants=tuple(
                LedgerVariant(role, sid, Fingerprint.of_source(code, config=config)) for role, sid, code in variants
            ),
        )


@dataclass(frozen=True)
class LedgerEntry:
    """An item read back from the ledger, with its edition and status."""

    edition: str
    status: str
    item: LedgerItem


def _pack(shingles: frozenset[int]) -> bytes:
    return np.array(sorted(shingles), dtype="<u8").tobytes()


def _unpack(blob: bytes) -> frozenset[int]:
    return frozenset(int(x) for x in np.frombuffer(blob, dtype="<u8"))


class Ledger:
    """An embedded SQLite ledger at ``path`` (created on first use unless ``create=False``)."""

    def __init__(
        self, path: str | Path = DEFAULT_LEDGER, *, config: FingerprintConfig = DEFAULT_CONFIG, create: bool = True
    ) -> None:
        self.path = Path(path)
        self.config = config
        if not self.path.exists():
            if not create:
                raise InputFileError(f"{self.path}: no ledger at this path; check --ledger or record an edition first")
            self.path.parent.mkdir(parents=True, exist_ok=True)
        with self._connect() as conn:
            self._init(conn)

    # -- connection and transactions -------------------------------------------------------

    @contextlib.contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        try:
            conn = sqlite3.connect(self.path, isolation_level=None, timeout=30.0)
        except sqlite3.Error as exc:
            raise InputFileError(f"{self.path}: cannot open ledger: {exc}") from None
        try:
            conn.execute("PRAGMA synchronous=FULL")
            conn.execute("PRAGMA foreign_keys=ON")
            yield conn
        except sqlite3.DatabaseError as exc:
            raise InputFileError(f"{self.path}: not a usable ledger ({exc}); pass another --ledger path") from None
        finally:
            conn.close()

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._connect() as conn:
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")

    def _init(self, conn: sqlite3.Connection) -> None:
        conn.executescript(_SCHEMA)  # idempotent: CREATE TABLE IF NOT EXISTS
        conn.execute("BEGIN IMMEDIATE")
        try:
            meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
            if not meta:
                conn.executemany(
                    "INSERT INTO meta (key, value) VALUES (?, ?)",
                    [("schema", SCHEMA_VERSION), ("fingerprint_config", self.config.key)],
                )
            conn.execute("COMMIT")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        if meta.get("schema", SCHEMA_VERSION) != SCHEMA_VERSION:
            raise InputFileError(f"{self.path}: ledger schema {meta['schema']}, this redpen reads {SCHEMA_VERSION}")
        if meta and meta.get("fingerprint_config") != self.config.key:
            raise InputFileError(
                f"{self.path}: fingerprints were recorded with another fingerprint config "
                f"({meta.get('fingerprint_config')}, this run uses {self.config.key}); use the same config"
            )

    # -- writes ------------------------------------------------------------------------------

    def record_edition(self, edition: str, items: Sequence[LedgerItem], status: str = "live") -> None:
        """Record ``items`` as edition ``edition`` in one transaction.

        Re-recording a live edition replaces its items; a retired edition is immutable.
        """
        with self._transaction() as conn:
            self._record(conn, edition, items, status)

    def begin_publish(self, edition: str, items: Sequence[LedgerItem], staging: str, digest: str) -> None:
        """Record the edition (reserving its seeds) and note a pending publish of ``staging`` with
        content ``digest``, in one transaction: the decision to publish."""
        with self._transaction() as conn:
            self._record(conn, edition, items, "live")
            conn.execute(
                "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
                (f"publishing:{edition}", f"{staging}\t{digest}"),
            )

    def finish_publish(self, edition: str, digest: str) -> None:
        """The staging folder is in place: clear the pending note, keep the published digest."""
        with self._transaction() as conn:
            conn.execute("DELETE FROM meta WHERE key = ?", (f"publishing:{edition}",))
            conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (f"digest:{edition}", digest))

    def pending_publishes(self) -> list[tuple[str, str, str]]:
        """(edition, staging folder name, digest) of every publish decided but not completed."""
        with self._connect() as conn:
            rows = conn.execute("SELECT key, value FROM meta WHERE key LIKE 'publishing:%' ORDER BY key").fetchall()
        found = []
        for key, value in rows:
            staging, _, digest = str(value).partition("\t")
            found.append((str(key).split(":", 1)[1], staging, digest))
        return found

    def _record(self, conn: sqlite3.Connection, edition: str, items: Sequence[LedgerItem], status: str) -> None:
        if status not in STATUSES:
            raise UsageError(f"ledger status {status!r}: use one of {', '.join(STATUSES)}")
        if not edition:
            raise UsageError("ledger edition name is empty")
        row = conn.execute("SELECT status FROM editions WHERE edition = ?", (edition,)).fetchone()
        if row is not None and row[0] == "retired":
            raise UsageError(f"edition {edition} is retired in {self.path}; retired editions cannot be re-recorded")
        conn.execute("DELETE FROM variants WHERE edition = ?", (edition,))
        conn.execute("DELETE FROM items WHERE edition = ?", (edition,))
        if row is None:
            (seq,) = conn.execute("SELECT COALESCE(MAX(seq), 0) + 1 FROM editions").fetchone()
            conn.execute("INSERT INTO editions (edition, status, seq) VALUES (?, ?, ?)", (edition, status, seq))
        else:
            conn.execute("UPDATE editions SET status = ? WHERE edition = ?", (status, edition))
        for item in items:
            try:
                conn.execute(
                    "INSERT INTO items (edition, item_id, seed_path, status) VALUES (?, ?, ?, ?)",
                    (edition, item.item_id, item.seed_path, status),
                )
            except sqlite3.IntegrityError:
                raise UsageError(f"item {item.item_id} appears twice in edition {edition}") from None
            conn.executemany(
                "INSERT INTO variants (edition, item_id, role, snippet_id, exact, shingles, size) VALUES (?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        edition,
                        item.item_id,
                        v.role,
                        v.snippet_id,
                        v.fingerprint.exact,
                        _pack(v.fingerprint.shingles),
                        v.fingerprint.size,
                    )
                    for v in item.variants
                ],
            )

    def keep_secret(self, edition: str, secret: str) -> None:
        """Keep an edition's secret (made at its first build; a rebuild given another replaces it)."""
        with self._transaction() as conn:
            conn.execute(
                "INSERT INTO secrets (edition, secret) VALUES (?, ?) "
                "ON CONFLICT (edition) DO UPDATE SET secret = excluded.secret",
                (edition, secret),
            )

    def secret(self, edition: str) -> str | None:
        """The secret kept for ``edition``, or None."""
        with self._connect() as conn:
            row = conn.execute("SELECT secret FROM secrets WHERE edition = ?", (edition,)).fetchone()
        return None if row is None else str(row[0])

    def retire(self, edition: str) -> None:
        """Mark an edition and all its items retired (one transaction)."""
        with self._transaction() as conn:
            if conn.execute("SELECT 1 FROM editions WHERE edition = ?", (edition,)).fetchone() is None:
                raise UsageError(
                    f"edition {edition} is not in {self.path}; known: {', '.join(self._editions(conn)) or 'none'}"
                )
            conn.execute("UPDATE editions SET status = 'retired' WHERE edition = ?", (edition,))
            conn.execute("UPDATE items SET status = 'retired' WHERE edition = ?", (edition,))

    # -- reads -------------------------------------------------------------------------------

    @staticmethod
    def _editions(conn: sqlite3.Connection) -> list[str]:
        return [r[0] for r in conn.execute("SELECT edition FROM editions ORDER BY seq")]

    def editions(self) -> list[str]:
        """Recorded editions, oldest first."""
        with self._connect() as conn:
            return self._editions(conn)

    def status(self, edition: str) -> str | None:
        """``live``, ``retired``, or None for an edition the ledger does not know."""
        with self._connect() as conn:
            row = conn.execute("SELECT status FROM editions WHERE edition = ?", (edition,)).fetchone()
        return None if row is None else str(row[0])

    def entries(self, exclude_edition: str | None = None) -> list[LedgerEntry]:
        """Every recorded item (editions oldest first, items in recording order)."""
        with self._connect() as conn:
            items = conn.execute(
                "SELECT i.edition, i.item_id, i.seed_path, i.status FROM items i JOIN editions e USING (edition)"
                " WHERE i.edition IS NOT ? ORDER BY e.seq, i.rowid",
                (exclude_edition,),
            ).fetchall()
            variants: dict[tuple[str, str], list[LedgerVariant]] = {}
            for edition, item_id, role, snippet_id, exact, blob, size in conn.execute(
                "SELECT edition, item_id, role, snippet_id, exact, shingles, size FROM variants WHERE edition IS NOT ? ORDER BY rowid",
                (exclude_edition,),
            ):
                fp = Fingerprint.from_parts(exact, _unpack(blob), self.config.num_perm, size=size)
                variants.setdefault((edition, item_id), []).append(LedgerVariant(role, snippet_id, fp))
        return [
            LedgerEntry(edition, status, LedgerItem(item_id, seed_path, tuple(variants.get((edition, item_id), ()))))
            for edition, item_id, seed_path, status in items
        ]
