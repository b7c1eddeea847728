"""`redpen seeds --clean-hosts`: which seeds' clean implementations host a masking pair
(``generator/clean_hosting.py``), by shape; with ``--only``, each pair of each seed asked for. Also
the library's seeds as `redpen seeds --masking` and `--clean-hosts` load them (``library_seeds``)."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.console import Console
from rich.table import Table

from core.errors import RedpenError
from core.paths import seed_key
from core.seeds import Seed, discover_seeds, load_library_seed
from generator.clean_hosting import by_shape, library_hosting
from generator.masking_record import known_pairs


def library_seeds(root: Path, only: list[Path]) -> list[Seed]:
    """The seeds of ``only`` (else every seed of the library at ``root``), named as a build names
    them; one line on stderr for each that does not load."""
    loaded = []
    for path in only or discover_seeds(root):
        try:
            loaded.append(load_library_seed(path, root))
        except RedpenError as exc:
            typer.echo(f"{seed_key(path, root)}: skipped: {exc.message}", err=True)
    return loaded


def clean_hosts(root: Path, as_json: bool, only: list[Path]) -> None:
    loaded = library_seeds(root, only)
    known = known_pairs([root])  # the shipped record and the library's own, as a build reads them
    rows = library_hosting(loaded, known, only_recorded=not only)
    having, hosting = by_shape(rows)
    usable = [r for r in rows if r.hosted_shapes]
    if as_json:
        print(
            json.dumps(
                {
                    "seeds": [
                        {
                            "path": r.path,
                            "problem": r.problem,
                            "pairs": [
                                {"shape": p.shape, "signature": p.signature, "hosted": p.hosted} for p in r.pairs
                            ],
                        }
                        for r in rows
                    ],
                    "masking_seeds_by_shape": dict(sorted(having.items())),
                    "hosting_seeds_by_shape": dict(sorted(hosting.items())),
                    "hosting_seeds": len(usable),
                },
                indent=2,
            )
        )
        return
    console = Console()
    if only:
        for r in rows:
            console.print(
                f"[bold]{r.path}[/]: {'hosts ' + ', '.join(sorted(r.hosted_shapes)) if r.hosted_shapes else 'hosts no masking pair'}"
            )
            if r.problem:
                console.print(f"  problem: {r.problem}")
            for p in r.pairs:
                console.print(f"  [{p.shape}] {'HOSTED' if p.hosted else 'not hosted'}: {p.signature}", markup=False)
                for line in p.lines:
                    console.print(f"      {line}", markup=False)
    table = Table(title=f"masking seeds whose clean implementation hosts a masking pair: {len(usable)} of {len(rows)}")
    table.add_column("shape")
    table.add_column("seeds with a masking pair", justify="right")
    table.add_column("their clean hosts one", justify="right")
    for shape in sorted(having):
        table.add_row(shape, str(having[shape]), str(hosting[shape]))
    console.print(table)
