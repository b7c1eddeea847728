"""Presenting an Evaluation: rich tables for people, JSON and CSV for machines.

Display rounding: the exact rational value is rounded half-even on the displayed grid. Scores are
shown as percentages with one decimal, i.e. on a grid of 0.001: 1/6 -> 16.7%, -1/2 -> -50.0%, and a
tie such as 0.1225 -> 12.2% (half-even; half-up would give 12.3%). The DESIGN's example
0.125 -> 0.12 is the same rule on a 0.01 grid (``round_half_even(Fraction(1, 8), 2)``). Because
the rounding is done on the Fraction, no float artefact decides a tie. JSON and CSV carry the
unrounded values as the nearest double (``float(Fraction)``).
"""

from __future__ import annotations

import csv
import io
import math
from fractions import Fraction
from typing import Any

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from scoring.model import (
    Comparison,
    Evaluation,
    GroupScore,
    Interval,
    RunIntervals,
    RunScore,
    Terms,
)

DASH = "–"
_TERM_HEADERS = ("items", "detect", "line F1", "kw", "FP", "score")
LEGEND = (
    "detect = detection, kw = keyword recall, FP = false-positive rate; "
    "intervals in percent (seeded bootstrap over items)"
)


def round_half_even(value: Fraction, places: int) -> Fraction:
    """``value`` rounded to ``places`` decimals, ties to even, exactly."""
    scale = 10**places
    return Fraction(round(value * scale), scale)


def percent(value: Fraction | float | None, places: int = 1) -> str:
    """A share as a percentage with ``places`` decimals, rounded half-even (e.g. 1/6 -> 16.7%)."""
    if value is None or (isinstance(value, float) and not math.isfinite(value)):
        return DASH
    exact = Fraction(value)
    rounded = round_half_even(exact * 100, places)
    if rounded == 0:
        rounded = Fraction(0)  # never "-0.0%"
    return f"{float(rounded):.{places}f}%"


def points(value: Fraction | float | None, places: int = 1) -> str:
    """A difference of shares in signed percentage points (e.g. +12.5 pts)."""
    if value is None or (isinstance(value, float) and not math.isfinite(value)):
        return DASH
    rounded = round_half_even(Fraction(value) * 100, places)
    sign = "+" if rounded > 0 else ("-" if rounded < 0 else "±")
    return f"{sign}{float(abs(rounded)):.{places}f} pts"


def interval_text(interval: Interval | None) -> str:
    """``[low, high]`` in percent, without the % signs (the column header says %)."""
    if interval is None:
        return DASH
    return f"[{percent(interval.low)[:-1]}, {percent(interval.high)[:-1]}]"


def _float(value: Fraction | None) -> float | None:
    return None if value is None else float(value)


def _terms_json(terms: Terms) -> dict[str, Any]:
    det, f1, kw, fp, score = terms.doubles
    return {"det": det, "f1": f1, "kw": kw, "fp": fp, "score": score, "snippets": terms.n_snippets}


def _interval_json(interval: Interval | None) -> list[float] | None:
    return None if interval is None else [interval.low, interval.high]


def run_json(run: RunScore, intervals: RunIntervals | None = None) -> dict[str, Any]:
    tier_ci = dict(intervals.tiers) if intervals else {}
    out: dict[str, Any] = {"model": run.model, "run": run.run, "source": run.source, "tiers": {}}
    if run.forms:
        out["forms"] = list(run.forms)
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
            "witness_rate": _float(c.witness_rate),
            "false_witness_rate": _float(c.false_witness_rate),
        }
    return {"groups": rows, "statuses": dict(run.witnesses.statuses)}


