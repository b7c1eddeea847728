"""Measured difficulty of a candidate, and the tier rules that read it.

``measure_candidate`` runs the fixed function, the candidate and (for a pair) each fault alone on
the same >= 500 valid inputs of the seed (``killability.exposure``, one sandboxed child per
candidate, the inputs drawn once per seed and cached); ``measure_alternatives`` does the same for
every alternative of a work unit at once (fixed function run once per input for all of them). ``tier_problem`` then says why the measured
candidate does not belong to the tier it was planned for (or None):

* every tier: the defect never shows (``unexposed``), shows on every valid input
  (``fails-everywhere``), raises on every valid input (``raises-everywhere``), or it (or one of
  its faults alone) runs past the call limit on several inputs (``hangs``: an endless loop that
  any run shows, measured only up to ``killability.exposure.HANG_LIMIT`` timeouts);
* easy: an easy-family fault (AOR, ROR, UOI, ABS, CRP, off-by-one, call swaps, ...) that shows on
  at least ``LOW_EXPOSURE`` of the inputs;
* medium: a subtle-family fault (connectors, guards, rounding, mutable default, variable and
  method misuse, ...), or an easy-family fault that shows on fewer than ``LOW_EXPOSURE``;
* hard: two interacting faults (planned on one def-use chain), each a real bug alone (shows on
  some input), the pair partly masking itself (its exposure below each fault's alone), and showing
  on at most ``HARD_MAX_EXPOSURE`` of the inputs. A seed without such a pair offers its least
  exposed interacting pair that fits all but the masking rule (``fallback_hard``); those rank after
  every masking pair and are marked ``masking: false`` in the key.
"""

from __future__ import annotations

from dataclasses import dataclass

from core.errors import RedpenError
from core.model import Mutant
from core.snippet import extract_function, spliced
from generator.items import Candidate
from killability.api import single_faults
from killability.exposure import HANG_LIMIT, SCREEN_INPUTS, ExposureResult, measure

LOW_EXPOSURE = 0.10
HARD_MAX_EXPOSURE = 0.50


@dataclass(frozen=True)
class FaultFigure:
    """One fault of an item, measured alone (for a single-fault item: the item itself)."""

    operator: str
    line: int  # the fault's line in the seed module
    exposure: float
    crash_share: float
    witness: str


@dataclass(frozen=True)
class Difficulty:
    inputs: int
    exposure: float
    crash_share: float
    witness: str
    faults: tuple[FaultFigure, ...]
    surprise: float = 0.0  # token-surprise change of the mutated lines (bits per token; generator/surprise.py)
    masking: bool = True  # hard only: the pair shows on fewer inputs than each fault alone
    hangs: bool = False  # the candidate or one of its faults alone hangs (killability.exposure.HANG_LIMIT)
    screened: bool = False  # hard only: dropped after killability.exposure.SCREEN_INPUTS (it cannot mask)

    def as_record(self) -> dict:
        return {
            "inputs": self.inputs,
            "exposure": round(self.exposure, 4),
            "crash_share": round(self.crash_share, 4),
            "witness": self.witness,
            "surprise_change": round(self.surprise, 3),
            **({"masking": self.masking} if len(self.faults) > 1 else {}),
            "faults": [
                {
                    "operator": f.operator,
                    "seed_line": f.line,
                    "exposure": round(f.exposure, 4),
                    "crash_share": round(f.crash_share, 4),
                    "witness": f.witness,
                }
                for f in self.faults
            ],
        }


def _code(candidate: Candidate, mutant: Mutant) -> str:
    """The text a mutant of the candidate's seed is measured as: the fixed snippet with the change
    spliced in (``core.snippet.spliced``), else extracted from the mutant's module."""
    fixed = candidate.fixed
    code = spliced(fixed, candidate.seed.source, mutant.source) if mutant.function == fixed.function else None
    return code if code is not None else extract_function(mutant.source, mutant.function, path=candidate.seed.path).code


