"""Installed distributions of this environment, put into another site-packages folder offline.

``closure`` follows the ``Requires-Dist`` of distributions (markers evaluated, no extras unless
named), as pip resolves them, through what is installed here; ``place`` copies (or links) each
distribution's files, as its RECORD lists them, so the other folder holds those distributions and
nothing else: an import that none of them declares fails there.
"""

from __future__ import annotations

import os
import shutil
from importlib import metadata
from pathlib import Path

from packaging.requirements import Requirement
from packaging.utils import canonicalize_name


def closure(requirements: list[str], extras: tuple[str, ...] = ()) -> dict[str, metadata.Distribution]:
    """The installed distributions that ``requirements`` need, transitively: {canonical name: dist}."""
    found: dict[str, metadata.Distribution] = {}
    todo: list[tuple[Requirement, tuple[str, ...]]] = [(Requirement(r), extras) for r in requirements]
    while todo:
        requirement, wanted = todo.pop()
        if requirement.marker is not None and not any(
            requirement.marker.evaluate({"extra": extra}) for extra in (*wanted, "")
        ):
            continue
        name = canonicalize_name(requirement.name)
        if name in found:
            continue
        try:
            dist = metadata.distribution(requirement.name)
        except metadata.PackageNotFoundError:
            raise AssertionError(f"{requirement} is required but not installed in this environment") from None
        found[name] = dist
        for line in dist.requires or []:
            todo.append((Requirement(line), tuple(requirement.extras)))
    return found


def place(dists: dict[str, metadata.Distribution], site: Path, *, link: bool) -> None:
    """Copy (``link=False``) or symlink each distribution's site-packages files into ``site``."""
    for dist in dists.values():
        base = Path(str(dist.locate_file("")))
        for entry in dist.files or []:
            if entry.parts and entry.parts[0] == "..":  # scripts and data outside site-packages
                continue
            source = base / entry
            if not source.is_file() or "__pycache__" in entry.parts:
                continue
            target = site / entry
            target.parent.mkdir(parents=True, exist_ok=True)
            if target.exists():
                continue
            if link:
                os.symlink(source, target)
            else:
                shutil.copy2(source, target)
