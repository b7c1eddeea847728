"""`redpen score`: score model responses against an edition's answer key."""

from __future__ import annotations

import io
import json
from pathlib import Path

import typer
from rich.console import Console

from core.errors import UsageError


def score(
    responses: list[Path] | None = typer.Argument(
        None, help="Response files, one per model run: {snippet_id, response[, model, run]} per line."
    ),
    key: Path = typer.Option(..., "--key", help="The edition's key/ folder (or its answers.jsonl)."),
    baselines: bool = typer.Option(
        False, "--baselines", help="Also score the always-no, always-yes and key-oracle responders."
    ),
    allow_missing: bool = typer.Option(
        False, "--allow-missing", help="Score sets that lack snippets (missing = unanswered; unknown ids ignored)."
    ),
    as_json: bool = typer.Option(False, "--json", help="Print JSON instead of tables."),
    as_csv: bool = typer.Option(False, "--csv", help="Print CSV instead of tables."),
    out: Path | None = typer.Option(None, "--out", help="Write the report to FILE instead of printing it."),
    compare: tuple[str, str] | None = typer.Option(
        None, "--compare", help="Paired comparison of two models (automatic when exactly two are given)."
    ),
    confidence: float = typer.Option(0.95, "--confidence", help="Confidence level of the bootstrap intervals."),
    resamples: int = typer.Option(1000, "--resamples", help="Bootstrap resamples (0: no intervals)."),
    seed: int = typer.Option(0, "--seed", help="Bootstrap seed."),
    breakdowns: bool = typer.Option(False, "--breakdowns", help="Tables by operator, domain and variant."),
    witnesses: bool = typer.Option(
        True, "--witnesses/--no-witnesses", help="Run readable WITNESS lines in the sandbox (rates beside the score)."
    ),
    plot: Path | None = typer.Option(
        None, "--plot", help="Also draw tier scores with intervals, twin and disguise gaps (.png or .svg)."
    ),
) -> None:
    """Score responses: detection, line F1, keyword recall, false positives and score per tier."""
    from scoring.evaluate import Options, evaluate
    from scoring.io import load_key, load_responses, write_output
    from scoring.machine_formats import to_csv, to_json
    from scoring.report import print_report

    if as_json and as_csv:
        raise UsageError("--json and --csv: choose one output format")
    if not responses and not baselines:
        raise UsageError("give at least one responses file, or --baselines to score the reference responders")
    pair = compare if compare and all(compare) else None
    if plot is not None:  # a bad plot target or a missing extra is refused before any work
        from scoring.plot import check_target, pyplot

        check_target(plot)
        pyplot()
    answer_key = load_key(key)
    sets = [load_responses(path) for path in responses or []]
    options = Options(
        allow_missing=allow_missing,
        confidence=confidence,
        resamples=resamples,
        seed=seed,
        compare=pair,
        baselines=baselines,
        witnesses=witnesses,
    )
    evaluation = evaluate(answer_key, sets, options)
    if plot is not None:
        from scoring.plot import plot_scores

        plot_scores(evaluation, plot)
    if as_json:
        data = to_json(evaluation, confidence=confidence, resamples=resamples, seed=seed)
        text = json.dumps(data, indent=1, sort_keys=False) + "\n"
    elif as_csv:
        text = to_csv(evaluation)
    else:
        buffer = io.StringIO()
        console = Console(file=buffer, width=120, color_system=None) if out else Console()
        print_report(evaluation, console, breakdowns=breakdowns)
        if not out:
            return
        text = buffer.getvalue()
    if out:
        write_output(out, text)
    else:
        typer.echo(text, nl=False)


def register(app: typer.Typer) -> None:
    app.command("score")(score)