def measure_candidate(candidate: Candidate, cache=None) -> Difficulty | ExposureResult:
    """The candidate's difficulty, or the failed measurement (its verdict says why)."""
    seed, mutant, fixed = candidate.seed, candidate.mutant, candidate.fixed
    parts = [mutant] + (single_faults(seed, mutant) if mutant.order > 1 else [])
    variants = [(f"v{number}", _code(candidate, part), part.function) for number, part in enumerate(parts)]
    result = measure(seed.source, seed.path, seed.function, fixed.code, fixed.function, variants, cache=cache)
    if result.verdict != "measured":
        return result
    whole = result.faults[0]
    if mutant.order > 1:
        figures = tuple(
            FaultFigure(site.operator, site.span.start_line, f.exposure, f.crash_share, f.witness)
            for site, f in zip(mutant.sites, result.faults[1:])
        )
    else:
        site = mutant.sites[0]
        figures = (FaultFigure(site.operator, site.span.start_line, whole.exposure, whole.crash_share, whole.witness),)
    hangs = any(f.hangs for f in result.faults)
    return Difficulty(
        result.inputs, whole.exposure, whole.crash_share, whole.witness, figures, candidate.surprise, hangs=hangs
    )


def measure_alternatives(candidate: Candidate, cache=None) -> list[tuple[Mutant, Difficulty]] | ExposureResult:
    """Every alternative of a candidate (the interacting pairs of a hard one, the single faults of
    an easy or medium one) and each fault of a pair alone, measured in ONE sandboxed batch on the
    same inputs: (mutant, its difficulty) in the candidate's order."""
    seed, fixed = candidate.seed, candidate.fixed
    alternatives = candidate.alternatives or ((candidate.mutant, candidate.surprise),)
    names: dict[str, str] = {}
    variants: list[tuple[str, str, str]] = []
    layout: list[tuple[Mutant, float, str, list[str]]] = []

    def add(mutant: Mutant) -> str:
        code = _code(candidate, mutant)
        if code not in names:
            names[code] = f"v{len(names)}"
            variants.append((names[code], code, mutant.function))
        return names[code]

    for mutant, surprise in alternatives:
        if mutant.order == 1:
            layout.append((mutant, surprise, add(mutant), []))
            continue
        try:
            singles = single_faults(seed, mutant)
        except RedpenError:
            continue
        alone = [add(single) for single in singles]  # first: a pair stops once a fault of it hangs
        layout.append((mutant, surprise, add(mutant), alone))
    # a pair that cannot mask itself stops after SCREEN_INPUTS inputs (measured in full: the
    # pairs that may mask, and the least exposed others that could stand in for them)
    screen = [(whole, tuple(singles)) for _m, _s, whole, singles in layout if singles]
    result = measure(
        seed.source,
        seed.path,
        seed.function,
        fixed.code,
        fixed.function,
        variants,
        cache=cache,
        screen=screen,
        stand_in_max=HARD_MAX_EXPOSURE,
    )
    if result.verdict != "measured":
        return result
    measured = []
    for mutant, surprise, whole_name, single_names in layout:
        whole = result.fault(whole_name)
        assert whole is not None
        alone = [result.fault(n) for n in single_names]
        hangs = whole.hangs or any(f is not None and f.hangs for f in alone)
        if single_names:
            figures = tuple(
                FaultFigure(site.operator, site.span.start_line, f.exposure, f.crash_share, f.witness)
                for site, f in zip(mutant.sites, alone)
                if f is not None
            )
        else:
            site = mutant.sites[0]
            figures = (
                FaultFigure(site.operator, site.span.start_line, whole.exposure, whole.crash_share, whole.witness),
            )
        measured.append(
            (
                mutant,
                Difficulty(
                    result.inputs,
                    whole.exposure,
                    whole.crash_share,
                    whole.witness,
                    figures,
                    surprise,
                    hangs=hangs,
                    screened=whole.screened,
                ),
            )
        )
    return measured


