"""Reading answer keys, response files and live snippets, with one-line errors naming file:line."""

from __future__ import annotations

import functools
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from core.atomic import write_atomic
from core.errors import InputFileError
from scoring.bulk import gc_paused
from scoring.keywords import normalize
from scoring.model import DEFECTIVE_VARIANTS, VARIANTS, Key, KeyRecord, ResponseSet

_KEY_FIELDS = (
    "snippet_id",
    "item_id",
    "variant",
    "tier",
    "defective",
    "fault_lines",
    "keywords",
    "operators",
    "domain",
)
_WITNESS_FIELDS = ("function", "code", "reference", "reference_function", "precondition")  # optional


@functools.lru_cache(maxsize=65536)
def _phrase_ok(phrase: str) -> bool:
    return bool(normalize(phrase))


_SCAN = json.JSONDecoder().scan_once  # type: ignore[attr-defined]  # typeshed omits scan_once (json.decoder sets it in __init__); what json.loads runs, without its two wrappers and whitespace scans


def _object_line(text: str) -> dict[str, Any] | None:
    """A line that is exactly one JSON object (no surrounding white space), else None: then
    ``json.loads`` reads the line again and names any fault."""
    if not text.startswith("{"):
        return None
    try:
        value, end = _SCAN(text, 0)
    except (StopIteration, ValueError, RecursionError):
        return None
    return value if end == len(text) else None


