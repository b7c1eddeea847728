"""Reading an edition folder for the audit: the key, the live snippets and the forms."""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from generator.errors import InputFileError
from scoring.io import load_key, load_snippets
from scoring.model import Key

REQUIRED = ("live/snippets.jsonl", "key/answers.jsonl")
FORMS_KEY = "key/forms.json"


@dataclass(frozen=True)
class AuditInput:
    """What the audit reads: the key (scoring's model), each snippet's code and the forms."""

    edition: str
    key: Key
    codes: dict[str, str]
    forms: tuple[tuple[str, tuple[str, ...]], ...] = ()


def read_forms(path: Path) -> tuple[tuple[str, tuple[str, ...]], ...]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise InputFileError(f"{path}: not valid JSON ({exc.msg}); rebuild the edition") from None
    if not isinstance(data, dict) or not all(isinstance(v, list) and all(isinstance(s, str) for s in v)
                                             for v in data.values()):
        raise InputFileError(f"{path}: expected {{form: [snippet ids]}}; rebuild the edition")
    return tuple((name, tuple(ids)) for name, ids in sorted(data.items()))


def load_edition(folder: Path | str) -> AuditInput:
    """An edition folder (``corpus_out/<edition>`` or a staging copy); one-line errors name the
    missing or malformed file."""
    root = Path(folder)
    if not root.is_dir():
        raise InputFileError(f"{root}: no such edition folder; pass corpus_out/<edition>")
    for rel in REQUIRED:
        if not (root / rel).is_file():
            raise InputFileError(f"{root / rel}: missing; an edition folder holds {' and '.join(REQUIRED)} "
                                 "(rebuild it with `redpen build`)")
    if (root / "live" / "forms").is_dir() and not (root / FORMS_KEY).is_file():
        raise InputFileError(f"{root / FORMS_KEY}: missing; live/forms/ needs it (rebuild the edition)")
    key = load_key(root / "key")
    codes = {r["snippet_id"]: r["code"] for r in load_snippets(root / "live" / "snippets.jsonl")}
    lacking = [r.snippet_id for r in key.records if r.snippet_id not in codes]
    if lacking:
        raise InputFileError(f"{root / 'live/snippets.jsonl'}: lacks {len(lacking)} snippet(s) of the key, "
                             f"e.g. {lacking[0]}; rebuild the edition")
    forms = read_forms(root / FORMS_KEY) if (root / FORMS_KEY).is_file() else ()
    for name, ids in forms:
        unknown = [s for s in ids if s not in key.by_id]
        if unknown:
            raise InputFileError(f"{root / FORMS_KEY}: form {name} names {unknown[0]}, not in the key; rebuild the edition")
    return AuditInput(edition=root.name, key=key, codes=codes, forms=forms)
