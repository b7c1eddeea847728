"""`redpen audit`: can the edition be answered without reading the code?"""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.console import Console

from core.paths import CORPUS_OUT


def edition_folder(edition: str, out: Path) -> Path:
    """An edition folder given as a path, or as a name like 2027Q1 under ``out``."""
    given = Path(edition)
    if given.is_dir() or "/" in edition or given.exists():
        return given
    from generator.corpus.edition import Edition

    return out / str(Edition.parse(edition))


def audit(
    edition: str = typer.Argument(..., help="An edition folder (corpus_out/2027Q1) or an edition name (2027Q1)."),
    out: Path = typer.Option(CORPUS_OUT, "--out", help="Folder holding the editions (for an edition name)."),
    no_run: bool = typer.Option(False, "--no-run", help="Skip the pairing responder's sandbox mode (reported only)."),
    jobs: int = typer.Option(2, "--jobs", min=1, help="Sandbox runs in parallel."),
    as_json: bool = typer.Option(False, "--json", help="Print the full report as JSON."),
) -> None:
    """Run the attackers that do not read code against the edition's key; exit 1 when a gate fails."""
    from audit.report import TABLE_WIDTH, table
    from audit.run import audit_edition

    report = audit_edition(edition_folder(edition, out), run_pairs=not no_run, jobs=jobs)
    if as_json:
        print(json.dumps(report.to_dict(), indent=1))
    else:
        console = Console()
        console = Console(width=max(console.width, TABLE_WIDTH))
        console.print(table(report))
        for row in report.failing:
            for failure in row.failures:
                console.print(f"[red]FAIL[/] {failure}", soft_wrap=True)
        console.print(("[green]PASS[/] " if report.passed else "[red]FAIL[/] ") + report.verdict())
    if not report.passed:
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    app.command("audit")(audit)
