"""PR items for a list of module seeds: a module that cannot make one (it does not parse, has no
function that can be gated, offers fewer than three provable refactorings, no fault fits) is one
line in the notes, and the others go on."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from core.errors import RedpenError
from generator.disguise.domains import known_domains
from generator.pr.item import PRItem, make_pr
from generator.pr.proof import INPUTS


def module_salt(salt: str, module: str) -> str:
    """The salt of one module's item: the edition's salt and the module's domain folder and name."""
    path = Path(module)
    return f"{salt}:{path.parent.name}/{path.name}"


def make_prs(
    modules: Sequence[str],
    salt: str,
    *,
    inputs: int = INPUTS,
    symbolic: bool = True,
    progress: Callable[[str], None] = lambda _line: None,
) -> tuple[list[PRItem], list[str]]:
    """(the items made, one note line per module or step left out), in the modules' order."""
    domains = known_domains()
    items: list[PRItem] = []
    notes: list[str] = []
    for module in modules:
        try:
            item = make_pr(
                module, domains, module_salt(salt, module), inputs=inputs, symbolic=symbolic, progress=progress
            )
        except RedpenError as exc:
            notes.append(exc.message.splitlines()[0])
            continue
        items.append(item)
        notes.extend(item.notes)
    return items, notes