def tier_problem(tier: str, family: str, d: Difficulty) -> tuple[str, str] | None:
    """(verdict, message) when the measured candidate does not fit ``tier``; None when it does."""
    shown = f"{d.exposure:.1%} of {d.inputs} valid inputs"
    if d.hangs:
        return "hangs", f"runs past its call limit on {HANG_LIMIT} valid inputs (an endless loop any run shows)"
    if d.crash_share >= 1.0:
        return "raises-everywhere", f"raises on every valid input ({d.inputs})"
    if d.exposure >= 1.0:
        return "fails-everywhere", f"misbehaves on every valid input ({d.inputs})"
    if d.exposure <= 0.0:
        return "unexposed", f"never misbehaves on {d.inputs} valid inputs"
    if tier == "easy" and (family != "easy" or d.exposure < LOW_EXPOSURE):
        return "exposure-low", f"shows on {shown}: below {LOW_EXPOSURE:.0%}, a medium item"
    if tier == "medium" and family == "easy" and d.exposure >= LOW_EXPOSURE:
        return "exposure-high", f"an easy-family fault showing on {shown}: an easy item"
    if tier == "hard":
        alone = [f.exposure for f in d.faults]
        if d.screened:
            return "not-masking", (
                f"the pair shows on {d.exposure:.1%} of the first {SCREEN_INPUTS} valid inputs, not below each "
                f"fault alone ({', '.join(f'{e:.1%}' for e in alone)})"
            )
        if any(e <= 0.0 for e in alone):
            return "not-genuine", "one fault alone never misbehaves"
        if d.exposure >= min(alone):
            return "not-masking", (
                f"the pair shows on {shown}, not below each fault alone ({', '.join(f'{e:.1%}' for e in alone)})"
            )
        if d.exposure > HARD_MAX_EXPOSURE:
            return "exposure-high", f"shows on {shown}: above {HARD_MAX_EXPOSURE:.0%}"
    return None


def fallback_hard(d: Difficulty) -> bool:
    """A pair that fits the hard tier except that it does not mask itself: interacting, each fault a
    bug alone, at most HARD_MAX_EXPOSURE. Used only when a seed has no masking pair, ranked after
    every masking pair (``tiers.difficulty_rank``) and marked ``masking: false`` in the key."""
    return (
        not d.hangs
        and not d.screened
        and 0.0 < d.exposure <= HARD_MAX_EXPOSURE
        and d.crash_share < 1.0
        and all(f.exposure > 0 for f in d.faults)
    )


def _quantiles(values: list[float]) -> dict[str, float] | None:
    if not values:
        return None
    ordered = sorted(values)
    n = len(ordered)

    def at(q: float) -> float:  # nearest-rank on the sorted values, the median averaged when n is even
        if q == 0.5 and n % 2 == 0:
            return (ordered[n // 2 - 1] + ordered[n // 2]) / 2
        return ordered[min(n - 1, int(q * (n - 1) + 0.5))]

    return {
        "min": round(ordered[0], 4),
        "q1": round(at(0.25), 4),
        "median": round(at(0.5), 4),
        "q3": round(at(0.75), 4),
        "max": round(ordered[-1], 4),
    }


def tier_distribution(items) -> dict[str, dict]:
    """Per tier: how many items carry a measurement, and the quantiles of exposure, crash share and
    token-surprise change (for the build summary and the dataset card)."""
    table: dict[str, dict] = {}
    for tier in ("easy", "medium", "hard"):
        measured = [i.difficulty for i in items if i.tier == tier and i.difficulty is not None]
        table[tier] = {
            "items": len(measured),
            "exposure": _quantiles([d.exposure for d in measured]),
            "crash_share": _quantiles([d.crash_share for d in measured]),
            "surprise_change": _quantiles([d.surprise for d in measured]),
            "inputs_median": _quantiles([float(d.inputs) for d in measured])["median"] if measured else None,
            "masking": sum(1 for d in measured if len(d.faults) > 1 and d.masking),
        }
    return table
