"""Publishing an edition and keeping the output folder and the ledger in agreement.

One lock per output folder (``fcntl.flock`` on ``OUT/.redpen.lock``) serialises every command
that writes there (build, retire), so a staging folder found while holding it belongs to a dead
command. Publishing is one decision and one completion:

1. the staged edition is complete (manifests written);
2. one ledger transaction records the edition, reserves its seeds and notes the pending publish
   (staging folder name + content digest): this is the decision;
3. ``os.replace`` moves the staging folder into place: this completes it;
4. the pending note is cleared.

``reconcile`` (run by every such command before any work) finishes what a kill interrupted:
a pending publish whose staging folder is there is rolled forward, one whose folder already holds
the recorded content is closed; a folder the ledger does not know, or a ledger that is empty while
editions exist, is refused with one line (the next build would reuse seeds).
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from core.atomic import publish, recover
from core.errors import InputFileError
from generator.corpus.edition import Edition
from generator.corpus.manifest import NAME as MANIFEST
from generator.corpus.storage import require_local
from generator.distinct.ledger import Ledger, LedgerItem

LOCK_NAME = ".redpen.lock"
STAGING_PREFIX = ".staging-"


@contextlib.contextmanager
def output_lock(out_dir: Path) -> Iterator[None]:
    """Hold the output folder's lock (waits for another build or retire on the same folder; a
    folder on a network filesystem, where flock does not hold across machines, is refused)."""
    require_local(out_dir, "--out")
    out_dir.mkdir(parents=True, exist_ok=True)
    fd = os.open(out_dir / LOCK_NAME, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # releases the lock (also released by the kernel when the process dies)


def content_digest(folder: Path) -> str:
    """The digest of an edition folder: its two manifests (which hash every file)."""
    digest = hashlib.sha256()
    for part in ("live", "key"):
        manifest = folder / part / MANIFEST
        digest.update(manifest.read_bytes() if manifest.is_file() else b"-")
    return digest.hexdigest()


def editions_on_disk(out_dir: Path) -> list[str]:
    """Edition folders (``2027Q1`` with a key) directly under ``out_dir``."""
    if not out_dir.is_dir():
        return []
    found = []
    for entry in sorted(out_dir.iterdir()):
        try:
            Edition.parse(entry.name)
        except Exception:  # not an edition name
            continue
        if entry.is_dir() and (entry / "key").is_dir():
            found.append(entry.name)
    return found


def new_staging(out_dir: Path, edition: str) -> Path:
    return Path(tempfile.mkdtemp(prefix=f"{STAGING_PREFIX}{edition}-", dir=out_dir))


def reconcile(out_dir: Path, ledger: Ledger) -> list[str]:
    """Make disk and ledger agree (call while holding ``output_lock``); returns what was repaired.
    Raises InputFileError (one line) for what cannot be repaired safely."""
    repaired: list[str] = []
    for edition, staging_name, digest in ledger.pending_publishes():
        staging = out_dir / staging_name
        final = out_dir / edition
        recover(final)
        if staging.is_dir() and content_digest(staging) == digest:
            publish(staging, final)
            repaired.append(f"{edition}: finished an interrupted publish")
        elif not (final.is_dir() and content_digest(final) == digest):
            raise InputFileError(
                f"{final}: the ledger {ledger.path} records edition {edition} as being published "
                f"but its files are gone; rebuild it with redpen build --edition {edition}"
            )
        ledger.finish_publish(edition, digest)
    for edition in ledger.editions():
        if ledger.status(edition) == "live" and (out_dir / "retired" / edition / MANIFEST).is_file():
            ledger.retire(edition)  # a retire killed after publishing its folder
            repaired.append(f"{edition}: finished an interrupted retire")
    for entry in out_dir.glob(f"{STAGING_PREFIX}*") if out_dir.is_dir() else []:
        shutil.rmtree(entry, ignore_errors=True)  # we hold the lock: its build is dead
        repaired.append(f"removed {entry.name} (left by a killed build)")
    recorded = set(ledger.editions())
    on_disk = editions_on_disk(out_dir)
    if on_disk and not recorded:
        raise InputFileError(
            f"{ledger.path}: the ledger records no edition but {out_dir} holds "
            f"{', '.join(on_disk)}; restore the ledger (or pass --ledger) so seeds are not reused"
        )
    unknown = [e for e in on_disk if e not in recorded]
    if unknown:
        raise InputFileError(
            f"{out_dir / unknown[0]}: an edition folder the ledger {ledger.path} does not record; "
            f"restore the ledger or move the folder out of {out_dir}"
        )
    return repaired


def publish_recorded(
    staging: Path,
    out_dir: Path,
    edition: str,
    items: Sequence[LedgerItem],
    ledger: Ledger,
    *,
    on_step: Callable[[str], None] | None = None,
) -> None:
    """Record and publish ``staging`` as ``out_dir/edition`` (see the module docstring)."""
    step = on_step or (lambda _name: None)
    digest = content_digest(staging)
    try:
        ledger.begin_publish(edition, items, staging.name, digest)
    except Exception as exc:
        shutil.rmtree(staging, ignore_errors=True)
        message = getattr(exc, "message", str(exc))
        raise InputFileError(f"{message} (nothing was published; {out_dir / edition} is unchanged)") from None
    step("publish")
    publish(staging, out_dir / edition)
    step("record")
    ledger.finish_publish(edition, digest)
