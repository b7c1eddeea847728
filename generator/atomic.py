"""All-or-nothing output: files written through a temporary sibling, directories published by rename.

A reader (or a killed build) sees the previous version or the new one, never a half-written one.
"""
from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from pathlib import Path
from typing import Iterator


def atomic_write_text(path: str | Path, text: str) -> None:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


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


@contextlib.contextmanager
def staging_dir(final: str | Path) -> Iterator[Path]:
    """Yield an empty temporary directory beside ``final``; on success it replaces ``final``.

    On any exception (or a kill) ``final`` keeps its previous content.
    """
    final = Path(final)
    final.parent.mkdir(parents=True, exist_ok=True)
    recover(final)
    tmp = Path(tempfile.mkdtemp(prefix=f".staging-{final.name}-", dir=final.parent))
    try:
        yield tmp
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    publish(tmp, final)


def publish(tmp: Path, final: Path) -> None:
    trash = _trash_of(final)
    if final.exists():
        os.replace(final, trash)
    os.replace(tmp, final)
    if trash.exists():
        shutil.rmtree(trash)


def clean_stale_staging(parent: str | Path) -> None:
    """Remove staging directories left behind by killed builds."""
    base = Path(parent)
    if base.exists():
        for entry in base.glob(".staging-*"):
            shutil.rmtree(entry, ignore_errors=True)
