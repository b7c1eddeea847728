"""One answer-key record read from its JSON object, every field checked (file:line errors).

The fast path reads a well-formed line with one dict lookup per field; a line it does not accept
goes through the field-by-field reader, which names the fault (both accept exactly the same).
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from core.errors import InputFileError
from scoring.jsonl import require_field
from scoring.keywords import normalize
from scoring.model import DEFECTIVE_VARIANTS, VARIANTS, KeyRecord
from scoring.pr_records import SNIPPET, Fields, track_fields

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


def _str_list(path: Path, number: int, name: str, value: list[Any]) -> tuple[str, ...]:
    if not all(isinstance(v, str) for v in value):
        raise InputFileError(f'{path}:{number}: field "{name}" must be a list of strings')
    return tuple(value)


def key_record(path: Path, number: int, raw: dict[str, Any]) -> KeyRecord:
    for name in _KEY_FIELDS:
        if name not in raw:
            raise InputFileError(f'{path}:{number}: missing field "{name}"')
    snippet_id = require_field(path, number, raw, "snippet_id", str, "a string")
    if not snippet_id:
        raise InputFileError(f'{path}:{number}: field "snippet_id" is empty')
    item_id = require_field(path, number, raw, "item_id", str, "a string")
    variant = require_field(path, number, raw, "variant", str, "a string")
    if variant not in VARIANTS:
        raise InputFileError(f'{path}:{number}: variant "{variant}" is not one of {", ".join(VARIANTS)}')
    tier = require_field(path, number, raw, "tier", str, "a string")
    if not tier:
        raise InputFileError(f'{path}:{number}: field "tier" is empty')
    defective = require_field(path, number, raw, "defective", bool, "true or false")
    if defective != (variant in DEFECTIVE_VARIANTS):
        raise InputFileError(
            f"{path}:{number}: a {variant} snippet must have defective: {str(variant in DEFECTIVE_VARIANTS).lower()}"
        )
    fault_lines = require_field(path, number, raw, "fault_lines", list, "a list of line numbers")
    if not all(isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in fault_lines):
        raise InputFileError(f'{path}:{number}: field "fault_lines" must hold 1-based line numbers')
    keywords = require_field(path, number, raw, "keywords", list, "a list of phrase groups")
    groups: list[tuple[str, ...]] = []
    for group in keywords:
        if not isinstance(group, list) or not group or not all(isinstance(p, str) and _phrase_ok(p) for p in group):
            raise InputFileError(
                f'{path}:{number}: field "keywords" must be a list of non-empty lists of non-empty phrases'
            )
        groups.append(tuple(group))
    problem = _fault_rule(defective, fault_lines, groups)
    if problem:
        raise InputFileError(f"{path}:{number}: {problem}")
    operators = _str_list(path, number, "operators", require_field(path, number, raw, "operators", list, "a list"))
    domain = require_field(path, number, raw, "domain", str, "a string")
    witness, bad = _witness_texts(raw)
    if bad:
        raise InputFileError(f'{path}:{number}: field "{bad}" must be a string')
    line_sets, problem = _line_sets(raw, fault_lines)
    if problem:
        raise InputFileError(f"{path}:{number}: {problem}")
    track, problem = track_fields(raw, fault_lines, defective)
    if problem:
        raise InputFileError(f"{path}:{number}: {problem}")
    anchors, problem = _anchors(raw, defective)
    if problem:
        raise InputFileError(f"{path}:{number}: {problem}")
    return _record(
        snippet_id,
        item_id,
        variant,
        tier,
        defective,
        fault_lines,
        tuple(groups),
        operators,
        domain,
        witness,
        line_sets,
        track,
        anchors,
    )


def _anchors(raw: dict[str, Any], defective: bool) -> tuple[tuple[str, ...], str]:
    """The optional ``anchors`` (words of the snippet, one of which a credited explanation names:
    scoring/keywords.py), or the problem with them."""
    value = raw.get("anchors")
    if value is None:
        return (), ""
    if type(value) is not list or not all(type(a) is str and _phrase_ok(a) for a in value):
        return (), 'field "anchors" must be a list of non-empty strings'
    if value and not defective:
        return (), 'a non-defective snippet must have no "anchors"'
    return tuple(value), ""


def _line_sets(raw: dict[str, Any], fault_lines: list[int]) -> tuple[tuple[tuple[int, ...], ...], str]:
    """The optional ``accepted_fault_lines`` (every minimal repair's lines, the first being
    ``fault_lines``): the sets, and what is wrong with the field ("" when nothing is)."""
    value = raw.get("accepted_fault_lines")
    if value is None or value == []:
        return (), ""
    if not isinstance(value, list) or not all(
        isinstance(lines, list) and lines and all(type(n) is int and n >= 1 for n in lines) for lines in value
    ):
        return (), 'field "accepted_fault_lines" must be a list of non-empty lists of 1-based line numbers'
    if not fault_lines:
        return (), 'a non-defective snippet must have no "accepted_fault_lines"'
    if set(value[0]) != set(fault_lines):
        return (), 'the first set of "accepted_fault_lines" must be the snippet\'s "fault_lines"'
    return tuple(tuple(sorted(set(lines))) for lines in value), ""


def _fault_rule(defective: bool, fault_lines: list[int], groups: Sequence[tuple[str, ...]]) -> str:
    """What breaks the rule "a defective snippet has fault lines and keywords, a correct one neither"
    ("" when nothing does)."""
    if defective and (not fault_lines or not groups):
        return "a defective snippet needs fault_lines and keywords"
    if not defective and (fault_lines or groups):
        return "a non-defective snippet must have fault_lines: [] and keywords: []"
    return ""


def _witness_texts(raw: dict[str, Any]) -> tuple[dict[str, str], str]:
    """The optional witness fields as text ("" when absent), and the first field that is not a
    string ("" when every one is)."""
    texts: dict[str, str] = {}
    for name in _WITNESS_FIELDS:
        value = raw.get(name)
        if value is not None and not isinstance(value, str):
            return {}, name
        texts[name] = value or ""
    return texts, ""


def _record(
    snippet_id: str,
    item_id: str,
    variant: str,
    tier: str,
    defective: bool,
    fault_lines: list[int],
    groups: tuple[tuple[str, ...], ...],
    operators: tuple[str, ...],
    domain: str,
    witness: dict[str, str],
    line_sets: tuple[tuple[int, ...], ...] = (),
    track: Fields = SNIPPET,
    anchors: tuple[str, ...] = (),
) -> KeyRecord:
    return KeyRecord(
        snippet_id=snippet_id,
        item_id=item_id,
        variant=variant,
        tier=tier,
        defective=defective,
        fault_lines=tuple(sorted(set(fault_lines))),
        keywords=groups,
        operators=operators,
        domain=domain,
        accepted_fault_lines=line_sets,
        track=track[0],
        before=track[1],
        after=track[2],
        hunks=track[3],
        anchors=anchors,
        **witness,
    )


@functools.lru_cache(maxsize=65536)
def _groups_ok(groups: tuple[tuple[str, ...], ...]) -> bool:
    return all(group and all(type(p) is str and _phrase_ok(p) for p in group) for group in groups)


def fast_key_record(raw: dict[str, Any]) -> KeyRecord | None:
    """The record of a well-formed line, or None: then :func:`key_record` checks it field by
    field and names the fault. Accepts exactly what ``key_record`` accepts without raising
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
    if _fault_rule(defective, fault_lines, groups):
        return None
    witness, bad = _witness_texts(raw)
    if bad:
        return None
    line_sets, problem = _line_sets(raw, fault_lines) if "accepted_fault_lines" in raw else ((), "")
    if problem:
        return None
    track, problem = track_fields(raw, fault_lines, defective) if "track" in raw else (SNIPPET, "")
    if problem:
        return None
    anchors, problem = _anchors(raw, defective) if "anchors" in raw else ((), "")
    if problem:
        return None
    return _record(
        snippet_id,
        item_id,
        variant,
        tier,
        defective,
        fault_lines,
        groups,
        tuple(operators),
        domain,
        witness,
        line_sets,
        track,
        anchors,
    )
