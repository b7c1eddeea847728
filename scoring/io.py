"""Reading answer keys, response files and live snippets, with one-line errors naming file:line."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

from core.atomic import write_atomic
from core.errors import InputFileError
from scoring.adjudication import FILE_NAME, read_adjudications, voided
from scoring.bulk import gc_paused
from scoring.jsonl import iter_jsonl, require_field
from scoring.key_records import fast_key_record, key_record
from scoring.model import Key, KeyRecord, ResponseSet


def key_answers_path(path: Path) -> Path:
    """answers.jsonl given itself, a key folder, or an edition folder holding key/."""
    if path.is_dir():
        for candidate in (path / "answers.jsonl", path / "key" / "answers.jsonl"):
            if candidate.is_file():
                return candidate
        raise InputFileError(f"{path}: no answers.jsonl here; give the edition's key/ folder or its answers.jsonl")
    return path


def load_key(path: Path | str, *, void: bool = True) -> Key:
    """Read an answer key: a key directory (answers.jsonl, and items.jsonl if present) or an
    answers.jsonl file directly. Validates every record and the tier structure. The items voided
    by an upheld dispute (``adjudications.jsonl`` beside answers.jsonl) are left out of the records,
    items and forms, unless ``void`` is False (the adjudications are read and checked either way)."""
    with gc_paused():
        key = _load_key(path)
    adjudications_path = Path(key.source).parent / FILE_NAME
    if not adjudications_path.is_file():
        return key
    adjudications = read_adjudications(adjudications_path, key.records)
    if not void:
        return replace(key, adjudications=adjudications)
    return voided(key, adjudications, str(adjudications_path))


def _load_key(path: Path | str) -> Key:
    answers = key_answers_path(Path(path))
    records: list[KeyRecord] = []
    first_line: dict[str, int] = {}
    item_tier: dict[str, tuple[str, int]] = {}
    kinds: dict[tuple[str, str], set[bool]] = {}  # (track, tier) -> defective values seen
    for number, raw in iter_jsonl(answers):
        record = fast_key_record(raw) or key_record(answers, number, raw)
        if record.snippet_id in first_line:
            raise InputFileError(
                f"{answers}:{number}: snippet id {record.snippet_id} already on line {first_line[record.snippet_id]}"
            )
        first_line[record.snippet_id] = number
        tier, where = item_tier.setdefault(record.item_id, (record.tier, number))
        if tier != record.tier:
            raise InputFileError(
                f"{answers}:{number}: item {record.item_id} is tier {record.tier} here but {tier} on line {where}"
            )
        records.append(record)
        kinds.setdefault((record.track, record.tier), set()).add(record.defective)
    if not records:
        raise InputFileError(f"{answers}: no answer records")
    for track, tier in sorted(kinds):  # every tier of every track, so each track's baselines hold
        if kinds[(track, tier)] != {True, False}:
            lacking = "non-defective" if True in kinds[(track, tier)] else "defective"
            named = f"tier {tier}" if track == "snippet" else f"tier {tier} of the {track} track"
            raise InputFileError(f"{answers}: {named} has no {lacking} snippet; every tier needs both")
    items: list[tuple[str, str]] = []
    items_path = answers.parent / "items.jsonl"
    if items_path.is_file():
        for number, raw in iter_jsonl(items_path):
            item_id = require_field(items_path, number, raw, "item_id", str, "a string")
            items.append((item_id, json.dumps(raw, sort_keys=True)))
    return Key(
        records=tuple(records),
        source=str(answers),
        items=tuple(items),
        forms=_forms(answers.parent / "forms.json", first_line),
    )


def _forms(path: Path, known: dict[str, int]) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """key/forms.json ({form: [snippet ids]}), if present: which snippets each form holds."""
    if not path.is_file():
        return ()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise InputFileError(f"{path}: not valid JSON ({exc}); rebuild the edition or delete the file") from None
    if not isinstance(data, dict) or not all(
        isinstance(v, list) and all(isinstance(s, str) for s in v) for v in data.values()
    ):
        raise InputFileError(f"{path}: expected {{form: [snippet ids]}}; rebuild the edition or delete the file")
    for name, ids in data.items():
        unknown = [s for s in ids if s not in known]
        if unknown:
            raise InputFileError(f"{path}: form {name} names {unknown[0]}, not in answers.jsonl; rebuild the edition")
    return tuple((name, tuple(ids)) for name, ids in sorted(data.items()))


def default_model_name(path: Path) -> str:
    stem = path.stem
    for prefix in ("responses-", "responses_"):
        if stem.startswith(prefix) and len(stem) > len(prefix):
            return stem[len(prefix) :]
    return stem


def load_responses(path: Path | str) -> ResponseSet:
    """Read one model run: ``{"snippet_id", "response"}`` per line, optional ``"model"``, ``"run"``.

    ``response: null`` is read as an empty response (a parse failure). One file is one run, so
    every line that names a model (or run) must name the same one. Duplicated ids are kept here
    and refused by :func:`scoring.metrics.check_coverage`, which names them all at once.
    """
    with gc_paused():
        return _load_responses(Path(path))


def _load_responses(path: Path) -> ResponseSet:
    pairs: list[tuple[str, str]] = []
    model: tuple[str, int] | None = None
    run: tuple[str, int] | None = None
    for number, raw in iter_jsonl(path):
        snippet_id = require_field(path, number, raw, "snippet_id", str, "a string")
        if "response" not in raw:
            raise InputFileError(f'{path}:{number}: missing field "response"')
        text = raw["response"]
        if text is None:
            text = ""
        if not isinstance(text, str):
            raise InputFileError(f'{path}:{number}: field "response" must be a string')
        for name in ("model", "run"):
            if name in raw and raw[name] is not None:
                value = raw[name]
                if not isinstance(value, (str, int)) or isinstance(value, bool):
                    raise InputFileError(f'{path}:{number}: field "{name}" must be a string')
                value = str(value)
                seen = model if name == "model" else run
                if seen is None:
                    seen = (value, number)
                    if name == "model":
                        model = seen
                    else:
                        run = seen
                elif seen[0] != value:
                    raise InputFileError(
                        f'{path}:{number}: {name} "{value}" differs from "{seen[0]}" on line {seen[1]}; '
                        "one file holds one model run"
                    )
        pairs.append((snippet_id, text))
    if not pairs:
        raise InputFileError(f"{path}: no responses")
    return ResponseSet(
        model=model[0] if model else default_model_name(path),
        run=run[0] if run else "",
        responses=tuple(pairs),
        source=str(path),
    )


def snippets_path(path: Path | str) -> Path:
    """live/snippets.jsonl given itself, a live/ folder or an edition folder."""
    path = Path(path)
    if path.is_dir():
        for candidate in (path / "live" / "snippets.jsonl", path / "snippets.jsonl"):
            if candidate.is_file():
                return candidate
        raise InputFileError(f"{path}: no live/snippets.jsonl here; give an edition folder such as corpus_out/2027Q1")
    return path


def load_snippets(path: Path | str) -> list[dict[str, str]]:
    """The live snippet records (snippet_id, code; a PR record also its diff and path) of an
    edition, in file order."""
    source = snippets_path(path)
    snippets: list[dict[str, str]] = []
    seen: dict[str, int] = {}
    for number, raw in iter_jsonl(source):
        snippet_id = require_field(source, number, raw, "snippet_id", str, "a string")
        code = require_field(source, number, raw, "code", str, "a string")
        if snippet_id in seen:
            raise InputFileError(f"{source}:{number}: snippet id {snippet_id} already on line {seen[snippet_id]}")
        seen[snippet_id] = number
        record = {"snippet_id": snippet_id, "code": code}
        if "diff" in raw:  # a PR record (live/pr.jsonl, live/pr_forms/): its prompt shows the diff
            record["diff"] = require_field(source, number, raw, "diff", str, "a string")
            record["path"] = require_field(source, number, raw, "path", str, "a string")
        snippets.append(record)
    if not snippets:
        raise InputFileError(f"{source}: no snippets")
    return snippets


def write_output(path: Path | str, text: str) -> None:
    """Write an ``--out`` file whole or not at all (:func:`core.atomic.write_atomic`), after
    checking that it names a file in an existing folder."""
    target = Path(path)
    if target.is_dir():
        raise InputFileError(f"{target}: is a folder; give a file name for --out")
    folder = target.parent if str(target.parent) else Path(".")
    if not folder.is_dir():
        raise InputFileError(f"{target}: folder {folder} does not exist; create it first")
    write_atomic(target, text)
