"""`redpen site`: a static HTML site of a retired edition (or a live one, for maintainers)."""

from __future__ import annotations

from pathlib import Path

import typer

from core.paths import CORPUS_OUT
from generator.corpus.edition import Edition


def site(
    edition: str = typer.Argument(..., help="The edition, e.g. 2027Q1 (retired, or live with --private)."),
    out: Path = typer.Option(..., "--out", help="The folder to write the site into (opens from disk)."),
    corpus: Path = typer.Option(CORPUS_OUT, "--corpus", help="Folder holding the editions (and retired/)."),
    private: bool = typer.Option(
        False, "--private", help="Allow a live edition: a maintainers' site showing its private key."
    ),
    calibration: Path | None = typer.Option(
        None, "--calibration", help="A calibration file (redpen calibrate): show how reviewers did."
    ),
) -> None:
    """Write index.html (items filterable by tier, operator, shape, domain, track) and one page per
    item (four variants side by side with fault lines marked, diffs, explanation, witnesses, difficulty)."""
    from generator.site.build import build_site

    source, count = build_site(Edition.parse(edition), out, corpus=corpus, private=private, calibration=calibration)
    typer.echo(f"wrote {out / 'index.html'} ({count} items of {source})")


def register(app: typer.Typer) -> None:
    app.command("site")(site)
