"""`redpen export hf`: an edition as a Hugging Face dataset folder (needs ``redpen[hf]``)."""

from __future__ import annotations

from pathlib import Path

import typer

export_app = typer.Typer(help="Export an edition for other tools.", no_args_is_help=True)


@export_app.command("hf")
def hf(
    edition: Path = typer.Argument(
        ..., help="An edition folder (corpus_out/<edition> or corpus_out/retired/<edition>)."
    ),
    out: Path = typer.Option(..., "--out", help="The dataset folder to write (new, empty or an earlier export)."),
) -> None:
    """Parquet per track and per form, and a dataset card whose configs datasets.load_dataset reads."""
    from generator.harness.hf_export import export_hf

    configs = export_hf(edition, out)
    typer.echo(f"{out}: {len(configs)} configs ({', '.join(c.name for c in configs)})")


def register(app: typer.Typer) -> None:
    app.add_typer(export_app, name="export")
