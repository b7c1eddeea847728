"""An Evaluation as JSON and CSV, for machines: the unrounded values as the nearest double
(``float(Fraction)``), one CSV row per run and group.
"""

from __future__ import annotations

import csv
import io
from fractions import Fraction
from typing import Any

from scoring.model import (
    Comparison,
    Evaluation,
    Interval,
    RunIntervals,
    RunScore,
    Terms,
)


def _float(value: Fraction | None) -> float | None:
    return None if value is None else float(value)


def _terms_json(terms: Terms) -> dict[str, Any]:
    det, f1, kw, fp, score = terms.doubles
    return {"det": det, "f1": f1, "kw": kw, "fp": fp, "score": score, "snippets": terms.n_snippets}


def _interval_json(interval: Interval | None) -> list[float] | None:
    return None if interval is None else [interval.low, interval.high]


def run_json(
    run: RunScore, intervals: RunIntervals | None = None, track_intervals: tuple[tuple[str, RunIntervals], ...] = ()
) -> dict[str, Any]:
    tier_ci = dict(intervals.tiers) if intervals else {}
    out: dict[str, Any] = {"model": run.model, "run": run.run, "source": run.source, "tiers": {}}
    if run.forms:
        out["forms"] = list(run.forms)
    if run.track:  # a set that answers one track of a two-track key
        out["track"] = run.track
    for tier in run.tiers:
        entry = _terms_json(tier.terms)
        entry["items"] = tier.n_items
        entry["ci"] = _interval_json(tier_ci.get(tier.tier))
        out["tiers"][tier.tier] = entry
    out["average"] = run.average_double
    out["average_ci"] = _interval_json(intervals.average if intervals else None)
    out["parse_failures"] = run.parse_failures
    out["parse_failure_examples"] = [{"snippet_id": i, "response": t} for i, t in run.failure_examples]
    out["missing"] = run.missing
    out["unknown_ignored"] = run.unknown
    for kind in ("operator", "domain", "variant"):
        out[f"by_{kind}"] = {
            g.group: {**_terms_json(g.terms), "items": g.n_items} for g in run.breakdowns if g.kind == kind
        }
    out["witnesses"] = witness_json(run)
    if run.tracks:  # a key holding PR records: the same figures per track (absent for snippet-only keys)
        by_track = dict(track_intervals)
        out["tracks"] = {track: _track_json(tr, by_track.get(track)) for track, tr in run.tracks}
    out["disguise_gap"] = _float(run.disguise_gap)
    gap = run.twin_gap
    out["twin_gap"] = (
        None
        if gap is None
        else {
            "items": gap.n_items,
            "detection": float(gap.detection),
            "fixed_correct_no": float(gap.fixed_correct_no),
            "gap": float(gap.gap),
            "both_right": float(gap.both_right),
        }
    )
    return out


def _track_json(run: RunScore, intervals: RunIntervals | None) -> dict[str, Any]:
    entry = run_json(run, intervals)
    for name in ("model", "run", "source", "witnesses"):
        entry.pop(name, None)
    return entry


def witness_json(run: RunScore) -> dict[str, Any] | None:
    if run.witnesses is None:
        return None
    rows = {}
    for c in run.witnesses.rows:
        rows[c.group if c.kind != "all" else "all"] = {
            "kind": c.kind,
            "defective": c.defective,
            "correct": c.clean,
            "given": c.given,
            "valid": c.valid,
            "false": c.false,
            "unreadable": c.unreadable,
            "failed": c.failed,
            "unchecked": c.unchecked,
            "disputed": c.disputed,
            "witness_rate": _float(c.witness_rate),
            "false_witness_rate": _float(c.false_witness_rate),
        }
    return {"groups": rows, "statuses": dict(run.witnesses.statuses)}


def comparison_json(c: Comparison) -> dict[str, Any]:
    return {
        "model_a": c.model_a,
        "model_b": c.model_b,
        "difference": float(c.difference),
        "ci": _interval_json(c.interval),
        "significant": c.significant,
        "share_a_not_better": c.share_a_not_better,
        "tiers": {t: {"difference": float(d), "ci": _interval_json(i)} for t, d, i in c.tier_differences},
    }


