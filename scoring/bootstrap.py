"""Seeded bootstrap over items within each tier: score intervals and paired model comparisons.

Items (not snippets) are the resampling unit, so an item's four snippets stay together. Each tier
draws its own resample indices from ``numpy.random.default_rng([seed, crc32(tier)])``: the same key,
seed and tier give the same indices, which makes a comparison of two models paired (both are scored
on the very same resampled items). Intervals are percentile intervals; they are floats, the point
estimates they surround stay exact in :mod:`scoring.metrics`.
"""

from __future__ import annotations

import zlib
from collections import defaultdict
from collections.abc import Iterator, Sequence
from fractions import Fraction

import numpy as np

from core.errors import UsageError
from scoring.model import Comparison, Interval, RunIntervals, RunScore

# columns of an item table
_DET, _NDEF, _F1, _NALL, _KW, _FP, _NCLEAN = range(7)
_CHUNK_CELLS = 2_000_000  # resample-index cells generated at once (bounds memory)


def check_settings(confidence: float, resamples: int) -> None:
    if not 0 < confidence < 1:
        raise UsageError(f"--confidence {confidence}: give a level between 0 and 1, e.g. 0.95")
    if resamples < 0:
        raise UsageError(f"--resamples {resamples}: give a count of 0 (no intervals) or more, e.g. 1000")


def item_tables(runs: Sequence[RunScore]) -> dict[str, np.ndarray]:
    """Per tier, one row per item (sorted item id) of summed counts, pooled over the given runs."""
    rows: dict[str, dict[str, list[float]]] = defaultdict(dict)
    for run in runs:
        for s in run.snippets:
            row = rows[s.tier].get(s.item_id)
            if row is None:
                row = rows[s.tier][s.item_id] = [0.0] * 7
            row[_NALL] += 1
            row[_F1] += float(s.line_f1)
            if s.defective:
                row[_NDEF] += 1
                row[_DET] += s.said_yes
                row[_KW] += float(s.keyword_recall or 0)
            else:
                row[_NCLEAN] += 1
                row[_FP] += s.said_yes
    return {tier: np.array([items[i] for i in sorted(items)], dtype=float) for tier, items in rows.items()}


def _index_chunks(seed: int, tier: str, n_items: int, resamples: int) -> Iterator[np.ndarray]:
    rng = np.random.default_rng([seed, zlib.crc32(tier.encode("utf-8"))])
    per_chunk = max(1, _CHUNK_CELLS // max(n_items, 1))
    done = 0
    while done < resamples:
        size = min(per_chunk, resamples - done)
        yield rng.integers(0, n_items, size=(size, n_items))
        done += size


def _scores(sums: np.ndarray) -> np.ndarray:
    with np.errstate(divide="ignore", invalid="ignore"):
        detection = sums[..., _DET] / sums[..., _NDEF]
        f1 = sums[..., _F1] / sums[..., _NALL]
        recall = sums[..., _KW] / sums[..., _NDEF]
        false_positive = sums[..., _FP] / sums[..., _NCLEAN]
    return (detection + f1 + recall) / 3 - false_positive


def tier_replicates(tables: Sequence[np.ndarray], tier: str, seed: int, resamples: int) -> list[np.ndarray]:
    """Bootstrap replicates of the tier score for each table (same item order), on shared indices."""
    n_items = tables[0].shape[0]
    out: list[list[np.ndarray]] = [[] for _ in tables]
    for idx in _index_chunks(seed, tier, n_items, resamples):
        rows = idx.shape[0]
        # how often each item is drawn in each resample, then one matrix product per table
        offsets = (np.arange(rows) * n_items)[:, None]
        counts = np.bincount((idx + offsets).ravel(), minlength=rows * n_items).reshape(rows, n_items)
        weights = counts.astype(float)
        for k, table in enumerate(tables):
            out[k].append(_scores(weights @ table))
    return [np.concatenate(parts) for parts in out]


def _interval(replicates: np.ndarray, confidence: float) -> Interval:
    tail = (1 - confidence) / 2 * 100
    finite = replicates[np.isfinite(replicates)]
    if finite.size == 0:
        return Interval(float("nan"), float("nan"))
    low, high = np.percentile(finite, [tail, 100 - tail])
    return Interval(float(low), float(high))


def run_intervals(run: RunScore, *, confidence: float = 0.95, resamples: int = 1000, seed: int = 0) -> RunIntervals:
    """Percentile intervals for each tier score and for the average (tiers resampled independently)."""
    check_settings(confidence, resamples)
    tables = item_tables([run])
    tiers: list[tuple[str, Interval]] = []
    per_tier: list[np.ndarray] = []
    for tier_score in run.tiers:
        (reps,) = tier_replicates([tables[tier_score.tier]], tier_score.tier, seed, resamples)
        per_tier.append(reps)
        tiers.append((tier_score.tier, _interval(reps, confidence)))
    average = _interval(np.mean(per_tier, axis=0), confidence)
    return RunIntervals(confidence=confidence, resamples=resamples, seed=seed, tiers=tuple(tiers), average=average)


def compare(
    name_a: str,
    runs_a: Sequence[RunScore],
    name_b: str,
    runs_b: Sequence[RunScore],
    *,
    confidence: float = 0.95,
    resamples: int = 1000,
    seed: int = 0,
) -> Comparison:
    """Paired bootstrap of the score difference a - b over the same items.

    A model given as several runs is pooled (its per-item counts summed), which makes its point
    estimate the mean of its runs' scores.
    """
    check_settings(confidence, resamples)
    if resamples < 1:
        raise UsageError("a comparison needs --resamples of 1 or more")
    tables_a, tables_b = item_tables(runs_a), item_tables(runs_b)
    tiers = [t.tier for t in runs_a[0].tiers]
    diffs: list[np.ndarray] = []
    tier_rows: list[tuple[str, Fraction, Interval]] = []
    for tier in tiers:
        reps_a, reps_b = tier_replicates([tables_a[tier], tables_b[tier]], tier, seed, resamples)
        diff = reps_a - reps_b
        diffs.append(diff)
        exact = _mean_tier(runs_a, tier) - _mean_tier(runs_b, tier)
        tier_rows.append((tier, exact, _interval(diff, confidence)))
    total = np.mean(diffs, axis=0)
    difference = sum((r.average for r in runs_a), Fraction(0)) / len(runs_a) - sum(
        (r.average for r in runs_b), Fraction(0)
    ) / len(runs_b)
    finite = total[np.isfinite(total)]
    return Comparison(
        model_a=name_a,
        model_b=name_b,
        difference=difference,
        interval=_interval(total, confidence),
        tier_differences=tuple(tier_rows),
        share_a_not_better=float(np.mean(finite <= 0)) if finite.size else float("nan"),
        confidence=confidence,
        resamples=resamples,
        seed=seed,
    )


def _mean_tier(runs: Sequence[RunScore], tier: str) -> Fraction:
    scores = [r.tier(tier).terms.score or Fraction(0) for r in runs]
    return sum(scores, Fraction(0)) / len(scores)
