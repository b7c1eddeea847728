"""Reading an edition folder for the audit: the key, the live snippets and the forms."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from core.errors import InputFileError
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


def load_edition(folder: Path | str) -> AuditInput:
    """An edition folder (``corpus_out/<edition>`` or a staging copy); one-line errors name the
    missing or malformed file."""
    root = Path(folder)
    if not root.is_dir():
        raise InputFileError(f"{root}: no such edition folder; pass corpus_out/<edition>")
    for rel in REQUIRED:
        if not (root / rel).is_file():
            raise InputFileError(
                f"{root / rel}: missing; an edition folder holds {' and '.join(REQUIRED)} "
                "(rebuild it with `redpen build`)"
            )
    if (root / "live" / "forms").is_dir() and not (root / FORMS_KEY).is_file():
        raise InputFileError(f"{root / FORMS_KEY}: missing; live/forms/ needs it (rebuild the edition)")
    key = load_key(root / "key")
    codes = {r["snippet_id"]: r["code"] for r in load_snippets(root / "live" / "snippets.jsonl")}
    if (root / "live" / "pr.jsonl").is_file():  # the PR track: a PR's code is its module after the change
        codes.update((r["snippet_id"], r["code"]) for r in load_snippets(root / "live" / "pr.jsonl"))
    lacking = [r.snippet_id for r in key.records if r.snippet_id not in codes]
    if lacking:
        raise InputFileError(
            f"{root / 'live/snippets.jsonl'}: lacks {len(lacking)} snippet(s) of the key, "
            f"e.g. {lacking[0]}; rebuild the edition"
        )
    return AuditInput(edition=root.name, key=key, codes=codes, forms=key.forms)