def witness_lines(run: RunScore) -> list[str]:
    """Witness rate and false-witness rate per group, beside (never inside) the score."""
    if run.witnesses is None:
        return []
    lines = []
    for c in run.witnesses.rows:
        name = "witnesses" if c.kind == "all" else f"  {c.group}"
        parts = []
        if c.defective:
            parts.append(f"rate {percent(c.witness_rate)} ({c.valid}/{c.defective} defective)")
        if c.clean:
            parts.append(f"false {percent(c.false_witness_rate)} ({c.false}/{c.clean} correct)")
        if c.kind == "all":
            parts.append(f"unreadable {c.unreadable}, failed {c.failed}, unchecked {c.unchecked}")
        lines.append(f"{name}: " + "; ".join(parts))
    return lines


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
    return {
        "key": evaluation.key_source,
        "settings": {"confidence": confidence, "resamples": resamples, "seed": seed},
        "runs": [run_json(r, i) for r, i in zip(evaluation.runs, intervals)],
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


def _run_table(run: RunScore, iv: RunIntervals | None) -> Table:
    level = f"{iv.confidence * 100:g}% CI" if iv else "CI"
    title = run.label + (f"  ({run.source})" if run.source else "")
    table = Table(title=title, title_justify="left", box=box.SIMPLE_HEAD)
    for name in ("tier", *_TERM_HEADERS):
        table.add_column(name, justify="left" if name == "tier" else "right", no_wrap=True)
    if iv:
        table.add_column(level, justify="right", no_wrap=True)
    tier_ci = dict(iv.tiers) if iv else {}
    for tier in run.tiers:
        t = tier.terms
        row = [
            tier.tier,
            str(tier.n_items),
            percent(t.detection),
            percent(t.line_f1),
            percent(t.keyword_recall),
            percent(t.false_positive_rate),
            percent(t.score),
        ]
        table.add_row(*row, *([interval_text(tier_ci.get(tier.tier))] if iv else []))
    row = ["average", str(sum(t.n_items for t in run.tiers)), "", "", "", "", percent(run.average)]
    table.add_row(*row, *([interval_text(iv.average)] if iv else []), style="bold")
    notes = [f"parse failures: {run.parse_failures} of {len(run.snippets)}"]
    notes += [escape(f"  unreadable {sid}: {text!r}") for sid, text in run.failure_examples]
    if run.missing:
        notes.append(f"missing (scored as unanswered): {run.missing}")
    if run.unknown:
        notes.append(f"unknown ids ignored: {run.unknown}")
    variants = {g.group: g.terms for g in run.breakdowns if g.kind == "variant"}
    if "original" in variants and "disguised" in variants:
        notes.append(
            f"detection original {percent(variants['original'].detection)} vs disguised "
            f"{percent(variants['disguised'].detection)} (gap {points(run.disguise_gap)})"
        )
    if run.twin_gap is not None:
        g = run.twin_gap
        notes.append(
            f"twin gap {points(g.gap)} (detection {percent(g.detection)} on originals, correct-no "
            f"{percent(g.fixed_correct_no)} on fixed twins; both right {percent(g.both_right)})"
        )
    notes += [escape(line) for line in witness_lines(run)]
    notes.append(LEGEND)
    table.caption = "\n".join(notes)
    table.caption_justify = "left"
    return table


def _breakdown_table(run: RunScore, kind: str) -> Table:
    table = Table(title=f"{run.label}: by {kind}", title_justify="left", box=box.SIMPLE_HEAD)
    for name in (kind, *_TERM_HEADERS):
        table.add_column(name, justify="left" if name == kind else "right", no_wrap=True)
    groups: list[GroupScore] = [g for g in run.breakdowns if g.kind == kind]
    for g in groups:
        t = g.terms
        table.add_row(
            g.group,
            str(g.n_items),
            percent(t.detection),
            percent(t.line_f1),
            percent(t.keyword_recall),
            percent(t.false_positive_rate),
            percent(t.score),
        )
    return table


def print_report(evaluation: Evaluation, console: Console, *, breakdowns: bool = False) -> None:
    intervals: list[RunIntervals | None] = list(evaluation.intervals) or [None] * len(evaluation.runs)
    for run, iv in zip(evaluation.runs, intervals):
        console.print(_run_table(run, iv))
        if breakdowns:
            for kind in ("operator", "domain", "variant"):
                console.print(_breakdown_table(run, kind))
        console.print()
    if evaluation.spreads:
        table = Table(title="run-to-run spread (average score)", title_justify="left", box=box.SIMPLE_HEAD)
        for name in ("model", "runs", "mean", "min", "max", "sd", "agreement"):
            table.add_column(name, justify="left" if name == "model" else "right")
        for s in evaluation.spreads:
            table.add_row(
                s.model,
                str(len(s.runs)),
                percent(s.mean_average),
                percent(s.min_average),
                percent(s.max_average),
                points(s.stdev_average).lstrip("±+"),
                percent(s.agreement),
            )
        table.caption = "agreement: share of snippets given the same verdict in every run"
        table.caption_justify = "left"
        console.print(table)
        console.print()
    for c in evaluation.comparisons:
        verdict = (
            f"{c.model_a if c.difference > 0 else c.model_b} is ahead beyond noise"
            if c.significant
            else "the gap is within noise"
        )
        console.print(
            f"[bold]{c.model_a} vs {c.model_b}[/bold]: average difference {points(c.difference)}, "
            f"{round(c.confidence * 100):g}% CI [{points(c.interval.low)}, {points(c.interval.high)}] "
            f"(paired bootstrap, {c.resamples} resamples, seed {c.seed}): {verdict}",
            highlight=False,
        )
        for tier, diff, tier_interval in c.tier_differences:
            console.print(
                f"  {tier}: {points(diff)} [{points(tier_interval.low)}, {points(tier_interval.high)}]", highlight=False
            )
        console.print()
    if evaluation.baselines:
        tiers = [t.tier for t in evaluation.baselines[0].tiers]
        table = Table(title="reference responders (same scorer)", title_justify="left", box=box.SIMPLE_HEAD)
        table.add_column("responder")
        for tier in tiers:
            table.add_column(tier, justify="right")
        table.add_column("average", justify="right")
        for b in evaluation.baselines:
            table.add_row(b.model, *[percent(t.terms.score) for t in b.tiers], percent(b.average))
        console.print(table)