def _read(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        raise InputFileError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise InputFileError(f"{path}: is a folder, expected a .jsonl file") from None
    except OSError as exc:
        raise InputFileError(f"{path}: cannot read ({exc.strerror})") from None


def iter_jsonl(path: Path, data: bytes | None = None) -> Iterator[tuple[int, dict[str, Any]]]:
    """(line number, object) for every non-blank line; InputFileError names file:line otherwise."""
    if data is None:
        data = _read(path)
    for number, raw in enumerate(data.split(b"\n"), start=1):
        if not raw.strip():
            continue
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InputFileError(f"{path}:{number}: not valid UTF-8 (byte {exc.start + 1})") from None
        value = _object_line(text)
        if value is not None:
            yield number, value
            continue
        try:
            value = json.loads(text)
        except json.JSONDecodeError as exc:
            raise InputFileError(f"{path}:{number}: not valid JSON ({exc.msg} at column {exc.colno})") from None
        except RecursionError:
            raise InputFileError(f"{path}:{number}: not valid JSON (nested too deeply)") from None
        except ValueError as exc:  # e.g. an integer of more digits than Python converts
            raise InputFileError(f"{path}:{number}: not valid JSON ({str(exc).split(';')[0]})") from None
        if not isinstance(value, dict):
            raise InputFileError(f"{path}:{number}: expected a JSON object, got {type(value).__name__}")
        yield number, value


def _require(
    path: Path, number: int, record: dict[str, Any], name: str, kind: type | tuple[type, ...], what: str
) -> Any:
    if name not in record:
        raise InputFileError(f'{path}:{number}: missing field "{name}"')
    value = record[name]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise InputFileError(f'{path}:{number}: field "{name}" must be {what}, got {json.dumps(value)[:60]}')
    return value


def _str_list(path: Path, number: int, name: str, value: list[Any]) -> tuple[str, ...]:
    if not all(isinstance(v, str) for v in value):
        raise InputFileError(f'{path}:{number}: field "{name}" must be a list of strings')
    return tuple(value)


def _key_record(path: Path, number: int, raw: dict[str, Any]) -> KeyRecord:
    for name in _KEY_FIELDS:
        if name not in raw:
            raise InputFileError(f'{path}:{number}: missing field "{name}"')
    snippet_id = _require(path, number, raw, "snippet_id", str, "a string")
    if not snippet_id:
        raise InputFileError(f'{path}:{number}: field "snippet_id" is empty')
    item_id = _require(path, number, raw, "item_id", str, "a string")
    variant = _require(path, number, raw, "variant", str, "a string")
    if variant not in VARIANTS:
        raise InputFileError(f'{path}:{number}: variant "{variant}" is not one of {", ".join(VARIANTS)}')
    tier = _require(path, number, raw, "tier", str, "a string")
    if not tier:
        raise InputFileError(f'{path}:{number}: field "tier" is empty')
    defective = _require(path, number, raw, "defective", bool, "true or false")
    if defective != (variant in DEFECTIVE_VARIANTS):
        raise InputFileError(
            f"{path}:{number}: a {variant} snippet must have defective: {str(variant in DEFECTIVE_VARIANTS).lower()}"
        )
    fault_lines = _require(path, number, raw, "fault_lines", list, "a list of line numbers")
    if not all(isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in fault_lines):
        raise InputFileError(f'{path}:{number}: field "fault_lines" must hold 1-based line numbers')
    keywords = _require(path, number, raw, "keywords", list, "a list of phrase groups")
    groups: list[tuple[str, ...]] = []
    for group in keywords:
        if not isinstance(group, list) or not group or not all(isinstance(p, str) and _phrase_ok(p) for p in group):
            raise InputFileError(
                f'{path}:{number}: field "keywords" must be a list of non-empty lists of non-empty phrases'
            )
        groups.append(tuple(group))
    if defective and (not fault_lines or not groups):
        raise InputFileError(f"{path}:{number}: a defective snippet needs fault_lines and keywords")
    if not defective and (fault_lines or groups):
        raise InputFileError(f"{path}:{number}: a non-defective snippet must have fault_lines: [] and keywords: []")
    operators = _str_list(path, number, "operators", _require(path, number, raw, "operators", list, "a list"))
    domain = _require(path, number, raw, "domain", str, "a string")
    extra = {}
    for name in _WITNESS_FIELDS:
        value = raw.get(name)
        if value is not None and not isinstance(value, str):
            raise InputFileError(f'{path}:{number}: field "{name}" must be a string')
        extra[name] = value or ""
    return KeyRecord(
        snippet_id=snippet_id,
        item_id=item_id,
        variant=variant,
        tier=tier,
        defective=defective,
        fault_lines=tuple(sorted(set(fault_lines))),
        keywords=tuple(groups),
        operators=operators,
        domain=domain,
        **extra,
    )


@functools.lru_cache(maxsize=65536)
def _groups_ok(groups: tuple[tuple[str, ...], ...]) -> bool:
    return all(group and all(type(p) is str and _phrase_ok(p) for p in group) for group in groups)


def _fast_key_record(raw: dict[str, Any]) -> KeyRecord | None:
    """The record of a well-formed line, or None: then :func:`_key_record` checks it field by
    field and names the fault. Accepts exactly what ``_key_record`` accepts without raising
    (the checks are the same, written for the common case: one dict lookup per field)."""
    try:
        snippet_id, item_id, variant, tier = raw["snippet_id"], raw["item_id"], raw["variant"], raw["tier"]
        defective, fault_lines, keywords = raw["defective"], raw["fault_lines"], raw["keywords"]
        operators, domain = raw["operators"], raw["domain"]
    except KeyError:
        return None
    if not (
        type(snippet_id) is str
        and snippet_id
        and type(item_id) is str
        and type(variant) is str
        and variant in VARIANTS
        and type(tier) is str
        and tier
        and type(domain) is str
        and type(defective) is bool
        and defective == (variant in DEFECTIVE_VARIANTS)
        and type(fault_lines) is list
        and type(keywords) is list
        and type(operators) is list
    ):
        return None
    if not all(type(n) is int and n >= 1 for n in fault_lines):
        return None
    if not all(type(g) is list for g in keywords) or not all(type(o) is str for o in operators):
        return None
    try:
        groups = tuple(map(tuple, keywords))
        if not _groups_ok(groups):
            return None
    except TypeError:  # an unhashable phrase (a list or an object): the slow path names it
        return None
    if defective and (not fault_lines or not groups):
        return None
    if not defective and (fault_lines or groups):
        return None
    extra = {}
    for name in _WITNESS_FIELDS:
        value = raw.get(name)
        if value is not None and type(value) is not str:
            return None
        extra[name] = value or ""
    return KeyRecord(
        snippet_id=snippet_id,
        item_id=item_id,
        variant=variant,
        tier=tier,
        defective=defective,
        fault_lines=tuple(sorted(set(fault_lines))),
        keywords=groups,
        operators=tuple(operators),
        domain=domain,
        **extra,
    )


def key_answers_path(path: Path) -> Path:
    """answers.jsonl given itself, a key folder, or an edition folder holding key/."""
    if path.is_dir():
        for candidate in (path / "answers.jsonl", path / "key" / "answers.jsonl"):
            if candidate.is_file():
                return candidate
        raise InputFileError(f"{path}: no answers.jsonl here; give the edition's key/ folder or its answers.jsonl")
    return path


def load_key(path: Path | str) -> Key:
    """Read an answer key: a key directory (answers.jsonl, and items.jsonl if present) or an
    answers.jsonl file directly. Validates every record and the tier structure."""
    with gc_paused():
        return _load_key(path)


def _load_key(path: Path | str) -> Key:
    answers = key_answers_path(Path(path))
    records: list[KeyRecord] = []
    first_line: dict[str, int] = {}
    item_tier: dict[str, tuple[str, int]] = {}
    kinds: dict[str, set[bool]] = {}
    for number, raw in iter_jsonl(answers):
        record = _fast_key_record(raw) or _key_record(answers, number, raw)
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
        kinds.setdefault(record.tier, set()).add(record.defective)
    if not records:
        raise InputFileError(f"{answers}: no answer records")
    for tier in sorted(kinds):
        if kinds[tier] != {True, False}:
            lacking = "non-defective" if True in kinds[tier] else "defective"
            raise InputFileError(f"{answers}: tier {tier} has no {lacking} snippet; every tier needs both")
    items: list[tuple[str, str]] = []
    items_path = answers.parent / "items.jsonl"
    if items_path.is_file():
        for number, raw in iter_jsonl(items_path):
            item_id = _require(items_path, number, raw, "item_id", str, "a string")
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
        snippet_id = _require(path, number, raw, "snippet_id", str, "a string")
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
    """The live snippet records (snippet_id, code) of an edition, in file order."""
    source = snippets_path(path)
    snippets: list[dict[str, str]] = []
    seen: dict[str, int] = {}
    for number, raw in iter_jsonl(source):
        snippet_id = _require(source, number, raw, "snippet_id", str, "a string")
        code = _require(source, number, raw, "code", str, "a string")
        if snippet_id in seen:
            raise InputFileError(f"{source}:{number}: snippet id {snippet_id} already on line {seen[snippet_id]}")
        seen[snippet_id] = number
        snippets.append({"snippet_id": snippet_id, "code": code})
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
