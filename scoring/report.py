"""Presenting an Evaluation to people: rich tables (runs, per-tier terms, witnesses, comparisons).

Numbers are rounded half-even on the displayed grid (:mod:`scoring.rounding`); the JSON and CSV
for machines are :mod:`scoring.machine_formats`.
"""

from __future__ import annotations

from rich import box
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from scoring.model import (
    Evaluation,
    GroupScore,
    RunIntervals,
    RunScore,
)
from scoring.rounding import interval_text, percent, points

_TERM_HEADERS = ("items", "detect", "line F1", "kw", "FP", "score")


LEGEND = (
    "detect = detection, kw = keyword recall, FP = false-positive rate; "
    "intervals in percent (seeded bootstrap over items)"
)


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
        if c.disputed:
            parts.append(f"disputes {c.disputed}")
        if c.kind == "all":
            parts.append(f"unreadable {c.unreadable}, failed {c.failed}, unchecked {c.unchecked}")
        lines.append(f"{name}: " + "; ".join(parts))
    return lines


def _run_table(run: RunScore, iv: RunIntervals | None, track: str = "") -> Table:
    level = f"{iv.confidence * 100:g}% CI" if iv else "CI"
    title = run.label + (f": {track} track" if track else "") + (f"  ({run.source})" if run.source else "")
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
    if run.tracks:
        notes.append("both tracks together; each track's own figures follow")
    if run.track:
        notes.append(f"answers the {run.track} track only: scored on that track")
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


def dispute_table(evaluation: Evaluation) -> Table | None:
    """The disputes raised, for adjudication (``redpen dispute``), or None when there are none."""
    if not evaluation.disputes:
        return None
    table = Table(
        title="disputes: witnesses on correct snippets that the snippet does not satisfy (claims that the key is wrong)",
        title_justify="left",
        box=box.SIMPLE_HEAD,
    )
    for name in ("snippet", "variant", "call", "snippet gives", "claimed", "raised by", "adjudication"):
        table.add_column(name, justify="right" if name == "raised by" else "left", overflow="fold")
    for row in evaluation.disputes:
        d = row.dispute
        table.add_row(
            d.snippet_id,
            d.variant,
            escape(d.call),
            escape(d.result),
            escape(d.claimed),
            str(row.raised_by),
            row.adjudication,
        )
    table.caption = "record a verdict: redpen dispute EDITION SNIPPET --upheld|--rejected --call CALL --note TEXT"
    table.caption_justify = "left"
    return table


def voided_lines(evaluation: Evaluation) -> list[str]:
    """The items voided by upheld disputes (left out of every score above)."""
    return [
        f"voided by an upheld dispute: {a.item_id} ({a.snippet_id} {a.call})" + (f": {a.note}" if a.note else "")
        for a in evaluation.voided
    ]


def print_report(evaluation: Evaluation, console: Console, *, breakdowns: bool = False) -> None:
    intervals: list[RunIntervals | None] = list(evaluation.intervals) or [None] * len(evaluation.runs)
    per_track = list(evaluation.track_intervals) or [()] * len(evaluation.runs)
    for run, iv, track_iv in zip(evaluation.runs, intervals, per_track):
        console.print(_run_table(run, iv))
        for track, track_run in run.tracks:
            console.print(_run_table(track_run, dict(track_iv).get(track), track))
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
    disputes = dispute_table(evaluation)
    if disputes is not None:
        console.print(disputes)
        console.print()
    voided = voided_lines(evaluation)
    for line in voided:
        console.print(escape(line), highlight=False)
    if voided:
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
            for track, tr in b.tracks:  # each track's own figures (a tier the track lacks: blank)
                scores = {t.tier: t.terms.score for t in tr.tiers}
                table.add_row(
                    f"  {track} track", *[percent(scores[t]) if t in scores else "" for t in tiers], percent(tr.average)
                )
        console.print(table)
