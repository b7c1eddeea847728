"""MANIFEST.sha256 files: ``<sha256>  <relative path>`` for every file below a folder."""

from __future__ import annotations

import hashlib
from pathlib import Path

NAME = "MANIFEST.sha256"


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def build_manifest(folder: Path) -> str:
    lines = []
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and p.name != NAME):
        lines.append(f"{_digest(path)}  {path.relative_to(folder).as_posix()}\n")
    return "".join(lines)


def write_manifest(folder: Path) -> None:
    (folder / NAME).write_text(build_manifest(folder), encoding="utf-8")


def with_entry(folder: Path, rel: str, data: bytes) -> str:
    """The text of ``folder``'s manifest with the line of ``rel`` set to the digest of ``data`` (the
    other lines as they are: a file added after the build, e.g. ``key/adjudications.jsonl``)."""
    text = (folder / NAME).read_text(encoding="utf-8")
    lines = [line for line in text.splitlines() if line.partition("  ")[2] != rel]
    lines.append(f"{hashlib.sha256(data).hexdigest()}  {rel}")
    return "".join(f"{line}\n" for line in sorted(lines, key=lambda line: line.partition("  ")[2]))


def check_manifest(folder: Path) -> list[str]:
    """Problems found (empty when every listed file matches and nothing is unlisted)."""
    manifest = folder / NAME
    if not manifest.exists():
        return [f"{manifest}: missing"]
    problems = []
    listed: dict[str, str] = {}
    for number, line in enumerate(manifest.read_text(encoding="utf-8").splitlines(), 1):
        digest, sep, rel = line.partition("  ")
        if not sep or len(digest) != 64:
            problems.append(f"{manifest}:{number}: malformed line")
            continue
        listed[rel] = digest
    for rel, digest in listed.items():
        path = folder / rel
        if not path.is_file():
            problems.append(f"{path}: listed in {NAME} but missing")
        elif _digest(path) != digest:
            problems.append(f"{path}: content does not match {NAME}")
    for path in sorted(p for p in folder.rglob("*") if p.is_file() and p.name != NAME):
        if path.relative_to(folder).as_posix() not in listed:
            problems.append(f"{path}: not listed in {NAME}")
    return problems
