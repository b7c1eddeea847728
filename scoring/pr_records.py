"""The PR track's fields of a key record (issue #28), checked, and the track helpers.

Every record of ``key/answers.jsonl`` may carry ``"track": "snippet"`` or ``"pr"``; a record
without it is a snippet (editions written before the PR track load unchanged). A PR record also
holds ``before`` and ``after`` (the module's texts), and ``hunks``: for each, ``lines`` (its first
and last line in the after file), ``kind`` ("refactor" or "defect") and ``made_by`` (the rewrite
or operator). Its ``fault_lines`` are lines of the after file; a correct PR record has no defect
hunk, a defective one at least one. Anything else a PR record holds (``refactoring`` on a defect
hunk, the generator's extras) is ignored here.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterable
from typing import Any

from scoring.model import TRACKS, Hunk, Key, KeyRecord

HUNK_KINDS = ("refactor", "defect")
Fields = tuple[str, str, str, tuple[Hunk, ...]]
SNIPPET: Fields = ("snippet", "", "", ())


def track_fields(raw: dict[str, Any], fault_lines: list[int], defective: bool) -> tuple[Fields, str]:
    """(track, before, after, hunks) of a record, and what is wrong with them ("" when nothing is)."""
    track = raw.get("track", "snippet")
    if track == "snippet":
        return SNIPPET, ""
    if track not in TRACKS:
        return SNIPPET, f'field "track" must be one of {", ".join(TRACKS)} (absent: snippet)'
    before, after, hunks = raw.get("before"), raw.get("after"), raw.get("hunks")
    for name, value in (("before", before), ("after", after)):
        if not isinstance(value, str) or not value.strip():
            return SNIPPET, f'a PR record needs field "{name}": the module\'s text'
    if not isinstance(hunks, list) or not hunks:
        return SNIPPET, 'a PR record needs field "hunks": a list of {"lines", "kind", "made_by"}'
    assert isinstance(after, str) and isinstance(before, str)
    length = len(after.splitlines())
    out: list[Hunk] = []
    for number, hunk in enumerate(hunks, 1):
        lines = hunk.get("lines") if isinstance(hunk, dict) else None
        if not (
            isinstance(lines, list)
            and len(lines) == 2
            and all(type(n) is int for n in lines)
            and 1 <= lines[0] <= lines[1] <= length
        ):
            return SNIPPET, f'hunk {number}: "lines" must be [first, last], lines of the after file (1 to {length})'
        assert isinstance(hunk, dict)
        if hunk.get("kind") not in HUNK_KINDS or not isinstance(hunk.get("made_by"), str):
            return SNIPPET, f'hunk {number}: "kind" must be refactor or defect and "made_by" a string'
        out.append(Hunk((lines[0], lines[1]), hunk["kind"], hunk["made_by"]))
    if any(n > length for n in fault_lines):
        return SNIPPET, f'field "fault_lines" must be lines of the after file (1 to {length})'
    defects = sum(h.kind == "defect" for h in out)
    if defective and not defects:
        return SNIPPET, "a defective PR record needs a defect hunk"
    if not defective and defects:
        return SNIPPET, "a correct PR record must have no defect hunk"
    return ("pr", before, after, tuple(out)), ""


def tracks_of(records: Iterable[KeyRecord]) -> tuple[str, ...]:
    """The tracks the records hold, snippet first."""
    present = {r.track for r in records}
    return tuple(t for t in TRACKS if t in present)


def track_key(key: Key, track: str) -> Key:
    """The key of one track's records (forms cut to that track's snippets)."""
    records = tuple(r for r in key.records if r.track == track)
    ids = {r.snippet_id for r in records}
    forms = tuple((name, tuple(s for s in members if s in ids)) for name, members in key.forms)
    return Key(
        records=records,
        source=key.source,
        items=key.items,
        forms=tuple((name, members) for name, members in forms if members),
        adjudications=key.adjudications,
        voided=key.voided,
        voided_ids=key.voided_ids,
    )


@functools.lru_cache(maxsize=256)
def public_functions(code: str) -> frozenset[str]:
    """The public top-level functions of a module (what a PR witness may call), read with ``ast``."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return frozenset()
    return frozenset(
        node.name
        for node in tree.body
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and not node.name.startswith("_")
    )
