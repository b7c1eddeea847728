"""The units a distinctness check reads: a snippet (:class:`Unit`), and the readers that make
them from Python files, an edition folder (``key/answers.jsonl``) or a list of paths."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from core.errors import InputFileError, RedpenError, UsageError
from generator.distinct.fingerprint import (
    function_names,
)

ROLES: tuple[str, ...] = ("original", "disguised", "fixed", "clean")
PROBE_ROLE = "fixed"
COMPARED_ROLES: tuple[str, ...] = ("fixed", "clean", "disguised")


@dataclass(frozen=True)
class Unit:
    """One snippet to check: ``code`` holds ``function`` (default: its first top-level function)."""

    unit_id: str
    item_id: str
    role: str
    code: str
    function: str | None = None

    @classmethod
    def coerce(cls, unit: Unit | Sequence[str | None]) -> Unit:
        if isinstance(unit, Unit):
            return unit
        if isinstance(unit, Sequence) and not isinstance(unit, str) and len(unit) in (4, 5):
            unit_id, item_id, role, code, *rest = unit
            function = rest[0] if rest else None
            if (
                isinstance(unit_id, str)
                and isinstance(item_id, str)
                and isinstance(role, str)
                and isinstance(code, str)
            ):
                return cls(unit_id, item_id, role, code, function)
        raise UsageError(f"a unit is (unit_id, item_id, role, code[, function]); got {unit!r:.80}")


def units_from_python(path: Path) -> list[Unit]:
    """Every top-level function of a Python file, each its own item (role ``fixed``)."""
    try:
        code = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise InputFileError(f"{path}: cannot read ({exc.strerror})") from None
    try:
        names = function_names(code)
    except RedpenError as exc:
        raise InputFileError(f"{path}: {exc.message}") from None
    return [Unit(f"{path}::{name}", f"{path}::{name}", PROBE_ROLE, code, name) for name in names]


def _read_jsonl(path: Path) -> list[dict[str, object]]:
    records = []
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except OSError as exc:
        raise InputFileError(f"{path}: cannot read ({exc.strerror})") from None
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputFileError(f"{path}:{number}: not JSON ({exc.msg}); each line must be one JSON object") from None
        if not isinstance(record, dict):
            raise InputFileError(f"{path}:{number}: expected a JSON object")
        records.append(record)
    return records


def is_edition_dir(path: Path) -> bool:
    return path.is_dir() and ((path / "key" / "items.jsonl").exists() or (path / "key" / "answers.jsonl").exists())


def units_from_edition(folder: Path) -> list[Unit]:
    """The four variants of every item of an exported edition (``corpus_out/<edition>/``).

    Item membership and roles come from ``key/items.jsonl`` (or ``key/answers.jsonl``); code from
    ``live/snippets.jsonl``, else ``key/items/<item_id>/<variant>.py``.
    """
    key = folder / "key"
    codes: dict[str, str] = {}
    snippets = folder / "live" / "snippets.jsonl"
    if snippets.exists():
        for record in _read_jsonl(snippets):
            codes[str(record.get("snippet_id"))] = str(record.get("code", ""))
    rows: list[tuple[str, str, str, str | None]] = []  # snippet_id, item_id, role, function
    if (key / "items.jsonl").exists():
        for number, record in enumerate(_read_jsonl(key / "items.jsonl"), 1):
            variants = record.get("variants")
            functions = record.get("functions") or {}
            if not isinstance(variants, dict) or "item_id" not in record:
                raise InputFileError(f"{key / 'items.jsonl'}:{number}: needs item_id and a variants object")
            for role, sid in variants.items():
                function = functions.get(role) if isinstance(functions, dict) else None
                rows.append((str(sid), str(record["item_id"]), str(role), function))
    else:
        for number, record in enumerate(_read_jsonl(key / "answers.jsonl"), 1):
            if not {"snippet_id", "item_id", "variant"} <= record.keys():
                raise InputFileError(f"{key / 'answers.jsonl'}:{number}: needs snippet_id, item_id and variant")
            rows.append((str(record["snippet_id"]), str(record["item_id"]), str(record["variant"]), None))
    units = []
    for sid, item_id, role, function in rows:
        code = codes.get(sid)
        if code is None:
            fallback = key / "items" / item_id / f"{role}.py"
            if not fallback.exists():
                raise InputFileError(
                    f"{folder}: no code for snippet {sid} (item {item_id}, {role}) in live/snippets.jsonl or {fallback}"
                )
            code = fallback.read_text(encoding="utf-8")
        units.append(Unit(sid, item_id, role, code, function))
    return units


def units_from_paths(paths: Sequence[str | Path]) -> list[Unit]:
    """Units of Python files, folders of Python files (recursively) and edition folders, in order."""
    units: list[Unit] = []
    for raw in paths:
        path = Path(raw)
        if is_edition_dir(path):
            units.extend(units_from_edition(path))
        elif path.is_dir():
            files = sorted(p for p in path.rglob("*.py") if not any(part.startswith(".") for part in p.parts))
            for file in files:
                units.extend(units_from_python(file))
        elif path.is_file():
            units.extend(units_from_python(path))
        else:
            raise InputFileError(f"{path}: no such file or folder; pass Python files, folders or corpus_out/<edition>/")
    return units
