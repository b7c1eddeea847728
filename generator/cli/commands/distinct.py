"""`redpen distinct PATH...`: find template twins and near duplicates among functions."""

from __future__ import annotations

from pathlib import Path

import typer
from rich.console import Console

from core.errors import UsageError
from generator.distinct.check import DEFAULT_THRESHOLD, DistinctnessChecker
from generator.distinct.ledger import Ledger
from generator.distinct.units import units_from_paths


def distinct(
    paths: list[Path] = typer.Argument(
        ...,
        help="Python files or folders (every top-level function is a unit) or edition folders (corpus_out/<edition>/).",
    ),
    as_json: bool = typer.Option(False, "--json", help="Print the report as JSON."),
    threshold: float = typer.Option(
        DEFAULT_THRESHOLD, "--threshold", help="Shingle Jaccard at or above which two functions are near duplicates."
    ),
    ledger: Path | None = typer.Option(None, "--ledger", help="Also compare against every item of this SQLite ledger."),
    exclude_edition: str | None = typer.Option(
        None, "--exclude-edition", help="Ledger edition to leave out (the one being rebuilt)."
    ),
    jobs: int = typer.Option(1, "--jobs", "-j", help="Processes used to fingerprint."),
) -> None:
    """Check functions for structural duplicates; exit 1 when any are found."""
    if jobs < 1:
        raise UsageError(f"--jobs {jobs}: use 1 or more")
    units = units_from_paths(paths)
    book = Ledger(ledger, create=False) if ledger is not None else None
    report = DistinctnessChecker(threshold, book, jobs=jobs, exclude_edition=exclude_edition).check(units)
    if as_json:
        typer.echo(report.to_json())
    else:
        Console(highlight=False, soft_wrap=True).print(report.render_text(), markup=False, end="")
    if not report.ok:
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    app.command("distinct")(distinct)
