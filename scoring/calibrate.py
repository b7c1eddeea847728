"""`redpen calibrate`: item difficulty learnt from how several response sets did (scoring.irt).

Each response set (one model run) is scored against the key by :func:`scoring.metrics.score_responses`;
a snippet counts as solved when its verdict is right (yes on a defective snippet, no on a correct one).
With ``unit="item"`` an item counts as solved when every variant the set answered is right. A snippet
a set did not answer (``--allow-missing``, or a set of whole forms) is left out of the fit for that set.

The calibration file (``calibration.json``, version 1) holds, per unit: its difficulty and
discrimination with intervals, how many sets answered and solved it, and its flags:
``solved_by_all``, ``solved_by_none`` (the model cannot place them: their figures are the priors'),
``negative_discrimination`` (the weaker sets solve it more often than the stronger ones: a likely key
error, for the dispute workflow). Per set: its ability with an interval.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from core.errors import InputFileError, UsageError
from scoring.evaluate import name_runs
from scoring.irt import PRIOR_A_MEAN, PRIOR_A_SD, PRIOR_C_SD, Fit, fit_2pl
from scoring.metrics import score_responses
from scoring.model import Key, ResponseSet, RunScore

VERSION = 1
UNITS = ("snippet", "item")
FLAGS = ("solved_by_all", "solved_by_none", "negative_discrimination")


@dataclass(frozen=True)
class Unit:
    """One column of the fit: a snippet or an item, with what the key says about it."""

    unit_id: str
    item_id: str
    tier: str
    variant: str  # "" for an item
    operators: tuple[str, ...]
    exposure: float | None  # the item's key/items.jsonl difficulty.exposure, when known


def _exposure(record: object) -> float | None:
    difficulty = record.get("difficulty") if isinstance(record, dict) else None
    value = difficulty.get("exposure") if isinstance(difficulty, dict) else None
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def _exposures(key: Key) -> dict[str, float]:
    """Item id -> its exposure, and "<item id>/disguised" -> the disguised fault's own (measured on
    its host seed: ``transplant.difficulty``)."""
    found: dict[str, float] = {}
    for item_id, raw in key.items:
        record = json.loads(raw)
        for name, value in (
            (item_id, _exposure(record)),
            (f"{item_id}/disguised", _exposure(record.get("transplant"))),
        ):
            if value is not None:
                found[name] = value
    return found


def response_matrix(key: Key, runs: Sequence[RunScore], unit: str) -> tuple[list[Unit], np.ndarray]:
    """Units and the sets x units matrix: 1 solved, 0 not, NaN not answered."""
    exposure = _exposures(key)
    if unit == "snippet":
        units = [
            Unit(
                r.snippet_id,
                r.item_id,
                r.tier,
                r.variant,
                r.operators,
                exposure.get(f"{r.item_id}/{r.variant}", exposure.get(r.item_id)),
            )
            for r in key.records
        ]
    else:
        seen: dict[str, Unit] = {}
        for r in key.records:
            seen.setdefault(r.item_id, Unit(r.item_id, r.item_id, r.tier, "", r.operators, exposure.get(r.item_id)))
        units = list(seen.values())
    column = {u.unit_id: i for i, u in enumerate(units)}
    data = np.full((len(runs), len(units)), np.nan)
    for row, run in enumerate(runs):
        for s in run.snippets:
            if s.missing:
                continue
            right = 1.0 if s.said_yes == s.defective else 0.0
            j = column[s.snippet_id if unit == "snippet" else s.item_id]
            data[row, j] = right if np.isnan(data[row, j]) else min(data[row, j], right)
    return units, data


def score_sets(key: Key, sets: Sequence[ResponseSet], *, allow_missing: bool = False) -> tuple[RunScore, ...]:
    """Score every set against the key, refusing fewer than two and any set of another edition."""
    if len(sets) < 2:
        raise UsageError(
            f"calibrate needs at least two response sets (got {len(sets)}); give several models' responses files"
        )
    runs = []
    for s in name_runs(sets):
        run = score_responses(key, s, allow_missing=allow_missing)
        if run.unknown:
            raise InputFileError(
                f"{s.source}: {run.unknown} snippet id(s) not in the key {key.source}: responses of another "
                "edition; calibrate sets of the key's edition only"
            )
        runs.append(run)
    return tuple(runs)


def _r(value: float) -> float:
    return round(float(value), 4)


def calibration_record(
    key: Key, runs: Sequence[RunScore], *, unit: str = "snippet", confidence: float = 0.95
) -> dict[str, object]:
    """Fit the model and return the calibration file's content."""
    if unit not in UNITS:
        raise UsageError(f"--unit {unit}: choose snippet or item")
    if not 0 < confidence < 1:
        raise UsageError(f"--confidence {confidence}: give a level between 0 and 1, such as 0.95")
    units, data = response_matrix(key, runs, unit)
    fit: Fit = fit_2pl(data)
    b_lo, b_hi = fit.interval(fit.b, fit.b_se, confidence)
    a_lo, a_hi = fit.interval(fit.a, fit.a_se, confidence)
    t_lo, t_hi = fit.interval(fit.ability, fit.ability_sd, confidence)
    answered = (~np.isnan(data)).sum(axis=0)
    solved = np.nansum(data, axis=0)
    records = []
    flagged: dict[str, list[str]] = {flag: [] for flag in FLAGS}
    for j, u in enumerate(units):
        flags = []
        if answered[j] and solved[j] == answered[j]:
            flags.append("solved_by_all")
        if answered[j] and solved[j] == 0:
            flags.append("solved_by_none")
        if fit.a[j] < 0:
            flags.append("negative_discrimination")
        for flag in flags:
            flagged[flag].append(u.unit_id)
        record: dict[str, object] = {
            "id": u.unit_id,
            "item_id": u.item_id,
            "tier": u.tier,
            "operators": list(u.operators),
        }
        if u.variant:
            record["variant"] = u.variant
        record.update(
            {
                "answered": int(answered[j]),
                "solved": int(solved[j]),
                "difficulty": _r(fit.b[j]),
                "difficulty_interval": [_r(b_lo[j]), _r(b_hi[j])],
                "discrimination": _r(fit.a[j]),
                "discrimination_interval": [_r(a_lo[j]), _r(a_hi[j])],
                "exposure": u.exposure,
                "flags": flags,
            }
        )
        records.append(record)
    return {
        "version": VERSION,
        "key": key.source,
        "unit": unit,
        "model": {
            "name": "2PL",
            "fit": "marginal MAP by EM on a quadrature grid (scoring.irt)",
            "priors": {"ability": "N(0, 1)", "discrimination": f"N({PRIOR_A_MEAN:g}, {PRIOR_A_SD:g}^2)"}
            | {"intercept": f"N(0, {PRIOR_C_SD:g}^2)"},
            "confidence": confidence,
            "iterations": fit.iterations,
            "converged": fit.converged,
        },
        "sets": [
            {
                "label": run.label,
                "source": run.source,
                "ability": _r(fit.ability[i]),
                "interval": [_r(t_lo[i]), _r(t_hi[i])],
            }
            for i, run in enumerate(runs)
        ],
        "flagged": flagged,
        "units": records,
    }


