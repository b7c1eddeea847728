"""``redpen pr-proofs``: prove every candidate refactoring step of a module-seed library, alone, and
record the proofs (``generator.pr.proof_record``) so a build proves only what the record lacks.

Each module's candidate steps (those a gateable function can reach, as ``generator.pr.item``
offers them) are proven in chunks of ``CHUNK`` (one sandboxed child per chunk; CrossHair's
wall-clock safety per chunk); entries already current are kept. The record is rewritten after
every module (``core.atomic``), so an interrupted run keeps what it proved.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from core.atomic import write_atomic
from core.errors import RedpenError
from generator.pr.library import read_library
from generator.pr.module import parse_module_seed, presented_text
from generator.pr.proof import INPUTS, Variant, prove
from generator.pr.proof_record import RECORD_NAME, entry_of, module_hash, read_record, record_text, recorded_proofs
from generator.pr.steps import candidate_steps

CHUNK = 6


def _raw_modules(path: Path) -> dict[str, dict]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return dict(data["modules"])
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def write_proofs(
    root: Path,
    *,
    inputs: int = INPUTS,
    symbolic: bool = True,
    only: str = "",
    progress: Callable[[str], None] = lambda _line: None,
) -> tuple[Path, int, int]:
    """(the record's path, steps proven now, steps already current) for the library at ``root``."""
    path = root / RECORD_NAME
    record, header = read_record(path)
    if header and (header.get("inputs") != inputs or header.get("symbolic") != symbolic):
        record = {}  # another method: made again
    modules = {k: v for k, v in _raw_modules(path).items() if k in record}  # current entries, as written
    library = read_library(root)
    for note in library.notes:
        progress(f"skipped: {note}")
    proved = kept = 0
    for module in library.modules:
        if only and only not in module.key:
            continue
        try:
            seed = parse_module_seed(module.text, module.key)
        except RedpenError as exc:
            progress(f"skipped: {exc.message}")
            continue
        before = presented_text(seed.source)
        pool = [s for s in candidate_steps(before, seed.path) if seed.callers_of(s.owns())]
        entries = {module_hash(module.text): record.get(module_hash(module.text), {})}
        current = recorded_proofs(seed.source, pool, entries, inputs=inputs, symbolic=symbolic)
        steps = {s.id: entry_of(s.after, current[s.id]) for s in pool if s.id in current}
        kept += len(steps)
        todo = [s for s in pool if s.id not in current]
        for start in range(0, len(todo), CHUNK):
            chunk = todo[start : start + CHUNK]
            proofs = prove(
                seed, before, [Variant(s.id, s.after, s.owns()) for s in chunk], inputs=inputs, symbolic=symbolic
            )
            steps.update((s.id, entry_of(s.after, proofs[s.id])) for s in chunk)
            proved += len(chunk)
            progress(f"{module.key}: {min(start + CHUNK, len(todo))}/{len(todo)} steps proven")
        key = module_hash(module.text)
        modules = {k: v for k, v in modules.items() if k == key or v.get("path") != module.key}  # its old texts go
        modules[key] = {"path": module.key, "steps": dict(sorted(steps.items()))}
        write_atomic(path, record_text(modules, inputs=inputs, symbolic=symbolic))
    if not only:  # a whole run: the modules the library no longer holds go too
        held = {module_hash(m.text) for m in library.modules}
        if set(modules) - held:
            modules = {k: v for k, v in modules.items() if k in held}
            write_atomic(path, record_text(modules, inputs=inputs, symbolic=symbolic))
    return path, proved, kept
