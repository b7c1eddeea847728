"""`redpen pr-proofs [--modules DIR] [--only TEXT]`: prove the module seeds' candidate refactoring
steps and record them in DIR/pr_proofs.json (read by `redpen build`)."""

from __future__ import annotations

from pathlib import Path

import typer

from core.paths import MODULE_SEEDS


def pr_proofs(
    modules_dir: Path = typer.Option(MODULE_SEEDS, "--modules", help="Module-seed library to prove and record."),
    only: str = typer.Option("", "--only", help="Only the modules whose key contains this text."),
    inputs: int = typer.Option(500, "--inputs", min=100, help="Drawn inputs per function and step."),
    no_symbolic: bool = typer.Option(False, "--no-symbolic", help="Leave CrossHair out (a build with it re-proves)."),
) -> None:
    """Prove every candidate refactoring step of the module seeds and write the proof record."""
    from generator.pr.proof_write import write_proofs

    path, proved, kept = write_proofs(
        modules_dir,
        inputs=inputs,
        symbolic=not no_symbolic,
        only=only,
        progress=lambda line: typer.echo(line, err=True),
    )
    typer.echo(f"{path}: {proved} steps proven now, {kept} already current")


def register(app: typer.Typer) -> None:
    app.command("pr-proofs")(pr_proofs)
