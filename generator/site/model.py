"""What a site page shows, read from an edition's key: items, their variants with fault lines, diffs,
the difficulty figures and (given a calibration file) how the reviewers did.

An item's ``shape`` is the structural role of its planted fault(s) from the mechanism signature
(``connector in a guard``; two sites joined by ``+``). Its ``track`` is ``snippet`` unless its
answer records say ``"track": "pr"``; a PR record's ``before``/``after`` module texts give the
variant's diff and its ``hunks`` mark the refactor and defect hunks of the after file.
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.errors import InputFileError
from generator.items import VARIANTS
from scoring.calibrate import ItemCalibration


@dataclass(frozen=True)
class Line:
    number: int
    text: str
    fault: bool
    hunk: str = ""  # for a PR variant: "refactor" or "defect" when the line is in such a hunk


@dataclass(frozen=True)
class Variant:
    name: str
    snippet_id: str
    defective: bool
    fault_lines: tuple[int, ...]
    lines: tuple[Line, ...]
    diff: tuple[str, ...] = ()  # a PR variant: before -> after, unified
    calibration: dict[str, Any] | None = None  # this snippet's calibration record, if the file is per snippet


@dataclass(frozen=True)
class SiteItem:
    item_id: str
    tier: str
    track: str
    operators: tuple[str, ...]
    domain: str
    disguise_domain: str
    shape: str
    mechanisms: tuple[str, ...]
    explanation: str
    explanations: dict[str, str]
    witnesses: tuple[str, ...]
    keywords: tuple[tuple[str, ...], ...]
    variants: tuple[Variant, ...]
    diffs: tuple[tuple[str, tuple[str, ...]], ...]  # (title, unified diff lines)
    difficulty: dict[str, Any]
    transplant_difficulty: dict[str, Any]
    calibration: ItemCalibration | None = None
    raw: dict[str, Any] = field(default_factory=dict, repr=False)

    @property
    def facets(self) -> dict[str, str]:
        return {
            "tier": self.tier,
            "operator": " + ".join(self.operators),
            "shape": self.shape,
            "domain": self.domain,
            "track": self.track,
        }


FACETS = ("tier", "operator", "shape", "domain", "track")


def _jsonl(path: Path) -> list[dict[str, Any]]:
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise InputFileError(f"{path}: missing; the edition folder is incomplete (rebuild or re-retire it)") from None
    records = []
    for number, line in enumerate(text.splitlines(), 1):
        if line.strip():
            try:
                records.append(json.loads(line))
            except ValueError as exc:
                raise InputFileError(f"{path}:{number}: not JSON ({exc}); the edition folder is damaged") from None
    return records


def unified(before: str, after: str, old: str, new: str) -> tuple[str, ...]:
    return tuple(
        line.rstrip("\n")
        for line in difflib.unified_diff(
            before.splitlines(keepends=True), after.splitlines(keepends=True), fromfile=old, tofile=new
        )
    )


def shape_of(item: dict[str, Any]) -> str:
    signature = (item.get("transplant") or {}).get("signature") or []
    roles = [part.split(" | ")[2] for part in signature if isinstance(part, str) and part.count(" | ") >= 2]
    if roles:
        return " + ".join(roles)
    faults = (item.get("difficulty") or {}).get("faults") or []
    return "fault pair" if len(faults) > 1 else "one fault"


def _hunk_kinds(answer: dict[str, Any]) -> dict[int, str]:
    kinds: dict[int, str] = {}
    for hunk in answer.get("hunks") or []:
        lines = hunk.get("lines") if isinstance(hunk, dict) else None
        if isinstance(lines, list) and len(lines) == 2 and all(isinstance(n, int) for n in lines):
            for n in range(lines[0], lines[1] + 1):
                kinds[n] = str(hunk.get("kind", ""))
    return kinds


def _variant(
    item_dir: Path, name: str, answer: dict[str, Any], calibration: dict[str, dict[str, Any]] | None
) -> Variant:
    pr = answer.get("track") == "pr"
    code = answer["after"] if pr and isinstance(answer.get("after"), str) else None
    if code is None:
        path = item_dir / f"{name}.py"
        try:
            code = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise InputFileError(f"{path}: missing; the edition folder is incomplete") from None
    faults = tuple(int(n) for n in answer.get("fault_lines") or [])
    kinds = _hunk_kinds(answer) if pr else {}
    lines = tuple(
        Line(number=n, text=text, fault=n in faults, hunk=kinds.get(n, ""))
        for n, text in enumerate(code.splitlines(), 1)
    )
    diff: tuple[str, ...] = ()
    if pr and isinstance(answer.get("before"), str):
        diff = unified(answer["before"], code, f"{name}: before", f"{name}: after")
    return Variant(
        name=name,
        snippet_id=answer["snippet_id"],
        defective=bool(answer.get("defective")),
        fault_lines=faults,
        lines=lines,
        diff=diff,
        calibration=(calibration or {}).get(answer["snippet_id"]),
    )


def _diffs(item_dir: Path) -> tuple[tuple[str, tuple[str, ...]], ...]:
    out = []
    for old, new, title in (
        ("original", "fixed", "original -> fixed (the repair)"),
        ("disguised", "disguised_fixed", "disguised -> its correct twin"),
    ):
        a, b = item_dir / f"{old}.py", item_dir / f"{new}.py"
        if a.is_file() and b.is_file():
            text_a, text_b = a.read_text(encoding="utf-8"), b.read_text(encoding="utf-8")
            out.append((title, unified(text_a, text_b, f"{old}.py", f"{new}.py")))
    return tuple(out)


def load_items(
    key: Path,
    item_calibration: dict[str, ItemCalibration] | None = None,
    snippet_calibration: dict[str, dict[str, Any]] | None = None,
) -> list[SiteItem]:
    """Every item of the key folder, in key order."""
    answers = {a["snippet_id"]: a for a in _jsonl(key / "answers.jsonl")}
    items = []
    for raw in _jsonl(key / "items.jsonl"):
        item_id = raw["item_id"]
        variant_ids = raw.get("variants") or {}
        missing = [v for v in VARIANTS if variant_ids.get(v) not in answers]
        if missing:
            raise InputFileError(f"{key / 'items.jsonl'}: item {item_id} variant {missing[0]} has no answer record")
        item_dir = key / "items" / item_id
        variants = tuple(_variant(item_dir, v, answers[variant_ids[v]], snippet_calibration) for v in VARIANTS)
        track = "pr" if any(answers[variant_ids[v]].get("track") == "pr" for v in VARIANTS) else "snippet"
        items.append(
            SiteItem(
                item_id=item_id,
                tier=str(raw.get("tier", "")),
                track=str(raw.get("track", track)),
                operators=tuple(raw.get("operators") or ()),
                domain=str(raw.get("domain", "")),
                disguise_domain=str(raw.get("disguise_domain", "")),
                shape=shape_of(raw),
                mechanisms=tuple(raw.get("mechanisms") or ()),
                explanation=str(raw.get("explanation", "")),
                explanations=dict(raw.get("explanations") or {}),
                witnesses=tuple(raw.get("witnesses") or ()),
                keywords=tuple(tuple(g) for g in raw.get("keywords") or ()),
                variants=variants,
                diffs=_diffs(item_dir),
                difficulty=dict(raw.get("difficulty") or {}),
                transplant_difficulty=dict((raw.get("transplant") or {}).get("difficulty") or {}),
                calibration=(item_calibration or {}).get(item_id),
                raw=raw,
            )
        )
    return items
