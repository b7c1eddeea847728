"""The one tier rule a calibration file (`redpen calibrate`) changes, for `redpen build --calibration`
and `redpen seeds --stats --calibration`.

Exposure decides tiers before any reviewer has seen an item. A calibration says how reviewers did:
an easy-family operator whose defective snippets they found hard -- a mean fitted difficulty of at
least ``HARD_FOR_REVIEWERS`` (0: a reviewer of average ability solves it at most half of the time)
over at least ``MIN_UNITS`` calibrated defective snippets (or items) -- counts as a medium-family
operator: its faults fill the medium tier whatever their exposure, and no longer the easy tier.
Nothing else changes; without a calibration file the build is byte-identical to one without the
option.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace
from pathlib import Path

from core.model import Tier, content_hash
from generator.items import Candidate
from generator.library_stats import LibraryStats
from operators.registry import all_operators
from scoring.calibrate import load_calibration

HARD_FOR_REVIEWERS = 0.0
MIN_UNITS = 2
DEFECTIVE = ("original", "disguised")


@dataclass(frozen=True)
class OperatorCalibration:
    operator: str
    units: int
    mean_difficulty: float
    family: str  # the operator's own family ("easy"/"medium")
    calibrated_family: str


def operator_calibration(path: Path) -> list[OperatorCalibration]:
    """Per single operator of the calibration's defective units: their mean fitted difficulty and
    the family the tier rules give it."""
    families = {op.name: op.tier for op in all_operators()}
    values: dict[str, list[float]] = defaultdict(list)
    for record in load_calibration(path).values():
        operators = record.get("operators")
        difficulty = record.get("difficulty")
        if record.get("variant", "original") not in DEFECTIVE or not isinstance(difficulty, (int, float)):
            continue
        if isinstance(operators, list) and len(operators) == 1 and operators[0] in families:
            values[operators[0]].append(float(difficulty))
    out = []
    for name in sorted(values):
        mean = sum(values[name]) / len(values[name])
        hard = families[name] == "easy" and len(values[name]) >= MIN_UNITS and mean >= HARD_FOR_REVIEWERS
        out.append(
            OperatorCalibration(
                name, len(values[name]), round(mean, 4), families[name], "medium" if hard else families[name]
            )
        )
    return out


def promoted_operators(path: Path | None) -> frozenset[str]:
    """Easy-family operators the calibration moves to the medium family (none without a file)."""
    if path is None:
        return frozenset()
    return frozenset(c.operator for c in operator_calibration(path) if c.calibrated_family != c.family)


def calibrated_candidates(tiers: dict[Tier, list[Candidate]], promoted: frozenset[str]) -> dict[Tier, list[Candidate]]:
    """A seed's planned candidates under the calibrated rule: a promoted operator's candidates leave
    the easy tier and are medium-family in the medium tier (their key changes with it)."""
    if not promoted:
        return tiers
    out: dict[Tier, list[Candidate]] = {}
    for tier, candidates in tiers.items():
        kept = []
        for c in candidates:
            if c.family != "easy" or c.operator not in promoted:
                kept.append(c)
            elif tier == "medium":
                kept.append(replace(c, family="medium", key=content_hash(c.key, "calibrated-medium")))
        if kept:
            out[tier] = kept
    return out


def calibrated_seed_tiers(
    operator_sites: dict[str, int], tiers: frozenset[str], promoted: frozenset[str]
) -> frozenset[str]:
    """The tiers a seed can fill (``redpen seeds --stats``) when promoted operators are medium-family."""
    if not promoted:
        return tiers
    families = {op.name: op.tier for op in all_operators()}
    single = {
        "medium" if name in promoted else families[name] for name, n in operator_sites.items() if n and name in families
    }
    return frozenset(single | (tiers & {"hard"}))


def calibrated_library(stats: LibraryStats, path: Path) -> tuple[LibraryStats, list[OperatorCalibration]]:
    """Library statistics under the calibrated rule, and the per-operator figures behind it."""
    figures = operator_calibration(path)
    promoted = frozenset(c.operator for c in figures if c.calibrated_family != c.family)
    seeds = tuple(replace(s, tiers=calibrated_seed_tiers(s.operator_sites, s.tiers, promoted)) for s in stats.seeds)
    return replace(stats, seeds=seeds), figures
