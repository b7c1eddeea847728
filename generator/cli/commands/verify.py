"""`redpen verify` and `redpen retire`."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.console import Console

from core.paths import CORPUS_OUT
from generator.corpus.edition import Edition


def verify(
    edition_dir: Path = typer.Argument(..., help="An edition folder, e.g. corpus_out/2027Q1."),
    ledger: Path | None = typer.Option(
        None, "--ledger", help="Ledger to check distinctness against (default: beside the edition)."
    ),
    no_rerun: bool = typer.Option(
        False, "--no-rerun", help="Skip re-running every item's kill matrix (and the audit's sandbox runs)."
    ),
    as_json: bool = typer.Option(False, "--json"),
) -> None:
    """Re-check manifests, leaks, forms, every item's kill matrix, distinctness and the validity audit;
    exit 1 on any problem."""
    from generator.corpus.verify import verify_edition

    ledger_path = ledger or edition_dir.parent / "ledger.sqlite"
    report = verify_edition(edition_dir, ledger_path=ledger_path, rerun=not no_rerun)
    if as_json:
        print(
            json.dumps(
                {"edition": str(edition_dir), "ok": report.ok, "checked": report.checked, "problems": report.problems},
                indent=2,
            )
        )
    else:
        console = Console()
        if report.audit is not None:
            from audit.report import TABLE_WIDTH, table

            Console(width=max(console.width, TABLE_WIDTH)).print(table(report.audit))
        for problem in report.problems:
            console.print(f"[red]FAIL[/] {problem}")
        if report.ok:
            console.print(
                f"[green]OK[/] {edition_dir}: {report.checked.get('items', 0)} items, "
                f"{report.checked.get('snippets', 0)} snippets"
                + (
                    f", {report.checked['pr_items']} PR items (kill matrices re-run)"
                    if "pr_items" in report.checked
                    else ""
                )
                + " verified"
            )
    if not report.ok:
        raise typer.Exit(1)


def retire(
    edition: str = typer.Argument(..., help="The edition to retire, e.g. 2027Q1."),
    out: Path = typer.Option(CORPUS_OUT, "--out", help="Folder holding the editions and the ledger."),
    ledger: Path | None = typer.Option(None, "--ledger"),
) -> None:
    """Mark an edition retired and publish it with solutions under OUT/retired/<edition>/."""
    from generator.corpus.retire import retire_edition

    target = retire_edition(Edition.parse(edition), out_dir=out, ledger_path=ledger)
    Console().print(f"[green]retired[/] {edition}: solutions in {target}")


def register(app: typer.Typer) -> None:
    app.command("verify")(verify)
    app.command("retire")(retire)
