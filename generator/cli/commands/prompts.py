"""`redpen prompts`: the review prompts of an edition's live snippets, for a model harness."""

from __future__ import annotations

from enum import Enum
from pathlib import Path

import typer


class PromptFormat(str, Enum):
    jsonl = "jsonl"
    text = "text"


def prompts(
    edition: Path = typer.Argument(
        ...,
        help="An edition folder (corpus_out/<edition>), its live/snippets.jsonl, a form, or a PR file (live/pr.jsonl, live/pr_forms/A.jsonl: PR prompts).",
    ),
    fmt: PromptFormat = typer.Option(
        PromptFormat.jsonl, "--format", help="jsonl: {snippet_id, prompt} per line; text: readable."
    ),
    out: Path | None = typer.Option(None, "--out", help="Write to FILE instead of printing."),
) -> None:
    """Render the review prompt of every live snippet (code with line numbers, DEFECT/LINES/EXPLANATION)
    or PR (the diff, then the numbered module after the change)."""
    from scoring.io import load_snippets, write_output
    from scoring.prompts import as_jsonl, as_text, prompt_records

    records = prompt_records(load_snippets(edition))
    text = as_jsonl(records) if fmt is PromptFormat.jsonl else as_text(records)
    if out:
        write_output(out, text)
    else:
        typer.echo(text, nl=False)


def register(app: typer.Typer) -> None:
    app.command("prompts")(prompts)