def load_calibration(path: Path) -> dict[str, dict[str, object]]:
    """Read a calibration file: unit id -> its record."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputFileError(f"{path}: no such calibration file; write one with redpen calibrate") from None
    except (OSError, ValueError) as exc:
        raise InputFileError(f"{path}: not a calibration file ({exc}); write one with redpen calibrate") from None
    if not isinstance(data, dict) or data.get("version") != VERSION or not isinstance(data.get("units"), list):
        raise InputFileError(f"{path}: not a version {VERSION} calibration file; write one with redpen calibrate")
    out: dict[str, dict[str, object]] = {}
    for record in data["units"]:
        if not isinstance(record, dict) or not isinstance(record.get("id"), str):
            raise InputFileError(f"{path}: a unit without an id; write the file again with redpen calibrate")
        out[record["id"]] = record
    return out


@dataclass(frozen=True)
class ItemCalibration:
    """What a calibration file says about one item: mean difficulty over its units (None when no
    unit has one), how many (set, unit) answers it got and solved, and its units' flags."""

    difficulty: float | None
    answered: int
    solved: int
    flags: tuple[str, ...]


def _number(value: object) -> float | None:
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else None


def item_calibration(path: Path) -> dict[str, ItemCalibration]:
    """Per item id, from a calibration file of either unit."""
    grouped: dict[str, list[dict[str, object]]] = {}
    for record in load_calibration(path).values():
        grouped.setdefault(str(record.get("item_id", record["id"])), []).append(record)
    out: dict[str, ItemCalibration] = {}
    for item_id, records in grouped.items():
        values = [v for r in records if (v := _number(r.get("difficulty"))) is not None]
        flags: list[str] = []
        for r in records:
            raw = r.get("flags")
            flags.extend(f for f in (raw if isinstance(raw, list) else []) if isinstance(f, str) and f not in flags)
        out[item_id] = ItemCalibration(
            difficulty=round(sum(values) / len(values), 4) if values else None,
            answered=sum(int(_number(r.get("answered")) or 0) for r in records),
            solved=sum(int(_number(r.get("solved")) or 0) for r in records),
            flags=tuple(flags),
        )
    return out
