"""Adjudicated disputes: ``key/adjudications.jsonl``, and the items an upheld one voids.

One line per verdict, written by ``redpen dispute`` (whole file, atomically)::

    {"snippet_id": "rp-...", "item_id": "rp-...-i016", "verdict": "upheld", "call": "slugify('İ', 10)", "note": "..."}

``verdict`` is ``upheld`` (the key is wrong there: the item is void in this edition's scores) or
``rejected`` (the item stays; the dispute is listed as rejected). ``call`` is a literal call of the
snippet's function, stored normalized (:func:`scoring.literal_call.call_text`), so a dispute matches
its adjudication whatever its spacing or quotes. :func:`scoring.io.load_key` reads the file and
leaves a voided item's four snippets out of the records and the forms: score, baselines and audit
then see the same remaining items (each whole, so always-no stays 1/6, always-yes -1/2, the oracle 1).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path

from core.errors import InputFileError
from scoring.jsonl import iter_jsonl, require_field
from scoring.literal_call import read_call
from scoring.model import Adjudication, Key, KeyRecord
from scoring.pr_witness import read_pr_call

FILE_NAME = "adjudications.jsonl"
VERDICTS = ("upheld", "rejected")


def check(
    records: dict[str, KeyRecord], snippet_id: str, verdict: str, call: str, note: object, where: str
) -> Adjudication:
    """One adjudication, checked against the key's records (``where`` prefixes every error)."""
    record = records.get(snippet_id)
    if record is None:
        raise InputFileError(f"{where}: snippet {snippet_id} is not in the key; give a snippet id of key/answers.jsonl")
    if record.defective:
        raise InputFileError(
            f"{where}: snippet {snippet_id} is a defective ({record.variant}) snippet; "
            "a dispute is about a snippet the key calls correct (fixed or clean)"
        )
    if verdict not in VERDICTS:
        raise InputFileError(f'{where}: verdict "{verdict}" is not one of {", ".join(VERDICTS)}')
    if not isinstance(note, str):
        raise InputFileError(f'{where}: field "note" must be a string')
    if record.track == "pr":  # any public function of the after module
        normalized = read_pr_call(call, record)
    else:
        normalized = read_call(call, record.function) if record.function else None
    if normalized is None:
        raise InputFileError(
            f"{where}: call {call[:80]!r} is not a call of {record.function or 'the snippet function'} "
            "with literal arguments; write it as in a WITNESS line, e.g. f(1, 'a')"
        )
    return Adjudication(snippet_id, record.item_id, verdict, normalized, note)


def read_adjudications(path: Path, records: Sequence[KeyRecord]) -> tuple[Adjudication, ...]:
    """Every adjudication of ``path`` (file:line errors; one verdict per snippet and call)."""
    by_id = {r.snippet_id: r for r in records}
    found: list[Adjudication] = []
    seen: dict[tuple[str, str], int] = {}
    for number, raw in iter_jsonl(path):
        where = f"{path}:{number}"
        snippet_id = require_field(path, number, raw, "snippet_id", str, "a string")
        verdict = require_field(path, number, raw, "verdict", str, "upheld or rejected")
        call = require_field(path, number, raw, "call", str, "a string")
        adjudication = check(by_id, snippet_id, verdict, call, raw.get("note", ""), where)
        if raw.get("item_id", adjudication.item_id) != adjudication.item_id:
            raise InputFileError(
                f"{where}: snippet {snippet_id} belongs to item {adjudication.item_id}, not {raw['item_id']}"
            )
        earlier = seen.setdefault((snippet_id, adjudication.call), number)
        if earlier != number:
            raise InputFileError(f"{where}: {snippet_id} {adjudication.call} is already adjudicated on line {earlier}")
        found.append(adjudication)
    return tuple(found)


def voided_items(adjudications: Iterable[Adjudication]) -> tuple[str, ...]:
    """The items voided by an upheld adjudication, sorted."""
    return tuple(sorted({a.item_id for a in adjudications if a.verdict == "upheld"}))


def voided(key: Key, adjudications: tuple[Adjudication, ...], where: str = "") -> Key:
    """``key`` with its adjudications, and without the items an upheld one voids: their four
    snippets leave the records, the items and the forms (whole items, so every tier keeps its
    balance of defective and correct snippets)."""
    gone_items = voided_items(adjudications)
    if not gone_items:
        return replace(key, adjudications=adjudications)
    gone = {r.snippet_id for r in key.records if r.item_id in gone_items}
    records = tuple(r for r in key.records if r.snippet_id not in gone)
    if not records:
        raise InputFileError(
            f"{where or key.source}: upheld disputes void every item of the key; nothing is left to score"
        )
    return Key(
        records=records,
        source=key.source,
        items=tuple((i, raw) for i, raw in key.items if i not in gone_items),
        forms=tuple((name, tuple(s for s in ids if s not in gone)) for name, ids in key.forms),
        adjudications=adjudications,
        voided=gone_items,
        voided_ids=frozenset(gone),
    )


def line(adjudication: Adjudication) -> str:
    return (
        json.dumps(
            {
                "snippet_id": adjudication.snippet_id,
                "item_id": adjudication.item_id,
                "verdict": adjudication.verdict,
                "call": adjudication.call,
                "note": adjudication.note,
            },
            ensure_ascii=False,
        )
        + "\n"
    )


def with_adjudication(key_dir: Path, records: Sequence[KeyRecord], new: Adjudication) -> str:
    """The text of ``key_dir/adjudications.jsonl`` with ``new`` appended (the file as it is, checked
    first). The same verdict again changes nothing (so an interrupted ``redpen dispute`` can be
    rerun); another verdict on a snippet and call already adjudicated is refused: edit the file."""
    path = key_dir / FILE_NAME
    existing = read_adjudications(path, records) if path.is_file() else ()
    for earlier in existing:
        if (earlier.snippet_id, earlier.call) == (new.snippet_id, new.call):
            if earlier.verdict == new.verdict:
                return "".join(line(a) for a in existing)
            raise InputFileError(
                f"{path}: {new.snippet_id} {new.call} is already adjudicated ({earlier.verdict}); "
                "edit the file by hand to change a verdict"
            )
    return "".join(line(a) for a in (*existing, new))
