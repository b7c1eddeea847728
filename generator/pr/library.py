"""The PR track's module library: every module seed below a folder (``module_seeds/``, the shipped
library, or ``redpen build --modules DIR``), read as texts keyed like seeds.

A module is keyed relative to the library folder's parent (``core.paths.seed_key``:
``module_seeds/<domain>/<name>.py`` wherever the checkout is), so the edition's choices, its ids
and the ledger do not depend on where the library lies. A module that cannot make an item (it
does not parse, no function can be gated) is one note line naming the file and the reason, and
the others go on; a module an earlier edition spent (the ledger's seeds) is left out the same way.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from core.errors import RedpenError
from core.paths import seed_key
from core.seeds import read_source
from generator.pr.module import discover_modules, parse_module_seed


@dataclass(frozen=True)
class ModuleText:
    """One module seed as a build's work unit carries it: its key and its text (picklable)."""

    key: str
    text: str
    domain: str

    @property
    def ref(self) -> tuple[str, str]:
        """What ``generator.pr.item.make_pr`` takes."""
        return (self.key, self.text)


@dataclass(frozen=True)
class ModuleLibrary:
    modules: tuple[ModuleText, ...]
    notes: tuple[str, ...]  # one line per module left out (file and reason)
    total: int


def read_library(root: str | Path, *, spent: Iterable[str] = ()) -> ModuleLibrary:
    """Every usable module seed below ``root``, in key order."""
    used = set(spent)
    modules: list[ModuleText] = []
    notes: list[str] = []
    paths = discover_modules(root) if Path(root).is_dir() else []
    for path in paths:
        key = seed_key(path, root)
        if key in used:
            notes.append(f"{key}: used by an earlier edition")
            continue
        try:
            text = read_source(path)
            seed = parse_module_seed(text, key)
        except RedpenError as exc:
            notes.append(exc.message.splitlines()[0])
            continue
        modules.append(ModuleText(key, text, seed.domain))
    modules.sort(key=lambda m: m.key)
    return ModuleLibrary(tuple(modules), tuple(notes), len(paths))
