"""The one atomic writer: files and whole folders appear complete or not at all.

A file is written to a temporary sibling, flushed to disk (fsync), renamed over its target, and the
folder's entry is synced too; a folder is filled in a temporary sibling and swapped in by rename.
On any failure (or a kill) the temporary is removed and the target keeps its previous content.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path


def _fsync_dir(folder: Path) -> None:
    """Make a rename inside ``folder`` durable (a no-op where directories cannot be opened)."""
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def write_atomic(path: str | Path, data: str | bytes, *, durable: bool = True) -> None:
    """Write ``data`` (text as UTF-8, exactly as given) to ``path`` whole or not at all.

    ``durable=False`` skips the fsyncs: still all-or-nothing for readers, but a power cut may lose
    the write (for caches, whose entries are recomputed when missing)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data.encode("utf-8") if isinstance(data, str) else data)
            if durable:
                handle.flush()
                os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    if durable:
        _fsync_dir(target.parent)


def _trash_of(final: Path) -> Path:
    return final.parent / f".previous-{final.name}"


def recover(final: str | Path) -> None:
    """Undo an interrupted publish: if the new tree never arrived, put the previous one back."""
    final = Path(final)
    trash = _trash_of(final)
    if trash.exists():
        if final.exists():
            shutil.rmtree(trash)
        else:
            os.replace(trash, final)


def _fsync_tree(folder: Path) -> None:
    for path in sorted(folder.rglob("*"), reverse=True):
        if path.is_file() and not path.is_symlink():
            with open(path, "rb") as handle:
                os.fsync(handle.fileno())
        elif path.is_dir():
            _fsync_dir(path)
    _fsync_dir(folder)


@contextlib.contextmanager
def staging_dir(final: str | Path, *, keep: bool = False) -> Iterator[Path]:
    """Yield a temporary directory beside ``final``; when the block succeeds it replaces ``final``.

    ``keep=True`` starts the directory as a copy of ``final``'s current content (to add or replace
    files in an existing folder all-or-nothing). On any exception (or a kill) ``final`` keeps its
    previous content and the temporary directory is removed."""
    final = Path(final)
    final.parent.mkdir(parents=True, exist_ok=True)
    recover(final)
    tmp = Path(tempfile.mkdtemp(prefix=f".staging-{final.name}-", dir=final.parent))
    try:
        if keep and final.is_dir():
            shutil.copytree(final, tmp, symlinks=True, dirs_exist_ok=True)
        yield tmp
        _fsync_tree(tmp)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    publish(tmp, final)


def publish(tmp: Path, final: Path) -> None:
    """Swap the finished folder ``tmp`` in as ``final`` (the previous one is kept aside until the
    new one is in place, so :func:`recover` can undo a kill in between)."""
    trash = _trash_of(final)
    if final.exists():
        os.replace(final, trash)
    os.replace(tmp, final)
    _fsync_dir(final.parent)
    if trash.exists():
        shutil.rmtree(trash)