def to_json(evaluation: Evaluation, *, confidence: float, resamples: int, seed: int) -> dict[str, Any]:
    intervals: list[RunIntervals | None] = list(evaluation.intervals) or [None] * len(evaluation.runs)
    per_track = list(evaluation.track_intervals) or [()] * len(evaluation.runs)
    return {
        "key": evaluation.key_source,
        "settings": {"confidence": confidence, "resamples": resamples, "seed": seed},
        "runs": [run_json(r, i, t) for r, i, t in zip(evaluation.runs, intervals, per_track)],
        "models": [
            {
                "model": s.model,
                "runs": list(s.runs),
                "mean_average": float(s.mean_average),
                "min_average": float(s.min_average),
                "max_average": float(s.max_average),
                "stdev_average": s.stdev_average,
                "agreement": float(s.agreement),
                "snippets": s.n_snippets,
            }
            for s in evaluation.spreads
        ],
        "comparisons": [comparison_json(c) for c in evaluation.comparisons],
        "baselines": [run_json(b) for b in evaluation.baselines],
        "disputes": [
            {
                "snippet_id": row.dispute.snippet_id,
                "item_id": row.dispute.item_id,
                "variant": row.dispute.variant,
                "call": row.dispute.call,
                "result": row.dispute.result,
                "claimed": row.dispute.claimed,
                "raised_by": row.raised_by,
                "runs": list(row.runs),
                "adjudication": row.adjudication,
            }
            for row in evaluation.disputes
        ],
        "voided": [
            {"item_id": a.item_id, "snippet_id": a.snippet_id, "call": a.call, "note": a.note}
            for a in evaluation.voided
        ],
    }


CSV_COLUMNS = (
    "model",
    "run",
    "section",
    "group",
    "items",
    "det",
    "f1",
    "kw",
    "fp",
    "score",
    "ci_low",
    "ci_high",
    "parse_failures",
    "missing",
)


def _csv_row(
    run: RunScore,
    section: str,
    group: str,
    items: int,
    terms: Terms | None,
    score: Fraction | None,
    interval: Interval | None,
) -> list[Any]:
    def cell(v: Fraction | float | None) -> Any:
        return "" if v is None else repr(float(v))

    return [
        run.model,
        run.run,
        section,
        group,
        items,
        cell(terms.detection if terms else None),
        cell(terms.line_f1 if terms else None),
        cell(terms.keyword_recall if terms else None),
        cell(terms.false_positive_rate if terms else None),
        cell(score),
        cell(interval.low if interval else None),
        cell(interval.high if interval else None),
        run.parse_failures,
        run.missing,
    ]


def to_csv(evaluation: Evaluation) -> str:
    """One row per (run, tier), per run average, per breakdown group; baselines as section "baseline"."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    intervals: list[RunIntervals | None] = list(evaluation.intervals) or [None] * len(evaluation.runs)
    rows: list[tuple[RunScore, RunIntervals | None, bool]] = [
        *[(r, i, False) for r, i in zip(evaluation.runs, intervals)],
        *[(b, None, True) for b in evaluation.baselines],
    ]
    for run, iv, is_baseline in rows:
        tier_ci = dict(iv.tiers) if iv else {}
        section = "baseline" if is_baseline else "tier"
        for tier in run.tiers:
            writer.writerow(
                _csv_row(run, section, tier.tier, tier.n_items, tier.terms, tier.terms.score, tier_ci.get(tier.tier))
            )
        for track, tr in run.tracks:  # a key holding PR records: each track's tiers and average
            for tier in tr.tiers:
                writer.writerow(
                    _csv_row(run, f"{section}:{track}", tier.tier, tier.n_items, tier.terms, tier.terms.score, None)
                )
            writer.writerow(
                _csv_row(run, f"{section}:{track}", "average", sum(t.n_items for t in tr.tiers), None, tr.average, None)
            )
        n_items = sum(t.n_items for t in run.tiers)
        writer.writerow(
            _csv_row(
                run,
                "average" if section == "tier" else section,
                "average",
                n_items,
                None,
                run.average,
                iv.average if iv else None,
            )
        )
        if section == "tier":
            for g in run.breakdowns:
                writer.writerow(_csv_row(run, g.kind, g.group, g.n_items, g.terms, g.terms.score, None))
    return buffer.getvalue()
