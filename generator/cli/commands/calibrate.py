"""`redpen calibrate`: fit item difficulty and discrimination from several response sets (2PL)."""

from __future__ import annotations

import json
from pathlib import Path

import typer


def calibrate(
    responses: list[Path] = typer.Argument(..., help="Response files, two or more, one per model run."),
    key: Path = typer.Option(..., "--key", help="The edition's key/ folder (or its answers.jsonl)."),
    out: Path = typer.Option(..., "--out", help="The calibration file to write (calibration.json)."),
    unit: str = typer.Option("snippet", "--unit", help="snippet: one difficulty per snippet; item: per item."),
    allow_missing: bool = typer.Option(
        False, "--allow-missing", help="Sets may leave snippets unanswered (left out of the fit for that set)."
    ),
    confidence: float = typer.Option(0.95, "--confidence", help="Level of the intervals."),
    plot: Path | None = typer.Option(None, "--plot", help="Also draw difficulty against exposure (.png or .svg)."),
) -> None:
    """Fit a two-parameter item-response model over the sets; flag units solved by every set or by
    none, and units with negative discrimination (likely key errors)."""
    from scoring.calibrate import calibration_record, score_sets
    from scoring.io import load_key, load_responses, write_output

    if plot is not None:  # refuse a bad plot target or a missing extra before any work
        from scoring.plot import check_target, pyplot

        check_target(plot)
        pyplot()
    answer_key = load_key(key)
    runs = score_sets(answer_key, [load_responses(p) for p in responses], allow_missing=allow_missing)
    record = calibration_record(answer_key, runs, unit=unit, confidence=confidence)
    units, flagged = record["units"], record["flagged"]
    assert isinstance(units, list) and isinstance(flagged, dict)
    if plot is not None:
        from scoring.plot import plot_calibration

        plot_calibration(units, plot)
    write_output(out, json.dumps(record, indent=1) + "\n")
    counts = ", ".join(f"{len(v)} {k.replace('_', ' ')}" for k, v in flagged.items())
    typer.echo(f"wrote {out} ({len(units)} {unit}s from {len(runs)} sets; flagged: {counts})")


def register(app: typer.Typer) -> None:
    app.command("calibrate")(calibrate)
